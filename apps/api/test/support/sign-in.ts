/**
 * Signs in over HTTP the way the portal does (authorization code + PKCE, our sign-in form), so API tests get
 * real access tokens. Also exposes the steps, for the identity provider's own tests.
 */
import { createHash, randomBytes } from 'node:crypto';

/** spec A §6: the scopes the portal asks for. */
export const PORTAL_SCOPES = 'openid profile customer admin partner';
const CLIENT_ID = 'portal';

/** Cookies by name; the provider's cookie names do not clash across paths, so paths are not tracked. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** The last Set-Cookie line for each name, attributes included. */
  readonly lines = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      this.lines.set(name, line);
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationRequest {
  readonly challenge: string;
  readonly state: string;
  /** `/signin-oidc` for a sign-in, `/silent-oidc` for a silent renewal. */
  readonly returnPath?: string;
  readonly prompt?: 'none' | 'login';
  readonly uiLocales?: string;
}

export function authorizationUrl(baseUrl: string, request: AuthorizationRequest): string {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: PORTAL_SCOPES,
    redirect_uri: `${baseUrl}${request.returnPath ?? '/signin-oidc'}`,
    state: request.state,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    ...(request.prompt ? { prompt: request.prompt } : {}),
    ...(request.uiLocales ? { ui_locales: request.uiLocales } : {}),
  });
  return `${baseUrl}/idp/auth?${params}`;
}

/** Where a browser ends up: a page the provider shows, or a redirect out of /idp (back to the portal). */
export type Landing = { kind: 'page'; url: string; response: Response } | { kind: 'redirect'; url: URL };

export interface BrowseRequest {
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
  /** Sent on every hop, as a browser sends its Accept-Language; a content-type goes with the body only. */
  readonly headers?: Record<string, string>;
}

/** Follows the provider's redirects as a browser would, keeping cookies, until a page or a redirect out of /idp. */
export async function browse(jar: CookieJar, url: string, request: BrowseRequest = {}): Promise<Landing> {
  const { 'content-type': contentType, ...headers } = request.headers ?? {};
  let current = url;
  let body = request.body === undefined ? undefined : { method: request.method, body: request.body, contentType };
  for (let hops = 0; hops < 10; hops++) {
    const response = await fetch(current, {
      method: body?.method ?? 'GET',
      body: body?.body,
      redirect: 'manual',
      headers: { ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) {
      return { kind: 'page', url: current, response };
    }
    await response.body?.cancel();
    const next = new URL(location, current);
    if (!next.pathname.startsWith('/idp/')) return { kind: 'redirect', url: next };
    current = next.href;
    body = undefined;
  }
  throw new Error(`too many redirects from ${url}`);
}

/** The action and hidden fields of the first form on a page, with the HTML entities the pages use undone. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (value: string) =>
    value.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? e,
    );
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form on the page:\n${html}`);
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)) {
    fields[name] = unescape(value);
  }
  return { action: unescape(action), fields };
}

export function postForm(jar: CookieJar, pageUrl: string, action: string, fields: Record<string, string>) {
  return browse(jar, new URL(action, pageUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface Tokens {
  readonly access_token: string;
  readonly id_token: string;
  readonly token_type: string;
  readonly expires_in: number;
  readonly scope?: string;
}

export async function exchangeCode(
  baseUrl: string,
  code: string,
  verifier: string,
  returnPath = '/signin-oidc',
): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/idp/token`, {
    method: 'POST',
    // The portal's browser sends its own origin on this POST.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl).origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: `${baseUrl}${returnPath}`,
    }).toString(),
  });
  if (!response.ok) throw new Error(`token request failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

/** The code a redirect back to the portal carries, after checking it answers the request with this state. */
export function codeFrom(landing: Landing, state: string, returnPath = '/signin-oidc'): string {
  if (landing.kind !== 'redirect')
    throw new Error(`expected a redirect to ${returnPath}, got a page at ${landing.url}`);
  const { url } = landing;
  const code = url.searchParams.get('code');
  if (url.pathname !== returnPath || code === null || url.searchParams.get('state') !== state) {
    throw new Error(`expected ${returnPath}?code=…&state=${state}, got ${url.href}`);
  }
  return code;
}

export interface Session {
  readonly tokens: Tokens;
  /** The browser's cookies, holding the provider session (for silent renewal and sign-out). */
  readonly jar: CookieJar;
}

export interface SignInOptions {
  /**
   * For an account with a temporary password: the new password to choose when the sign-in page asks for one (the
   * same is typed twice). Without it, a sign-in that asks for a new password fails.
   */
  readonly newPassword?: string;
}

/** The new-password step's page, told apart from the sign-in form by its fields. */
export function asksForNewPassword(html: string): boolean {
  return /<input[^>]*\sname="newPassword"/.test(html);
}

/**
 * The whole sign-in: authorization request, the sign-in form, the new-password form when the account has a
 * temporary password and `newPassword` is given, the redirect back, the code exchange.
 */
export async function signInSession(
  baseUrl: string,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<Session> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const page = await browse(jar, authorizationUrl(baseUrl, { challenge, state }));
  if (page.kind !== 'page') throw new Error(`expected the sign-in page, got a redirect to ${page.url.href}`);
  const { action } = formOf(await page.response.text());
  let landing = await postForm(jar, page.url, action, { username, password });
  if (landing.kind === 'page' && options.newPassword !== undefined) {
    const html = await landing.response.text();
    if (!asksForNewPassword(html)) throw new Error(`expected the new-password form, got:\n${html}`);
    const { newPassword } = options;
    landing = await postForm(jar, landing.url, formOf(html).action, { newPassword, confirmation: newPassword });
  }
  const tokens = await exchangeCode(baseUrl, codeFrom(landing, state), verifier);
  return { tokens, jar };
}

/** Signs in and answers the access token for `Authorization: Bearer …`. */
export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<string> {
  return (await signInSession(baseUrl, username, password, options)).tokens.access_token;
}
