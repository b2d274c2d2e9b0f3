/**
 * Access tokens follow their account (issue 7 §4): each carries the account's version, which the API compares with the
 * account at most every ACCOUNT_CHECK_CACHE seconds (30 by default; here the server's clock is moved past them), so a deleted account, a changed
 * password or a reissued one-time password ends its tokens within that time, not when they expire an hour later;
 * and the provider sessions end with them, so silent renewal cannot hand out fresh ones.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, importJWK, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { partners, users } from '../src/db/schema';
import { createUser, createUserWithTemporaryPassword, deleteUser, setPassword } from '../src/identity';
import { accountVersions } from '../src/identity/account-versions';
import { callApi } from './support/api-call';
import { storedSigningKey } from './support/signing-key';
import {
  authorizationUrl,
  browse,
  formOf,
  pkcePair,
  postForm,
  signIn,
  signInSession,
  type CookieJar,
  type Session,
} from './support/sign-in';
import { testClock } from './support/test-clock';
import { useTestServer } from './support/test-server';

const CACHE_SECONDS = 30;
const PASSWORD = 'the-right-Passw0rd';

const clock = testClock();
const api = useTestServer({ demoData: false, accountCheckCacheSeconds: CACHE_SECONDS, clock: clock.now });

let partnerId: number;
beforeAll(async () => {
  const [row] = await api.server.db
    .insert(partners)
    .values({ name: 'Etiquetas Paulistas Ltda', taxId: '11222333000181' })
    .returning();
  partnerId = row!.id;
});

async function newPartnerUser(): Promise<{ id: number; username: string; session: Session }> {
  const username = `user-${randomBytes(4).toString('hex')}`;
  const id = await createUser(api.server.db, {
    username,
    name: 'Paula Parceira',
    email: `${username}@example.com`,
    password: PASSWORD,
    role: 'partner',
    partnerId,
  });
  return { id, username, session: await signInSession(api.baseUrl, username, PASSWORD) };
}

/** A call any partner may make: 200 while the token works, 401 once it does not. */
const customersOf = (token: string) => callApi(`${api.baseUrl}/api/cliente`, {}, token);

const pastTheCache = () => clock.advance(CACHE_SECONDS * 1000 + 1);

/** Whether the session the browser holds still renews silently (prompt=none) into a code. */
async function renewsSilently(jar: CookieJar): Promise<boolean> {
  const state = randomBytes(8).toString('hex');
  const landing = await browse(
    jar,
    authorizationUrl(api.baseUrl, {
      challenge: pkcePair().challenge,
      state,
      prompt: 'none',
      returnPath: '/silent-oidc',
    }),
  );
  return landing.kind === 'redirect' && landing.url.searchParams.has('code');
}

