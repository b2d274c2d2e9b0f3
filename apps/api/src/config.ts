/** The server's settings, read once from the environment at start. */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  /** The address browsers use to reach this server; the identity provider issues tokens for it. */
  publicUrl: string;
  /**
   * A PostgreSQL server, as its tables' owner: migrations and the server's own work; when absent, the embedded PGlite
   * in `dataDir` is used.
   */
  databaseUrl?: string;
  /**
   * DATABASE_API_URL: the same database as a login role that holds only the tenant role, for every API call (issue 25
   * §3; README "Running it for real"). Required in production with DATABASE_URL.
   */
  databaseApiUrl?: string;
  /** PGlite's folder, or `memory://` for a database that lives only as long as the process (tests). */
  dataDir: string;
  /**
   * Tests: a dump of a migrated PGlite (`dumpDataDir`) a new database starts from, in memory or in a folder that
   * holds none yet, rather than making one from nothing (1.7 s of a test server's 2.4 s start); the migrations still
   * run and find nothing to do. Never read from the environment.
   */
  pgliteTemplate?: string;
  /** Where uploaded files are kept (app templates, images), or `memory://` (tests). */
  filesDir: string;
  demoData: boolean;
  /**
   * NODE_ENV=production: demo data is off unless DEMO_DATA asks for it, and a server that is asked for it, or whose
   * demo accounts still have the demo password (printed in the README), refuses to start.
   */
  production: boolean;
  /**
   * TAGTRAIL_KEY_FILE: the file of the key that seals the secrets kept in the database (identity/secret-box.ts).
   * Required in production. Elsewhere it defaults to `<DATA_DIR>.key` beside PGlite's folder, or to `tagtrail.key` at
   * the repository root with DATABASE_URL, and the first start makes it. Absent only for an in-memory database, whose
   * secrets live as long as the process and are sealed under a key of that process.
   */
  keyFile?: string;
  /**
   * SIGN_IN_MAX_DAYS (default 7): how long a sign-in lasts at most, however often the portal renews it; after it the
   * user signs in again. The provider session's idle limit (12 hours without the portal open) applies besides.
   */
  sessionMaxAgeSeconds: number;
  /** Password guessing limits, counted in the database (identity/attempt-throttle.ts). */
  signInThrottle: SignInThrottle;
  /**
   * Seconds an instance trusts its last look at an account's version, 0 to 60: at most this long after an account is
   * deleted or its password changed or reissued, its access tokens still work.
   */
  accountCheckCacheSeconds: number;
  logLevel: string;
  /** Tests: where the log lines go instead of standard output, to read what the server logged. Never from the environment. */
  logStream?: { write(line: string): void };
  accessTokenTtlSeconds: number;
  /**
   * Calls per minute one client address may make to each public endpoint (no token needed, such as the scan path);
   * 0 turns the limit off. Counted in each server's memory: behind N servers a client gets up to N times as many.
   */
  publicRateLimitPerMinute: number;
  /** New devices one client address (IPv6 by its /64) may make in an hour; past it scans enter no draw. 0: no limit. */
  newDevicesPerAddressPerHour: number;
  /**
   * READING_FOLD_INTERVAL_MS: how often the server folds the readings scans noted into the devices, the reading
   * places and the dashboard's aggregates (tags/fold-readings.ts), default 1000; 0 leaves every fold to their readers,
   * who fold before reading anyway. Larger batches fold cheaper a reading: `pnpm bench:scan` on PostgreSQL, scan /
   * floor 78 % at 250 ms, 83-88 % at 1000 ms (medians of 3 rounds); a reader then folds at most a second's scans.
   */
  readingFoldIntervalMs: number;
  /**
   * READINGS_RETENTION_MONTHS: how many whole months of readings before the current one a deployment keeps; unset,
   * every reading is kept. Older months are dropped whole, an hour after start and every hour, once the fold has
   * counted them into the dashboard's aggregates (tags/reading-partitions.ts, migration 0046).
   */
  readingsRetentionMonths?: number;
  /**
   * WEBHOOK_SEND_INTERVAL_MS: how often the server looks for alert deliveries due (alert-webhooks/webhook-outbox.ts),
   * default 2000; 0 sends none (tests send them themselves).
   */
  webhookSendIntervalMs: number;
  /**
   * Tests: what a webhook's host resolves to, at registration and delivery, in place of the system's resolver (the
   * suites run offline and register public-looking names). Never read from the environment.
   */
  webhookResolve?: (host: string) => Promise<readonly { address: string; family: number }[]>;
  /**
   * Tests: the time, in ms since the epoch, by which the API judges an access token expired and its cached account
   * versions stale, so a test moves time on instead of waiting for it. Never read from the environment.
   */
  clock?: () => number;
  /**
   * Which proxies in front may name the client and the host (X-Forwarded-For, -Host, -Proto): `false` (none, the
   * default), how many hops from the right are proxies (1 for one load balancer), or their addresses and CIDR ranges.
   * The client is then the first address from the right that is not a proxy's, never the left-most one, which the
   * client writes itself; so `true` (any) is refused. Without it, behind a load balancer every client shares the
   * balancer's address for the rate limit, and the Host must be passed on as the browser sent it.
   */
  trustProxy: false | number | string[];
  /**
   * METRICS_TOKEN: the bearer token a Prometheus scraper sends for /metrics (at least 16 characters); unset, there is
   * no /metrics.
   */
  metricsToken?: string;
  /** PROMOTION_JOB_STEP_PAUSE_MS: a pause between a promotion job's steps, for tests of a server killed mid-job. */
  promotionJobStepPauseMs: number;
  portalDist: string;
  publicDist: string;
  /**
   * SUPPORT_URL: where the portal's "Help and support" leads (an http or https address; `{lang}` in it becomes pt, en
   * or es). Unset, it leads to the support page this server ships (/support/{lang}).
   */
  supportUrl?: string;
  /**
   * The app-less pages' app links (issue 12 §4). STORE_URL_APPLE and STORE_URL_GOOGLE: the mobile app's listings,
   * where /store sends a phone (one white-label app serves every tenant); unset, the store page says the app is not
   * in that store yet. PRIVACY_POLICY_URL: where
   * /politica/privacidade.pdf leads (unset: the privacy page this server ships, /privacy/{lang}). IOS_APP_IDS:
   * comma-separated TEAMID.bundle ids the apple-app-site-association file names, so /t/* opens the app when installed.
   */
  appLinks: {
    readonly storeUrlApple?: string;
    readonly storeUrlGoogle?: string;
    readonly privacyPolicyUrl?: string;
    readonly iosAppIds: readonly string[];
  };
}

