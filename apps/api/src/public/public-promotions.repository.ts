/**
 * What a promotion's public page shows (issue 24 §4), read by its public reference through the database functions
 * public_promotion and public_draw_hashes (migration 0032): they run as the tables' owner and answer only what the
 * public may be told — the rules, the period, the prize and the commitment; the entry list's count and digest once
 * frozen; the seed, the entries and the winners once drawn. Nothing is read by a promotion's id.
 */
import { sql } from 'drizzle-orm';
import { ENTRY_RULE } from '@tagtrail/domain';
import type { PublicPromotion } from '@tagtrail/public-pages';
import type { Database } from '../db/client';
import type { DrawRecord } from '../promotions/draw';

/** The winners the page lists; the rest are in the record it offers. */
export const PAGE_WINNERS = 100;

/** A public reference as migration 0032 makes them: 22 characters of base64url. */
const PUBLIC_REFERENCE = /^[A-Za-z0-9_-]{22}$/;

export const isPublicReference = (text: string): boolean => PUBLIC_REFERENCE.test(text);

/** The page's path for a reference, and its record's. */
export const promotionPagePath = (reference: string) => `/p/${reference}`;
export const drawRecordPath = (reference: string) => `/p/${reference}/draw.json`;

interface PublicPromotionRow {
  customer_name: string;
  tenant_id: string | null;
  description: string;
  prize: string;
  draw_type: number;
  start_date: string | Date;
  end_date: string | Date;
  winners_count: number;
  entry_rule: number;
  rules_manual_url: string | null;
  commitment: string | null;
  entries_frozen_at: string | Date | null;
  entries_count: number | null;
  entries_digest: string | null;
  seed: string | null;
  drawn_at: string | Date | null;
  winners_total: number | null;
  products: string[] | string | null;
  places: string[] | string | null;
}

type Rows<T> = { rows: T[] };

const dayOf = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const instantOf = (value: string | Date) => new Date(value).toISOString();
/** node-postgres answers text[] as an array; PGlite's text answer of the literal is read too. */
const textArrayOf = (value: string[] | string | null): string[] => {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  return (inner.match(/"(?:[^"\\]|\\.)*"|[^,]+/g) ?? []).map((item) =>
    item.startsWith('"') ? item.slice(1, -1).replace(/\\(.)/g, '$1') : item,
  );
};

export interface PublicPromotions {
  /** The page's content; undefined when no promotion has this reference. */
  page(reference: string): Promise<(PublicPromotion & { readonly tenantId: string | null }) | undefined>;
  /** The draw record `pnpm verify-draw` checks; undefined until the promotion is drawn. */
  record(reference: string): Promise<DrawRecord | undefined>;
}

export function publicPromotions(db: Database): PublicPromotions {
  const read = async (reference: string) => {
    if (!isPublicReference(reference)) return undefined;
    const result = (await db.execute(
      sql`select * from public_promotion(${reference})`,
    )) as unknown as Rows<PublicPromotionRow>;
    return result.rows[0];
  };
  const hashes = async (reference: string, winners: boolean, limit: number) => {
    const result = (await db.execute(
      sql`select entry_hash from public_draw_hashes(${reference}, ${winners}, ${limit})`,
    )) as unknown as Rows<{ entry_hash: string }>;
    return result.rows.map((row) => row.entry_hash);
  };

  return {
    async page(reference) {
      const row = await read(reference);
      if (row === undefined) return undefined;
      const { seed, entries_digest: digest, entries_frozen_at: frozenAt } = row;
      return {
        reference,
        tenantId: row.tenant_id,
        customerName: row.customer_name,
        description: row.description,
        prize: row.prize,
        notification: Number(row.draw_type) === 1,
        startDate: dayOf(row.start_date),
        endDate: dayOf(row.end_date),
        winnersCount: Number(row.winners_count),
        entryRule: Number(row.entry_rule) === ENTRY_RULE.perDevice ? 'perDevice' : 'perTag',
        products: textArrayOf(row.products),
        places: textArrayOf(row.places),
        rulesUrl: row.rules_manual_url,
        commitment: row.commitment,
        entries:
          digest === null || frozenAt === null
            ? null
            : { frozenAt: instantOf(frozenAt), count: Number(row.entries_count ?? 0), digest },
        draw:
          seed === null
            ? null
            : {
                seed,
                drawnAt: row.drawn_at === null ? null : instantOf(row.drawn_at),
                winners: await hashes(reference, true, PAGE_WINNERS),
                winnersTotal: Number(row.winners_total ?? 0),
              },
        recordUrl: seed === null ? null : drawRecordPath(reference),
      };
    },

    async record(reference) {
      const row = await read(reference);
      if (row === undefined || row.seed === null || row.commitment === null || row.entries_digest === null)
        return undefined;
      return {
        promotionReference: reference,
        commitment: row.commitment,
        entriesDigest: row.entries_digest,
        seed: row.seed,
        winnersCount: Number(row.winners_count),
        entries: await hashes(reference, false, 2 ** 31 - 1),
        winners: await hashes(reference, true, 2 ** 31 - 1),
      };
    },
  };
}
