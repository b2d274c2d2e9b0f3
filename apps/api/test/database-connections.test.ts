/**
 * The server outlives its database's connections: a PostgreSQL restart, failover or administrator ends the
 * connections waiting in the pool, and the next call simply gets a new one (PostgreSQL only; PGlite has none).
 */
import pg from 'pg';
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
});