/**
 * Failed password attempts allowed in a window, per account (sign-in, the one-time password's new-password step and
 * change-password each count on their own), and accounts that failed per client address. Past the limit even the
 * right password waits for the window to pass: a wait, never a lockout for good.
 */
export interface SignInThrottle {
  windowSeconds: number;
  accountLimit: number;
  addressLimit: number;
}

export const IN_MEMORY_DATA_DIR = 'memory://';

/** apps/api/src → the repository root, so defaults do not depend on where `pnpm` was started. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveInteger(env, 'PORT', 8080);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  const logLevel = nonBlank(env.LOG_LEVEL) ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const databaseUrl = nonBlank(env.DATABASE_URL);
  const databaseApiUrl = nonBlank(env.DATABASE_API_URL);
  const supportUrl = supportUrlOf(nonBlank(env.SUPPORT_URL));
  const production = nonBlank(env.NODE_ENV) === 'production';
  const dataDir = resolveDataDir(nonBlank(env.DATA_DIR) ?? './data');
  return {
    port,
    publicUrl: publicUrlOf(nonBlank(env.PUBLIC_URL) ?? `http://localhost:${port}`),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    ...databaseApiUrlOf(databaseApiUrl, { databaseUrl, production }),
    dataDir,
    filesDir: filesDirOf(env),
    demoData: !FALSE_WORDS.includes((nonBlank(env.DEMO_DATA) ?? (production ? 'false' : 'true')).toLowerCase()),
    production,
    ...keyFileOf(env, { production, databaseUrl, dataDir }),
    sessionMaxAgeSeconds: positiveInteger(env, 'SIGN_IN_MAX_DAYS', 7) * 24 * 60 * 60,
    signInThrottle: {
      windowSeconds: positiveInteger(env, 'SIGN_IN_WINDOW', 15 * 60),
      accountLimit: positiveInteger(env, 'SIGN_IN_ACCOUNT_LIMIT', 10),
      // Offices and mobile carriers put many people behind one address: it counts accounts that fail, not failures.
      addressLimit: positiveInteger(env, 'SIGN_IN_ADDRESS_LIMIT', 100),
    },
    accountCheckCacheSeconds: accountCheckCacheOf(env),
    logLevel,
    accessTokenTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL', 3600),
    // Generous: shoppers behind one mobile carrier's shared address scan from the same IP.
    publicRateLimitPerMinute: wholeNumber(env, 'PUBLIC_RATE_LIMIT', 300),
    // A shop's Wi-Fi puts its shoppers behind one address; a script making a device per scan is past this in minutes.
    newDevicesPerAddressPerHour: wholeNumber(env, 'NEW_DEVICES_PER_ADDRESS_PER_HOUR', 120),
    readingFoldIntervalMs: wholeNumber(env, 'READING_FOLD_INTERVAL_MS', 1000),
    ...(nonBlank(env.READINGS_RETENTION_MONTHS) === undefined
      ? {}
      : { readingsRetentionMonths: positiveInteger(env, 'READINGS_RETENTION_MONTHS', 1) }),
    webhookSendIntervalMs: wholeNumber(env, 'WEBHOOK_SEND_INTERVAL_MS', 2000),
    trustProxy: trustProxyOf(nonBlank(env.TRUST_PROXY), nonBlank(env.PUBLIC_URL)),
    ...metricsTokenOf(nonBlank(env.METRICS_TOKEN)),
    promotionJobStepPauseMs: wholeNumber(env, 'PROMOTION_JOB_STEP_PAUSE_MS', 0),
    portalDist: path.join(REPO_ROOT, 'apps/portal/dist'),
    publicDist: path.join(REPO_ROOT, 'apps/public/dist'),
    ...(supportUrl === undefined ? {} : { supportUrl }),
    appLinks: appLinksOf(env),
  };
}

/** DATABASE_API_URL: only beside DATABASE_URL, and required with it in production (see ServerConfig.databaseApiUrl). */
function databaseApiUrlOf(
  text: string | undefined,
  { databaseUrl, production }: { databaseUrl: string | undefined; production: boolean },
): { databaseApiUrl?: string } {
  if (text !== undefined && databaseUrl === undefined)
    throw new Error('DATABASE_API_URL names the API login of the DATABASE_URL database: set DATABASE_URL too');
  if (text === undefined && databaseUrl !== undefined && production)
    throw new Error(
      'DATABASE_API_URL is required in production with PostgreSQL: a login role holding only the tenant role, ' +
        'for the API calls (README "Running it for real")',
    );
  return text === undefined ? {} : { databaseApiUrl: text };
}

