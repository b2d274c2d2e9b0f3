import { describe, expect, it } from 'vitest';
import { drawRecordFile, drawRecordFileName, isDrawRevealed, type PromotionDrawRecord } from './draw-record.model';

const committed: PromotionDrawRecord = {
  promotionId: 7,
  winnersCount: 2,
  publicReference: 'dGFndHJhaWwtcHVibGljMQ',
  commitment: 'ab'.repeat(32),
  entriesDigest: null,
  entriesFrozenAt: null,
  seed: null,
  entries: null,
  winners: null,
};
const revealed: PromotionDrawRecord = {
  ...committed,
  entriesDigest: 'ef'.repeat(32),
  entriesFrozenAt: '2026-11-20T00:01:00.000Z',
  seed: 'cd'.repeat(32),
  entries: ['e1', 'e2', 'e3'],
  winners: ['e3', 'e1'],
};

describe('a promotion draw record (issue 13 §5)', () => {
  it('is revealed only once the seed and both lists are public', () => {
    expect(isDrawRevealed(committed)).toBe(false);
    expect(isDrawRevealed({ ...revealed, winners: null })).toBe(false);
    expect(isDrawRevealed({ ...revealed, entriesDigest: null })).toBe(false);
    expect(isDrawRevealed(revealed)).toBe(true);
  });

  it('is saved as the JSON verify-draw reads, named after the promotion', () => {
    if (!isDrawRevealed(revealed)) throw new Error('revealed');
    expect(JSON.parse(drawRecordFile(revealed))).toEqual({
      promotionId: 7,
      commitment: 'ab'.repeat(32),
      entriesDigest: 'ef'.repeat(32),
      seed: 'cd'.repeat(32),
      winnersCount: 2,
      entries: ['e1', 'e2', 'e3'],
      winners: ['e3', 'e1'],
    });
    expect(drawRecordFileName(revealed)).toBe('draw-7.json');
  });
});
