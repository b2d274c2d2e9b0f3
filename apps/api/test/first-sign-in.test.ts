/**
 * A partner user's first sign-in with the temporary password the admin's create call answered: the sign-in page asks
 * for a new password before the sign-in finishes. And the signed-in user's own password change (spec A §7).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/demo/demo-data';
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
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: true }, ['admin']);
let partnerId: number;

beforeAll(async () => {
  const created = await apiCall('parceiro', {
    method: 'POST',
    body: { nome: 'Primeiro Acesso Ltda', cnpj: '11.444.777/0001-61' },
  });
  partnerId = created.body as number;
});

/** The admin's token unless a call names another. */
const apiCall = (path: string, request?: ApiRequest) =>
  callApi(`${api.baseUrl}/api/${path}`, request, api.token('admin'));

/** A new partner user, created as the admin does: answers its id and temporary password. */
async function newPartnerUser(usuario: string): Promise<{ id: number; password: string }> {
  const created = await apiCall(`parceiro/${partnerId}/usuarios`, {
    method: 'POST',
    body: { usuario, nome: 'Primeiro Acesso', email: `${usuario}@parceiro.example` },
  });
  expect(created.status).toBe(200);
  const { id, senhaTemporaria } = created.body as { id: number; senhaTemporaria: string };
  return { id, password: senhaTemporaria };
}

/** A browser in the middle of a sign-in: the authorization request sent, the sign-in form on screen. */
async function startSignIn(uiLocales?: string) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const page = await browse(
    jar,
    authorizationUrl(api.baseUrl, { challenge, state, ...(uiLocales ? { uiLocales } : {}) }),
  );
  if (page.kind !== 'page') throw new Error('expected the sign-in page');
  const html = await page.response.text();
  return { jar, verifier, state, url: page.url, action: formOf(html).action };
}

type Browser = Awaited<ReturnType<typeof startSignIn>>;

async function pageOf(landing: Landing): Promise<{ url: string; html: string; status: number }> {
  if (landing.kind !== 'page') throw new Error(`expected a page, got a redirect to ${landing.url.href}`);
  return { url: landing.url, html: await landing.response.text(), status: landing.response.status };
}

/** Signs in with the temporary password and answers the new-password page it leads to. */
async function toNewPasswordPage(browser: Browser, username: string, password: string) {
  const page = await pageOf(await postForm(browser.jar, browser.url, browser.action, { username, password }));
  expect(asksForNewPassword(page.html), page.html).toBe(true);
  return page;
}

function submitNewPassword(
  browser: Browser,
  page: { url: string; html: string },
  newPassword: string,
  confirmation = newPassword,
) {
  return postForm(browser.jar, page.url, formOf(page.html).action, { newPassword, confirmation });
}

const LOGIN_FAILED = 'Login failed! Verify username and password.';