/** TAGTRAIL_KEY_FILE, or where it is kept by default outside production (see ServerConfig.keyFile). */
function keyFileOf(
  env: NodeJS.ProcessEnv,
  { production, databaseUrl, dataDir }: { production: boolean; databaseUrl: string | undefined; dataDir: string },
): { keyFile?: string } {
  const named = nonBlank(env.TAGTRAIL_KEY_FILE);
  if (named !== undefined) return { keyFile: path.resolve(named) };
  if (production)
    throw new Error(
      'TAGTRAIL_KEY_FILE is required in production: the file of the key that seals the secrets in the database ' +
        '(make one with `pnpm tagtrail keys create-file <file>`, keep it apart from the backups)',
    );
  if (databaseUrl !== undefined) return { keyFile: path.join(REPO_ROOT, 'tagtrail.key') };
  if (dataDir === IN_MEMORY_DATA_DIR) return {};
  return { keyFile: `${dataDir.replace(/[\\/]+$/, '')}.key` };
}

/** The app links, each address checked at start so a typo is not found by a shopper. */
function appLinksOf(env: NodeJS.ProcessEnv): ServerConfig['appLinks'] {
  const privacyPolicyUrl = webAddress('PRIVACY_POLICY_URL', nonBlank(env.PRIVACY_POLICY_URL));
  const storeUrlApple = webAddress('STORE_URL_APPLE', nonBlank(env.STORE_URL_APPLE));
  const storeUrlGoogle = webAddress('STORE_URL_GOOGLE', nonBlank(env.STORE_URL_GOOGLE));
  return {
    ...(storeUrlApple === undefined ? {} : { storeUrlApple }),
    ...(storeUrlGoogle === undefined ? {} : { storeUrlGoogle }),
    ...(privacyPolicyUrl === undefined ? {} : { privacyPolicyUrl }),
    iosAppIds: (nonBlank(env.IOS_APP_IDS) ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  };
}

function webAddress(name: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http or https address, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http or https address, got "${text}"`);
  return text;
}

/** SUPPORT_URL: an absolute http or https address, checked at start so a typo is not found by a user. */
function supportUrlOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text.replaceAll('{lang}', 'pt'));
  } catch {
    throw new Error(`SUPPORT_URL must be an http or https address, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SUPPORT_URL must be an http or https address, got "${text}"`);
  return text;
}

/** The one address the server answers at (other hosts are redirected to it), without a trailing slash. */
function publicUrlOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https address, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http or https address, got "${text}"`);
  return text.replace(/\/+$/, '');
}

