/**
 * Starts the real server on a free port, for tests that talk HTTP with fetch: over an in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (scripts/with-postgres.sh sets it), over a new database of its own there.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { IN_MEMORY_DATA_DIR, loadConfig, type ServerConfig } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/demo/demo-data';
import { buildServer, type Server } from '../../src/server';
import { signIn } from './sign-in';

export interface TestServer {
  readonly baseUrl: string;
  readonly server: Server;
  /** What it was built with. */
  readonly config: ServerConfig;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  // The port is known before the server is built: the identity provider's issuer URL contains it. It stays reserved
  // until the server listens on it.
  const database = await testDatabase();
  const { port, release } = await reservePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  // The key file a server started on the same database from the environment would use (a suite that restarts the
  // server as its own process finds the key there); none for a database in memory, whose secrets are sealed under
  // the process's own key (identity/secret-box.ts).
  const { keyFile: _keyFileOfTheDefaults, ...defaults } = loadConfig({});
  const { keyFile } = loadConfig({
    DATA_DIR: overrides.dataDir ?? IN_MEMORY_DATA_DIR,
    ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
  });
  const folderKeyFile = keyFile === undefined ? {} : { keyFile };
  const config: ServerConfig = {
    ...defaults,
    port,
    publicUrl,
    dataDir: IN_MEMORY_DATA_DIR,
    ...(database.url === undefined ? { pgliteTemplate: pgliteTemplate() } : { databaseUrl: database.url }),
    logLevel: 'silent',
    // Suites send thousands of requests from one address: the limiter stays in the path but never refuses them.
    publicRateLimitPerMinute: 1_000_000_000,
    // Likewise every scan without a cookie makes a device; promotion-entries.test.ts tries the limit.
    newDevicesPerAddressPerHour: 0,
    // Readers fold the readings before reading them; a folder running on its own would change rows between a suite's
    // before and after (the bad-input suite). fold-readings.test.ts turns it on.
    readingFoldIntervalMs: 0,
    // Likewise the alerts' deliveries: alert-webhooks.test.ts sends them itself, and counts what it sent.
    webhookSendIntervalMs: 0,
    ...folderKeyFile,
    ...overrides,
  };
  let server: Server;
  try {
    server = await buildServer(config);
  } catch (error) {
    await release();
    await database.drop();
    throw error;
  }
  const close = async () => {
    try {
      await server.close();
    } finally {
      await database.drop();
    }
  };
  try {
    await release();
    await server.app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl: publicUrl, server, config, close };
}

/** The migrated PGlite the vitest run made (pglite-template.global-setup.ts); none when run some other way (a bench). */
function pgliteTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate');
  } catch {
    return undefined;
  }
}

/** The PostgreSQL server the API tests also run against, or undefined: they run on PGlite alone. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Which database the tests run on, for suites that print what they covered. */
export const TEST_DATABASE_KIND = TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL';

/** A database for one test server: none of its own on PGlite (in memory), a new one on a PostgreSQL server. */
export async function testDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  if (TEST_DATABASE_URL === undefined) return { drop: async () => undefined };
  const name = `tagtrail_test_${randomBytes(6).toString('hex')}`;
  await onServer(TEST_DATABASE_URL, `create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => dropDatabase(TEST_DATABASE_URL, name) };
}

/** SQLSTATE insufficient_privilege. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a test database and ends what is still connected to it. An autovacuum worker may be in it at that moment,
 * which a role that is no superuser may not end (PostgreSQL 15: 'must be a member of the role whose process is being
 * terminated'); it leaves within moments, so the drop is tried again.
 */
async function dropDatabase(connectionString: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(connectionString, `drop database if exists ${name} with (force)`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== INSUFFICIENT_PRIVILEGE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function onServer(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Ports are picked below the system's ephemeral range (where every outgoing connection gets its local port): a port
 * probed free there could be handed to one of the suites' own client connections before its server listens on it
 * (CI failed once so: EADDRINUSE). Below the range only another listener can take it, and a reservation holds it.
 */
function belowEphemeralRange(): { low: number; high: number } {
  let firstEphemeral = 32_768;
  try {
    firstEphemeral = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    // Not Linux: its usual range starts at 49152 or 32768; below the lower one is below both.
  }
  return { low: 10_000, high: Math.max(10_001, Math.min(firstEphemeral, 32_768) - 1) };
}

/** A port held by a listening probe until `release`, so that no other suite's server can take it meanwhile. */
export async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  const { low, high } = belowEphemeralRange();
  for (let attempt = 1; ; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    const probe = createServer();
    const listening = await new Promise<boolean>((resolve, reject) => {
      probe.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' && attempt < 50 ? resolve(false) : reject(error),
      );
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return { port, release: () => new Promise((resolve) => probe.close(() => resolve())) };
  }
}

/** A free port, released at once: for a server started in another process, which cannot take over a reservation. */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}

/** A test file's server, as `useTestServer` hands it out: readable once its tests run. */
export interface UsedTestServer {
  readonly baseUrl: string;
  readonly server: Server;
  readonly config: ServerConfig;
  /** The access token of a user `useTestServer` signed in. */
  token(username: string): string;
}

/**
 * The server of a test file (or of a `describe`): started before its tests, closed after them. Each demo user in
 * `signInAs` (password DEMO_PASSWORD) signs in once it is up.
 */
export function useTestServer(overrides: Partial<ServerConfig> = {}, signInAs: readonly string[] = []): UsedTestServer {
  let running: TestServer | undefined;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    running = await startTestServer(overrides);
    for (const username of signInAs) tokens.set(username, await signIn(running.baseUrl, username, DEMO_PASSWORD));
  });
  afterAll(() => running?.close());
  const started = (): TestServer => {
    if (running === undefined) throw new Error('the test server is read before it started');
    return running;
  };
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get server() {
      return started().server;
    },
    get config() {
      return started().config;
    },
    token(username) {
      const token = tokens.get(username);
      if (token === undefined) throw new Error(`${username} was not signed in by useTestServer`);
      return token;
    },
  };
}
