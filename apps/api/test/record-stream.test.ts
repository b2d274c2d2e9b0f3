/**
 * The whole list in one answer (issue 8, "CSV export of any list"): any paged GET asked with
 * `Accept: application/x-ndjson` answers every row of the filtered, sorted list, one wire record a line — the same
 * rows, in the same order, that its pages show, for the caller's tenant only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerTagContract, RECORD_STREAM_MEDIA_TYPE, TagLoteParceiroSchema } from '@tagtrail/contract';
import { partnerLots } from '../src/db/schema';
import { RECORD_STREAM_PAGE_SIZE, sendRecordStream } from '../src/http/record-stream';
import { callApi } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
/** More than two stream pages, so page joins are crossed twice. */
const TAG_COUNT = 2 * RECORD_STREAM_PAGE_SIZE + 345;
const MARKER = 'streamtag';
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const [lot] = await api.server.db
    .insert(partnerLots)
    .values({ partnerId: world.alpha.partnerId, number: 'alpha7q-stream', type: 2, quantity: TAG_COUNT })
    .returning({ id: partnerLots.id });
  await api.server.db.execute(sql`insert into tags (partner_lot_id, tag_id, sequence)
    select ${lot?.id ?? 0}::int, ${MARKER} || lpad(n::text, 6, '0') || '-' || md5(n::text), n
    from generate_series(1, ${TAG_COUNT}::int) as n`);
});

const tagList = partnerTagContract.list.path;

function streamOf(path: string, token: string | null, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: RECORD_STREAM_MEDIA_TYPE };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  return fetch(`${api.baseUrl}/api/${path}`, { ...init, headers });
}

async function linesOf(response: Response): Promise<unknown[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);
}

describe('a paged list asked for as a record stream', () => {
  it('answers every row of the filtered, sorted list, in the order of its pages, each a valid wire record', async () => {
    const search = `query=${MARKER}&sort=tagId&direction=desc`;
    const response = await streamOf(`${tagList}?${search}&page=3&records=10`, world.alpha.tokens.partner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(RECORD_STREAM_MEDIA_TYPE);
    expect(response.headers.get('x-total-count')).toBe(String(TAG_COUNT));
    const rows = await linesOf(response);
    // page and records are ignored: the stream is the whole list.
    expect(rows).toHaveLength(TAG_COUNT);
    for (const row of rows) expect(v.is(TagLoteParceiroSchema, row)).toBe(true);

    const page = async (n: number) =>
      (
        (await callApi(`${api.baseUrl}/api/${tagList}?${search}&page=${n}&records=10`, {}, world.alpha.tokens.partner))
          .body as { dataRecords: unknown[] }
      ).dataRecords;
    expect(rows.slice(0, 10)).toEqual(await page(1));
    // Across the first join of two stream pages: the ten rows either side of it are two pages of ten.
    const join = RECORD_STREAM_PAGE_SIZE / 10;
    expect(rows.slice(RECORD_STREAM_PAGE_SIZE - 10, RECORD_STREAM_PAGE_SIZE + 10)).toEqual([
      ...(await page(join)),
      ...(await page(join + 1)),
    ]);
    expect(rows.slice(-5)).toEqual((await page(Math.ceil(TAG_COUNT / 10))).slice(-5));
    const ids = rows.map((row) => (row as { tagId: string }).tagId);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it("holds only the caller's tenant: another partner's stream of the same search is empty", async () => {
    const response = await streamOf(`${tagList}?query=${MARKER}`, world.bravo.tokens.partner);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('0');
    expect(await linesOf(response)).toEqual([]);
  });

  it('refuses as a page would: no token 401, a wrong role 403, a bad query 400, in the error shape', async () => {
    const anonymous = await streamOf(tagList, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 401 });
    const customer = await streamOf(tagList, world.alpha.tokens.customer);
    expect(customer.status).toBe(403);
    const badQuery = await streamOf(`${tagList}?direction=sideways`, world.alpha.tokens.partner);
    expect(badQuery.status).toBe(400);
    expect(await badQuery.json()).toMatchObject({ status: 400, details: [{ field: 'direction' }] });
  });

  it('leaves endpoints that are not paged lists as they are', async () => {
    const response = await streamOf(`cliente/${world.alpha.customerId}`, world.alpha.tokens.partner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ id: world.alpha.customerId });
  });

  it('serves the next call at once after a client went away mid-stream', async () => {
    const url = new URL(`${api.baseUrl}/api/${tagList}?query=${MARKER}`);
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        url,
        { headers: { accept: RECORD_STREAM_MEDIA_TYPE, authorization: `Bearer ${world.alpha.tokens.partner}` } },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => ((error as { code?: string }).code === 'ECONNRESET' ? resolve() : reject(error)));
    });
    const next = await callApi(`${api.baseUrl}/api/${tagList}?page=1&records=1`, {}, world.alpha.tokens.partner);
    expect(next.status).toBe(200);
  });
});

describe('the record stream on its own', () => {
  it('reads a page only once the client has taken the one before, and stops when the client goes away', async () => {
    const app = Fastify({ logger: false });
    let pagesRead = 0;
    let pagesReadAfterLeaving = 0;
    let serverSawLeaving: Promise<void> | undefined;
    // Endless pages of about 1 MB: only backpressure keeps the server from reading them all.
    const bigRow = { text: 'x'.repeat(100) };
    app.get('/rows', (request, reply) => {
      let left = false;
      serverSawLeaving = new Promise((resolve) =>
        reply.raw.once('close', () => {
          left = true;
          resolve();
        }),
      );
      return sendRecordStream(request, reply, async (_page, records) => {
        pagesRead += 1;
        if (left) pagesReadAfterLeaving += 1;
        return { dataRecords: Array.from({ length: records }, () => bigRow), countRecords: Number.MAX_SAFE_INTEGER };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/rows' }, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) =>
          (error as { code?: string }).code === 'ECONNRESET' ? resolve() : reject(error),
        );
      });
      // The server's own signal that the client left; then a few turns of the event loop, in which the stream's
      // end reaches the page loop (no I/O is left to wait for: the pages here are made in memory).
      await serverSawLeaving;
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      // A few pages fill the socket's buffers; then nothing more is read, and nothing after the client left.
      expect(pagesRead).toBeGreaterThan(0);
      expect(pagesRead).toBeLessThan(10);
      expect(pagesReadAfterLeaving).toBe(0);
    } finally {
      await app.close();
    }
  });
});
