/**
 * `pnpm verify-draw <file>` (issue 13 §5, issue 24 §4): re-runs a promotion's draw from its saved record (the file
 * its public page /p/{reference} offers, or GET promocao/{id}/sorteio's answer) — the seed, the commitment published
 * before the period, the entry list whose digest was published when it was frozen, and the winners — and
 * says whether the winners follow (src/promotions/draw.ts documents the function). Exit code 0 when they do, 1 when
 * they do not, 2 when the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { drawRecordOf, verifyDraw, type DrawRecord, type SavedDraw } from './draw';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: pnpm verify-draw <draw-record.json>');
  process.exit(2);
}
let record: DrawRecord;
try {
  record = drawRecordOf(JSON.parse(readFileSync(file, 'utf8')) as SavedDraw & Partial<DrawRecord>);
} catch (error) {
  console.error(`cannot read ${file}: ${String(error)}`);
  process.exit(2);
}
const check = verifyDraw(record);
const promotion = record.promotionReference ?? record.promotionId ?? '?';
if (check.ok) {
  console.info(
    `promotion ${promotion}: the draw checks — the seed matches its commitment ${record.commitment}, ` +
      `the ${record.entries.length} entries match the frozen list's digest ${record.entriesDigest}, ` +
      `${check.winners.length} winners in the order drawn.`,
  );
  process.exit(0);
}
console.error(`promotion ${promotion}: the draw does NOT check — ${check.reason}.`);
if (check.expected !== undefined) console.error(`the winners should be:\n${check.expected.join('\n')}`);
process.exit(1);