describe("an access token and its account's version", () => {
  it('works at once when issued after a password change, on an instance that knew the old version', async () => {
    const { username, session } = await newPartnerUser();
    const before = session.tokens.access_token;
    // The instance now holds the old version for CACHE_SECONDS.
    expect((await customersOf(before)).status).toBe(200);
    const changed = await callApi(
      `${api.baseUrl}/api/currentuser/password`,
      { method: 'PUT', body: { currentPassword: PASSWORD, newPassword: 'a-new-Passw0rd' } },
      before,
    );
    expect(changed.status).toBe(200);
    const after = await signIn(api.baseUrl, username, 'a-new-Passw0rd');
    expect((await customersOf(after)).status).toBe(200);
    // And the token from before the change no longer does, now that the instance has seen the new version.
    expect((await customersOf(before)).status).toBe(401);
  });

  it('carries the version the account had when the token was issued', async () => {
    const { id, session } = await newPartnerUser();
    const [row] = await api.server.db.select().from(users).where(eq(users.id, id));
    expect(decodeJwt(session.tokens.access_token)).toMatchObject({ account_version: row!.accountVersion });
  });

  it("stops working within the cache time once the account is deleted, and the account's sessions end", async () => {
    const { id, session } = await newPartnerUser();
    const token = session.tokens.access_token;
    expect((await customersOf(token)).status).toBe(200);
    expect(await deleteUser(api.server.db, id, { role: 'partner', partnerId })).toBe(true);
    pastTheCache();
    expect(await customersOf(token)).toMatchObject({ status: 401, body: { message: 'UNAUTHORIZED' } });
    expect(await renewsSilently(session.jar)).toBe(false);
  });

  it('stops working within the cache time after a password change through the API; the new password signs in', async () => {
    const { username, session } = await newPartnerUser();
    const token = session.tokens.access_token;
    const other = await signInSession(api.baseUrl, username, PASSWORD);
    expect(await renewsSilently(other.jar)).toBe(true);

    const changed = await callApi(
      `${api.baseUrl}/api/currentuser/password`,
      { method: 'PUT', body: { currentPassword: PASSWORD, newPassword: 'a-new-Passw0rd' } },
      token,
    );
    expect(changed).toEqual({ status: 200, body: { succeeded: true, errors: [] } });
    pastTheCache();
    expect((await customersOf(token)).status).toBe(401);
    expect((await customersOf(other.tokens.access_token)).status).toBe(401);
    // Every session of the account ended, so a stolen one cannot renew into tokens of the new version.
    expect(await renewsSilently(other.jar)).toBe(false);
    expect(await renewsSilently(session.jar)).toBe(false);

    const again = await signInSession(api.baseUrl, username, 'a-new-Passw0rd');
    expect((await customersOf(again.tokens.access_token)).status).toBe(200);
  });

  it('still signs out back to the portal after a password change ended the session, as the portal then does', async () => {
    const { session } = await newPartnerUser();
    const changed = await callApi(
      `${api.baseUrl}/api/currentuser/password`,
      { method: 'PUT', body: { currentPassword: PASSWORD, newPassword: 'a-new-Passw0rd' } },
      session.tokens.access_token,
    );
    expect(changed.status).toBe(200);
    const endSession = new URLSearchParams({
      id_token_hint: session.tokens.id_token,
      post_logout_redirect_uri: `${api.baseUrl}/signout-oidc`,
      state: 'bye',
    });
    const page = await browse(session.jar, `${api.baseUrl}/idp/session/end?${endSession}`);
    if (page.kind !== 'page') throw new Error('expected the signing-out page');
    const { action, fields } = formOf(await page.response.text());
    const landing = await postForm(session.jar, page.url, action, { ...fields, logout: 'yes' });
    expect(landing.kind === 'redirect' && `${landing.url.origin}${landing.url.pathname}`).toBe(
      `${api.baseUrl}/signout-oidc`,
    );
  });

  it('stops working within the cache time when a new one-time password is issued (any new password hash)', async () => {
    const { id, session } = await newPartnerUser();
    const token = session.tokens.access_token;
    expect((await customersOf(token)).status).toBe(200);
    // A reset, as spec B's point-of-sale password reset does it: whatever code writes the hash, the version follows.
    await api.server.db
      .update(users)
      .set({ passwordHash: 'scrypt$reissued', mustChangePassword: true })
      .where(eq(users.id, id));
    pastTheCache();
    expect((await customersOf(token)).status).toBe(401);
  });

  it("keeps working while the account's other details change", async () => {
    const { id, session } = await newPartnerUser();
    await api.server.db.update(users).set({ name: 'Paula P.', email: 'p@example.com' }).where(eq(users.id, id));
    pastTheCache();
    expect((await customersOf(session.tokens.access_token)).status).toBe(200);
    expect(await renewsSilently(session.jar)).toBe(true);
  });

  it('refuses a token of ours without the version claim, or with another version', async () => {
    const { session } = await newPartnerUser();
    const jwk = await storedSigningKey(api.server.db);
    const key = await importJWK(jwk, 'RS256');
    const sign = (payload: JWTPayload) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid! }).sign(key);
    const claims = decodeJwt(session.tokens.access_token);
    // The same claims re-signed pass, so each refusal below is for the version alone.
    expect((await customersOf(await sign(claims))).status).toBe(200);
    const { account_version: version, ...withoutVersion } = claims;
    expect((await customersOf(await sign(withoutVersion))).status).toBe(401);
    expect((await customersOf(await sign({ ...claims, account_version: Number(version) + 1 }))).status).toBe(401);
    expect((await customersOf(await sign({ ...claims, account_version: String(version) }))).status).toBe(401);
  });

  it('asks the database about an account at most once per cache time, and once for calls arriving together', async () => {
    let now = 0;
    let queries = 0;
    const { id } = await newPartnerUser();
    const counting = new Proxy(api.server.db, {
      get(target, property, receiver) {
        if (property === 'select') queries++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const versions = accountVersions(counting, 30, () => now);
    const [first] = await Promise.all([versions.current(id), versions.current(id), versions.current(id)]);
    expect(first).toBe(1);
    expect(queries).toBe(1);
    await setPassword(api.server.db, id, 'changed-Passw0rd');
    now += 29_000;
    expect(await versions.current(id)).toBe(1);
    now += 1_000;
    expect(await versions.current(id)).toBe(2);
    expect(queries).toBe(2);
    expect(await versions.current(999_999)).toBeUndefined();
  });

  it('raises the version with every new password hash, the first sign-in included, and never otherwise', async () => {
    const username = `otp-${randomBytes(4).toString('hex')}`;
    const { id } = await createUserWithTemporaryPassword(api.server.db, {
      username,
      name: 'Primeiro Acesso',
      email: `${username}@example.com`,
      role: 'partner',
      partnerId,
    });
    const version = async () =>
      (await api.server.db.select({ v: users.accountVersion }).from(users).where(eq(users.id, id)))[0]?.v;
    expect(await version()).toBe(1);
    await setPassword(api.server.db, id, 'my-own-Passw0rd');
    expect(await version()).toBe(2);
    await api.server.db.execute(sql`update users set name = 'Renamed' where id = ${id}`);
    expect(await version()).toBe(2);
  });
});

describe('ACCOUNT_CHECK_CACHE', () => {
  it('is 30 s by default and at most a minute', () => {
    expect(loadConfig({}).accountCheckCacheSeconds).toBe(30);
    expect(loadConfig({ ACCOUNT_CHECK_CACHE: '0' }).accountCheckCacheSeconds).toBe(0);
    expect(loadConfig({ ACCOUNT_CHECK_CACHE: '60' }).accountCheckCacheSeconds).toBe(60);
    expect(() => loadConfig({ ACCOUNT_CHECK_CACHE: '61' })).toThrow(/ACCOUNT_CHECK_CACHE/);
    expect(() => loadConfig({ ACCOUNT_CHECK_CACHE: 'soon' })).toThrow(/ACCOUNT_CHECK_CACHE/);
  });
});
