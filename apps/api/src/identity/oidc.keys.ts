/**
 * The provider's signing keys and cookie keys, and the key that signs the scan's device cookie: made once, kept in
 * `idp_secrets`, shared by every instance.
 */
import { createPublicKey, generateKeyPair, randomBytes, type JsonWebKey } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from '../db/client';
import { idpSecrets } from './identity.schema';

/** ID tokens and access tokens are signed with RS256, the algorithm every OIDC client supports. */
export const SIGNING_ALG = 'RS256';

export interface IdentitySecrets {
  /** Private JWKs; the first signs. */
  readonly signingKeys: JWK[];
  /** Cookie signing secrets; the first signs, all verify. */
  readonly cookieKeys: string[];
  /** The device cookie's signing secrets (issue 24 §1); the first signs, all verify. */
  readonly deviceCookieKeys: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALG, use: 'sig' };
}

/** Reads a secret, creating it first when absent; two instances starting together keep whichever wrote first. */
async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(idpSecrets).where(eq(idpSecrets.name, name)))[0]?.value as T;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(idpSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  return read();
}

export async function loadIdentitySecrets(db: Database): Promise<IdentitySecrets> {
  return {
    signingKeys: await loadOrCreate(db, 'signing-keys', async () => [await newSigningKey()]),
    cookieKeys: await loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]),
    deviceCookieKeys: await loadOrCreate(db, 'device-cookie-keys', async () => [randomBytes(32).toString('base64url')]),
  };
}

/** The public half of a private JWK, for verifying. */
export function publicJwk(jwk: JWK): JWK {
  const { kid, alg, use } = jwk;
  const key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }).export({ format: 'jwk' });
  return { ...(key as JWK), kid, alg, use };
}
