/** The oidc-provider instance: our one client (the portal), JWT access tokens for the API, our own pages. */
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { LanguageCode } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { databaseAdapter } from './oidc.adapter';
import { SIGNING_ALG, type IdentitySecrets } from './oidc.keys';
import {
  isSameSiteRequest,
  LANGUAGE_COOKIE,
  newNonce,
  pageHeaders,
  pickLanguage,
  renderMessage,
  renderSignOut,
} from './sign-in.page';
import { renderSignInError, signInProblemOf } from './sign-in-error.page';
import { findUserById, type User } from './users.store';

export const IDP_PREFIX = '/idp';
export const PORTAL_CLIENT_ID = 'portal';

/** spec A §6: the portal asks for `openid profile customer admin partner`; the last three are the API's. */
const API_SCOPES = ['admin', 'partner', 'customer'];
const OIDC_SCOPES = new Set(['openid', 'profile', 'email']);

// A working day: silent renewal keeps the portal signed in while the provider session lives, up to its maximum age.
const SESSION_TTL_SECONDS = 12 * 60 * 60;
const INTERACTION_TTL_SECONDS = 60 * 60;
const AUTHORIZATION_CODE_TTL_SECONDS = 60;

export interface ProviderSettings {
  readonly db: Database;
  readonly publicUrl: string;
  readonly accessTokenTtlSeconds: number;
  /** The longest a sign-in lasts, renewed or not (SIGN_IN_MAX_DAYS). */
  readonly sessionMaxAgeSeconds: number;
  readonly secrets: IdentitySecrets;
  /** TRUST_PROXY is set: the public scheme and host may come in X-Forwarded-Proto and -Host. */
  readonly behindProxy: boolean;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Whether a session signed in longer ago than `maxAgeSeconds`: then a renewal (prompt=none) is answered
 * login_required and the portal signs in again; the session's own expiry is held to the same end (`Session` ttl).
 */
function pastMaxAge(loginTs: number | undefined, maxAgeSeconds: number): boolean {
  return loginTs !== undefined && nowSeconds() - loginTs >= maxAgeSeconds;
}

export function issuerFor(publicUrl: string): string {
  return `${publicUrl}${IDP_PREFIX}`;
}

/** The audience of access tokens: the resource indicator every portal token is issued for. */
export function apiResourceFor(publicUrl: string): string {
  return `${publicUrl}/api`;
}

/** The claims a user carries, in ID tokens (through the profile scope), userinfo and access tokens. */
function profileClaims(user: User) {
  return {
    name: user.name,
    preferred_username: user.username,
    email: user.email,
    role: user.role,
    ...(user.partnerId !== null ? { partner_id: user.partnerId } : {}),
    ...(user.customerId !== null ? { customer_id: user.customerId } : {}),
  };
}

/** One of our pages as the provider's answer, in the language the request asks for. */
function sendPage(ctx: KoaContextWithOIDC, render: (language: LanguageCode, nonce: string) => string): void {
  const language = pickLanguage({
    query: ctx.query['lang'],
    uiLocales: ctx.oidc?.params?.['ui_locales'],
    cookie: ctx.cookies.get(LANGUAGE_COOKIE, { signed: false }),
    acceptLanguage: ctx.get('accept-language'),
  });
  const nonce = newNonce();
  ctx.set(pageHeaders(nonce));
  ctx.body = render(language, nonce);
}

/**
 * Our first-party portal never sees a consent screen: every authorization request is granted the scopes it
 * asks for, for the signed-in account (oidc-provider's documented way: pre-establish the grant here).
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { client, account, session, provider, resourceServers } = ctx.oidc;
  if (!client || !account || !session) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant =
    existing?.accountId === account.accountId
      ? existing
      : new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
  const requested = [...ctx.oidc.requestParamScopes];
  grant.addOIDCScope(requested.filter((scope) => OIDC_SCOPES.has(scope)).join(' '));
  for (const [indicator, server] of Object.entries(resourceServers ?? {})) {
    const offered = new Set(server.scope.split(' '));
    grant.addResourceScope(indicator, requested.filter((scope) => offered.has(scope)).join(' '));
  }
  // Saved on every request: a silent renewal also extends the grant's life along with the session's.
  await grant.save();
  return grant;
}

export function createProvider({
  db,
  publicUrl,
  accessTokenTtlSeconds,
  sessionMaxAgeSeconds,
  secrets,
  behindProxy,
}: ProviderSettings): Provider {
  const apiResource = apiResourceFor(publicUrl);
  const publicOrigin = new URL(publicUrl).origin;
  const homeUrl = `${publicUrl}/`;
  // Secure cookies behind TLS; a TLS-offloading proxy must send X-Forwarded-Proto (trusted when TRUST_PROXY is set).
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    secure: publicUrl.startsWith('https:'),
  } as const;

  const policy = interactionPolicy.base();
  policy.remove('consent');
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check(
        'session_max_age',
        'the sign-in is older than its maximum age',
        'login_required',
        (ctx) =>
          pastMaxAge(ctx.oidc.session?.loginTs, sessionMaxAgeSeconds) && ctx.oidc.result?.['login'] === undefined,
      ),
    );

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Tagtrail',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        // Silent renewal runs in a hidden iframe with prompt=none, so no refresh token reaches the browser.
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/signin-oidc`, `${publicUrl}/silent-oidc`],
        post_logout_redirect_uris: [`${publicUrl}/signout-oidc`],
      },
    ],
    responseTypes: ['code'],
    pkce: { methods: ['S256'], required: () => true },
    scopes: ['openid'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'role', 'partner_id', 'customer_id'],
      email: ['email'],
    },
    // The portal reads `role` from the ID token itself (spec A §6), not from userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, Number(sub));
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...profileClaims(user) }) };
    },
    async extraTokenClaims(_ctx, token) {
      const user = 'accountId' in token ? await findUserById(db, Number(token.accountId)) : undefined;
      if (!user) return undefined;
      const { role, partner_id, customer_id } = profileClaims(user);
      // The API refuses the token once the account has another version (access-token.ts).
      return { role, username: user.username, partner_id, customer_id, account_version: user.accountVersion };
    },
    loadExistingGrant: loadFirstPartyGrant,
    interactions: {
      policy,
      url: (_ctx, interaction) => `${IDP_PREFIX}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES.join(' '),
            audience: apiResource,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          const sameSite = isSameSiteRequest(
            { secFetchSite: ctx.get('sec-fetch-site'), referer: ctx.get('referer') },
            publicOrigin,
          );
          sendPage(ctx, (language, nonce) => renderSignOut(language, nonce, form, { askFirst: !sameSite, homeUrl }));
        },
        postLogoutSuccessSource(ctx) {
          sendPage(ctx, (language, nonce) => renderMessage('signedOut', language, nonce, homeUrl));
        },
      },
    },
    // The token endpoint is called by the portal's own origin; browsers send Origin on that POST.
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    renderError(ctx, out, error) {
      if (error instanceof errors.SessionNotFound) {
        sendPage(ctx, (language, nonce) => renderMessage('expired', language, nonce, homeUrl));
        return;
      }
      const problem = signInProblemOf(out.error, ctx.status);
      sendPage(ctx, (language, nonce) => renderSignInError({ problem, code: out.error, language, nonce, homeUrl }));
    },
    // The session cookie only ever goes to /idp; the API authenticates by bearer token, never by cookie.
    cookies: { long: { ...cookieOptions, path: IDP_PREFIX }, short: cookieOptions, keys: secrets.cookieKeys },
    jwks: { keys: secrets.signingKeys },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: accessTokenTtlSeconds,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      // Idle for SESSION_TTL_SECONDS, and never past the sign-in's maximum age (at least a second: a ttl must be).
      Session: (_ctx, session) =>
        session.loginTs === undefined
          ? SESSION_TTL_SECONDS
          : Math.max(1, Math.min(SESSION_TTL_SECONDS, session.loginTs + sessionMaxAgeSeconds - nowSeconds())),
      Grant: SESSION_TTL_SECONDS,
    },
    discovery: { ui_locales_supported: ['pt-BR', 'en', 'es'] },
  };

  const provider = new Provider(issuerFor(publicUrl), configuration);
  // Behind a load balancer the public scheme and host arrive in X-Forwarded-* headers; without one, anyone could send
  // them and have the provider name their host in its endpoints (issue 25 §4).
  provider.proxy = behindProxy;
  return provider;
}
