/** The identity provider over HTTP, as the portal uses it: sign-in, silent renewal, sign-out, token checks. */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { inTenantTransaction } from '../src/db/tenancy';
import { idpSecrets, partners } from '../src/db/schema';
import { changePassword, createUser, registerIdentity, UsernameTakenError, type Identity } from '../src/identity';
import {
  authorizationUrl,
  browse,
  codeFrom,
  CookieJar,
  exchangeCode,
  formOf,
  pkcePair,
  postForm,
  signIn,
  signInSession,
} from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';
import { testClock } from './support/test-clock';
import { storedSigningKey } from './support/signing-key';

const PASSWORD = 's3cret-Passw0rd';

interface Running extends TestServer {
  /**
   * A second instance over the same database, as behind a load balancer: its identity provider answers at
   * `otherUrl`, and its token check is the one the tests use.
   */
  identity: Identity;
  otherUrl: string;
}

async function start(overrides: Partial<ServerConfig> = {}): Promise<Running> {
  const running = await startTestServer({ demoData: false, ...overrides });
  const { server, config } = running;
  const other = Fastify({ logger: false });
  const identity = await registerIdentity(other, { db: server.db, config });
  const otherUrl = await other.listen({ host: '127.0.0.1', port: 0 });
  return {
    ...running,
    identity,
    otherUrl,
    close: async () => {
      await other.close();
      await running.close();
    },
  };
}

async function addPartner(db: Database): Promise<number> {
  const [row] = await db
    .insert(partners)
    .values({ name: 'Etiquetas Paulistas Ltda', taxId: '11222333000181' })
    .returning();
  return row!.id;
}

const signingKey = storedSigningKey;

function newState(): string {
  return randomBytes(8).toString('hex');
}

