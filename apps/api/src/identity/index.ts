/**
 * Identity: the OpenID Connect provider at /idp (oidc-provider, authorization code + PKCE, our sign-in page),
 * the users it signs in, and the check the API runs on every bearer token.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { accessTokenVerifier, type AccessClaims } from './access-token';
import { accountVersions } from './account-versions';
import { sweepExpiredRecords } from './oidc.adapter';
import { loadIdentitySecrets } from './oidc.keys';
import { apiResourceFor, createProvider, IDP_PREFIX, issuerFor } from './oidc.provider';
import { knownBrowsers } from './known-browsers';
import { attemptThrottle, type AttemptThrottle } from './attempt-throttle';
import { registerSignInRoutes } from './sign-in.routes';
import { refuseDemoPasswordsInProduction } from './well-known-passwords';

export type { AccessClaims } from './access-token';
export { hashPassword, verifyPassword } from './password';
export {
  createUser,
  createUserWithTemporaryPassword,
  issueTemporaryPassword,
  changePassword,
  setPassword,
  deleteUser,
  UsernameTakenError,
  USERNAME_TAKEN,
  type NewUser,
  type NewUserWithoutPassword,
  type UserScope,
} from './users.store';
export { TEMPORARY_PASSWORD_TTL_DAYS } from './temporary-password';
export { registerPasswordRoutes } from './password.routes';
export {
  TOO_MANY_ATTEMPTS,
  tooManyAttempts,
  userKey,
  type AttemptThrottle,
  type TooManyAttempts,
} from './attempt-throttle';
export { WELL_KNOWN_PASSWORDS, DEMO_ACCOUNT_NAMES } from './well-known-passwords';
export { IDP_PREFIX, PORTAL_CLIENT_ID } from './oidc.provider';

export interface Identity {
  /** The caller behind a bearer token, or undefined for any token that is not a valid one of ours. */
  verifyAccessToken(token: string): Promise<AccessClaims | undefined>;
  /** The failed-attempt limits, shared with the password change (`registerPasswordRoutes`) and the prize codes. */
  readonly attemptThrottle: AttemptThrottle;
  /** The keys that sign the scan's device cookie (public/scan-device.ts); the first signs, all verify. */
  readonly deviceCookieKeys: readonly string[];
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export async function registerIdentity(
  app: FastifyInstance,
  { db, config, onSignInFailed }: { db: Database; config: ServerConfig; onSignInFailed?: () => void },
): Promise<Identity> {
  // Before anything is served, and before the demo data would be created.
  await refuseDemoPasswordsInProduction(db, config);
  const secrets = await loadIdentitySecrets(db);
  const provider = createProvider({
    db,
    publicUrl: config.publicUrl,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    secrets,
  });
  provider.on('server_error', (_ctx: unknown, err: unknown) => app.log.error({ err }, 'identity provider error'));

  const throttle = attemptThrottle(config.signInThrottle);
  await registerSignInRoutes(app, {
    db,
    provider,
    homeUrl: `${config.publicUrl}/`,
    throttle,
    knownBrowsers: knownBrowsers({ key: secrets.cookieKeys[0]!, secure: config.publicUrl.startsWith('https:') }),
    production: config.production,
    ...(onSignInFailed === undefined ? {} : { onSignInFailed }),
  });

  // Everything else under /idp is the provider's own Koa app. It reads its own request bodies, so this
  // context parses none, and it sees paths without the prefix; `originalUrl` (Express's convention, which
  // the provider reads) tells it where it is mounted, so the URLs it builds keep /idp.
  const callback = provider.callback();
  await app.register(async (idp) => {
    idp.removeAllContentTypeParsers();
    idp.addContentTypeParser('*', (_request, _payload, done) => done(null));
    idp.all(`${IDP_PREFIX}/*`, (request, reply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const path = request.url.slice(IDP_PREFIX.length);
      raw.originalUrl = `${IDP_PREFIX}${path}`;
      raw.url = path;
      reply.hijack();
      void callback(raw, reply.raw);
    });
  });

  // Finds already skip expired rows; sweeping keeps the table from growing. Safe on every instance at once.
  const sweep = () =>
    Promise.all([sweepExpiredRecords(db), throttle.sweep(db)]).catch((err: unknown) =>
      app.log.warn({ err }, 'idp sweep failed'),
    );
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return {
    verifyAccessToken: accessTokenVerifier({
      issuer: issuerFor(config.publicUrl),
      audience: apiResourceFor(config.publicUrl),
      signingKeys: secrets.signingKeys,
      accountVersions: accountVersions(db, config.accountCheckCacheSeconds, config.clock),
      ...(config.clock === undefined ? {} : { clock: config.clock }),
    }),
    attemptThrottle: throttle,
    deviceCookieKeys: secrets.deviceCookieKeys,
  };
}
