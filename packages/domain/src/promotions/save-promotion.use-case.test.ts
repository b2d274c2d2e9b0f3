import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptyPromotionForm, type PromotionForm, type PromotionInput } from './promotion.model';
import type { PromotionPort } from './promotion.port';
import { PROMOTION_NOT_EDITABLE } from './promotion.rules';
import { savePromotion } from './save-promotion.use-case';

function fakePromotions() {
  const created: PromotionInput[] = [];
  const updated: [number, PromotionInput][] = [];
  const port: Pick<PromotionPort, 'create' | 'update'> = {
    create: async (input) => (created.push(input), 31),
    update: async (id, input) => (updated.push([id, input]), id),
  };
  return { port, created, updated };
}

const form: PromotionForm = {
  ...emptyPromotionForm,
  description: ' Summer draw ',
  prize: 'A bicycle',
  winnersCount: 2,
  startDate: '2026-01-10',
  endDate: '2026-02-10',
  productIds: [11],
};

describe('savePromotion', () => {
  it('creates a new promotion and answers the new id, so the caller replaces the route with it', async () => {
    const fake = fakePromotions();
    expect(await savePromotion(fake.port, undefined, form)).toEqual({ ok: true, id: 31, created: true });
    expect(fake.created).toEqual([
      {
        customerId: 1,
        description: 'Summer draw',
        startDate: '2026-01-10',
        endDate: '2026-02-10',
        random: false,
        prize: 'A bicycle',
        rulesManualUrl: '',
        imageUrl: '',
        winnersCount: 2,
        drawType: 2,
        entryRule: 1,
        relevance: 0,
        productIds: [11],
        countries: [],
        states: [],
        cities: [],
      },
    ]);
  });

  it('saves the entry rule the form chose', async () => {
    const fake = fakePromotions();
    await savePromotion(fake.port, undefined, { ...form, entryRule: 2 });
    expect(fake.created.map((input) => input.entryRule)).toEqual([2]);
  });

  it('updates a promotion still at status 1', async () => {
    const fake = fakePromotions();
    expect(await savePromotion(fake.port, 8, form, 1)).toEqual({ ok: true, id: 8, created: false });
    expect(fake.updated.map(([id]) => id)).toEqual([8]);
  });

  it('saves nothing and answers the rule errors when the form breaks a rule', async () => {
    const fake = fakePromotions();
    const result = await savePromotion(fake.port, undefined, { ...form, prize: '' });
    expect(result).toEqual({ ok: false, errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'prize' }] });
    expect(fake.created).toEqual([]);
  });

  it.each([2, 3, 4] as const)('refuses to save a promotion at status %i', async (status) => {
    const fake = fakePromotions();
    expect(await savePromotion(fake.port, 8, form, status)).toEqual({
      ok: false,
      errors: [{ key: PROMOTION_NOT_EDITABLE }],
    });
    expect(fake.updated).toEqual([]);
  });
});
