/**
 * Promotion processing survives a restart (issue 13 §4, DESIGN "Server"): a server dies in the middle of three jobs
 * — just after Process committed status 2, between listing the eligible devices and drawing, and while scheduling
 * the notifications (status 3) — each holding its lease, as a killed process leaves them. A new server on the same
 * database takes each up once the lease expires and ends at status 4 with exactly the winners the first run drew
 * (the draw is a function of the stored seed and list), one per device, and one notification per winner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { readings } from '../src/db/schema';
import { buildServer, type Server } from '../src/server';
import { callApi } from './support/api-call';
import { startTestServer, TEST_DATABASE_URL, type TestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const dataDir = TEST_DATABASE_URL === undefined ? mkdtempSync(join(tmpdir(), 'tagtrail-jobs-')) : undefined;
let first: TestServer;
let second: Server | undefined;
let world: TwoTenants;

beforeAll(async () => {
  first = await startTestServer({ demoData: false, ...(dataDir === undefined ? {} : { dataDir }) });
  world = await createTwoTenants(first.server.db, first.baseUrl);
  const tagId = world.alpha.tagIds[0] as number;
  await first.server.db
    .insert(readings)
    .values(Array.from({ length: 30 }, (_, i) => ({ tagId, deviceId: `restart-device-${i}`, city: 'Campinas' })));
}, 60_000);

afterAll(async () => {
  await second?.close().catch(() => undefined);
  // The first server is closed already; this drops its PostgreSQL database.
  await first?.close().catch(() => undefined);
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
});

const today = () => new Date().toISOString().slice(0, 10);

async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function processedOnFirst(winners: number): Promise<number> {
  const call = (path: string, body?: unknown) =>
    callApi(
      `${first.baseUrl}/api/${path}`,
      body === undefined ? {} : { method: 'POST', body },
      world.alpha.tokens.customer,
    );
  const created = await call('promocao', {
    descricao: 'Reinício',
    dtInicio: today(),
    dtFim: today(),
    premio: 'Prêmio',
    numeroContemplados: winners,
    // Many devices on few tags: one entry each.
    regraParticipacao: 2,
    promocaoCidade: [{ nome: 'Campinas' }],
  });
  const { id } = created.body as { id: number };
  const filter = {
    id,
    quantidade: 1,
    produto: [],
    categoria: [],
    pais: [],
    estado: [],
    cidade: [],
    dataInicial: today(),
    dataFinal: today(),
  };
  expect((await call(`promocao/${id}/processar/`, filter)).status).toBe(204);
  await first.server.backgroundWorkDone();
  expect((await call(`promocao/${id}/status`)).body).toBe(4);
  return id;
}

const winnerDevices = (db: Database, id: number) =>
  rows<{ device_id: number; draw_order: number }>(
    db,
    sql`select device_id, draw_order from promotion_winners where promotion_id = ${id} order by draw_order`,
  );

describe('a promotion job cut short by a dying server', () => {
  it('is resumed by the next server once its lease expires, and ends with the same winners', async () => {
    const [afterProcess, afterListing, whileNotifying] = [
      await processedOnFirst(4),
      await processedOnFirst(7),
      await processedOnFirst(3),
    ];
    const db = first.server.db;
    const drawn = new Map<number, { device_id: number; draw_order: number }[]>();
    for (const id of [afterProcess, afterListing, whileNotifying]) drawn.set(id, await winnerDevices(db, id));

    // What a killed server leaves: its lease still running, each job at a different point. The lease is long, so the
    // new server's looks cannot find it expired however slowly this machine runs; the test ends it by hand below.
    const lease = sql`now() + interval '1 hour'`;
    await db.execute(sql`delete from promotion_winners where promotion_id in (${afterProcess}, ${afterListing})`);
    await db.execute(sql`delete from promotion_draw_entries where promotion_id = ${afterProcess}`);
    await db.execute(sql`
      update promotions set status = 2, candidate_count = null, processed_at = null, job_lease_until = ${lease}
      where id = ${afterProcess}`);
    await db.execute(sql`
      update promotions set status = 2, processed_at = null, job_lease_until = ${lease} where id = ${afterListing}`);
    await db.execute(sql`delete from promotion_notifications where promotion_id = ${whileNotifying}`);
    await db.execute(sql`
      update promotions set status = 3, processed_at = null, job_lease_until = ${lease} where id = ${whileNotifying}`);
    await first.server.close();

    second = await buildServer(first.config);
    const next = second.db;
    const statuses = () =>
      rows<{ id: number; status: number }>(
        next,
        sql`select id, status from promotions where id in (${afterProcess}, ${afterListing}, ${whileNotifying}) order by id`,
      );
    // The lease is not over yet: the new server, having looked for unfinished work, leaves the jobs alone.
    await second.backgroundWorkDone();
    expect((await statuses()).map((row) => row.status)).toEqual([2, 2, 3]);
    // Once it is over, the next look takes each job up and finishes it.
    await next.execute(sql`
      update promotions set job_lease_until = now() - interval '1 second'
      where id in (${afterProcess}, ${afterListing}, ${whileNotifying})`);
    await second.backgroundWorkDone();
    expect((await statuses()).map((row) => row.status)).toEqual([4, 4, 4]);
    for (const id of [afterProcess, afterListing, whileNotifying])
      expect(await winnerDevices(next, id), `promotion ${id}`).toEqual(drawn.get(id));
    const notifications = await rows<{ promotion_id: number; total: number; winners: number }>(
      next,
      sql`select promotion_id, count(*)::int as total, count(distinct winner_id)::int as winners
          from promotion_notifications where promotion_id in (${afterProcess}, ${afterListing}, ${whileNotifying})
          group by promotion_id order by promotion_id`,
    );
    expect(notifications).toEqual([
      { promotion_id: afterProcess, total: 4, winners: 4 },
      { promotion_id: afterListing, total: 7, winners: 7 },
      { promotion_id: whileNotifying, total: 3, winners: 3 },
    ]);
  }, 90_000);
});
