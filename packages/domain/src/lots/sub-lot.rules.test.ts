import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { usesWholeLot } from './sub-lot.model';
import {
  ADD_MESSAGE_ERROR,
  SUBLOT_IN_USE,
  SUBLOT_RANGE_OUTSIDE_LOT,
  SUBLOT_RANGE_OVERLAPS,
  validateSubLotAdd,
  validateSubLotRange,
  validateSubLotUnlink,
  type SequenceRange,
} from './sub-lot.rules';

describe('sub-lots', () => {
  it('reads sequence bounds both 0 as the whole lot used (spec B §3)', () => {
    expect(usesWholeLot({ startSequence: 0, endSequence: 0 })).toBe(true);
    expect(usesWholeLot({ startSequence: 0, endSequence: 10 })).toBe(false);
    expect(usesWholeLot({ startSequence: 1, endSequence: 0 })).toBe(false);
  });

  it('needs a selected partner lot to add a sub-lot (spec B §5)', () => {
    expect(validateSubLotAdd({ partnerLotId: null })).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'partnerLotId' }]);
    expect(validateSubLotAdd({ partnerLotId: 4 })).toEqual([]);
    expect(ADD_MESSAGE_ERROR).toBe('ADD_MESSAGE_ERROR');
  });

  it("refuses to unlink a sub-lot in use ('It is not possible to unlink the suborder!')", () => {
    expect(validateSubLotUnlink({ readingCount: 2 })).toEqual([{ key: SUBLOT_IN_USE }]);
    expect(validateSubLotUnlink({ readingCount: 0 })).toEqual([]);
  });
});

describe('the range of a new sub-lot (issue 11 §3)', () => {
  it('takes the whole partner lot for 0/0, and refuses it when any tag of the lot is already taken', () => {
    expect(validateSubLotRange({ startSequence: 0, endSequence: 0 }, 100, [])).toEqual([]);
    expect(
      validateSubLotRange({ startSequence: 0, endSequence: 0 }, 100, [{ startSequence: 100, endSequence: 100 }]),
    ).toEqual([{ key: SUBLOT_RANGE_OVERLAPS, field: 'startSequence' }]);
  });

  it('refuses a range outside the lot or upside down', () => {
    for (const [start, end] of [
      [0, 5],
      [5, 4],
      [90, 101],
      [-1, 3],
      [1.5, 3],
    ] as const)
      expect(validateSubLotRange({ startSequence: start, endSequence: end }, 100, []), `${start}-${end}`).toEqual([
        { key: SUBLOT_RANGE_OUTSIDE_LOT, field: 'startSequence', params: { max: 100 } },
      ]);
  });

  it('property: a range is accepted exactly when it lies inside the lot and shares no sequence with the others', () => {
    const size = 60;
    const range = fc
      .tuple(fc.integer({ min: 1, max: size }), fc.integer({ min: 1, max: size }))
      .map(([a, b]) => ({ startSequence: Math.min(a, b), endSequence: Math.max(a, b) }));
    fc.assert(
      fc.property(range, fc.array(range, { maxLength: 4 }), (wanted, others) => {
        const taken = new Set(others.flatMap((o) => sequencesOf(o)));
        const free = sequencesOf(wanted).every((sequence) => !taken.has(sequence));
        return (validateSubLotRange(wanted, size, others).length === 0) === free;
      }),
    );
  });
});

function sequencesOf({ startSequence, endSequence }: SequenceRange): number[] {
  return Array.from({ length: endSequence - startSequence + 1 }, (_, index) => startSequence + index);
}
