import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DRAW_TYPE,
  DRAW_TYPE_KEYS,
  emptyPromotionForm,
  ENTRY_RULE,
  ENTRY_RULE_KEYS,
  ENTRY_RULES,
  MIN_WINNERS_COUNT,
  PROMOTION_DEFAULTS,
  PROMOTION_STATUS,
  PROMOTION_STATUS_KEYS,
  PROMOTION_STATUSES,
  PromotionEntryCountsSchema,
  PromotionInputSchema,
  PromotionRowSchema,
  PromotionSchema,
  promotionToForm,
  type Promotion,
} from './promotion.model';

const storedPromotion: Promotion = {
  id: 7,
  customerId: 3,
  description: 'Summer draw',
  createdAt: '2026-01-02T10:00:00.000Z',
  startDate: '2026-01-10',
  endDate: '2026-02-10',
  random: true,
  prize: 'A bicycle',
  rulesManualUrl: 'https://example.com/rules.pdf',
  imageUrl: '',
  winnersCount: 3,
  drawType: 2,
  entryRule: 2,
  status: 1,
  relevance: 5,
  products: [{ id: 1, promotionId: 7, productId: 11 }],
  countries: [{ id: 2, promotionId: 7, name: 'BR' }],
  states: [{ id: 3, promotionId: 7, name: 'SP' }],
  cities: [{ id: 4, promotionId: 7, name: 'Campinas' }],
};

describe('promotion status and draw type codes', () => {
  it('numbers the statuses 1 not processed, 2 selecting awards, 3 scheduling notifications, 4 processed', () => {
    expect(PROMOTION_STATUS).toEqual({ notProcessed: 1, selectingAwards: 2, schedulingNotifications: 3, processed: 4 });
    expect(PROMOTION_STATUSES).toEqual([1, 2, 3, 4]);
  });

  it('names every status with its own key', () => {
    expect(PROMOTION_STATUS_KEYS).toEqual({
      1: 'PROMOTION_STATUS_NOT_PROCESSED',
      2: 'PROMOTION_STATUS_SELECTING_AWARDS',
      3: 'PROMOTION_STATUS_SCHEDULING_NOTIFICATIONS',
      4: 'PROMOTION_STATUS_PROCESSED',
    });
  });

  it('numbers the draw types 1 notification and 2 draw', () => {
    expect(DRAW_TYPE).toEqual({ notification: 1, draw: 2 });
    expect(DRAW_TYPE_KEYS).toEqual({ 1: 'DRAW_TYPE_NOTIFICATION', 2: 'DRAW_TYPE_DRAW' });
  });

  it('refuses a status outside 1 to 4 and a draw type outside 1 and 2', () => {
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, status: 5 }).success).toBe(false);
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, status: 0 }).success).toBe(false);
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, drawType: 3 }).success).toBe(false);
  });

  it('numbers the entry rules 1 one per tag and 2 one per device, each with its own key (issue 24 §3)', () => {
    expect(ENTRY_RULE).toEqual({ perTag: 1, perDevice: 2 });
    expect(ENTRY_RULES).toEqual([1, 2]);
    expect(ENTRY_RULE_KEYS).toEqual({ 1: 'ENTRY_RULE_PER_TAG', 2: 'ENTRY_RULE_PER_DEVICE' });
  });

  it('refuses an entry rule outside 1 and 2', () => {
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, entryRule: 0 }).success).toBe(false);
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, entryRule: 3 }).success).toBe(false);
  });
});

describe('promotion defaults (spec B §9: draw type 2, status 1, relevance 0, client id 1; issue 24 §3: one entry per tag)', () => {
  it('states the defaults', () => {
    expect(PROMOTION_DEFAULTS).toEqual({ customerId: 1, drawType: 2, status: 1, relevance: 0, entryRule: 1 });
  });

  it('fills them in when a promotion leaves them out', () => {
    const {
      customerId: _c,
      drawType: _d,
      entryRule: _e,
      status: _s,
      relevance: _r,
      products: _p,
      ...bare
    } = storedPromotion;
    const parsed = v.parse(PromotionSchema, bare);
    expect(parsed.customerId).toBe(1);
    expect(parsed.drawType).toBe(2);
    expect(parsed.entryRule).toBe(1);
    expect(parsed.status).toBe(1);
    expect(parsed.relevance).toBe(0);
    expect(parsed.products).toEqual([]);
  });

  it('starts a new promotion form with them, and the winners count unfilled', () => {
    expect(emptyPromotionForm).toMatchObject({
      customerId: 1,
      drawType: 2,
      entryRule: 1,
      relevance: 0,
      winnersCount: null,
    });
    expect(emptyPromotionForm.description).toBe('');
  });
});

describe('promotion schema', () => {
  it('accepts a stored promotion as it is', () => {
    expect(v.parse(PromotionSchema, storedPromotion)).toEqual(storedPromotion);
  });

  it('has a winners count of at least 1', () => {
    expect(MIN_WINNERS_COUNT).toBe(1);
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, winnersCount: 0 }).success).toBe(false);
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, winnersCount: 1 }).success).toBe(true);
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, winnersCount: 1.5 }).success).toBe(false);
  });

  it('takes start and end dates as real YYYY-MM-DD days', () => {
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, startDate: '2026-02-30' }).success).toBe(false);
    expect(v.safeParse(PromotionSchema, { ...storedPromotion, endDate: '10/02/2026' }).success).toBe(false);
  });

  it('lets a saved input have neither a blank description nor a blank prize', () => {
    const input = {
      ...promotionToForm(storedPromotion),
      winnersCount: 3,
      startDate: '2026-01-10',
      endDate: '2026-02-10',
    };
    expect(v.safeParse(PromotionInputSchema, input).success).toBe(true);
    expect(v.safeParse(PromotionInputSchema, { ...input, description: '' }).success).toBe(false);
    expect(v.safeParse(PromotionInputSchema, { ...input, prize: '' }).success).toBe(false);
  });
});

describe('promotionToForm', () => {
  it('gives the form the stored values, products by id and places by name', () => {
    expect(promotionToForm(storedPromotion)).toEqual({
      customerId: 3,
      description: 'Summer draw',
      startDate: '2026-01-10',
      endDate: '2026-02-10',
      random: true,
      prize: 'A bicycle',
      rulesManualUrl: 'https://example.com/rules.pdf',
      imageUrl: '',
      winnersCount: 3,
      drawType: 2,
      entryRule: 2,
      relevance: 5,
      productIds: [11],
      countries: ['BR'],
      states: ['SP'],
      cities: ['Campinas'],
    });
  });
});

describe('promotion list row', () => {
  it('has description, draw date, finalization date, winners count and status, plus the id for its actions', () => {
    const row = { id: 7, description: 'Summer', drawDate: '2026-01-10', finishDate: null, winnersCount: 3, status: 4 };
    expect(v.parse(PromotionRowSchema, row)).toEqual(row);
  });
});

describe('promotion entry counts (issue 24 §3)', () => {
  it('takes whole counts of at least 0', () => {
    const counts = { entries: 12, blockedDevices: 1, laterReaders: 3, readingsWithoutDevice: 0 };
    expect(v.parse(PromotionEntryCountsSchema, counts)).toEqual(counts);
    expect(v.safeParse(PromotionEntryCountsSchema, { ...counts, entries: -1 }).success).toBe(false);
    expect(v.safeParse(PromotionEntryCountsSchema, { ...counts, laterReaders: 1.5 }).success).toBe(false);
  });
});