describe('first sign-in with a temporary password', () => {
  it('asks for a new password, then finishes with a partner token for that partner; the temporary one stops working', async () => {
    const { id, password } = await newPartnerUser('primeiro.acesso');
    const browser = await startSignIn();
    const page = await toNewPasswordPage(browser, 'primeiro.acesso', password);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Choose a new password');
    expect(page.html).toContain('You signed in with a temporary password.');
    expect(page.html).toContain('autocomplete="new-password"');
    expect(page.html).not.toContain(password);
    // Shown at the page's own address after a redirect, so a reload never sends the temporary password again.
    expect(new URL(page.url).pathname).toMatch(/^\/idp\/interaction\/[^/]+$/);

    const landing = await submitNewPassword(browser, page, 'my-own-secret');
    const tokens = await exchangeCode(api.baseUrl, codeFrom(landing, browser.state), browser.verifier);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      sub: String(id),
      role: 'partner',
      username: 'primeiro.acesso',
      partner_id: partnerId,
    });
    expect((await apiCall(`parceiro/${partnerId}/usuarios`, { token: tokens.access_token })).status).toBe(403);

    const [row] = await api.server.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ mustChangePassword: false, passwordExpiresAt: null });

    // The temporary password no longer signs in; the new one does, straight through.
    const again = await startSignIn();
    const refused = await pageOf(
      await postForm(again.jar, again.url, again.action, { username: 'primeiro.acesso', password }),
    );
    expect(refused.html).toContain(LOGIN_FAILED);
    expect(decodeJwt(await signIn(api.baseUrl, 'PRIMEIRO.ACESSO', 'my-own-secret'))).toMatchObject({
      partner_id: partnerId,
    });
  });

  it('gives no token for the temporary password alone', async () => {
    const { password } = await newPartnerUser('sem.atalho');
    await expect(signIn(api.baseUrl, 'sem.atalho', password)).rejects.toThrow(/expected a redirect/);
  });

  it('re-shows the form with "Passwords do not match." when the confirmation differs', async () => {
    const { password } = await newPartnerUser('confirmacao.errada');
    const browser = await startSignIn();
    const page = await toNewPasswordPage(browser, 'confirmacao.errada', password);
    const again = await pageOf(await submitNewPassword(browser, page, 'my-own-secret', 'my-own-secreT'));
    expect(asksForNewPassword(again.html)).toBe(true);
    expect(again.html).toContain('<p>Passwords do not match.</p>');
    expect(again.html).toMatch(/id="confirmation"[^>]*aria-invalid="true"/);

    const landing = await submitNewPassword(browser, again, 'my-own-secret');
    expect(codeFrom(landing, browser.state)).toEqual(expect.any(String));
  });

  it('re-shows the form when the new password is shorter than 8 characters, blank, or the temporary one', async () => {
    const { id, password } = await newPartnerUser('senha.curta');
    const browser = await startSignIn();
    let page = await toNewPasswordPage(browser, 'senha.curta', password);
    for (const [newPassword, confirmation, message] of [
      ['short12', 'short12', 'The password must have at least 8 characters.'],
      ['', '', 'New password: Required field.'],
      [password, password, 'Choose a password different from the temporary one.'],
    ] as const) {
      page = await pageOf(await submitNewPassword(browser, page, newPassword, confirmation));
      expect(asksForNewPassword(page.html), message).toBe(true);
      expect(page.html, message).toContain(`<p>${message}</p>`);
      expect(page.html, message).toMatch(/id="newPassword"[^>]*aria-invalid="true"/);
    }
    const [row] = await api.server.db.select().from(users).where(eq(users.id, id));
    expect(row?.mustChangePassword).toBe(true);
  });

  it('speaks the page’s language on the new-password step', async () => {
    const { password } = await newPartnerUser('idioma.pt');
    const browser = await startSignIn('pt-BR');
    const page = await toNewPasswordPage(browser, 'idioma.pt', password);
    expect(page.html).toContain('<html lang="pt-BR">');
    expect(page.html).toContain('Escolha uma nova senha');
    const again = await pageOf(await submitNewPassword(browser, page, 'abcdefgh', 'abcdefgX'));
    expect(again.html).toContain('<p>As senhas não conferem.</p>');
  });

  it('refuses a new password sent without having signed in with the temporary one', async () => {
    const { id } = await newPartnerUser('sem.login');
    const browser = await startSignIn();
    const landing = await postForm(browser.jar, browser.url, browser.action, {
      newPassword: 'hijacked!',
      confirmation: 'hijacked!',
    });
    const page = await pageOf(landing);
    expect(page.html).toContain(LOGIN_FAILED);
    const [row] = await api.server.db.select().from(users).where(eq(users.id, id));
    expect(row?.mustChangePassword).toBe(true);
  });

  it('refuses an expired temporary password as a wrong one', async () => {
    const { id, password } = await newPartnerUser('expirada.um');
    await api.server.db
      .update(users)
      .set({ passwordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, id));
    const browser = await startSignIn();
    const page = await pageOf(
      await postForm(browser.jar, browser.url, browser.action, { username: 'expirada.um', password }),
    );
    expect(page.html).toContain(LOGIN_FAILED);
    expect(asksForNewPassword(page.html)).toBe(false);
  });

  it('leaves the demo users alone: they sign in straight through', async () => {
    for (const username of ['admin', 'partner', 'customer', 'pos']) {
      const [row] = await api.server.db.select().from(users).where(eq(users.username, username));
      expect(row, username).toMatchObject({ mustChangePassword: false, passwordExpiresAt: null });
      await expect(signIn(api.baseUrl, username, DEMO_PASSWORD), username).resolves.toEqual(expect.any(String));
    }
  });
});

