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
import { sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import { loadIdentitySecrets, type IdentitySecrets } from './oidc.keys';
import { idpSecrets } from './identity.schema';
import { loadKeyEncryptionKey, secretBox, type SecretBox } from './secret-box';
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
  /** Picks up rotated signing keys now rather than at the next KEY_RELOAD_INTERVAL_MS (tests, `keys rotate`). */
  reloadKeys(): Promise<void>;
  /** Seals what else the server keeps secret in the database under the key file: the secure lots' keys (issue 27). */
  readonly secretBox: SecretBox;
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export async function registerIdentity(
  app: FastifyInstance,
  { db, config, onSignInFailed }: { db: Database; config: ServerConfig; onSignInFailed?: () => void },
): Promise<Identity> {
  // Before anything is served, and before the demo data would be created.
  await refuseDemoPasswordsInProduction(db, config);
  const box = secretBox(
    await loadKeyEncryptionKey(config.keyFile, {
      create: !(await holdsSealedSecrets(db)),
      production: config.production,
    }),
  );
  let secrets = await loadIdentitySecrets(db, box);
  const providerFor = (current: IdentitySecrets) => {
    const made = createProvider({
      db,
      publicUrl: config.publicUrl,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
      secrets: current,
      behindProxy: config.trustProxy !== false,
    });
    made.on('server_error', (_ctx: unknown, err: unknown) => app.log.error({ err }, 'identity provider error'));
    return made;
  };
  let provider = providerFor(secrets);
  let callback = provider.callback();
  const verifierFor = (current: IdentitySecrets) =>
    accessTokenVerifier({
      issuer: issuerFor(config.publicUrl),
      audience: apiResourceFor(config.publicUrl),
      signingKeys: current.signingKeys,
      accountVersions: accountVersions(db, config.accountCheckCacheSeconds, config.clock),
      ...(config.clock === undefined ? {} : { clock: config.clock }),
    });
  let verifier = verifierFor(secrets);

  const throttle = attemptThrottle(config.signInThrottle);
  await registerSignInRoutes(app, {
    db,
    provider: () => provider,
    homeUrl: `${config.publicUrl}/`,
    throttle,
    knownBrowsers: knownBrowsers({ key: secrets.cookieKeys[0]!, secure: config.publicUrl.startsWith('https:') }),
    production: config.production,
    ...(onSignInFailed === undefined ? {} : { onSignInFailed }),
  });

  // Everything else under /idp is the provider's own Koa app. It reads its own request bodies, so this
  // context parses none, and it sees paths without the prefix; `originalUrl` (Express's convention, which
  // the provider reads) tells it where it is mounted, so the URLs it builds keep /idp.
  await app.register(async (idp) => {
    idp.removeAllContentTypeParsers();
    idp.addContentTypeParser('*', (_request, _payload, done) => done(null));
    idp.all(`${IDP_PREFIX}/*`, (request, reply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const path = request.url.slice(IDP_PREFIX.length);
      raw.originalUrl = `${IDP_PREFIX}${path}`;
      raw.url = path;
      // Behind proxies the provider reads the public scheme and host from X-Forwarded-Proto and -Host, whoever sent
      // them: it is handed what Fastify made of them under TRUST_PROXY, so a client that reached the server past no
      // trusted proxy cannot name another (issue 25 §4).
      if (config.trustProxy !== false) {
        raw.headers['x-forwarded-proto'] = request.protocol;
        raw.headers['x-forwarded-host'] = request.host;
      }
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

  /**
   * A rotation (`tagtrail keys rotate`) or a key's retirement reaches every instance within KEY_RELOAD_INTERVAL_MS,
   * without a restart: the provider is made anew around the new keys (its state is in the database, so sign-ins
   * under way carry on) and the API verifies with them.
   */
  const reloadKeys = async () => {
    // The server's clock decides which keys have retired (tests move it past a retirement rather than wait).
    const loaded = await loadIdentitySecrets(db, box, (config.clock ?? Date.now)());
    if (sameKeys(loaded.signingKeys, secrets.signingKeys)) return;
    secrets = loaded;
    provider = providerFor(loaded);
    callback = provider.callback();
    verifier = verifierFor(loaded);
    app.log.info({ kids: loaded.signingKeys.map((key) => key.kid) }, 'identity: signing keys reloaded');
  };
  const reloadTimer = setInterval(
    () => void reloadKeys().catch((err: unknown) => app.log.warn({ err }, 'identity: key reload failed')),
    KEY_RELOAD_INTERVAL_MS,
  ).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(reloadTimer);
  });

  return {
    verifyAccessToken: (token) => verifier(token),
    attemptThrottle: throttle,
    deviceCookieKeys: secrets.deviceCookieKeys,
    reloadKeys,
    secretBox: box,
  };
}

/** The longest a rotated key takes to reach every instance: retirements wait this long on top of the token's life. */
export const KEY_RELOAD_INTERVAL_MS = 60 * 1000;

function sameKeys(a: readonly JWK[], b: readonly JWK[]): boolean {
  return a.length === b.length && a.every((key, index) => key.kid === b[index]?.kid);
}

/**
 * Whether the database holds secrets sealed under a key file: then that file must exist, and is never made anew. A
 * new database, or one whose secrets an earlier version kept in the clear, gets a new key file at the first start.
 */
async function holdsSealedSecrets(db: Database): Promise<boolean> {
  const sealed = await db
    .select({ name: idpSecrets.name })
    .from(idpSecrets)
    .where(sql`${idpSecrets.value} ->> 'sealed' = '1'`)
    .limit(1);
  return sealed.length > 0;
}
