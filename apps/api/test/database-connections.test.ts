/**
 * The server outlives its database's connections: a PostgreSQL restart, failover or administrator ends the
 * connections waiting in the pool, and the next call simply gets a new one (PostgreSQL only; PGlite has none).
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, useTestServer } from './support/test-server';

const api = useTestServer({ demoData: false });

describe.skipIf(TEST_DATABASE_URL === undefined)('connections to PostgreSQL', () => {
  it('keeps answering after the server ends every connection in the pool', async () => {
    const page = () => fetch(`${api.baseUrl}/t/NO-SUCH-TAG`).then((answer) => answer.status);
    expect(await page()).toBe(404);
    const admin = new pg.Client({ connectionString: api.config.databaseUrl });
    await admin.connect();
    try {
      // With a timeout, pg_terminate_backend answers once each backend has exited (PostgreSQL 14+), not when it was
      // signalled: by the time this answer is read, the pool's sockets have been closed by the server.
      const ended = await admin.query(
        `select count(*)::int as n, count(*) filter (where terminated)::int as exited
         from (select pg_terminate_backend(pid, 10000) as terminated from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid()) terminating`,
      );
      expect(ended.rows[0]?.n).toBeGreaterThan(0);
      expect(ended.rows[0]?.exited).toBe(ended.rows[0]?.n);
    } finally {
      await admin.end();
    }
    expect(await page()).toBe(404);
  });

  it("reads every day in UTC, whatever time zone the database's own connections default to", async () => {
    const admin = new pg.Client({ connectionString: api.config.databaseUrl });
    await admin.connect();
    try {
      await admin.query(`alter database "${(await admin.query('select current_database() as d')).rows[0].d}"
                         set timezone to 'America/Sao_Paulo'`);
      // The pool's connections end, so the next call's is a new one, made under the database's new default.
      await admin.query(
        `select pg_terminate_backend(pid, 10000) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const other = new pg.Client({ connectionString: api.config.databaseUrl });
      await other.connect();
      const theirs = await other.query(`select current_setting('TimeZone') as zone`);
      await other.end();
      expect(theirs.rows[0]?.zone).toBe('America/Sao_Paulo');
    } finally {
      await admin.end();
    }
    const ours = (await api.server.db.execute(
      sql`select current_setting('TimeZone') as zone, '2026-11-27'::date::timestamptz as midnight`,
    )) as unknown as { rows: { zone: string; midnight: Date }[] };
    expect(ours.rows[0]?.zone).toBe('UTC');
    expect(new Date(ours.rows[0]!.midnight).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('compiles no statement to machine code: a plan priced high by a switched-off scan kind paid seconds for it', async () => {
    // The API login's pool is made the same way (db/client.ts, newPool).
    const result = (await api.server.db.execute(sql`select current_setting('jit') as jit`)) as unknown as {
      rows: { jit: string }[];
    };
    expect(result.rows[0]?.jit).toBe('off');
  });
});
