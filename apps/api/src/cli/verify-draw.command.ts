/**
 * `tagtrail verify-draw <file>` (issue 13 §5, issue 24 §4; also `pnpm verify-draw`): re-runs a promotion's draw from
 * its record — the file its public page /p/{reference} offers, or GET promocao/{id}/sorteio's answer saved from the
 * portal — and says whether it checks: the seed matches the commitment published before the period, the entry list
 * is the one whose digest was published when it was frozen, and the winners follow (../promotions/draw.ts).
 */
import { readFile } from 'node:fs/promises';
import { drawRecordOf, verifyDraw, type DrawRecord, type SavedDraw } from '../promotions/draw';
import { CliError, EXIT, type CliCommand } from './cli-command';

export const verifyDrawCommand: CliCommand = {
  name: 'verify-draw',
  usage: '<draw-record.json>',
  summary: "re-run a promotion's draw from its published record",
  arguments: ['draw-record.json'],
  help: [
    "Re-runs a promotion's draw from its record (the JSON its public page offers, or the one the portal's",
    'processing page downloads) and says whether the seed, the frozen entry list and the winners all check.',
    '',
    'Exit codes: 0 the draw checks; 1 it does not (the right winners are printed); 2 usage;',
    '3 the file cannot be read or is not a draw record.',
  ].join('\n'),
  async run({ positionals }, io) {
    const file = positionals[0] ?? '';
    let record: DrawRecord;
    try {
      record = drawRecordOf(JSON.parse(await readFile(file, 'utf8')) as SavedDraw & Partial<DrawRecord>);
    } catch (error) {
      throw new CliError(`cannot read ${file}: ${(error as Error).message}`, EXIT.unavailable);
    }
    const check = verifyDraw(record);
    const promotion = record.promotionReference ?? record.promotionId ?? '?';
    if (check.ok) {
      io.out(
        `promotion ${promotion}: the draw checks — the seed matches its commitment ${record.commitment}, ` +
          `the ${record.entries.length} entries match the frozen list's digest ${record.entriesDigest}, ` +
          `${check.winners.length} winners in the order drawn.`,
      );
      return EXIT.ok;
    }
    io.err(`promotion ${promotion}: the draw does NOT check — ${check.reason}.`);
    if (check.expected !== undefined) io.err(`the winners should be:\n${check.expected.join('\n')}`);
    return EXIT.refused;
  },
};