describe('identity provider', () => {
  let running: Running;
  let baseUrl: string;
  let partnerId: number;

  beforeAll(async () => {
    running = await start();
    baseUrl = running.baseUrl;
    const { db } = running.server;
    partnerId = await addPartner(db);
    await createUser(db, {
      username: 'Paula',
      name: 'Paula Parceira',
      email: 'paula@example.com',
      password: PASSWORD,
      role: 'partner',
      partnerId,
    });
    await createUser(db, {
      username: 'ana',
      name: 'Ana Administradora',
      email: 'ana@example.com',
      password: PASSWORD,
      role: 'admin',
    });
  });

  afterAll(async () => {
    await running?.close();
  });

  it('publishes its discovery document at /idp/.well-known/openid-configuration', async () => {
    const response = await fetch(`${baseUrl}/idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${baseUrl}/idp`,
      authorization_endpoint: `${baseUrl}/idp/auth`,
      token_endpoint: `${baseUrl}/idp/token`,
      jwks_uri: `${baseUrl}/idp/jwks`,
      end_session_endpoint: `${baseUrl}/idp/session/end`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery['claims_supported']).toEqual(expect.arrayContaining(['role', 'preferred_username', 'name']));
    const jwks = (await (await fetch(discovery['jwks_uri'] as string)).json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('signs a partner in and issues a JWT access token for the API carrying role, username and partner_id', async () => {
    const token = await signIn(baseUrl, 'Paula', PASSWORD);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: `${baseUrl}/idp`,
      aud: `${baseUrl}/api`,
      client_id: 'portal',
      role: 'partner',
      username: 'Paula',
      partner_id: partnerId,
    });
    expect(claims.exp! - claims.iat!).toBe(running.config.accessTokenTtlSeconds);
    expect(await running.identity.verifyAccessToken(token)).toEqual({
      userId: Number(claims.sub),
      username: 'Paula',
      role: 'partner',
      partnerId,
    });
  });

  it('puts role, preferred_username and name in the ID token, where the portal reads the role (spec A §6)', async () => {
    const { tokens } = await signInSession(baseUrl, 'ana', PASSWORD);
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      iss: `${baseUrl}/idp`,
      aud: 'portal',
      role: 'admin',
      preferred_username: 'ana',
      name: 'Ana Administradora',
    });
    const admin = await running.identity.verifyAccessToken(tokens.access_token);
    expect(admin).toMatchObject({ role: 'admin', username: 'ana' });
    expect(admin).not.toHaveProperty('partnerId');
  });

  it('keeps the session in a signed, HttpOnly, SameSite=Lax cookie that only /idp receives', async () => {
    const { jar } = await signInSession(baseUrl, 'ana', PASSWORD);
    const session = jar.lines.get('_session');
    expect(session).toMatch(/; path=\/idp;/);
    expect(session).toMatch(/; samesite=lax/);
    expect(session).toMatch(/; httponly/);
    expect(jar.lines.get('_session.sig')).toBeDefined();
  });

  it('accepts the username in any letter case', async () => {
    const token = await signIn(baseUrl, '  PAULA ', PASSWORD);
    expect(decodeJwt(token)).toMatchObject({ username: 'Paula', role: 'partner' });
  });

  it('shows an accessible sign-in form in English by default', async () => {
    const jar = new CookieJar();
    const page = await browse(jar, authorizationUrl(baseUrl, { challenge: pkcePair().challenge, state: newState() }));
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(new URL(page.url).pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    expect(page.response.headers.get('cache-control')).toBe('no-store');
    expect(page.response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Tagtrail');
    expect(html).toMatch(/<label for="username">Username<\/label>/);
    expect(html).toMatch(/<input id="username" name="username"[^>]*autocomplete="username"[^>]*autofocus/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('name="viewport"');
  });

  it('refuses a wrong password with "Login failed! Verify username and password.", keeps the username and gives no code', async () => {
    const jar = new CookieJar();
    const page = await browse(jar, authorizationUrl(baseUrl, { challenge: pkcePair().challenge, state: newState() }));
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    const { action } = formOf(await page.response.text());

    for (const [username, password] of [
      ['Paula', 'wrong password'],
      ['nobody', PASSWORD],
      ['', ''],
    ] as const) {
      const answer = await postForm(jar, page.url, action, { username, password });
      expect(answer.kind).toBe('page');
      if (answer.kind !== 'page') return;
      const html = await answer.response.text();
      expect(html).toContain(
        '<p class="alert" role="alert" id="error">Login failed! Verify username and password.</p>',
      );
      expect(html).toContain(`value="${username}"`);
      if (password !== '') expect(html).not.toContain(password);
      expect(answer.url).not.toContain('code=');
    }
  });

  it('speaks Portuguese and Spanish when asked, by lang parameter, ui_locales or Accept-Language', async () => {
    const challenge = pkcePair().challenge;
    const portuguese = await browse(
      new CookieJar(),
      authorizationUrl(baseUrl, { challenge, state: newState(), uiLocales: 'pt-BR' }),
    );
    if (portuguese.kind !== 'page') throw new Error('expected the sign-in page');
    const pt = await portuguese.response.text();
    expect(pt).toContain('<html lang="pt-BR">');
    expect(pt).toContain('<label for="username">Usuário</label>');
    expect(pt).toContain('<button type="submit">Entrar</button>');

    const jar = new CookieJar();
    const spanish = await browse(jar, authorizationUrl(baseUrl, { challenge, state: newState() }), {
      headers: { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' },
    });
    if (spanish.kind !== 'page') throw new Error('expected the sign-in page');
    const { action } = formOf(await spanish.response.text());
    expect(action).toMatch(/\?lang=es$/);
    // The form posts back to ?lang=es, so the failure shows in the language the page was in.
    const failed = await postForm(jar, spanish.url, action, { username: 'Paula', password: 'no' });
    if (failed.kind !== 'page') throw new Error('expected the sign-in page again');
    const es = await failed.response.text();
    expect(es).toContain('Inicio de sesión fallido! Verifique usuario y contraseña.');
    expect(es).toContain('<button type="submit">Ingresar</button>');

    const switched = await browse(jar, `${spanish.url}?lang=pt`);
    if (switched.kind !== 'page') throw new Error('expected the sign-in page');
    expect(switched.response.headers.get('set-cookie')).toContain('tagtrail_lang=pt');
    const failedPt = await postForm(jar, switched.url, formOf(await switched.response.text()).action, {
      username: 'Paula',
      password: 'no',
    });
    if (failedPt.kind !== 'page') throw new Error('expected the sign-in page again');
    expect(await failedPt.response.text()).toContain('Falha no login! Verifique usuário e senha.');
  });

  it('shares the language with the portal: a site-wide cookie when chosen here and when signing in (issue 8 §5)', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const state = newState();
    // The portal asks for Portuguese; the user picks Spanish on the page.
    const asked = await browse(jar, authorizationUrl(baseUrl, { challenge, state, uiLocales: 'pt' }));
    if (asked.kind !== 'page') throw new Error('expected the sign-in page');
    expect(await asked.response.text()).toContain('<html lang="pt-BR">');
    const chosen = await browse(jar, `${asked.url}?lang=es`);
    if (chosen.kind !== 'page') throw new Error('expected the sign-in page');
    const cookies = chosen.response.headers.getSetCookie();
    expect(cookies).toContain('tagtrail_lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
    // The one earlier versions kept under /idp would hide the shared one from these pages: it is ended.
    expect(cookies).toContain('tagtrail_lang=; Path=/idp; Max-Age=0; SameSite=Lax');

    const landing = await postForm(jar, chosen.url, formOf(await chosen.response.text()).action, {
      username: 'Paula',
      password: PASSWORD,
    });
    await exchangeCode(baseUrl, codeFrom(landing, state), verifier);
    // Signing in says it again, so the portal opens in Spanish whatever it had stored.
    expect(jar.lines.get('tagtrail_lang')).toBe('tagtrail_lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('signs in in the language the page spoke when nobody picked one, and speaks the language the portal stored', async () => {
    const asked = new CookieJar();
    const state = newState();
    const page = await browse(
      asked,
      authorizationUrl(baseUrl, { challenge: pkcePair().challenge, state, uiLocales: 'pt-BR' }),
    );
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    const landing = await postForm(asked, page.url, formOf(await page.response.text()).action, {
      username: 'Paula',
      password: PASSWORD,
    });
    codeFrom(landing, state);
    expect(asked.lines.get('tagtrail_lang')).toMatch(/^tagtrail_lang=pt; Path=\/;/);

    // The portal's own choice, written by its script for the whole site, is what a sign-in page without ui_locales
    // speaks, over the browser's languages.
    const stored = new CookieJar();
    stored.store(new Response(null, { headers: { 'set-cookie': 'tagtrail_lang=es; Path=/' } }));
    const spanish = await browse(
      stored,
      authorizationUrl(baseUrl, { challenge: pkcePair().challenge, state: newState() }),
      {
        headers: { 'accept-language': 'en-US,en;q=0.9' },
      },
    );
    if (spanish.kind !== 'page') throw new Error('expected the sign-in page');
    expect(await spanish.response.text()).toContain('<html lang="es">');
  });

  it('escapes the username it shows back', async () => {
    const jar = new CookieJar();
    const page = await browse(jar, authorizationUrl(baseUrl, { challenge: pkcePair().challenge, state: newState() }));
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    const answer = await postForm(jar, page.url, formOf(await page.response.text()).action, {
      username: '"><script>alert(1)</script>',
      password: 'x',
    });
    if (answer.kind !== 'page') throw new Error('expected the sign-in page again');
    const html = await answer.response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('shows an expired notice, not the form, for an interaction the browser does not hold', async () => {
    const response = await fetch(`${baseUrl}/idp/interaction/not-a-real-one`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('This sign-in page has expired. Please start again.');
    expect(html).not.toContain('name="password"');
  });

  it('renews silently: prompt=none with a live session answers a code at /silent-oidc without interaction', async () => {
    const { jar } = await signInSession(baseUrl, 'Paula', PASSWORD);
    const { verifier, challenge } = pkcePair();
    const state = newState();
    const landing = await browse(
      jar,
      authorizationUrl(baseUrl, { challenge, state, prompt: 'none', returnPath: '/silent-oidc' }),
    );
    const tokens = await exchangeCode(baseUrl, codeFrom(landing, state, '/silent-oidc'), verifier, '/silent-oidc');
    expect(await running.identity.verifyAccessToken(tokens.access_token)).toMatchObject({
      username: 'Paula',
      partnerId,
    });
  });

  it('answers login_required to prompt=none without a session', async () => {
    const state = newState();
    const landing = await browse(
      new CookieJar(),
      authorizationUrl(baseUrl, { challenge: pkcePair().challenge, state, prompt: 'none', returnPath: '/silent-oidc' }),
    );
    expect(landing.kind).toBe('redirect');
    if (landing.kind !== 'redirect') return;
    expect(landing.url.pathname).toBe('/silent-oidc');
    expect(landing.url.searchParams.get('error')).toBe('login_required');
    expect(landing.url.searchParams.get('code')).toBeNull();
  });

  it('refuses an authorization request without PKCE', async () => {
    const params = new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${baseUrl}/signin-oidc`,
      state: 'x',
    });
    const landing = await browse(new CookieJar(), `${baseUrl}/idp/auth?${params}`);
    expect(landing.kind).toBe('redirect');
    if (landing.kind === 'redirect') expect(landing.url.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs out in one step (RP-initiated logout) and returns to /signout-oidc; the session is then gone', async () => {
    const { jar, tokens } = await signInSession(baseUrl, 'Paula', PASSWORD);
    const endSession = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${baseUrl}/signout-oidc`,
      state: 'bye',
    });
    // The portal sends the browser there: the browser says the request is the site's own.
    const page = await browse(jar, `${baseUrl}/idp/session/end?${endSession}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    if (page.kind !== 'page') throw new Error('expected the signing-out page');
    const html = await page.response.text();
    expect(html).toContain('<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">');
    expect(html).toMatch(/<script nonce="[^"]+">document\.getElementById\('sign-out'\)\.click\(\);<\/script>/);
    const { action, fields } = formOf(html);
    // What the page's script does: press the sign-out button.
    const landing = await postForm(jar, page.url, action, { ...fields, logout: 'yes' });
    expect(landing.kind).toBe('redirect');
    if (landing.kind !== 'redirect') return;
    expect(`${landing.url.origin}${landing.url.pathname}`).toBe(`${baseUrl}/signout-oidc`);
    expect(landing.url.searchParams.get('state')).toBe('bye');

    const state = newState();
    const silent = await browse(
      jar,
      authorizationUrl(baseUrl, { challenge: pkcePair().challenge, state, prompt: 'none' }),
    );
    expect(silent.kind === 'redirect' && silent.url.searchParams.get('error')).toBe('login_required');
  });

  /** A signed-in browser sent to the end-session page with these headers: the page, and what renews afterwards. */
  async function endSessionPage(headers: Record<string, string>, uiLocales = 'en') {
    const { jar, tokens } = await signInSession(baseUrl, 'Paula', PASSWORD);
    const endSession = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${baseUrl}/signout-oidc`,
      // The portal's language, as it sends it.
      ui_locales: uiLocales,
    });
    const page = await browse(jar, `${baseUrl}/idp/session/end?${endSession}`, { headers });
    if (page.kind !== 'page') throw new Error('expected the signing-out page');
    const renews = async () => {
      const silent = await browse(
        jar,
        authorizationUrl(baseUrl, { challenge: pkcePair().challenge, state: newState(), prompt: 'none' }),
      );
      return silent.kind === 'redirect' && silent.url.searchParams.get('code') !== null;
    };
    return { jar, page, html: await page.response.text(), renews };
  }
  const AUTO_SUBMIT = /<script nonce="[^"]+">document\.getElementById\('sign-out'\)\.click\(\);<\/script>/;

  // issue 25 §4: any page could send the browser to the end-session page, whose script signed the user out at once.
  it('asks before signing out when another site sent the browser, in the page language, and signs out on the button', async () => {
    const { jar, page, html, renews } = await endSessionPage({ 'sec-fetch-site': 'cross-site' });
    expect(html).not.toMatch(/<script/);
    expect(html).toContain('<p>Do you want to sign out of Tagtrail?</p>');
    expect(html).toContain(`<nav><a href="${baseUrl}/">Stay signed in</a></nav>`);
    expect(html).toContain('<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">');
    const { action, fields } = formOf(html);
    const landing = await postForm(jar, page.url, action, { ...fields, logout: 'yes' });
    expect(landing.kind === 'redirect' && landing.url.pathname).toBe('/signout-oidc');
    expect(await renews()).toBe(false);

    expect((await endSessionPage({ 'sec-fetch-site': 'cross-site' }, 'pt-BR')).html).toContain(
      'Deseja sair do Tagtrail?',
    );
    expect((await endSessionPage({ 'sec-fetch-site': 'cross-site' }, 'es')).html).toContain(
      '¿Desea cerrar la sesión de Tagtrail?',
    );
  });

  it('signs out at once only for a request of the site itself, by Sec-Fetch-Site or else by its Referer', async () => {
    const asked = async (headers: Record<string, string>) => {
      const { html, renews } = await endSessionPage(headers);
      // Merely opening the page ended nothing.
      expect(await renews()).toBe(true);
      return !AUTO_SUBMIT.test(html);
    };
    expect(await asked({ 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(await asked({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(await asked({ 'sec-fetch-site': 'cross-site', referer: `${baseUrl}/` })).toBe(true);
    // An address typed in, or a bookmark.
    expect(await asked({ 'sec-fetch-site': 'none' })).toBe(true);
    // A browser without Fetch Metadata.
    expect(await asked({ referer: `${baseUrl}/admin/parceiros` })).toBe(false);
    expect(await asked({ referer: 'https://elsewhere.example/' })).toBe(true);
    expect(await asked({})).toBe(true);
  });

  it("refuses a sign-out sent without the page's xsrf token: the session lives on", async () => {
    const { jar, page, html, renews } = await endSessionPage({ 'sec-fetch-site': 'same-origin' });
    const { action } = formOf(html);
    for (const xsrf of [undefined, 'forged']) {
      const landing = await postForm(jar, page.url, action, { logout: 'yes', ...(xsrf === undefined ? {} : { xsrf }) });
      expect(landing.kind, String(xsrf)).toBe('page');
      if (landing.kind === 'page') expect(landing.response.status, String(xsrf)).toBe(400);
    }
    expect(await renews()).toBe(true);
  });

  describe('verifyAccessToken', () => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(baseUrl, 'Paula', PASSWORD);
    });

    it('refuses a token whose payload was changed', async () => {
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as JWTPayload;
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
      expect(await running.identity.verifyAccessToken(`${header}.${forged}.${signature}`)).toBeUndefined();
    });

    it('refuses a token signed by another key', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const { kid } = decodeProtectedHeader(token);
      const forged = await new SignJWT(decodeJwt(token))
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: kid! })
        .sign(privateKey);
      expect(await running.identity.verifyAccessToken(forged)).toBeUndefined();
    });

    it('refuses a token from our own key that is for another audience or issuer, or lacks the role', async () => {
      const jwk = await signingKey(running.server.db);
      const key = await importJWK(jwk, 'RS256');
      const claims = decodeJwt(token);
      const sign = (payload: JWTPayload) =>
        new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid! }).sign(key);

      // The same claims re-signed pass, so each refusal below is for the one thing changed.
      expect(await running.identity.verifyAccessToken(await sign(claims))).toMatchObject({ username: 'Paula' });
      expect(
        await running.identity.verifyAccessToken(await sign({ ...claims, aud: `${baseUrl}/other` })),
      ).toBeUndefined();
      expect(
        await running.identity.verifyAccessToken(await sign({ ...claims, iss: 'https://elsewhere.example/idp' })),
      ).toBeUndefined();
      expect(await running.identity.verifyAccessToken(await sign({ ...claims, role: 'superuser' }))).toBeUndefined();
      const { role: _role, ...withoutRole } = claims;
      expect(await running.identity.verifyAccessToken(await sign(withoutRole))).toBeUndefined();
    });

    it('refuses what is not a token at all', async () => {
      for (const junk of ['', 'abc', 'a.b.c', `${token}x`]) {
        expect(await running.identity.verifyAccessToken(junk)).toBeUndefined();
      }
    });
  });

  it('changes a password only when the current one is given (spec A §8: PasswordMismatch otherwise)', async () => {
    const { db } = running.server;
    const id = await createUser(db, {
      username: 'rita',
      name: 'Rita',
      email: 'rita@example.com',
      password: PASSWORD,
      role: 'customer',
    });
    // As the API runs it: in the account's own tenant transaction, which never reads the hash (migration 0033).
    const asRita = <T>(work: (tenantDb: Database) => Promise<T>) =>
      inTenantTransaction(db, { scope: 'customer', userId: id }, work);
    expect(await asRita((tx) => changePassword(tx, id, 'not it', 'n3w-Password'))).toEqual({
      ok: false,
      reason: 'PasswordMismatch',
    });
    expect(await asRita((tx) => changePassword(tx, id, PASSWORD, 'n3w-Password'))).toEqual({ ok: true });
    await expect(signIn(baseUrl, 'rita', PASSWORD)).rejects.toThrow(/expected a redirect/);
    expect(decodeJwt(await signIn(baseUrl, 'rita', 'n3w-Password'))).toMatchObject({ username: 'rita' });
  });

  it('keeps nothing in one instance: keys, interactions, sessions and codes are shared through the database', async () => {
    const rows = await running.server.db.select({ name: idpSecrets.name }).from(idpSecrets);
    expect(rows.map((r) => r.name).sort()).toEqual(['cookie-keys', 'device-cookie-keys', 'signing-keys']);
    const jwks = async (url: string) => (await (await fetch(`${url}/idp/jwks`)).json()) as unknown;
    expect(await jwks(running.otherUrl)).toEqual(await jwks(baseUrl));

    // The sign-in page comes from one instance and the form goes to the other.
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const state = newState();
    const page = await browse(jar, authorizationUrl(baseUrl, { challenge, state }));
    if (page.kind !== 'page') throw new Error('expected the sign-in page');
    const { action } = formOf(await page.response.text());
    const onOther = page.url.replace(baseUrl, running.otherUrl);
    const code = codeFrom(await postForm(jar, onOther, action, { username: 'Paula', password: PASSWORD }), state);
    const tokens = await exchangeCode(baseUrl, code, verifier);

    // Silent renewal on the other instance, with the session the first one's cookies hold; redeemed at the first.
    const renewal = pkcePair();
    const renewalState = newState();
    const silentUrl = authorizationUrl(baseUrl, {
      challenge: renewal.challenge,
      state: renewalState,
      prompt: 'none',
      returnPath: '/silent-oidc',
    }).replace(`${baseUrl}/idp/`, `${running.otherUrl}/idp/`);
    const landing = await browse(jar, silentUrl);
    const renewed = await exchangeCode(
      baseUrl,
      codeFrom(landing, renewalState, '/silent-oidc'),
      renewal.verifier,
      '/silent-oidc',
    );
    expect(decodeJwt(renewed.access_token).sub).toBe(decodeJwt(tokens.access_token).sub);
  });

  it('refuses a second user with the same name in another letter case', async () => {
    await expect(
      createUser(running.server.db, {
        username: 'PAULA',
        name: 'Another',
        email: 'x@example.com',
        password: 'x',
        role: 'customer',
      }),
    ).rejects.toBeInstanceOf(UsernameTakenError);
  });
});

describe('identity provider: an access token past its expiry', () => {
  const clock = testClock();
  let running: Running;
  beforeAll(async () => {
    running = await start({ accessTokenTtlSeconds: 60, clock: clock.now });
    await createUser(running.server.db, {
      username: 'carla',
      name: 'Carla Cliente',
      email: 'c@example.com',
      password: PASSWORD,
      role: 'customer',
    });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('refuses an access token once it has expired', async () => {
    const token = await signIn(running.baseUrl, 'carla', PASSWORD);
    expect(await running.identity.verifyAccessToken(token)).toMatchObject({ role: 'customer' });
    const expiresAtMs = (decodeJwt(token).exp ?? 0) * 1000;
    clock.moveTo(expiresAtMs - 500);
    expect(await running.identity.verifyAccessToken(token)).toMatchObject({ role: 'customer' });
    clock.moveTo(expiresAtMs + 500);
    expect(await running.identity.verifyAccessToken(token)).toBeUndefined();
  });
});
