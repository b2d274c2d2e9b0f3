/**
 * A draw survives kill -9 (issue 13 §4): the server runs as a process of its own, is killed with SIGKILL right after
 * it accepted Process for a promotion among thousands of eligible devices — its job in the middle of listing them
 * and drawing — and a new server on the same database (PGlite's folder, or the PostgreSQL database) resumes the job
 * once the dead one's lease is over. It ends at status 4 with exactly the promotion's number of winners, one per
 * device, and a draw record that `verifyDraw` (what `pnpm verify-draw` runs) confirms: the seed matches the
 * commitment published at Process, and the winners follow from it and the published list.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { drawRecordOf, verifyDraw, type SavedDraw } from '../src/promotions/draw';
import { buildServer, type Server } from '../src/server';
import { callApi } from './support/api-call';
import { startTestServer, TEST_DATABASE_URL, type TestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const ELIGIBLE_DEVICES = 5_000;
const WINNERS = 25;
const REPO_ROOT = join(import.meta.dirname, '../../..');

const folder = mkdtempSync(join(tmpdir(), 'tagtrail-kill-'));
const dataDir = TEST_DATABASE_URL === undefined ? join(folder, 'data') : undefined;
let first: TestServer;
let killed: ChildProcess | undefined;
let second: Server | undefined;
let world: TwoTenants;

beforeAll(async () => {
  first = await startTestServer({ demoData: false, filesDir: join(folder, 'files'), ...(dataDir ? { dataDir } : {}) });
  world = await createTwoTenants(first.server.db, first.baseUrl);
  // The readings' trigger registers one device per reading: these are the draw's eligible devices.
  await first.server.db.execute(sql`
    insert into readings (tag_id, device_id, city)
    select ${world.alpha.tagIds[0] as number}, 'kill-device-' || n, 'Campinas'
    from generate_series(1, ${ELIGIBLE_DEVICES}) n`);
}, 120_000);

afterAll(async () => {
  killed?.kill('SIGKILL');
  await second?.close().catch(() => undefined);
  // The first server is closed already; this drops its PostgreSQL database.
  await first?.close().catch(() => undefined);
  rmSync(folder, { recursive: true, force: true });
});

const today = () => new Date().toISOString().slice(0, 10);

async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The server as a deployment runs it, on the first one's address and database. */
async function serverProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(first.config.port),
      PUBLIC_URL: first.config.publicUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      // Seconds between the job's steps: the SIGKILL sent at the 204 lands mid-job, however busy the machine.
      PROMOTION_JOB_STEP_PAUSE_MS: '5000',
      FILES_DIR: join(folder, 'files'),
      ...(dataDir === undefined ? { DATABASE_URL: first.config.databaseUrl } : { DATA_DIR: dataDir }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // main.ts says it is running once it listens: that line is the signal, not a number of polls.
  await new Promise<void>((resolve, reject) => {
    let printed = '';
    const onOutput = (chunk: Buffer) => {
      printed += chunk.toString();
      if (!printed.includes('Tagtrail is running at')) return;
      child.stdout?.off('data', onOutput).resume();
      child.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) => reject(new Error(`the server stopped at start (${code})`));
    child.stdout?.on('data', onOutput);
    child.once('exit', onExit);
  });
  return child;
}

describe('a draw whose server is killed (SIGKILL) in the middle', () => {
  it('is resumed by a new server and ends with exactly its winners, one per device, as the record says', async () => {
    const call = (path: string, body?: unknown) =>
      callApi(
        `${first.baseUrl}/api/${path}`,
        body === undefined ? {} : { method: 'POST', body },
        world.alpha.tokens.customer,
      );
    const created = await call('promocao', {
      descricao: 'Morte súbita',
      dtInicio: today(),
      dtFim: today(),
      premio: 'Prêmio',
      numeroContemplados: WINNERS,
      // Many devices on few tags: one entry each.
      regraParticipacao: 2,
      promocaoCidade: [{ nome: 'Campinas' }],
    });
    const { id } = created.body as { id: number };
    // Our own server's database handle goes; the server process takes the database over.
    await first.server.close();
    killed = await serverProcess();

    const processed = await call(`promocao/${id}/processar/`, {
      id,
      quantidade: WINNERS,
      produto: [],
      categoria: [],
      pais: [],
      estado: [],
      cidade: [],
      dataInicial: today(),
      dataFinal: today(),
    });
    expect(processed.status).toBe(204);
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed?.once('exit', resolve));

    // What the dead server left, read before a new server starts (which takes up unfinished work at once).
    const left = await openDatabase(first.config);
    const [atDeath] = await rows<{ status: number; commitment: string | null }>(
      left.db,
      sql`select status, draw_commitment as commitment from promotions where id = ${id}`,
    );
    await left.close();
    second = await buildServer(first.config);
    const db = second.db;
    // Killed mid-job: not done; the commitment was published when Process was accepted.
    expect([2, 3]).toContain(atDeath?.status);
    expect(atDeath?.commitment).toMatch(/^[0-9a-f]{64}$/);
    // The dead server's lease runs 30 s; let it be over now rather than wait for it.
    await db.execute(sql`update promotions set job_lease_until = now() - interval '1 second' where id = ${id}`);
    await second.app.listen({ host: '127.0.0.1', port: first.config.port });
    await second.backgroundWorkDone();
    expect((await call(`promocao/${id}/status`)).body).toBe(4);

    const winners = await rows<{ total: number; devices: number; first: number; last: number }>(
      db,
      sql`select count(*)::int as total, count(distinct device_id)::int as devices,
                 min(draw_order)::int as first, max(draw_order)::int as last
          from promotion_winners where promotion_id = ${id}`,
    );
    expect(winners).toEqual([{ total: WINNERS, devices: WINNERS, first: 1, last: WINNERS }]);
    const [promotion] = await rows<{ candidates: number; commitment: string }>(
      db,
      sql`select candidate_count as candidates, draw_commitment as commitment from promotions where id = ${id}`,
    );
    expect(promotion).toEqual({ candidates: ELIGIBLE_DEVICES, commitment: atDeath?.commitment });

    const record = drawRecordOf((await call(`promocao/${id}/sorteio`)).body as SavedDraw);
    expect(record.commitment).toBe(atDeath?.commitment);
    expect(record.entries).toHaveLength(ELIGIBLE_DEVICES);
    expect(verifyDraw(record)).toMatchObject({ ok: true });
  }, 180_000);
});
