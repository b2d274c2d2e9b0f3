/**
 * A secure NFC lot in the demo (issue 27): twenty NTAG 424 DNA tags of the demo customer's first product, whose keys
 * are written here — demo keys, known to anyone who reads this file, for trying a tap without a chip
 * (`pnpm sdm tap`, README "Secure NFC tags") and for the end-to-end test and the scan benchmark to tap it. A real lot's
 * keys are pasted or generated in the admin area and never leave the server.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { partnerLots } from '../db/schema';
import { insertTagBatch, textArrayLiteral } from '../tags/tags.repository';
import type { LotKeyBox } from '../lots/secure-lot-keys';

const DEMO_SECURE_LOT_AGE_DAYS = 100;

export const DEMO_SECURE_LOT = {
  number: 'SEC-2026-0001',
  /** The lot's public reference: its tags open `<PUBLIC_URL>/s/<reference>?e=…&c=…`. */
  reference: 'DemoSecureWineLot-2026',
  mode: 'AES',
  metaReadKey: '5EC0DE5EC0DE5EC0DE5EC0DE5EC0DE01',
  masterKey: '5EC0DE5EC0DE5EC0DE5EC0DE5EC0DE02',
  /** The chips' UIDs, the tags' ids: 04DE5EC0000001 … 04DE5EC0000014. */
  uids: Array.from({ length: 20 }, (_, index) => `04DE5EC0${(index + 1).toString(16).toUpperCase().padStart(6, '0')}`),
} as const;

/** A secure lot as `insertSecureLot` writes it: its keys in upper-case hex, its chips' UIDs as the tags' ids. */
export interface SecureLotRows {
  readonly partnerId: number;
  readonly customerId: number | null;
  readonly productId: number | null;
  readonly number: string;
  readonly reference: string;
  readonly mode: 'AES' | 'LRP';
  readonly metaReadKey: string;
  readonly masterKey: string;
  readonly uids: readonly string[];
  readonly visualKeys: readonly string[];
  /** When the lot was made; now unless said. */
  readonly createdAt?: Date;
}

/** A secure lot and its tags, its keys sealed to it, as the admin area's create writes them; its id. */
export async function insertSecureLot(db: Database, keyBox: LotKeyBox, lot: SecureLotRows): Promise<number> {
  // The keys are sealed to the lot's id: it is taken first, as the admin area's create does.
  const { rows: taken } = (await db.execute(sql`select nextval('partner_lots_id_seq')::int as id`)) as unknown as {
    rows: { id: number }[];
  };
  const id = Number(taken[0]?.id);
  await db.insert(partnerLots).values({
    id,
    partnerId: lot.partnerId,
    customerId: lot.customerId,
    productId: lot.productId,
    number: lot.number,
    type: 1,
    appless: false,
    quantity: lot.uids.length,
    sdmMode: lot.mode,
    sdmMetaReadKeySealed: keyBox.seal(id, 'sdm-meta-read', lot.metaReadKey),
    sdmMasterKeySealed: keyBox.seal(id, 'sdm-master', lot.masterKey),
    sdmReference: lot.reference,
    ...(lot.createdAt === undefined ? {} : { createdAt: lot.createdAt }),
  });
  await insertTagBatch(db, id, {
    firstSequence: 1,
    count: lot.uids.length,
    tagIds: textArrayLiteral(lot.uids),
    visualKeys: textArrayLiteral(lot.visualKeys),
  });
  return id;
}

/** The demo secure lot for the partner and customer the demo users see; nothing when the customer has no product. */
export async function seedDemoSecureLot(
  db: Database,
  { partnerId, customerId, keyBox }: { partnerId: number; customerId: number; keyBox: LotKeyBox },
): Promise<number> {
  const { rows } = (await db.execute(
    sql`select id from products where customer_id = ${customerId} order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const productId = rows[0]?.id;
  if (productId === undefined) return 0;
  await insertSecureLot(db, keyBox, {
    ...DEMO_SECURE_LOT,
    partnerId,
    customerId,
    productId: Number(productId),
    visualKeys: DEMO_SECURE_LOT.uids.map((_, index) => `SEC-${String(index + 1).padStart(3, '0')}`),
    // Older than the demo's other lots (demo-lots.ts, 80 days at most): the lists, newest lot first, open on the
    // tags a plain link reaches, as before this lot.
    createdAt: new Date(Date.now() - DEMO_SECURE_LOT_AGE_DAYS * 24 * 60 * 60 * 1000),
  });
  return DEMO_SECURE_LOT.uids.length;
}
