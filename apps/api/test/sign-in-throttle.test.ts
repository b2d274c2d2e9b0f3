/**
 * Password guessing meets resistance (issue 7 §4): failed attempts are counted per account and per client address on
 * the sign-in page, on the one-time password's new-password step and on the API's password change; past the limit
 * even the right password is refused with 429, Retry-After and a 'try again in N minutes' in the page's language,
 * until the window passes. Time passes here by moving the counts' windows back in the database, as a clock would.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { partners, passwordThrottles } from '../src/db/schema';
import { createUser, createUserWithTemporaryPassword } from '../src/identity';
import { KNOWN_BROWSER_COOKIE } from '../src/identity/known-browsers';
import { attemptThrottle, clientAddress } from '../src/identity/attempt-throttle';
import { renderNewPassword, renderSignIn } from '../src/identity/sign-in.page';
import { callApi } from './support/api-call';
import {
  asksForNewPassword,
  authorizationUrl,
  browse,
  codeFrom,
  CookieJar,
  exchangeCode,
  formOf,
  pkcePair,
  postForm,
  signIn,
  type Landing,
} from './support/sign-in';
import { useTestServer } from './support/test-server';

const WINDOW_SECONDS = 600;
const ACCOUNT_LIMIT = 3;
const ADDRESS_LIMIT = 5;
const PASSWORD = 'the-right-Passw0rd';

const api = useTestServer({
  demoData: false,
  signInThrottle: { windowSeconds: WINDOW_SECONDS, accountLimit: ACCOUNT_LIMIT, addressLimit: ADDRESS_LIMIT },
});

// Every test starts from no counts: they all come from 127.0.0.1, whose count would otherwise carry over.
beforeEach(async () => {
  await api.server.db.delete(passwordThrottles);
});

/** The address's count starts again, so that what a test shows next is the account's count at work, not it. */
async function forgetTheAddress(): Promise<void> {
  await api.server.db.delete(passwordThrottles).where(sql`kind in ('address', 'address-account')`);
}

async function failuresOf(kind: string, subject: string): Promise<number | undefined> {
  const [row] = await api.server.db
    .select()
    .from(passwordThrottles)
    .where(sql`kind = ${kind} and subject = ${subject}`);
  return row?.failures;
}

/** The window of every count began long enough ago to have passed. */
async function letTheWindowPass(): Promise<void> {
  await api.server.db.execute(
    sql`update password_throttles set window_started_at = window_started_at - ${WINDOW_SECONDS + 1} * interval '1 second'`,
  );
}

let partnerId: number | undefined;
async function newPartnerUser(password = PASSWORD): Promise<{ id: number; username: string }> {
  if (partnerId === undefined) {
    const [row] = await api.server.db
      .insert(partners)
      .values({ name: 'Etiquetas Paulistas Ltda', taxId: '11222333000181' })
      .returning();
    partnerId = row!.id;
  }
  const username = `user-${randomBytes(4).toString('hex')}`;
  const id = await createUser(api.server.db, {
    username,
    name: 'Paula Parceira',
    email: `${username}@example.com`,
    password,
    role: 'partner',
    partnerId,
  });
  return { id, username };
}

/** A browser with the sign-in form on screen. */
async function startSignIn() {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const page = await browse(jar, authorizationUrl(api.baseUrl, { challenge, state }));
  if (page.kind !== 'page') throw new Error('expected the sign-in page');
  return { jar, verifier, state, url: page.url, action: formOf(await page.response.text()).action };
}
type Browser = Awaited<ReturnType<typeof startSignIn>>;

interface Page {
  readonly status: number;
  readonly html: string;
  readonly retryAfter: string | null;
}

async function pageOf(landing: Landing): Promise<Page> {
  if (landing.kind !== 'page') throw new Error(`expected a page, got a redirect to ${landing.url.href}`);
  const { response } = landing;
  return { status: response.status, html: await response.text(), retryAfter: response.headers.get('retry-after') };
}

