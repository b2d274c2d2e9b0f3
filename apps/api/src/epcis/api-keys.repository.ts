/**
 * The calling customer's API keys in SQL (issue 29 §5). Row-level security shows only the caller's (migration 0043);
 * every statement also names the caller's customer (issue 30 §2: a sharded database routes by that filter, not by
 * the policy). A key is made here, 256 random bits after its prefix; only its SHA-256 is stored, and the
 * tenant role cannot read even that back.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { API_KEY_HINT_LENGTH, API_KEY_PREFIX, type ApiKey, type NewApiKey } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { apiKeys } from './api-keys.schema';

/** The hash a key is stored and looked up by. */
export const apiKeyHash = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

const newKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  hint: apiKeys.hint,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
type Row = { id: number; name: string; hint: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };
const apiKeyOf = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The caller's customer's keys: `customerId` is the signed-in customer's, never one a request names. */
export function apiKeyRepository(db: Database, customerId: number) {
  const ofCustomer = eq(apiKeys.customerId, customerId);
  return {
    /** The newest first. */
    async keys(): Promise<ApiKey[]> {
      const rows = await db
        .select(columns)
        .from(apiKeys)
        .where(ofCustomer)
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(apiKeyOf);
    },

    /**
     * Makes a key named `name` for the customer, unless it has `limit` keys that work ('limit'). Makings of one
     * customer wait for each other, so two at once cannot both pass the limit.
     */
    async create(name: string, limit: number): Promise<NewApiKey | 'limit'> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('api_keys'), ${customerId})`);
      const active = await db.$count(apiKeys, and(ofCustomer, isNull(apiKeys.revokedAt)));
      if (active >= limit) return 'limit';
      const key = newKey();
      const hint = key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + API_KEY_HINT_LENGTH);
      // The columns the tenant role may write (migration 0043), named alone: no made-up creation or use times.
      const result = (await db.execute(sql`
        insert into api_keys (customer_id, name, key_hash, hint)
        values (${customerId}, ${name}, ${apiKeyHash(key)}, ${hint})
        returning id, name, hint, created_at, last_used_at, revoked_at`)) as unknown as {
        rows: { id: number; name: string; hint: string; created_at: Date | string }[];
      };
      const row = result.rows[0]!;
      const made = { id: Number(row.id), name: row.name, hint: row.hint, createdAt: new Date(row.created_at) };
      return { apiKey: apiKeyOf({ ...made, lastUsedAt: null, revokedAt: null }), key };
    },

    /** Revokes a key the caller sees (once: a second revocation keeps the first time); undefined when it sees none. */
    async revoke(id: number): Promise<number | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(and(ofCustomer, eq(apiKeys.id, id)))
        .returning({ id: apiKeys.id });
      return row?.id;
    },
  };
}
