/**
 * A draw anyone can audit (issue 13 §5; beyond the spec): when processing starts the server commits to a random seed
 * by publishing its SHA-256; once the draw is done it reveals the seed, the eligible devices in the published order
 * (each as a salted hash, never a raw id) and the winners' entries in the order drawn. The winners are a documented
 * deterministic function of the seed and the list, so anyone can recompute them (`pnpm verify-draw <file>`). Field
 * names match the record that script reads.
 */
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer());

export const PromotionDrawRecordSchema = v.object({
  promotionId: Id,
  winnersCount: v.pipe(v.number(), v.integer()),
  /** The promotion's public page, /p/{publicReference} (issue 24 §4). */
  publicReference: v.string(),
  /** SHA-256 of the seed (hex), published since the promotion was saved (older ones: from Process on); else `null`. */
  commitment: v.nullable(v.string()),
  /** SHA-256 of the frozen entry list (hex), published when the period ends or Process starts; `null` before. */
  entriesDigest: v.nullable(v.string()),
  /** When the entry list was frozen (ISO instant); `null` before. */
  entriesFrozenAt: v.nullable(v.string()),
  /** The seed (hex), revealed once the draw is done (status 3 or 4); `null` before. */
  seed: v.nullable(v.string()),
  /** The eligible devices' entry hashes in the published order; `null` until revealed. */
  entries: v.nullable(v.array(v.string())),
  /** The winners' entry hashes in the order drawn; `null` until revealed. */
  winners: v.nullable(v.array(v.string())),
});
export type PromotionDrawRecord = v.InferOutput<typeof PromotionDrawRecordSchema>;

/** A draw record whose seed, list and winners are public: what can be checked. */
export type RevealedDrawRecord = PromotionDrawRecord & {
  readonly commitment: string;
  readonly entriesDigest: string;
  readonly seed: string;
  readonly entries: readonly string[];
  readonly winners: readonly string[];
};

/** The seed and the lists are out: the draw can be recomputed. */
export function isDrawRevealed(record: PromotionDrawRecord): record is RevealedDrawRecord {
  return (
    record.commitment !== null &&
    record.entriesDigest !== null &&
    record.seed !== null &&
    record.entries !== null &&
    record.winners !== null
  );
}

/** The file `pnpm verify-draw` reads: the revealed record as JSON. */
export function drawRecordFile(record: RevealedDrawRecord): string {
  const { promotionId, commitment, entriesDigest, seed, winnersCount, entries, winners } = record;
  return `${JSON.stringify({ promotionId, commitment, entriesDigest, seed, winnersCount, entries, winners }, null, 2)}\n`;
}

/** The download's name: draw-<promotion id>.json. */
export function drawRecordFileName(record: PromotionDrawRecord): string {
  return `draw-${record.promotionId}.json`;
}
