/**
 * The server's secrets (issue 25 §2): sealed in the database under the key file, useless without it; the signing key
 * rotated with tokens signed before and after both verifying until the old key retires; a sign-in that ends after its
 * maximum age however often it is renewed; the key file made once, readable by its owner only, required in
 * production.
 */
import { mkdtemp, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createUser } from '../src/identity';
import { openDatabase } from '../src/db/client';
import { idpSecrets } from '../src/db/schema';
import { loadIdentitySecrets, rotateSigningKeys } from '../src/identity/oidc.keys';
import { createKeyFile, loadKeyEncryptionKey, secretBox } from '../src/identity/secret-box';
import { callApi } from './support/api-call';
import { authorizationUrl, browse, codeFrom, exchangeCode, pkcePair, signInSession } from './support/sign-in';
import { runTagtrail } from './support/tagtrail-cli';
import { testClock } from './support/test-clock';
import { startTestServer, type TestServer } from './support/test-server';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tagtrail-keys-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const ADMIN = { username: 'keys-admin', password: 'keys-admin-Passw0rd' };
/** A server with one administrator: the secrets are made at start, demo data or not. */
async function serverWithAdmin(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const running = await startTestServer({ demoData: false, ...overrides });
  await createUser(running.server.db, { ...ADMIN, name: 'Keys Admin', email: 'keys@example.com', role: 'admin' });
  return running;
}
const processBox = async () => secretBox(await loadKeyEncryptionKey(undefined, { create: false, production: false }));
const storedSecrets = async (running: TestServer) =>
  Object.fromEntries(
    (await running.server.db.select().from(idpSecrets)).map((row) => [row.name, JSON.stringify(row.value)]),
  );
const kidsPublished = async (baseUrl: string) =>
  ((await (await fetch(`${baseUrl}/idp/jwks`)).json()) as { keys: { kid: string; d?: string }[] }).keys;
const canListLots = async (baseUrl: string, token: string) =>
  (await callApi(`${baseUrl}/api/admin/lotes`, {}, token)).status;

describe('secrets at rest', () => {
  it('keeps no key in the clear: every secret is sealed, and opens only with its key under its own name', async () => {
    const running = await serverWithAdmin();
    try {
      const stored = await storedSecrets(running);
      expect(Object.keys(stored).sort()).toEqual(['cookie-keys', 'device-cookie-keys', 'signing-keys']);
      const box = await processBox();
      for (const [name, text] of Object.entries(stored)) {
        const sealed = JSON.parse(text) as { sealed: number; key: string };
        expect(sealed, name).toMatchObject({ sealed: 1, key: box.keyId });
        // An RSA private key's parts and the cookie secrets appear nowhere in what is stored.
        expect(text, name).not.toMatch(/"(d|p|q|dp|dq|qi|kty)"/);
        const opened = JSON.stringify(box.open(name, sealed as never));
        expect(text).not.toContain(opened.slice(2, 30));
      }
      // A sealed value moved under another name, or made with another key, does not open.
      const signing = JSON.parse(stored['signing-keys']!) as never;
      expect(() => box.open('cookie-keys', signing)).toThrow(/altered/);
      const otherBox = secretBox(new Uint8Array(32).fill(7));
      expect(() => otherBox.open('signing-keys', signing)).toThrow(/another key file/);
    } finally {
      await running.close();
    }
  });

  it('seals secrets a version before sealing kept in the clear, on the first start that reads them', async () => {
    const running = await startTestServer({ demoData: false });
    const box = await processBox();
    const clearKeys = ['an-old-cookie-key-in-the-clear'];
    try {
      const { db } = running.server;
      await db.update(idpSecrets).set({ value: clearKeys }).where(eq(idpSecrets.name, 'cookie-keys'));
      // What an upgraded server's start does with them.
      expect((await loadIdentitySecrets(db, box)).cookieKeys).toEqual(clearKeys);
      const [row] = await db.select().from(idpSecrets).where(eq(idpSecrets.name, 'cookie-keys'));
      expect(row!.value).toMatchObject({ sealed: 1, key: box.keyId });
      expect(box.open('cookie-keys', row!.value as never)).toEqual(clearKeys);
    } finally {
      await running.close();
    }
  });

  it('upgrades a database an earlier version made: its secrets in the clear, sealed under a key file made now', async () => {
    const dataDir = path.join(folder, 'earlier-version-data');
    const keyFile = path.join(folder, 'upgrade.key');
    const earlier = await openDatabase({ dataDir });
    const clearCookieKeys = ['a-cookie-key-from-before-sealing'];
    await earlier.db.insert(idpSecrets).values({ name: 'cookie-keys', value: clearCookieKeys });
    await earlier.close();

    const upgraded = await startTestServer({ dataDir, keyFile, demoData: false });
    await upgraded.close();
    const box = secretBox(await loadKeyEncryptionKey(keyFile, { create: false, production: true }));
    const reopened = await openDatabase({ dataDir });
    try {
      const [row] = await reopened.db.select().from(idpSecrets).where(eq(idpSecrets.name, 'cookie-keys'));
      expect(box.open('cookie-keys', row!.value as never)).toEqual(clearCookieKeys);
    } finally {
      await reopened.close();
    }
  });

  it('refuses to start on secrets sealed with another key file, and says which key they need', async () => {
    const dataDir = path.join(folder, 'sealed-data');
    const keyFile = path.join(folder, 'first.key');
    const first = await startTestServer({ dataDir, keyFile, demoData: false });
    await first.close();
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    await expect(startTestServer({ dataDir, keyFile: path.join(folder, 'other.key') })).rejects.toThrow(
      /does not exist/,
    );
    await createKeyFile(path.join(folder, 'other.key'));
    await expect(
      startTestServer({ dataDir, keyFile: path.join(folder, 'other.key'), demoData: false }),
    ).rejects.toThrow(/sealed with another key file/);
    // The right key file still opens them.
    const again = await startTestServer({ dataDir, keyFile, demoData: false });
    await again.close();
  });
});

