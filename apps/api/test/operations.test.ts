/**
 * What an operator watches (issue 25 §6), over HTTP: /api/ready says the database answers, the migrations are
 * applied and the background work runs as configured; every answer carries its request's id (ours, never the
 * client's); /metrics exists only with METRICS_TOKEN, answers only a scraper holding it, and counts scans, their
 * latency and groups, the fold's lag, promotion jobs and refused sign-ins.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readyOfflineGeocoder } from '../src/geo/offline-geocoder';
import { readinessCheck } from '../src/operations/readiness';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';
import { signIn } from './support/sign-in';
import { useTestServer } from './support/test-server';

const METRICS_TOKEN = 'scraper-token-0123456789';
const api = useTestServer({ demoData: false, metricsToken: METRICS_TOKEN });
const without = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const metrics = (token?: string) =>
  fetch(`${api.baseUrl}/metrics`, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });

/** A sample's value from the exposition text: `name{labels} value`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/ready', () => {
  it('says the server is ready: database, migrations, background work, places', async () => {
    await readyOfflineGeocoder();
    const response = await fetch(`${api.baseUrl}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ready: true,
      database: 'ok',
      migrations: 'applied',
      // The test servers fold when read, not on a timer.
      jobs: { readingFold: 'off', promotionProcessing: 'running' },
      places: 'loaded',
    });
  });

  it('holds traffic back while the towns load (a scan would get its country alone), not once they cannot', async () => {
    const check = (places: 'loading' | 'loaded' | 'countries-only') =>
      readinessCheck(
        api.server.db,
        () => ({}),
        () => places,
      )();
    await expect(check('loading')).resolves.toMatchObject({ ready: false, database: 'ok', places: 'loading' });
    await expect(check('countries-only')).resolves.toMatchObject({ ready: true, places: 'countries-only' });
    await expect(check('loaded')).resolves.toMatchObject({ ready: true, places: 'loaded' });
  });
});

describe('request ids', () => {
  it('gives every answer an id of its own, whatever the client sends', async () => {
    const first = await fetch(`${api.baseUrl}/api/health`, { headers: { 'x-request-id': 'forged-by-the-client' } });
    const second = await fetch(`${api.baseUrl}/api/health`);
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await fetch(`${without.baseUrl}/metrics`)).status).toBe(404);
  });

  it('answers only the token', async () => {
    expect((await metrics()).status).toBe(401);
    expect((await metrics('scraper-token-0123456780')).status).toBe(401);
    expect((await metrics(`${METRICS_TOKEN}x`)).status).toBe(401);
    expect((await metrics(METRICS_TOKEN)).status).toBe(200);
  });

  it('counts scans and their latency, the groups they are stored in, the fold lag and refused sign-ins', async () => {
    const before = await (await metrics(METRICS_TOKEN)).text();
    const scan = (code: string) =>
      fetch(`${api.baseUrl}/api/appless/leituras`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': 'alpha', 'app-version': '1.0.0' },
        body: JSON.stringify({ code, latitude: 0, logintude: 0 }),
      });
    const tagId = `${world.alpha.marker}-tag-1`;
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => scan(`${api.baseUrl}/t/${tagId}`)),
      scan(`${api.baseUrl}/t/no-such-tag`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 404]);
    await expect(signIn(api.baseUrl, 'nobody', 'wrong-password')).rejects.toThrow();

    const after = await (await metrics(METRICS_TOKEN)).text();
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta('tagtrail_scans_total{result="stored",authenticity="unverified"}')).toBe(5);
    expect(delta('tagtrail_scans_total{result="unknown_tag",authenticity="unverified"}')).toBe(1);
    expect(delta('tagtrail_scan_duration_seconds_count')).toBe(6);
    // Every scan naming a tag goes through a group, the unknown one too (the group finds no tag for it).
    expect(delta('tagtrail_scan_group_size_sum')).toBe(6);
    expect(delta('tagtrail_sign_in_failures_total')).toBe(1);
    // Nothing folds these readings on this server until someone reads them: they wait, and are counted.
    expect(sample(after, 'tagtrail_fold_lag_readings')).toBeGreaterThanOrEqual(5);
    expect(sample(after, 'tagtrail_fold_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(after).toContain('tagtrail_promotion_jobs{state="selecting_awards"} 0');
    expect(after).toContain('tagtrail_process_resident_memory_bytes');
  });
});
