/** The identity provider's storage adapter over the `idp_records` table (see oidc-provider's example/my_adapter.js). */
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { idpRecords } from './identity.schema';

/** The models whose rows belong to a grant and go when it is revoked (as in the provider's memory adapter). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

const live = sql`(${idpRecords.expiresAt} is null or ${idpRecords.expiresAt} > now())`;

export function databaseAdapter(db: Database) {
  return (kind: string): Adapter => {
    const findWhere = async (condition: SQL): Promise<AdapterPayload | undefined> => {
      const [row] = await db
        .select({ payload: idpRecords.payload, consumedAt: idpRecords.consumedAt })
        .from(idpRecords)
        .where(and(eq(idpRecords.kind, kind), condition, live))
        .limit(1);
      if (!row) return undefined;
      return row.consumedAt
        ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : (row.payload as AdapterPayload);
    };

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: payload as Record<string, unknown>,
          grantId: GRANTABLE.has(kind) ? (payload.grantId ?? null) : null,
          uid: payload.uid ?? null,
          userCode: payload.userCode ?? null,
          consumedAt: null,
          // The database clock decides expiry, so instances with drifting clocks agree.
          expiresAt: expiresIn ? sql`now() + ${expiresIn} * interval '1 second'` : null,
        };
        await db
          .insert(idpRecords)
          .values({ kind, id, ...values })
          .onConflictDoUpdate({ target: [idpRecords.kind, idpRecords.id], set: values });
      },
      find: (id) => findWhere(eq(idpRecords.id, id)),
      findByUid: (uid) => findWhere(eq(idpRecords.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(idpRecords.userCode, userCode)),
      async consume(id) {
        await db
          .update(idpRecords)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(idpRecords.kind, kind), eq(idpRecords.id, id)));
      },
      async destroy(id) {
        await db.delete(idpRecords).where(and(eq(idpRecords.kind, kind), eq(idpRecords.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(idpRecords).where(eq(idpRecords.grantId, grantId));
      },
    };
  };
}

/** Deletes rows past their expiry; finds already ignore them, this only keeps the table small. */
export async function sweepExpiredRecords(db: Database): Promise<void> {
  await db.delete(idpRecords).where(lte(idpRecords.expiresAt, sql`now()`));
}
