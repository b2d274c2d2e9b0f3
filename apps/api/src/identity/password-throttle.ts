/**
 * Password guessing slowed down: failed attempts counted per window in the database (`password_throttles`), so every
 * instance shares them. Past the limit an attempt is refused before its password is even hashed, the right one too,
 * until the window that began with the first failure has passed: a wait the page names, never a lockout for good.
 */
import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { SignInThrottle } from '../config';
import type { Database } from '../db/client';

/**
 * What is counted: the sign-in name typed ('account'; 'known-account' from a browser that signed in as it before,
 * known-browsers.ts), the client address ('address'), and, by user id, the one-time password's new-password step
 * ('new-password') and the API's password change ('password-change', the only kind the tenant role may touch:
 * migration 0008).
 */
export type ThrottleKind = 'account' | 'known-account' | 'address' | 'new-password' | 'password-change';

export interface ThrottleKey {
  readonly kind: ThrottleKind;
  readonly subject: string;
}

/** A refused attempt: how long until the window passes and attempts are counted afresh. */
export interface TooManyAttempts {
  readonly retryAfterSeconds: number;
}

export interface PasswordThrottle {
  /**
   * Counts an attempt before its password is checked and answers a refusal when the limit was already reached.
   * Counting first is what makes the limit hold against a burst of parallel attempts: each takes its place in the
   * count before any of them is checked. Keys are tried in order; a refusal stops the count there, so a blocked
   * address does not go on to count against the accounts it names.
   */
  attempt(db: Database, ...keys: ThrottleKey[]): Promise<TooManyAttempts | undefined>;
  /** The attempt succeeded: its account's count starts again, and the address gets its attempt back. */
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

export const addressKey = (ip: string): ThrottleKey => ({ kind: 'address', subject: clientAddress(ip) });

export const userKey = (kind: 'new-password' | 'password-change', userId: number): ThrottleKey => ({
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

export function passwordThrottle(settings: SignInThrottle): PasswordThrottle {
  const limitOf = (kind: ThrottleKind) => (kind === 'address' ? settings.addressLimit : settings.accountLimit);
  const window = sql`(${settings.windowSeconds}::integer * interval '1 second')`;

  async function count(db: Database, { kind, subject }: ThrottleKey): Promise<TooManyAttempts | undefined> {
    const limit = limitOf(kind);
    // The database's clock, so instances whose clocks drift agree on the window. Once past the limit the count stays
    // at limit + 1: refusals are not failures, and the window does not move, so the wait named is the wait there is.
    const result = await db.execute(sql`
      insert into password_throttles as t (kind, subject, failures, window_started_at)
      values (${kind}, ${subject}, 1, now())
      on conflict (kind, subject) do update set
        failures = case
          when t.window_started_at <= now() - ${window} then 1
          when t.failures > ${limit}::integer then t.failures
          else t.failures + 1 end,
        window_started_at = case when t.window_started_at <= now() - ${window} then now() else t.window_started_at end
      returning failures,
        ceil(extract(epoch from (t.window_started_at + ${window} - now())))::integer as seconds_left`);
    const row = (result as unknown as { rows: CountRow[] }).rows[0];
    if (row === undefined || row.failures <= limit) return undefined;
    return { retryAfterSeconds: Math.max(1, row.seconds_left) };
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
      for (const { kind, subject } of keys) {
        // An address is shared by many people: a success gives back its own attempt and forgives nobody else's.
        await db.execute(
          kind === 'address'
            ? sql`update password_throttles set failures = greatest(failures - 1, 0)
                  where kind = ${kind} and subject = ${subject}`
            : sql`delete from password_throttles where kind = ${kind} and subject = ${subject}`,
        );
      }
    },
    async sweep(db) {
      await db.execute(sql`delete from password_throttles where window_started_at <= now() - ${window}`);
    },
  };
}

/** Whole minutes, rounded up, for the page's 'try again in N minutes'. */
export function minutesOf(refusal: TooManyAttempts): number {
  return Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60));
}
