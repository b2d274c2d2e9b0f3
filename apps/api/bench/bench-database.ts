/** What the scan benchmark reads of the database between runs (scripts/bench-scan.ts): here, beside drizzle. */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import type { ServerConfig } from '../src/config';
import { DEMO_SECURE_LOT, insertSecureLot } from '../src/demo/demo-secure-lot';
import { loadKeyEncryptionKey, secretBox } from '../src/identity/secret-box';
import { lotKeyBox } from '../src/lots/secure-lot-keys';

type Where = Pick<ServerConfig, 'databaseUrl' | 'dataDir'>;

async function rowsOf<Row>(where: Where, query: ReturnType<typeof sql>): Promise<Row[]> {
  const { db, close } = await openDatabase(where);
  try {
    return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  } finally {
    await close();
  }
}

export async function readingCount(where: Where, table: 'readings' | 'floor_readings' = 'readings'): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    where,
    sql`select count(*)::int as total from ${sql.identifier(table)}`,
  );
  return row?.total ?? 0;
}

/** Tag ids of lots that went to a product (the demo's), as many as asked; a secure lot's tags have no plain link. */
export async function productTagIds(where: Where, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ tag_id: string }>(
    where,
    sql`select t.tag_id from tags t join partner_lots pl on pl.id = t.partner_lot_id
        where pl.product_id is not null and pl.sdm_mode is null order by t.id limit ${limit}`,
  );
  return rows.map((row) => row.tag_id);
}

/** The bench's secure lot (issue 27 §6): as many chips as the plain scan's links, so both spread alike over tags. */
export const BENCH_SECURE_LOT = {
  reference: 'BenchSecureLot-0000000',
  mode: 'AES',
  metaReadKey: 'BE5C0DEBE5C0DEBE5C0DEBE5C0DE0001',
  masterKey: 'BE5C0DEBE5C0DEBE5C0DEBE5C0DE0002',
} as const;

/**
 * Adds the bench's secure lot of `count` tags beside the demo's secure lot (same partner, customer and product), its
 * keys sealed with the key file the server reads; the chips' UIDs. Run while no server holds the database.
 */
export async function addBenchSecureLot(where: Where, keyFile: string, count: number): Promise<string[]> {
  const box = lotKeyBox(secretBox(await loadKeyEncryptionKey(keyFile, { create: false, production: false })));
  const { db, close } = await openDatabase(where);
  try {
    const { rows } = (await db.execute(
      sql`select partner_id, customer_id, product_id from partner_lots where sdm_reference = ${DEMO_SECURE_LOT.reference}`,
    )) as unknown as { rows: { partner_id: number; customer_id: number; product_id: number }[] };
    const demo = rows[0];
    if (demo === undefined) throw new Error('the demo data has no secure lot');
    // A database an earlier run left (PostgreSQL) keeps its bench lot: its tags are tapped again, at higher counters.
    const { rows: kept } = (await db.execute(
      sql`select t.tag_id from tags t join partner_lots pl on pl.id = t.partner_lot_id
          where pl.sdm_reference = ${BENCH_SECURE_LOT.reference} order by t.sequence`,
    )) as unknown as { rows: { tag_id: string }[] };
    if (kept.length > 0) return kept.map((row) => row.tag_id);
    const uids = Array.from(
      { length: count },
      (_, index) => `04BE5C${index.toString(16).toUpperCase().padStart(8, '0')}`,
    );
    await insertSecureLot(db, box, {
      ...BENCH_SECURE_LOT,
      partnerId: Number(demo.partner_id),
      customerId: Number(demo.customer_id),
      productId: Number(demo.product_id),
      number: 'BENCH-SECURE',
      uids,
      visualKeys: uids.map((_, index) => `BENCH-${index + 1}`),
    });
    return uids;
  } finally {
    await close();
  }
}
