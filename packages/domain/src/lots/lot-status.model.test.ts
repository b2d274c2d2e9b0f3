import { describe, expect, it } from 'vitest';
import { LOT_STATUS, LOT_STATUSES, lotStatusName, lotStatusOf, needsStatusDate } from './lot-status.model';

describe('lot status codes (spec B §4, §9)', () => {
  it('has 0 available, 1 recall, 5 overdue, 9 lost', () => {
    expect(LOT_STATUS).toEqual({ available: 0, recall: 1, overdue: 5, lost: 9 });
    expect(LOT_STATUSES.map((s) => [s.code, s.name])).toEqual([
      [0, 'available'],
      [1, 'recall'],
      [5, 'overdue'],
      [9, 'lost'],
    ]);
  });

  it('reads anything else as available (spec A §3)', () => {
    for (const code of [2, 3, 4, 6, -1, null, undefined]) expect(lotStatusOf(code)).toBe(LOT_STATUS.available);
    expect(lotStatusName(7)).toBe('available');
    expect(lotStatusName(9)).toBe('lost');
  });

  it('requires a status date for every status but 0', () => {
    expect(needsStatusDate(0)).toBe(false);
    expect([1, 5, 9].every(needsStatusDate)).toBe(true);
    expect(needsStatusDate(4)).toBe(false);
  });
});
