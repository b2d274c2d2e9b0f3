/**
 * The current version of each account, as the access-token check needs it on every API call: read from the database
 * at most once per account every `cacheSeconds` on each instance, so the check costs next to nothing and a deleted
 * or reset account still stops working within that time.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from './identity.schema';

export interface AccountVersions {
  /**
   * The account's version now, or undefined when it no longer exists. `seen`: a version a token of ours carries.
   * Versions only grow, so one newer than the cached version was issued after the cache was filled (a new sign-in
   * after a password change): the cache is passed over, and the new token works at once.
   */
  current(userId: number, seen?: number): Promise<number | undefined>;
}

/** Enough for every account signed in at once on a busy instance; older entries make room (the map keeps order). */
const MAX_ENTRIES = 10_000;

interface Entry {
  readonly version: number | undefined;
  readonly until: number;
}

export function accountVersions(db: Database, cacheSeconds: number, clock: () => number = Date.now): AccountVersions {
  const cache = new Map<number, Entry>();
  // Calls arriving together for one account share one query.
  const inFlight = new Map<number, Promise<number | undefined>>();

  async function read(userId: number): Promise<number | undefined> {
    const [row] = await db.select({ version: users.accountVersion }).from(users).where(eq(users.id, userId));
    return row?.version;
  }

  return {
    async current(userId, seen) {
      if (!Number.isSafeInteger(userId)) return undefined;
      const cached = cache.get(userId);
      const outgrown = seen !== undefined && cached?.version !== undefined && seen > cached.version;
      if (cached !== undefined && cached.until > clock() && !outgrown) return cached.version;
      const pending = inFlight.get(userId);
      if (pending !== undefined) return pending;
      const lookup = read(userId).finally(() => inFlight.delete(userId));
      inFlight.set(userId, lookup);
      const version = await lookup;
      if (cacheSeconds > 0) {
        cache.delete(userId);
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as number);
        cache.set(userId, { version, until: clock() + cacheSeconds * 1000 });
      }
      return version;
    },
  };
}
