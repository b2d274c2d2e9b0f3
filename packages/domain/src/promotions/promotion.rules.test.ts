import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { localDateOf } from '../shared/dates';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptyPromotionForm, PROMOTION_STATUSES, PromotionInputSchema, type PromotionForm } from './promotion.model';
import {
  canStartProcessing,
  DATES_END_BEFORE_START,
  NO_READING_SELECTED,
  prizeLabelKey,
  processingNotice,
  promotionInputFrom,
  promotionPermissions,
  validatePromotion,
  WINNERS_COUNT_MIN,
} from './promotion.rules';

const filled: PromotionForm = {
  ...emptyPromotionForm,
  description: 'Summer draw',
  prize: 'A bicycle',
  winnersCount: 2,
  startDate: '2026-01-10',
  endDate: '2026-02-10',
};

const keysOf = (form: PromotionForm) => validatePromotion(form).map((e) => `${e.field ?? ''}:${e.key}`);

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map(localDateOf);
const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');

describe('promotion save (spec B §5)', () => {
  it('accepts a promotion with description, prize, winners count and both dates', () => {
    expect(validatePromotion(filled)).toEqual([]);
  });

  it('requires descricao, premio and numeroContemplados, then both dates, with REQUIRED_FIELD_MESSAGE', () => {
    expect(keysOf(emptyPromotionForm)).toEqual([
      `description:${REQUIRED_FIELD_MESSAGE}`,
      `prize:${REQUIRED_FIELD_MESSAGE}`,
      `winnersCount:${REQUIRED_FIELD_MESSAGE}`,
      `startDate:${REQUIRED_FIELD_MESSAGE}`,
      `endDate:${REQUIRED_FIELD_MESSAGE}`,
    ]);
  });

  it('counts a description or prize of spaces only as not filled', () => {
    expect(keysOf({ ...filled, description: '   ', prize: '\t' })).toEqual([
      `description:${REQUIRED_FIELD_MESSAGE}`,
      `prize:${REQUIRED_FIELD_MESSAGE}`,
    ]);
  });

  it('counts a winners count that is not a number as not filled', () => {
    expect(keysOf({ ...filled, winnersCount: Number.NaN })).toEqual([`winnersCount:${REQUIRED_FIELD_MESSAGE}`]);
  });

  it('refuses a winners count below the minimum of 1', () => {
    expect(validatePromotion({ ...filled, winnersCount: 0 })).toEqual([
      { key: WINNERS_COUNT_MIN, field: 'winnersCount', params: { min: 1 } },
    ]);
    expect(keysOf({ ...filled, winnersCount: -3 })).toEqual([`winnersCount:${WINNERS_COUNT_MIN}`]);
    expect(validatePromotion({ ...filled, winnersCount: 1 })).toEqual([]);
  });

  it('refuses a winners count that is not a whole number', () => {
    expect(keysOf({ ...filled, winnersCount: 2.5 })).toEqual([`winnersCount:${WINNERS_COUNT_MIN}`]);
  });

  it('turns an invalid date into an empty one, which is then required', () => {
    expect(keysOf({ ...filled, startDate: '2026-02-30', endDate: '31/12/2026' })).toEqual([
      `startDate:${REQUIRED_FIELD_MESSAGE}`,
      `endDate:${REQUIRED_FIELD_MESSAGE}`,
    ]);
  });

  it('refuses an end date before the start date', () => {
    expect(validatePromotion({ ...filled, startDate: '2026-02-10', endDate: '2026-02-09' })).toEqual([
      { key: DATES_END_BEFORE_START, field: 'endDate' },
    ]);
  });

  it('accepts a promotion that starts and ends on the same day', () => {
    expect(validatePromotion({ ...filled, startDate: '2026-02-10', endDate: '2026-02-10' })).toEqual([]);
  });

  it('property: an end date before the start date is always refused with DATES_END_BEFORE_START', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        fc.pre(a !== b);
        const [start, end] = a > b ? [a, b] : [b, a];
        return keysOf({ ...filled, startDate: start, endDate: end }).includes(`endDate:${DATES_END_BEFORE_START}`);
      }),
    );
  });

  it('property: any filled form with a whole winners count of at least 1 and start not after end saves an input its schema accepts', () => {
    fc.assert(
      fc.property(text, text, fc.integer({ min: 1, max: 100_000 }), day, day, (description, prize, winners, a, b) => {
        const [startDate, endDate] = a <= b ? [a, b] : [b, a];
        const check = promotionInputFrom({ ...filled, description, prize, winnersCount: winners, startDate, endDate });
        return check.ok && v.safeParse(PromotionInputSchema, check.input).success;
      }),
    );
  });

  it('property: a winners count below 1 is always refused', () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (winners) =>
        keysOf({ ...filled, winnersCount: winners }).includes(`winnersCount:${WINNERS_COUNT_MIN}`),
      ),
    );
  });

  it('saves trimmed texts and each product and place once', () => {
    const check = promotionInputFrom({
      ...filled,
      description: '  Summer draw ',
      prize: ' A bicycle ',
      rulesManualUrl: ' https://example.com/r.pdf ',
      productIds: [3, 3, 4],
      countries: ['BR', ' BR ', ''],
      states: ['SP', 'SP'],
      cities: [' '],
    });
    expect(check.ok && check.input).toMatchObject({
      description: 'Summer draw',
      prize: 'A bicycle',
      rulesManualUrl: 'https://example.com/r.pdf',
      productIds: [3, 4],
      countries: ['BR'],
      states: ['SP'],
      cities: [],
    });
  });
});

