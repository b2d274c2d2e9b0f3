/**
 * What an operator's Prometheus reads (issue 25 §6), with prom-client, one registry per server (tests run several
 * in one process): scans by result and their latency, the sizes of the groups scans are stored in, how far the fold
 * lags, promotion jobs by state, sign-in failures, and the process's own (memory, CPU, event-loop lag). Served at
 * /metrics to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN there is no
 * /metrics at all.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { notFound } from '../http/api-failure';

/** The scan's path: its latency and result are measured where every answer passes (onResponse). */
const SCAN_PATH = '/api/appless/leituras';

export interface ServerMetrics {
  readonly registry: Registry;
  /** A group of scans stored in one statement (db/group-commit.ts). */
  scanGroupStored(size: number): void;
  /** A sign-in refused: a wrong name or password, or too many attempts. */
  signInFailed(): void;
}

type Rows<T> = { rows: T[] };

export function serverMetrics(app: FastifyInstance, db: Database): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tagtrail_' });

  const scans = new Counter({
    name: 'tagtrail_scans_total',
    help: 'Scans answered, by result (stored; unknown_tag; refused: bad input or rate limit) and authenticity.',
    labelNames: ['result', 'authenticity'] as const,
    registers: [registry],
  });
  const scanSeconds = new Histogram({
    name: 'tagtrail_scan_duration_seconds',
    help: 'Time from a scan request to its answer, which goes out after its reading has committed.',
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const groupSizes = new Histogram({
    name: 'tagtrail_scan_group_size',
    help: 'Scans stored together in one statement (group commit).',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'tagtrail_sign_in_failures_total',
    help: 'Sign-ins refused: a wrong name or password, an expired one-time password, or too many attempts.',
    registers: [registry],
  });
  new Gauge({
    name: 'tagtrail_fold_lag_readings',
    help: 'Readings stored and not yet folded into devices, places and the dashboard.',
    registers: [registry],
    async collect() {
      const result = (await db.execute(sql`select count(*)::int as n from readings_to_fold`)) as unknown as Rows<{
        n: number;
      }>;
      this.set(Number(result.rows[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: 'tagtrail_fold_lag_seconds',
    help: 'Age of the oldest reading not yet folded; 0 when every reading is.',
    registers: [registry],
    async collect() {
      const result = (await db.execute(sql`
        select coalesce(extract(epoch from now() - min(r.read_at)), 0)::float8 as seconds
        from readings_to_fold f join readings r on r.id = f.reading_id and r.read_at = f.read_at`)) as unknown as Rows<{
        seconds: number;
      }>;
      this.set(Number(result.rows[0]?.seconds ?? 0));
    },
  });
  new Gauge({
    name: 'tagtrail_promotion_jobs',
    help: 'Promotions being processed, by state: selecting_awards (2), scheduling_notifications (3), retrying.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const result = (await db.execute(sql`
        select count(*) filter (where status = 2)::int as selecting,
               count(*) filter (where status = 3)::int as scheduling,
               count(*) filter (where status in (2, 3) and job_attempts > 0)::int as retrying
        from promotions where status in (2, 3)`)) as unknown as Rows<{
        selecting: number;
        scheduling: number;
        retrying: number;
      }>;
      const row = result.rows[0];
      this.set({ state: 'selecting_awards' }, Number(row?.selecting ?? 0));
      this.set({ state: 'scheduling_notifications' }, Number(row?.scheduling ?? 0));
      this.set({ state: 'retrying' }, Number(row?.retrying ?? 0));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0]?.toLowerCase() !== SCAN_PATH) return;
    const status = reply.statusCode;
    const result = status === 200 ? 'stored' : status === 404 ? 'unknown_tag' : 'refused';
    // Every tag is unverified until secure tags (issue 27) say otherwise.
    scans.inc({ result, authenticity: 'unverified' });
    scanSeconds.observe(reply.elapsedTime / 1000);
  });

  return {
    registry,
    scanGroupStored: (size) => groupSizes.observe(size),
    signInFailed: () => signInFailures.inc(),
  };
}

/**
 * GET /metrics for a scraper holding the token. Without one configured the path answers 404 (not the portal's page
 * a browser would get): metrics are off.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: ServerMetrics, token: string | undefined): void {
  const expected = token === undefined ? undefined : Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    if (expected === undefined) throw notFound();
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8');
      return 'A bearer token is needed (METRICS_TOKEN).\n';
    }
    reply.type(metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
