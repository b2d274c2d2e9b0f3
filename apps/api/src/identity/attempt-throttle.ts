/**
 * Guessing slowed down: failed attempts counted per window in the database (`password_throttles`), so every instance
 * shares them — passwords (the sign-in page, the new-password step, the password change) and prize codes (issue 24
 * §2). Past the limit an attempt is refused before it is even checked, the right one too, until the window that began
 * with the first failure has passed: a wait the answer names, never a lockout for good.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import { PRIZE_CODE_ATTEMPTS_PER_MINUTE } from '@tagtrail/domain';
import type { SignInThrottle } from '../config';
import type { Database } from '../db/client';
import { ApiFailure } from '../http/api-failure';

/**
 * What is counted: the sign-in name typed ('account'; 'known-account' from a browser that signed in as it before,
 * known-browsers.ts), the client address ('address': the distinct names that failed from it, each noted once per window
 * of the address as 'address-account'), and, by user id, the one-time password's new-password step ('new-password'),
 * the API's password change ('password-change') and the prize codes an account looks up or withdraws that are not its
 * customer's ('prize-code'). The last two are the only kinds the tenant role may touch, each only its own account's
 * (migrations 0008 and 0028).
 */
export const THROTTLE_KINDS = [
  'account',
  'known-account',
  'address',
  'address-account',
  'new-password',
  'password-change',
  'prize-code',
] as const;
export type ThrottleKind = (typeof THROTTLE_KINDS)[number];

export type ThrottleKey =
  | { readonly kind: Exclude<ThrottleKind, 'address'>; readonly subject: string }
  /** `account`: the name tried from the address, as `accountKey` reads it. */
  | { readonly kind: 'address'; readonly subject: string; readonly account: string };

/** How many failures a window allows, and how long the window is. */
export interface AttemptLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** issue 24 §2: a wrong prize code 10 times a minute, then wait. */
export const PRIZE_CODE_LIMIT: AttemptLimit = { limit: PRIZE_CODE_ATTEMPTS_PER_MINUTE, windowSeconds: 60 };

/**
 * Kinds whose success gives back only its own attempt rather than clearing the count: a till that knows one right code
 * must not wipe its guesses out by typing it between them. (An address gives back only the account that succeeded.)
 */
const GIVES_BACK_ONE: ReadonlySet<ThrottleKind> = new Set<ThrottleKind>(['prize-code']);

/** A refused attempt: how long until the window passes and attempts are counted afresh. */
export interface TooManyAttempts {
  readonly retryAfterSeconds: number;
}

export interface AttemptThrottle {
  /**
   * Counts an attempt before it is checked and answers a refusal when the limit was already reached. Counting first
   * is what makes the limit hold against a burst of parallel attempts: each takes its place in the count before any
   * of them is checked. Keys are tried in order; a refusal stops the count there, so a blocked address does not go on
   * to count against the accounts it names.
   */
  attempt(db: Database, ...keys: ThrottleKey[]): Promise<TooManyAttempts | undefined>;
  /**
   * The attempt succeeded: its account's count starts again; an address gets back only this account, an account's
   * prize codes only this attempt.
   */
  succeeded(db: Database, ...keys: ThrottleKey[]): Promise<void>;
  /** Drops the counts whose window has passed. */
  sweep(db: Database): Promise<void>;
}

/** Longer names are cut: two that share their first 200 characters share a count, which costs nobody anything. */
const SUBJECT_LENGTH = 200;

export const accountKey = (username: string, knownBrowser = false): ThrottleKey => ({
  kind: knownBrowser ? 'known-account' : 'account',
  // PostgreSQL text cannot hold NUL; a name with one matches no account anyway.
  subject: username.trim().toLowerCase().replaceAll('\u0000', '').slice(0, SUBJECT_LENGTH),
});

/**
 * The client address, counting the distinct account names that fail from it (issue 25 §4): many people share an
 * office's or a carrier's address, and someone hammering one account must not lock all of them out; that account's
 * own limit stops them.
 */
export const addressKey = (ip: string, account: string): ThrottleKey => ({
  kind: 'address',
  subject: clientAddress(ip),
  account: accountKey(account).subject,
});

/**
 * An account name noted at an address: a digest, so the row is short and holds no name typed (a password typed into
 * the name field, say) a second time.
 */
function addressAccountSubject(address: string, account: string): string {
  const digest = createHash('sha256').update(account).digest('base64url').slice(0, 22);
  return `${address.slice(0, SUBJECT_LENGTH - digest.length - 1)} ${digest}`;
}

export const userKey = (kind: 'new-password' | 'password-change' | 'prize-code', userId: number): ThrottleKey => ({
  kind,
  subject: String(userId),
});

