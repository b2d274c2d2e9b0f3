/**
 * `pnpm verify-draw <file>` (issue 13 §5): re-runs a promotion's draw from its saved record (GET
 * promocao/{id}/sorteio's answer) — the seed, the
 * commitment published when processing started, the eligible list in its published order and the winners — and
 * says whether the winners follow (src/promotions/draw.ts documents the function). Exit code 0 when they do, 1 when
 * they do not, 2 when the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { verifyDraw, type DrawRecord } from './draw';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: pnpm verify-draw <draw-record.json>');
  process.exit(2);
}
/** GET promocao/{id}/sorteio's answer as saved from the portal, or a DrawRecord as draw.ts names its fields. */
interface SavedDraw {
  readonly promocaoId?: number;
  readonly numeroContemplados?: number;
  readonly compromisso?: string | null;
  readonly semente?: string | null;
  readonly elegiveis?: string[] | null;
  readonly contemplados?: string[] | null;
}

function recordOf(saved: SavedDraw & Partial<DrawRecord>): DrawRecord {
  if (saved.compromisso === undefined) return saved as DrawRecord;
  if (saved.semente === null || saved.elegiveis === null || saved.contemplados === null)
    throw new Error('the draw is not done yet: its seed is still secret');
  return {
    promotionId: saved.promocaoId ?? 0,
    commitment: saved.compromisso ?? '',
    seed: saved.semente ?? '',
    winnersCount: saved.numeroContemplados ?? 0,
    entries: saved.elegiveis ?? [],
    winners: saved.contemplados ?? [],
  };
}

let record: DrawRecord;
try {
  record = recordOf(JSON.parse(readFileSync(file, 'utf8')) as SavedDraw & Partial<DrawRecord>);
} catch (error) {
  console.error(`cannot read ${file}: ${String(error)}`);
  process.exit(2);
}
const check = verifyDraw(record);
if (check.ok) {
  console.info(
    `promotion ${record.promotionId}: the draw checks — the seed matches its commitment ${record.commitment}, ` +
      `${record.entries.length} eligible devices, ${check.winners.length} winners in the order drawn.`,
  );
  process.exit(0);
}
console.error(`promotion ${record.promotionId}: the draw does NOT check — ${check.reason}.`);
if (check.expected !== undefined) console.error(`the winners should be:\n${check.expected.join('\n')}`);
process.exit(1);