/** A response that only sets this cookie line, to hand a browser's cookie to another. */
function cookieResponse(line: string): Response {
  return new Response(null, { headers: [['set-cookie', line]] });
}

function submit(browser: Browser, fields: Record<string, string>, action = browser.action) {
  return postForm(browser.jar, browser.url, action, fields);
}

async function signInPage(browser: Browser, username: string, password: string, action?: string): Promise<Page> {
  return pageOf(await submit(browser, { username, password }, action));
}

/** The sign-in finished: a code came back, and it buys an access token for this user. */
async function expectSignedIn(browser: Browser, landing: Landing, username: string): Promise<void> {
  const tokens = await exchangeCode(api.baseUrl, codeFrom(landing, browser.state), browser.verifier);
  expect(decodeJwt(tokens.access_token)).toMatchObject({ username });
}

function expectRefused(page: Page, text = 'Too many failed attempts. Try again in 10 minutes.'): void {
  expect(page.status).toBe(429);
  const seconds = Number(page.retryAfter);
  expect(seconds).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(page.html).toContain(text);
  // The page stays usable: the form is there to try again later.
  expect(page.html).toMatch(/<form method="post"/);
}

describe('sign-in attempts per account', () => {
  it(`refuses even the right password after ${ACCOUNT_LIMIT} wrong ones, with 429 and the wait, until the window passes`, async () => {
    const { username } = await newPartnerUser();
    const browser = await startSignIn();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
      const page = await signInPage(browser, username, `wrong-${attempt}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Login failed! Verify username and password.');
    }
    const refused = await signInPage(browser, username, PASSWORD);
    expectRefused(refused);
    // The name typed stays in the form, as after a failure.
    expect(refused.html).toContain(`value="${username}"`);

    // Another browser is refused just the same: the count is the account's, not the browser's.
    expectRefused(await signInPage(await startSignIn(), username, PASSWORD));

    await letTheWindowPass();
    await expectSignedIn(browser, await submit(browser, { username, password: PASSWORD }), username);
  });

  it('says how long to wait in Portuguese and Spanish too', async () => {
    const { username } = await newPartnerUser();
    const browser = await startSignIn();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await signInPage(browser, username, 'wrong');
    expectRefused(
      await signInPage(browser, username, PASSWORD, '?lang=pt'),
      'Muitas tentativas sem sucesso. Tente novamente em 10 minutos.',
    );
    expectRefused(
      await signInPage(browser, username, PASSWORD, '?lang=es'),
      'Demasiados intentos fallidos. Vuelva a intentarlo en 10 minutos.',
    );
  });

  it('names the wait in whole minutes, rounded up, one minute in the singular', () => {
    for (const [language, text] of [
      ['en', 'Too many failed attempts. Try again in 1 minute.'],
      ['pt', 'Muitas tentativas sem sucesso. Tente novamente em 1 minuto.'],
      ['es', 'Demasiados intentos fallidos. Vuelva a intentarlo en 1 minuto.'],
    ] as const) {
      expect(renderSignIn({ language, nonce: 'n', waitMinutes: 1 })).toContain(text);
      expect(renderNewPassword({ language, nonce: 'n', username: 'u', waitMinutes: 1 })).toContain(text);
    }
  });

  it('does not count the window on: refusals past the limit do not make the wait longer', async () => {
    const { username } = await newPartnerUser();
    const browser = await startSignIn();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await signInPage(browser, username, 'wrong');
    for (let attempt = 1; attempt <= 3; attempt++) expectRefused(await signInPage(browser, username, 'wrong'));
    expect(await failuresOf('account', username)).toBe(ACCOUNT_LIMIT + 1);
  });

  it('starts the count again after a successful sign-in', async () => {
    const { username } = await newPartnerUser();
    for (let round = 0; round < 2; round++) {
      const browser = await startSignIn();
      for (let attempt = 1; attempt < ACCOUNT_LIMIT; attempt++) {
        expect((await signInPage(browser, username, 'wrong')).status).toBe(200);
      }
      await expectSignedIn(browser, await submit(browser, { username, password: PASSWORD }), username);
    }
  });

  it('counts names that match no account the same way, so a refusal tells nothing about which names exist', async () => {
    const browser = await startSignIn();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
      expect((await signInPage(browser, 'nobody-by-this-name', 'wrong')).status).toBe(200);
    }
    expectRefused(await signInPage(browser, 'NOBODY-by-this-name', 'wrong'));
  });

  it('holds the limit against a burst of parallel attempts: each is counted before any password is checked', async () => {
    const { username } = await newPartnerUser();
    const browser = await startSignIn();
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, attempt) => signInPage(browser, username, `wrong-${attempt}`)),
    );
    const statuses = pages.map((page) => page.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - ACCOUNT_LIMIT);
  });
});

describe('a browser that signed in to the account before', () => {
  it("keeps signing its owner in while someone else's failures hold the account at its limit", async () => {
    const { username } = await newPartnerUser();
    const owners = await startSignIn();
    await expectSignedIn(owners, await submit(owners, { username, password: PASSWORD }), username);
    expect(owners.jar.lines.get(KNOWN_BROWSER_COOKIE)).toMatch(/; Path=\/idp; Max-Age=\d+; HttpOnly; SameSite=Lax$/);

    const attackers = await startSignIn();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await signInPage(attackers, username, 'guess');
    expectRefused(await signInPage(attackers, username, PASSWORD));
    expect(await failuresOf('account', username)).toBe(ACCOUNT_LIMIT + 1);
    await forgetTheAddress();

    const again = await startSignIn();
    again.jar.store(cookieResponse(owners.jar.lines.get(KNOWN_BROWSER_COOKIE)!));
    await expectSignedIn(again, await submit(again, { username, password: PASSWORD }), username);
  });

  it('still has a limit of its own, and a cookie made up or for another account counts for nothing', async () => {
    const { username } = await newPartnerUser();
    const owners = await startSignIn();
    await expectSignedIn(owners, await submit(owners, { username, password: PASSWORD }), username);
    const known = owners.jar.lines.get(KNOWN_BROWSER_COOKIE)!;

    const forged = await startSignIn();
    forged.jar.store(cookieResponse(`${KNOWN_BROWSER_COOKIE}=${'A'.repeat(22)}; Path=/idp`));
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await signInPage(forged, username, 'guess');
    expectRefused(await signInPage(forged, username, PASSWORD));
    expect(await failuresOf('account', username)).toBe(ACCOUNT_LIMIT + 1);
    await forgetTheAddress();

    const other = await newPartnerUser();
    const elsewhere = await startSignIn();
    elsewhere.jar.store(cookieResponse(known));
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await signInPage(elsewhere, other.username, 'guess');
    expectRefused(await signInPage(elsewhere, other.username, PASSWORD));
    expect(await failuresOf('account', other.username)).toBe(ACCOUNT_LIMIT + 1);
    await forgetTheAddress();

    const browser = await startSignIn();
    browser.jar.store(cookieResponse(known));
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await signInPage(browser, username, 'typo');
    expectRefused(await signInPage(browser, username, PASSWORD));
    expect(await failuresOf('known-account', username)).toBe(ACCOUNT_LIMIT + 1);
    // One account, counted once at its address however often it failed there.
    expect(await failuresOf('address', '127.0.0.1')).toBe(1);
  });
});

describe('sign-in attempts per client address', () => {
  it(`refuses every account from an address after ${ADDRESS_LIMIT} failures spread over many names`, async () => {
    const { username } = await newPartnerUser();
    const browser = await startSignIn();
    // One failure per name: no account comes near its own limit.
    for (let attempt = 1; attempt <= ADDRESS_LIMIT; attempt++) {
      expect((await signInPage(browser, `sprayed-${attempt}`, 'password1')).status).toBe(200);
    }
    expectRefused(await signInPage(browser, username, PASSWORD));
    // The account's own count is untouched: the address was refused first, and the account never counted.
    expect(await failuresOf('account', username)).toBeUndefined();

    await letTheWindowPass();
    await expectSignedIn(browser, await submit(browser, { username, password: PASSWORD }), username);
  });

  it(`refuses every account from an address once ${ADDRESS_LIMIT} have failed there, those counted before too`, async () => {
    const browser = await startSignIn();
    for (let attempt = 1; attempt <= ADDRESS_LIMIT; attempt++) await signInPage(browser, `sprayed-${attempt}`, 'wrong');
    expectRefused(await signInPage(browser, 'one-name-too-many', 'wrong'));
    expectRefused(await signInPage(browser, 'sprayed-1', 'wrong'));
    // Refusals are not failures: the count stays one past the limit.
    expect(await failuresOf('address', '127.0.0.1')).toBe(ADDRESS_LIMIT + 1);
  });

  // issue 25 §4: every failure counted at the address, so hammering one account locked out everyone behind its proxy.
  it('does not lock the other accounts at an address out when one account is hammered from it', async () => {
    const hammered = await newPartnerUser();
    const colleague = await newPartnerUser();
    const browser = await startSignIn();
    for (let attempt = 1; attempt <= ADDRESS_LIMIT * 3; attempt++) {
      // The name in any case is the one account.
      const name = attempt % 2 === 0 ? hammered.username.toUpperCase() : hammered.username;
      expect((await signInPage(browser, name, `guess-${attempt}`)).status).toBe(attempt <= ACCOUNT_LIMIT ? 200 : 429);
    }
    // That account's own limit holds, the right password too.
    expectRefused(await signInPage(browser, hammered.username, PASSWORD));
    expect(await failuresOf('address', '127.0.0.1')).toBe(1);
    // Everyone else behind the address signs in.
    const colleagues = await startSignIn();
    await expectSignedIn(
      colleagues,
      await submit(colleagues, { username: colleague.username, password: PASSWORD }),
      colleague.username,
    );
  });

  it('holds the limit against a burst of parallel attempts at many names', async () => {
    const browser = await startSignIn();
    const pages = await Promise.all(
      Array.from({ length: ADDRESS_LIMIT + 4 }, (_, attempt) => signInPage(browser, `burst-${attempt}`, 'wrong')),
    );
    const statuses = pages.map((page) => page.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ADDRESS_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('gives a successful sign-in its attempt back, and forgives nobody else', async () => {
    const { username } = await newPartnerUser();
    const browser = await startSignIn();
    for (let attempt = 1; attempt < ADDRESS_LIMIT; attempt++) await signInPage(browser, `other-${attempt}`, 'wrong');
    await expectSignedIn(browser, await submit(browser, { username, password: PASSWORD }), username);
    expect(await failuresOf('address', '127.0.0.1')).toBe(ADDRESS_LIMIT - 1);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddress('2001:db8:85a3:42:8a2e:370:7334:1')).toBe('2001:db8:85a3:42::/64');
    expect(clientAddress('2001:db8:85a3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(clientAddress('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe("the one-time password's new-password step", () => {
  it(`refuses a valid new password with 429 after ${ACCOUNT_LIMIT} refused ones, until the window passes`, async () => {
    await newPartnerUser(); // the partner row
    const username = `otp-${randomBytes(4).toString('hex')}`;
    const { temporaryPassword } = await createUserWithTemporaryPassword(api.server.db, {
      username,
      name: 'Primeiro Acesso',
      email: `${username}@example.com`,
      role: 'partner',
      partnerId: partnerId!,
    });
    const browser = await startSignIn();
    const step = await signInPage(browser, username, temporaryPassword);
    expect(asksForNewPassword(step.html)).toBe(true);
    const { action } = formOf(step.html);
    const newPassword = 'my-own-Passw0rd';
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
      const page = await pageOf(await submit(browser, { newPassword, confirmation: `${newPassword}-typo` }, action));
      expect(page.status).toBe(200);
      expect(page.html).toContain('Passwords do not match.');
    }
    const refused = await pageOf(await submit(browser, { newPassword, confirmation: newPassword }, action));
    expectRefused(refused);
    expect(asksForNewPassword(refused.html)).toBe(true);

    await letTheWindowPass();
    await expectSignedIn(browser, await submit(browser, { newPassword, confirmation: newPassword }, action), username);
  });

  it('counts wrong one-time passwords on the sign-in form like any other password', async () => {
    await newPartnerUser();
    const username = `otp-${randomBytes(4).toString('hex')}`;
    const { temporaryPassword } = await createUserWithTemporaryPassword(api.server.db, {
      username,
      name: 'Primeiro Acesso',
      email: `${username}@example.com`,
      role: 'partner',
      partnerId: partnerId!,
    });
    const browser = await startSignIn();
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) await signInPage(browser, username, 'Guess1234567890x');
    expectRefused(await signInPage(browser, username, temporaryPassword));
  });
});

describe('the password change (PUT /api/currentuser/password)', () => {
  const change = (token: string, currentPassword: string) =>
    callApi(
      `${api.baseUrl}/api/currentuser/password`,
      { method: 'PUT', body: { currentPassword, newPassword: 'a-new-Passw0rd' } },
      token,
    );

  it(`refuses even the right current password with 429 after ${ACCOUNT_LIMIT} wrong ones, until the window passes`, async () => {
    const { username } = await newPartnerUser();
    const token = await signIn(api.baseUrl, username, PASSWORD);
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
      expect(await change(token, `wrong-${attempt}`)).toEqual({
        status: 200,
        body: { succeeded: false, errors: [{ code: 'PasswordMismatch' }] },
      });
    }
    const response = await fetch(`${api.baseUrl}/api/currentuser/password`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'a-new-Passw0rd' }),
    });
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(await response.json()).toEqual({
      status: 429,
      error: 'TOO_MANY_ATTEMPTS',
      message: 'TOO_MANY_ATTEMPTS',
      details: [{ key: 'TOO_MANY_ATTEMPTS', params: { minutes: 10, seconds } }],
    });
    // Nothing changed: the password is still the old one.
    await expect(signIn(api.baseUrl, username, PASSWORD)).resolves.toBeTypeOf('string');

    await letTheWindowPass();
    expect(await change(token, PASSWORD)).toEqual({ status: 200, body: { succeeded: true, errors: [] } });
  });

  it("counts each account's changes on their own", async () => {
    const first = await newPartnerUser();
    const second = await newPartnerUser();
    const firstToken = await signIn(api.baseUrl, first.username, PASSWORD);
    const secondToken = await signIn(api.baseUrl, second.username, PASSWORD);
    for (let attempt = 0; attempt <= ACCOUNT_LIMIT; attempt++) await change(firstToken, 'wrong');
    expect((await change(firstToken, PASSWORD)).status).toBe(429);
    expect(await change(secondToken, PASSWORD)).toEqual({ status: 200, body: { succeeded: true, errors: [] } });
  });
});

describe('the counts', () => {
  it('are swept once their window has passed', async () => {
    const browser = await startSignIn();
    await signInPage(browser, 'swept-name', 'wrong');
    const throttle = attemptThrottle({
      windowSeconds: WINDOW_SECONDS,
      accountLimit: ACCOUNT_LIMIT,
      addressLimit: ADDRESS_LIMIT,
    });
    await throttle.sweep(api.server.db);
    // The name, the address, and the name noted at the address.
    expect(await api.server.db.select().from(passwordThrottles)).toHaveLength(3);
    await letTheWindowPass();
    await throttle.sweep(api.server.db);
    expect(await api.server.db.select().from(passwordThrottles)).toEqual([]);
  });
});