describe('the key file', () => {
  it('is required in production, and defaults beside the data outside it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TAGTRAIL_KEY_FILE is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', TAGTRAIL_KEY_FILE: '/etc/tagtrail/key' }).keyFile).toBe(
      '/etc/tagtrail/key',
    );
    expect(loadConfig({ DATA_DIR: '/var/lib/tagtrail/data' }).keyFile).toBe('/var/lib/tagtrail/data.key');
    expect(loadConfig({ DATA_DIR: 'memory://' }).keyFile).toBeUndefined();
  });

  it('is refused in production when others may read it, and when it holds no key', async () => {
    const file = path.join(folder, 'loose.key');
    await createKeyFile(file);
    await chmod(file, 0o644);
    await expect(loadKeyEncryptionKey(file, { create: false, production: true })).rejects.toThrow(/chmod 600/);
    await writeFile(path.join(folder, 'empty.key'), 'not a key\n', { mode: 0o600 });
    await expect(
      loadKeyEncryptionKey(path.join(folder, 'empty.key'), { create: false, production: true }),
    ).rejects.toThrow(/does not hold a key/);
  });

  it('is made by `tagtrail keys create-file`, and never overwritten', async () => {
    const file = path.join(folder, 'made-by-cli.key');
    const made = await runTagtrail({}, 'keys', 'create-file', file);
    expect(made.status).toBe(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const key = await readFile(file, 'utf8');
    expect(key.trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await runTagtrail({}, 'keys', 'create-file', file);
    expect(again.status).toBe(1);
    expect(await readFile(file, 'utf8')).toBe(key);
  });
});

