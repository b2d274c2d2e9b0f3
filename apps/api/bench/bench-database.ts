/** What the scan benchmark reads of the database between runs (scripts/bench-scan.ts): here, beside drizzle. */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import type { ServerConfig } from '../src/config';

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

/** Tag ids of lots that went to a product (the demo's), as many as asked. */
export async function productTagIds(where: Where, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ tag_id: string }>(
    where,
    sql`select t.tag_id from tags t join partner_lots pl on pl.id = t.partner_lot_id
        where pl.product_id is not null order by t.id limit ${limit}`,
  );
  return rows.map((row) => row.tag_id);
}
