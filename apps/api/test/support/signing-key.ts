/** The identity provider's signing key as the database keeps it, opened: for tests that forge tokens with our key. */
import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Database } from '../../src/db/client';
import { idpSecrets } from '../../src/db/schema';
import { loadKeyEncryptionKey, secretBox, type SealedSecret } from '../../src/identity/secret-box';
import type { StoredSigningKey } from '../../src/identity/oidc.keys';

/** The key that signs now, sealed under the process's key as test servers seal (support/test-server.ts). */
export async function storedSigningKey(db: Database): Promise<JWK> {
  const box = secretBox(await loadKeyEncryptionKey(undefined, { create: false, production: false }));
  const [row] = await db.select().from(idpSecrets).where(eq(idpSecrets.name, 'signing-keys'));
  return (box.open('signing-keys', row!.value as SealedSecret) as StoredSigningKey[])[0]!.jwk;
}