describe('signing key rotation', () => {
  let running: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    running = await serverWithAdmin({ clock: clock.now });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('verifies tokens signed before and after a rotation, publishes both keys, then retires the old one', async () => {
    const { baseUrl, server } = running;
    const before = (await signInSession(baseUrl, ADMIN.username, ADMIN.password)).tokens.access_token;
    const oldKid = decodeProtectedHeader(before).kid!;

    // A minute, which the server's clock is moved past below (within the tokens' own life); in use, the longest
    // token's life.
    const rotation = await rotateSigningKeys(server.db, await processBox(), { keepSeconds: 60 });
    expect(rotation.retiring.map((key) => key.kid)).toEqual([oldKid]);
    await server.reloadSigningKeys();

    const after = (await signInSession(baseUrl, ADMIN.username, ADMIN.password)).tokens.access_token;
    expect(decodeProtectedHeader(after).kid).toBe(rotation.kid);
    expect(await canListLots(baseUrl, before)).toBe(200);
    expect(await canListLots(baseUrl, after)).toBe(200);
    const published = await kidsPublished(baseUrl);
    expect(published.map((key) => key.kid)).toEqual([rotation.kid, oldKid]);
    // The JWKS publishes public keys only.
    expect(published.every((key) => key.d === undefined)).toBe(true);

    // Past the old key's time on the server's clock: gone from the JWKS, its tokens refused.
    clock.moveTo(Date.parse(rotation.retiring[0]!.retireAt) + 1);
    await server.reloadSigningKeys();
    expect((await kidsPublished(baseUrl)).map((key) => key.kid)).toEqual([rotation.kid]);
    expect(await canListLots(baseUrl, before)).toBe(401);
    expect(await canListLots(baseUrl, after)).toBe(200);
  });

  it('is one command, `tagtrail keys rotate`, on the database and key file the server uses', async () => {
    const dataDir = path.join(folder, 'rotate-data');
    const keyFile = path.join(folder, 'rotate.key');
    const first = await startTestServer({ dataDir, keyFile, demoData: false });
    const kidsBefore = (await kidsPublished(first.baseUrl)).map((key) => key.kid);
    await first.close();

    const env = { DATA_DIR: dataDir, TAGTRAIL_KEY_FILE: keyFile };
    const rotated = await runTagtrail(env, 'keys', 'rotate');
    expect(rotated.stderr).toBe('');
    expect(rotated.status).toBe(0);
    const newKid = /New signing key (\S+) signs/.exec(rotated.stdout)?.[1];
    expect(rotated.stdout).toContain(`Key ${kidsBefore[0]} still verifies until`);

    const second = await startTestServer({ dataDir, keyFile, demoData: false });
    try {
      expect((await kidsPublished(second.baseUrl)).map((key) => key.kid)).toEqual([newKid, ...kidsBefore]);
    } finally {
      await second.close();
    }
    // Without its key file the command cannot open the secrets: exit 3, no stack trace.
    const lost = await runTagtrail({ ...env, TAGTRAIL_KEY_FILE: path.join(folder, 'lost.key') }, 'keys', 'rotate');
    expect(lost.status).toBe(3);
    expect(lost.stderr).toContain('does not exist');
    expect(lost.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('the sign-in maximum age', () => {
  it('ends a sign-in after SIGN_IN_MAX_DAYS however often it is renewed in between', async () => {
    const running = await serverWithAdmin({ sessionMaxAgeSeconds: 6 });
    try {
      const { baseUrl } = running;
      const { jar } = await signInSession(baseUrl, ADMIN.username, ADMIN.password);
      const renew = async () => {
        const { verifier, challenge } = pkcePair();
        const state = Math.random().toString(36).slice(2);
        const landing = await browse(
          jar,
          authorizationUrl(baseUrl, { challenge, state, prompt: 'none', returnPath: '/silent-oidc' }),
        );
        if (landing.kind !== 'redirect') throw new Error('expected a redirect');
        const error = landing.url.searchParams.get('error');
        if (error !== null) return error;
        await exchangeCode(baseUrl, codeFrom(landing, state, '/silent-oidc'), verifier, '/silent-oidc');
        return 'renewed';
      };
      // Renewed well within the idle limit, again and again: still the maximum age ends it.
      expect(await renew()).toBe('renewed');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await renew()).toBe('renewed');
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(await renew()).toBe('login_required');
    } finally {
      await running.close();
    }
  });

  it('is 7 days unless SIGN_IN_MAX_DAYS says otherwise', () => {
    expect(loadConfig({}).sessionMaxAgeSeconds).toBe(7 * 24 * 60 * 60);
    expect(loadConfig({ SIGN_IN_MAX_DAYS: '30' }).sessionMaxAgeSeconds).toBe(30 * 24 * 60 * 60);
  });
});