describe('changing one’s own password (PUT currentuser/password)', () => {
  async function signedInPartnerUser(usuario: string, newPassword: string): Promise<string> {
    const { password } = await newPartnerUser(usuario);
    return signIn(api.baseUrl, usuario, password, { newPassword });
  }

  it('changes the password when the current one is right: the old one stops working, the new one signs in', async () => {
    const token = await signedInPartnerUser('troca.senha', 'first-password');
    const answer = await apiCall('currentuser/password', {
      method: 'PUT',
      token,
      body: { currentPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(answer).toEqual({ status: 200, body: { succeeded: true, errors: [] } });
    await expect(signIn(api.baseUrl, 'troca.senha', 'first-password')).rejects.toThrow();
    expect(decodeJwt(await signIn(api.baseUrl, 'troca.senha', 'second-password'))).toMatchObject({ role: 'partner' });
  });

  it('answers PasswordMismatch for a wrong current password, and changes nothing', async () => {
    const token = await signedInPartnerUser('senha.errada', 'first-password');
    const answer = await apiCall('currentuser/password', {
      method: 'PUT',
      token,
      body: { currentPassword: 'not-the-password', newPassword: 'second-password' },
    });
    expect(answer).toEqual({ status: 200, body: { succeeded: false, errors: [{ code: 'PasswordMismatch' }] } });
    expect(decodeJwt(await signIn(api.baseUrl, 'senha.errada', 'first-password'))).toMatchObject({ role: 'partner' });
  });

  it('refuses a blank or short new password with 400 VALIDATION', async () => {
    const token = await signedInPartnerUser('senha.regras', 'first-password');
    const short = await apiCall('currentuser/password', {
      method: 'PUT',
      token,
      body: { currentPassword: 'first-password', newPassword: 'short' },
    });
    expect(short).toMatchObject({
      status: 400,
      body: {
        error: 'VALIDATION',
        message: 'PASSWORD_TOO_SHORT',
        details: [{ field: 'newPassword', key: 'PASSWORD_TOO_SHORT', params: { min: 8 } }],
      },
    });
    const blank = await apiCall('currentuser/password', {
      method: 'PUT',
      token,
      body: { currentPassword: '', newPassword: '' },
    });
    expect(blank).toMatchObject({ status: 400, body: { error: 'VALIDATION', message: 'REQUIRED_FIELD_MESSAGE' } });
  });

  it('is for every signed-in user, administrators too (issue 25 §1); no token 401', async () => {
    const body = { currentPassword: 'nope-nope', newPassword: 'whatever-else' };
    // The administrator's call is answered as anyone's: here, a wrong current password.
    const asAdmin = await apiCall('currentuser/password', { method: 'PUT', body });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual({ succeeded: false, errors: [{ code: 'PasswordMismatch' }] });
    expect((await apiCall('currentuser/password', { method: 'PUT', body, token: null })).status).toBe(401);
    const customerToken = await signIn(api.baseUrl, 'customer', DEMO_PASSWORD);
    const wrong = await apiCall('currentuser/password', {
      method: 'PUT',
      token: customerToken,
      body: { currentPassword: 'nope-nope', newPassword: 'whatever-else' },
    });
    expect(wrong.body).toEqual({ succeeded: false, errors: [{ code: 'PasswordMismatch' }] });
  });
});