/** Names proxy-addr (Fastify's) takes for ranges of private addresses. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: a hop count or the proxies' addresses. Trusting any proxy (`true`) would make the left-most
 * X-Forwarded-For the client's address, and that one the client chooses: every rate limit and sign-in limit by
 * address would be one header away.
 */
function trustProxyOf(text: string | undefined, publicUrl: string | undefined): ServerConfig['trustProxy'] {
  if (text === undefined || FALSE_WORDS.includes(text.toLowerCase())) {
    // The server speaks plain http: an https address means a proxy ends TLS, and only its X-Forwarded-Proto tells the
    // identity provider the request was secure, without which it cannot set its (secure) cookies.
    if (publicUrl?.toLowerCase().startsWith('https:'))
      throw new Error(
        'PUBLIC_URL is https, which this server does not serve itself: set TRUST_PROXY to the proxy that ends TLS ' +
          '(the number of proxies in front, 1 for one, or their addresses)',
      );
    return false;
  }
  if (['true', 'yes', 'on'].includes(text.toLowerCase()))
    throw new Error(
      `TRUST_PROXY=${text} would take the client's address from what the client writes in X-Forwarded-For: give the ` +
        'number of proxies in front of the server (1 for one load balancer) or their addresses (CIDR ranges too), ' +
        'comma-separated',
    );
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const unreadable = proxies.find((proxy) => !isAddressOrRange(proxy));
  if (unreadable !== undefined)
    throw new Error(
      'TRUST_PROXY must be a number of proxies or their addresses (CIDR ranges too), comma-separated; ' +
        `"${unreadable}" is neither`,
    );
  return proxies;
}

function isAddressOrRange(text: string): boolean {
  if (NAMED_RANGES.includes(text) || isIP(text) !== 0) return true;
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || bits === undefined || rest.length > 0) return false;
  // IPv4 ranges may give their mask as an address (10.0.0.0/255.0.0.0).
  if (version === 4 && isIP(bits) === 4) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** METRICS_TOKEN: a guessable token would publish what the server does; 16 characters at least. */
function metricsTokenOf(token: string | undefined): { metricsToken?: string } {
  if (token === undefined) return {};
  if (token.length < 16) throw new Error('METRICS_TOKEN must have at least 16 characters');
  return { metricsToken: token };
}

/** ACCOUNT_CHECK_CACHE: 30 s by default; more than a minute would break the promise made for deleted accounts. */
function accountCheckCacheOf(env: NodeJS.ProcessEnv): number {
  const text = nonBlank(env.ACCOUNT_CHECK_CACHE);
  if (text === undefined) return 30;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 60)
    throw new Error(`ACCOUNT_CHECK_CACHE must be a whole number of seconds from 0 to 60, got "${text}"`);
  return value;
}

/** Relative folders are taken from the repository root: `pnpm start` runs the server from apps/api. */
function resolveDataDir(dataDir: string): string {
  return dataDir === IN_MEMORY_DATA_DIR ? dataDir : path.resolve(REPO_ROOT, dataDir);
}

/** FILES_DIR, or a `files` folder inside the data folder; in memory when the data folder is. */
function filesDirOf(env: NodeJS.ProcessEnv): string {
  const told = nonBlank(env.FILES_DIR);
  if (told !== undefined) return resolveDataDir(told);
  const dataDir = resolveDataDir(nonBlank(env.DATA_DIR) ?? './data');
  return dataDir === IN_MEMORY_DATA_DIR ? dataDir : path.join(dataDir, 'files');
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonBlank(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonBlank(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${text}"`);
  return value;
}
