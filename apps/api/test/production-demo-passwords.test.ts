/**
 * NODE_ENV=production and the demo accounts (issue 7 §4): demo data stays on by default for a first run, but a
 * production server does not create the accounts whose password the README prints, does not start while one of them
 * still has it, and does not let one sign in with it.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/demo/demo-data';
import { createUser, DEMO_ACCOUNT_NAMES, registerIdentity, setPassword, WELL_KNOWN_PASSWORDS } from '../src/identity';
import { findUserByUsername } from '../src/identity/users.store';
import { signIn } from './support/sign-in';
import { startTestServer, useTestServer, type TestServer } from './support/test-server';

describe('NODE_ENV=production', () => {
  it('turns demo data off unless DEMO_DATA asks for it; other environments keep it on', () => {
    expect(loadConfig({ NODE_ENV: 'production', TAGTRAIL_KEY_FILE: 'tagtrail.key' })).toMatchObject({
      production: true,
      demoData: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', TAGTRAIL_KEY_FILE: 'tagtrail.key', DEMO_DATA: 'true' })).toMatchObject({
      demoData: true,
    });
    expect(loadConfig({})).toMatchObject({ production: false, demoData: true });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, demoData: true });
  });

  it('refuses to start when asked to create the demo accounts', async () => {
    await expect(startTestServer({ production: true, demoData: true })).rejects.toThrow(
      /NODE_ENV=production: refusing to create the demo accounts.*DEMO_DATA=false/,
    );
  });

  it('knows the demo accounts and their password as the demo data makes them', () => {
    expect(WELL_KNOWN_PASSWORDS).toContain(DEMO_PASSWORD);
    expect([...DEMO_ACCOUNT_NAMES].sort()).toEqual(DEMO_USERS.map((user) => user.username).sort());
  });
});

describe('NODE_ENV=production over a database with the demo accounts', () => {
  const demo = useTestServer({ demoData: true });
  const productionIdentity = () =>
    registerIdentity(Fastify({ logger: false }), {
      db: demo.server.db,
      config: { ...demo.config, production: true, demoData: false },
    });

  it('refuses to start while they keep the demo password, naming them and saying what to do', async () => {
    await expect(productionIdentity()).rejects.toThrow(
      /the demo accounts admin, partner, customer, pos still have the public demo password.*change its password/,
    );
  });

  it('starts once each has a password of its own', async () => {
    for (const { username } of DEMO_USERS) {
      const user = await findUserByUsername(demo.server.db, username);
      await setPassword(demo.server.db, user!.id, `${username}-own-Passw0rd`);
    }
    const app = Fastify({ logger: false });
    await expect(
      registerIdentity(app, { db: demo.server.db, config: { ...demo.config, production: true, demoData: false } }),
    ).resolves.toHaveProperty('verifyAccessToken');
    await app.close();
  });
});

describe('signing in on a production server', () => {
  let running: TestServer;
  beforeAll(async () => {
    running = await startTestServer({ production: true, demoData: false });
  });
  afterAll(() => running?.close());

  it('refuses a demo account its public password, set after the start, as a failed sign-in', async () => {
    const id = await createUser(running.server.db, {
      username: 'admin',
      name: 'Ana Administradora',
      email: 'admin@example.com',
      password: 'an-own-Passw0rd',
      role: 'admin',
    });
    await setPassword(running.server.db, id, DEMO_PASSWORD);
    await expect(signIn(running.baseUrl, 'Admin', DEMO_PASSWORD)).rejects.toThrow(/expected a redirect/);
    await setPassword(running.server.db, id, 'an-own-Passw0rd');
    await expect(signIn(running.baseUrl, 'admin', 'an-own-Passw0rd')).resolves.toBeTypeOf('string');
  });
});