/**
 * The address counted for a client: IPv4 as it is (also when it comes IPv4-mapped), IPv6 by its /64, since one
 * subscriber commonly holds a whole /64 and could otherwise take a fresh address for every attempt.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(ip)) return ip.slice(0, SUBJECT_LENGTH);
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const groups = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':'));
  const front = groups(head);
  const back = groups(tail);
  const full =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

interface CountRow {
  failures: number;
  seconds_left: number;
}

/** The throttle of every kind: the sign-in settings for the password kinds, `prizeCodes` for the prize codes. */
export function attemptThrottle(signIn: SignInThrottle, prizeCodes: AttemptLimit = PRIZE_CODE_LIMIT): AttemptThrottle {
  const limitOf = (kind: ThrottleKind): AttemptLimit =>
    kind === 'prize-code'
      ? prizeCodes
      : { limit: kind === 'address' ? signIn.addressLimit : signIn.accountLimit, windowSeconds: signIn.windowSeconds };
  const windowOf = (kind: ThrottleKind) => sql`(${limitOf(kind).windowSeconds}::integer * interval '1 second')`;
  const refusalOf = (row: CountRow | undefined, limit: number): TooManyAttempts | undefined =>
    row === undefined || row.failures <= limit ? undefined : { retryAfterSeconds: Math.max(1, row.seconds_left) };

  /**
   * An address counts an account once per window of its own: the account's 'address-account' row carries the window
   * it was counted in. Attempts from one address take turns (its row stays locked until the transaction ends), so the
   * count holds against a burst as the others do; past the limit every account is refused from there.
   */
  async function countAtAddress(db: Database, address: string, account: string): Promise<TooManyAttempts | undefined> {
    const { limit } = limitOf('address');
    const window = windowOf('address');
    const secondsLeft = sql`ceil(extract(epoch from (t.window_started_at + ${window} - now())))::integer`;
    return db.transaction(async (tx) => {
      const current = await tx.execute(sql`
        insert into password_throttles as t (kind, subject, failures, window_started_at)
        values ('address', ${address}, 0, now())
        on conflict (kind, subject) do update set
          failures = case when t.window_started_at <= now() - ${window} or t.failures = 0 then 0 else t.failures end,
          window_started_at = case
            when t.window_started_at <= now() - ${window} or t.failures = 0 then now()
            else t.window_started_at end
        returning failures, ${secondsLeft} as seconds_left`);
      const refused = refusalOf((current as unknown as { rows: CountRow[] }).rows[0], limit);
      if (refused !== undefined) return refused;
      const noted = await tx.execute(sql`
        insert into password_throttles as t (kind, subject, failures, window_started_at)
        select 'address-account', ${addressAccountSubject(address, account)}, 1, a.window_started_at
          from password_throttles a where a.kind = 'address' and a.subject = ${address}
        on conflict (kind, subject) do update set
          failures = case when t.window_started_at = excluded.window_started_at then t.failures + 1 else 1 end,
          window_started_at = excluded.window_started_at
        returning failures`);
      const triesOfAccount = (noted as unknown as { rows: { failures: number }[] }).rows[0]?.failures ?? 1;
      if (triesOfAccount > 1) return undefined;
      const counted = await tx.execute(sql`
        update password_throttles as t set failures = t.failures + 1
          where t.kind = 'address' and t.subject = ${address}
        returning t.failures, ${secondsLeft} as seconds_left`);
      return refusalOf((counted as unknown as { rows: CountRow[] }).rows[0], limit);
    });
  }

  async function count(db: Database, key: ThrottleKey): Promise<TooManyAttempts | undefined> {
    if (key.kind === 'address') return countAtAddress(db, key.subject, key.account);
    const { kind, subject } = key;
    const { limit } = limitOf(kind);
    const window = windowOf(kind);
    // The database's clock, so instances whose clocks drift agree on the window. Once past the limit the count stays
    // at limit + 1: refusals are not failures, and the window does not move, so the wait named is the wait there is.
    // A count that successes gave all back (0) has no first failure yet: the window begins afresh with this attempt.
    const result = await db.execute(sql`
      insert into password_throttles as t (kind, subject, failures, window_started_at)
      values (${kind}, ${subject}, 1, now())
      on conflict (kind, subject) do update set
        failures = case
          when t.window_started_at <= now() - ${window} or t.failures = 0 then 1
          when t.failures > ${limit}::integer then t.failures
          else t.failures + 1 end,
        window_started_at = case
          when t.window_started_at <= now() - ${window} or t.failures = 0 then now()
          else t.window_started_at end
      returning failures,
        ceil(extract(epoch from (t.window_started_at + ${window} - now())))::integer as seconds_left`);
    return refusalOf((result as unknown as { rows: CountRow[] }).rows[0], limit);
  }

  return {
    async attempt(db, ...keys) {
      for (const key of keys) {
        const refused = await count(db, key);
        if (refused !== undefined) return refused;
      }
      return undefined;
    },
    async succeeded(db, ...keys) {
      for (const key of keys) {
        const { kind, subject } = key;
        if (kind === 'address') {
          // The account is forgiven at the address, if it was counted in the address's present window.
          await db.execute(sql`
            with forgiven as (
              delete from password_throttles
                where kind = 'address-account' and subject = ${addressAccountSubject(subject, key.account)}
                returning window_started_at)
            update password_throttles as a set failures = greatest(a.failures - 1, 0)
              from forgiven
              where a.kind = 'address' and a.subject = ${subject}
                and a.window_started_at = forgiven.window_started_at`);
          continue;
        }
        await db.execute(
          GIVES_BACK_ONE.has(kind)
            ? sql`update password_throttles set failures = greatest(failures - 1, 0)
                  where kind = ${kind} and subject = ${subject}`
            : sql`delete from password_throttles where kind = ${kind} and subject = ${subject}`,
        );
      }
    },
    async sweep(db) {
      for (const kind of THROTTLE_KINDS)
        await db.execute(
          sql`delete from password_throttles where kind = ${kind} and window_started_at <= now() - ${windowOf(kind)}`,
        );
    },
  };
}

/** Whole minutes, rounded up, for the page's 'try again in N minutes'. */
export function minutesOf(refusal: TooManyAttempts): number {
  return Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60));
}

/** Error code of an API call refused by an attempt limit (429; the route sends Retry-After). */
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** The API's 429: the message key the page shows, with the wait in minutes and in seconds. */
export const tooManyAttempts = (messageKey: string, refusal: TooManyAttempts): ApiFailure =>
  new ApiFailure(429, TOO_MANY_ATTEMPTS, messageKey, [
    { key: messageKey, params: { minutes: minutesOf(refusal), seconds: refusal.retryAfterSeconds } },
  ]);
