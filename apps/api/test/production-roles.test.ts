/**
 * Issue 25's "done when", on PostgreSQL: NODE_ENV=production on an empty database with the roles of README "Running
 * it for real" (an owner that is no superuser, and a login role for the API that holds nothing) starts;
 * `tagtrail admin create` makes an administrator who signs in and changes the password; the API calls run as the
 * login role. A server whose API login could escalate does not start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildServer, type Server } from '../src/server';
import { callApi } from './support/api-call';
import { signIn } from './support/sign-in';
import { runTagtrail } from './support/tagtrail-cli';
import { freePort, TEST_DATABASE_URL, testDatabase } from './support/test-server';

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

describe.runIf(TEST_DATABASE_URL !== undefined)('production on PostgreSQL with the README roles', () => {
  let folder = '';
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let ownerUrl = '';
  let apiUrl = '';
  const login = `tagtrail_server_${Math.random().toString(36).slice(2, 10)}`;
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const onServer = async (text: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'tagtrail-production-'));
    database = await testDatabase();
    ownerUrl = database.url!;
    // README: the login role is made with nothing; the server's owner grants it the tenant role at start.
    await onServer(`create role ${login} login password '${password}'`);
    const url = new URL(ownerUrl);
    url.username = login;
    url.password = password;
    apiUrl = url.href;
  });
  afterAll(async () => {
    await database?.drop();
    await onServer(`drop role if exists ${login}`);
    await rm(folder, { recursive: true, force: true });
  });

  const productionEnv = () => ({
    NODE_ENV: 'production',
    DATABASE_URL: ownerUrl,
    DATABASE_API_URL: apiUrl,
    TAGTRAIL_KEY_FILE: path.join(folder, 'tagtrail.key'),
  });

  async function started(port: number, env: NodeJS.ProcessEnv): Promise<Server> {
    const server = await buildServer({
      ...loadConfig({ ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'silent' }),
      portalDist: path.join(folder, 'no-portal'),
    });
    await server.app.listen({ host: '127.0.0.1', port });
    return server;
  }

  it('starts, makes the first administrator, who signs in, changes the password and works', async () => {
    expect((await runTagtrail({}, 'keys', 'create-file', productionEnv().TAGTRAIL_KEY_FILE)).status).toBe(0);
    const created = await runTagtrail(productionEnv(), 'admin', 'create', 'ops', '--email', 'ops@example.com');
    expect(created.stderr).not.toMatch(STACK_FRAME);
    expect(created.status, created.stderr).toBe(0);
    const oneTime = /One-time password: (\S+)/.exec(created.stdout)?.[1] ?? '';

    const port = await freePort();
    const server = await started(port, productionEnv());
    try {
      const baseUrl = `http://127.0.0.1:${port}`;
      const chosen = 'Primeira-senha-da-Olga-2026';
      const token = await signIn(baseUrl, 'ops', oneTime, { newPassword: chosen });
      const lots = await callApi(`${baseUrl}/api/admin/lotes`, {}, token);
      expect(lots.status, JSON.stringify(lots.body)).toBe(200);
      const changed = await callApi(
        `${baseUrl}/api/currentuser/password`,
        { method: 'PUT', body: { currentPassword: chosen, newPassword: 'Segunda-senha-da-Olga-2027' } },
        token,
      );
      expect(changed.status).toBe(200);
      const again = await signIn(baseUrl, 'ops', 'Segunda-senha-da-Olga-2027');
      expect((await callApi(`${baseUrl}/api/parceiro?page=1&records=10`, {}, again)).status).toBe(200);

      // The API calls ran as the login role, not the owner.
      const client = new pg.Client({ connectionString: ownerUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ member: boolean; owner: boolean }>(
          `select pg_has_role($1, 'tagtrail_app', 'member') as member,
                  exists (select from pg_class where relowner = (select oid from pg_roles where rolname = $1)) as owner`,
          [login],
        );
        expect(rows[0]).toEqual({ member: true, owner: false });
        const sessions = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where usename = $1 and datname = current_database()',
          [login],
        );
        expect(sessions.rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    } finally {
      await server.close();
    }
  });

  it('does not start when the API login could escalate, or is not given', async () => {
    const port = await freePort();
    await expect(started(port, { ...productionEnv(), DATABASE_API_URL: ownerUrl })).rejects.toThrow(
      /DATABASE_API_URL's login could escape the tenant role: .*owns tables/,
    );
    const { DATABASE_API_URL: _unused, ...withoutApiLogin } = productionEnv();
    await expect(started(port, withoutApiLogin)).rejects.toThrow(/DATABASE_API_URL is required in production/);
  });
});
