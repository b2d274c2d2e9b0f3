import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { usesWholeLot } from './sub-lot.model';
import { ADD_MESSAGE_ERROR, SUBLOT_IN_USE, validateSubLotAdd, validateSubLotUnlink } from './sub-lot.rules';

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
