/**
 * The provider's signing keys and cookie keys, and the key that signs the scan's device cookie: made once, kept in
 * `idp_secrets` sealed under the key file (secret-box.ts), shared by every instance. Signing keys rotate
 * (`tagtrail keys rotate`): the new key signs, the old ones are still published and still verify until the longest
 * token they signed has expired.
 */
import { createPublicKey, generateKeyPair, randomBytes, type JsonWebKey } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from '../db/client';
import { idpSecrets } from './identity.schema';
import { isSealed, type SealedSecret, type SecretBox } from './secret-box';

/** ID tokens and access tokens are signed with RS256, the algorithm every OIDC client supports. */
export const SIGNING_ALG = 'RS256';

export interface IdentitySecrets {
  /** Private JWKs still in use; the first signs, all verify and are published. */
  readonly signingKeys: JWK[];
  /** Cookie signing secrets; the first signs, all verify. */
  readonly cookieKeys: string[];
  /** The device cookie's signing secrets (issue 24 §1); the first signs, all verify. */
  readonly deviceCookieKeys: string[];
}

/** A signing key as stored: when it was made and, once another key has replaced it, when it stops verifying. */
export interface StoredSigningKey {
  readonly jwk: JWK;
  readonly createdAt: string;
  readonly retireAt?: string;
}

const SIGNING_KEYS = 'signing-keys';

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALG, use: 'sig' };
}

const newSecret = async () => [randomBytes(32).toString('base64url')];

/** Before rotation existed the signing keys were a bare list of JWKs. */
function signingKeysOf(value: unknown): StoredSigningKey[] {
  const list = value as (StoredSigningKey | JWK)[];
  return list.map((entry) =>
    'jwk' in entry ? (entry as StoredSigningKey) : { jwk: entry as JWK, createdAt: new Date(0).toISOString() },
  );
}

/**
 * Reads a secret, creating it first when absent; two instances starting together keep whichever wrote first. A
 * secret stored in the clear by a version before sealing is sealed in place on the first start that reads it.
 */
async function loadOrCreate<T>(db: Database, box: SecretBox, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(idpSecrets).where(eq(idpSecrets.name, name)))[0]?.value;
  let stored = await read();
  if (stored === undefined) {
    await db
      .insert(idpSecrets)
      .values({ name, value: box.seal(name, await create()) })
      .onConflictDoNothing();
    stored = await read();
  }
  if (isSealed(stored)) return box.open(name, stored) as T;
  await db
    .update(idpSecrets)
    .set({ value: box.seal(name, stored) })
    .where(eq(idpSecrets.name, name));
  return stored as T;
}

/** The keys a key list still uses at `now`: those not yet retired, the signing one first. */
export function keysInUse(keys: readonly StoredSigningKey[], now: number): JWK[] {
  return keys.filter((key) => key.retireAt === undefined || Date.parse(key.retireAt) > now).map((key) => key.jwk);
}

export async function loadIdentitySecrets(db: Database, box: SecretBox, now = Date.now()): Promise<IdentitySecrets> {
  const signingKeys = signingKeysOf(
    await loadOrCreate(db, box, SIGNING_KEYS, async () => [
      { jwk: await newSigningKey(), createdAt: new Date(now).toISOString() },
    ]),
  );
  return {
    signingKeys: keysInUse(signingKeys, now),
    cookieKeys: await loadOrCreate(db, box, 'cookie-keys', newSecret),
    deviceCookieKeys: await loadOrCreate(db, box, 'device-cookie-keys', newSecret),
  };
}

export interface Rotation {
  /** The new signing key's id. */
  readonly kid: string;
  /** The keys it replaced, and when each stops verifying. */
  readonly retiring: readonly { kid: string; retireAt: string }[];
  /** Keys whose time had passed, removed now. */
  readonly removed: readonly string[];
}

/**
 * Makes a new signing key the one that signs. Every key that signed until now is retired `keepSeconds` later (the
 * longest token it may have signed, plus the time every instance takes to pick the new key up); keys already past
 * their time are dropped. One rotation at a time: the row is locked.
 */
export async function rotateSigningKeys(
  db: Database,
  box: SecretBox,
  { keepSeconds, now = Date.now() }: { keepSeconds: number; now?: number },
): Promise<Rotation> {
  await loadIdentitySecrets(db, box, now);
  const jwk = await newSigningKey();
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select value from idp_secrets where name = ${SIGNING_KEYS} for update`);
    const sealed = (locked as unknown as { rows: { value: SealedSecret }[] }).rows[0]!.value;
    const stored = signingKeysOf(box.open(SIGNING_KEYS, sealed));
    const retireAt = new Date(now + keepSeconds * 1000).toISOString();
    const kept = stored.filter((key) => key.retireAt === undefined || Date.parse(key.retireAt) > now);
    const next: StoredSigningKey[] = [
      { jwk, createdAt: new Date(now).toISOString() },
      ...kept.map((key) => ({ ...key, retireAt: key.retireAt ?? retireAt })),
    ];
    await tx
      .update(idpSecrets)
      .set({ value: box.seal(SIGNING_KEYS, next) })
      .where(eq(idpSecrets.name, SIGNING_KEYS));
    return {
      kid: jwk.kid!,
      retiring: next.slice(1).map((key) => ({ kid: key.jwk.kid!, retireAt: key.retireAt! })),
      removed: stored.filter((key) => !kept.includes(key)).map((key) => key.jwk.kid!),
    };
  });
}

/** The public half of a private JWK, for verifying. */
export function publicJwk(jwk: JWK): JWK {
  const { kid, alg, use } = jwk;
  const key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }).export({ format: 'jwk' });
  return { ...(key as JWK), kid, alg, use };
}
