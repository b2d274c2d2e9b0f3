/**
 * Tags in bulk: which tag ids are taken, and inserting a lot's tags many thousand rows per statement. A batch
 * travels as one PostgreSQL array literal per column (`{"a","b"}`) bound as a single text parameter and
 * unnested in SQL: one round trip per batch on PGlite and node-postgres alike, and a compact string to keep.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tags } from './tags.schema';

/** Rows per insert statement and per existence check: large enough to amortise a round trip, small enough to plan. */
export const TAG_BATCH_SIZE = 10_000;

/** The text of a PostgreSQL `text[]` literal holding `values`, each quoted so any character survives (null as NULL). */
export function textArrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/**
 * Tag ids among `lowerCaseIds` (already lower-cased) that some tag already has, compared without regard to case
 * as the unique index `tags_tag_id_lower_idx` compares them. Answers them lower-cased.
 */
export async function takenTagIds(db: Database, lowerCaseIds: readonly string[]): Promise<string[]> {
  if (lowerCaseIds.length === 0) return [];
  const rows = await db
    .select({ tagId: sql<string>`lower(${tags.tagId})` })
    .from(tags)
    .where(sql`lower(${tags.tagId}) = any(${textArrayLiteral(lowerCaseIds)}::text[])`);
  return rows.map((row) => row.tagId);
}

/** One batch of a lot's tags, ready to insert: sequences run from `firstSequence` in the order given. */
export interface TagBatch {
  readonly firstSequence: number;
  readonly count: number;
  /** `textArrayLiteral` of the tag ids. */
  readonly tagIds: string;
  /** `textArrayLiteral` of the visual keys (NFC), or null (QrCode tags have none). */
  readonly visualKeys: string | null;
}

export async function insertTagBatch(db: Database, partnerLotId: number, batch: TagBatch): Promise<void> {
  const offset = batch.firstSequence - 1;
  await db.execute(
    batch.visualKeys === null
      ? sql`insert into ${tags} (partner_lot_id, tag_id, sequence)
            select ${partnerLotId}::int, t.tag_id, (${offset}::int + t.n)::int
            from unnest(${batch.tagIds}::text[]) with ordinality as t(tag_id, n)`
      : sql`insert into ${tags} (partner_lot_id, tag_id, visual_key, sequence)
            select ${partnerLotId}::int, t.tag_id, t.visual_key, (${offset}::int + t.n)::int
            from unnest(${batch.tagIds}::text[], ${batch.visualKeys}::text[]) with ordinality as t(tag_id, visual_key, n)`,
  );
}

/** True when any tag of the partner lot has been read (spec A §8 'You can not delete a order with readings!'). */
export async function partnerLotHasReadings(db: Database, partnerLotId: number): Promise<boolean> {
  // Qualified by hand: drizzle leaves columns unqualified in a one-table select, which the subquery would misread.
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.partnerLotId, partnerLotId), sql`exists (select 1 from readings as r where r.tag_id = tags.id)`))
    .limit(1);
  return rows.length > 0;
}