describe('prize label (spec B §5)', () => {
  it('is the title when the draw type is 1 (notification)', () => {
    expect(prizeLabelKey(1)).toBe('title');
  });

  it('is the prize when the draw type is 2 (draw)', () => {
    expect(prizeLabelKey(2)).toBe('prize');
  });
});

describe('promotion permissions (spec B §2, §4)', () => {
  it('offers editing, save, delete and Process only while status is 1', () => {
    expect(promotionPermissions(1)).toEqual({
      canEdit: true,
      canSave: true,
      canDelete: true,
      canProcess: true,
      canReprocess: false,
      showEdit: true,
      showProcess: true,
      showDetails: false,
    });
  });

  it.each([2, 3] as const)(
    'disables save and delete while status is %i, and still lists Edit and Process',
    (status) => {
      expect(promotionPermissions(status)).toEqual({
        canEdit: false,
        canSave: false,
        canDelete: false,
        canProcess: false,
        canReprocess: false,
        showEdit: true,
        showProcess: true,
        showDetails: false,
      });
    },
  );

  it('at status 4 hides Edit, replaces Process with details and offers Reprocess', () => {
    expect(promotionPermissions(4)).toEqual({
      canEdit: false,
      canSave: false,
      canDelete: false,
      canProcess: false,
      canReprocess: true,
      showEdit: false,
      showProcess: false,
      showDetails: true,
    });
  });

  it('treats a promotion not yet saved as status 1', () => {
    expect(promotionPermissions()).toEqual(promotionPermissions(1));
  });

  it('allows saving in exactly one status', () => {
    expect(PROMOTION_STATUSES.filter((s) => promotionPermissions(s).canSave)).toEqual([1]);
  });
});

describe('Process and the possible winners (spec B §4, §8)', () => {
  it('disables Process when the possible-winners count is 0, with the NO_READING_SELECTED notice', () => {
    expect(canStartProcessing(1, 0)).toBe(false);
    expect(processingNotice(0)).toEqual([{ key: NO_READING_SELECTED }]);
    expect(NO_READING_SELECTED).toBe('NO_READING_SELECTED');
  });

  it('enables Process when at least one reading is a possible winner', () => {
    expect(canStartProcessing(1, 1)).toBe(true);
    expect(processingNotice(1)).toEqual([]);
  });

  it('keeps Process disabled, without the notice, while the count is not known', () => {
    expect(canStartProcessing(1, null)).toBe(false);
    expect(processingNotice(null)).toEqual([]);
  });

  it('never offers Process once processing has started', () => {
    expect(canStartProcessing(2, 10)).toBe(false);
    expect(canStartProcessing(3, 10)).toBe(false);
    expect(canStartProcessing(4, 10)).toBe(false);
  });
});
