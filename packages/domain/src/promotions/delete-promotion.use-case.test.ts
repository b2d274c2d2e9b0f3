import { describe, expect, it } from 'vitest';
import { PortError } from '../shared/errors';
import { deletePromotion } from './delete-promotion.use-case';
import type { PromotionPort } from './promotion.port';
import { PROMOTION_NOT_EDITABLE } from './promotion.rules';

function fakePromotions(fails = false) {
  const removed: number[] = [];
  const port: Pick<PromotionPort, 'remove'> = {
    remove: async (id) => {
      if (fails) throw new PortError(500, 'INTERNAL', undefined);
      removed.push(id);
    },
  };
  return { port, removed };
}

describe('deletePromotion', () => {
  it('deletes a promotion at status 1', async () => {
    const fake = fakePromotions();
    expect(await deletePromotion(fake.port, 8, 1)).toEqual({ ok: true });
    expect(fake.removed).toEqual([8]);
  });

  it.each([2, 3, 4] as const)('refuses to delete a promotion at status %i', async (status) => {
    const fake = fakePromotions();
    expect(await deletePromotion(fake.port, 8, status)).toEqual({
      ok: false,
      errors: [{ key: PROMOTION_NOT_EDITABLE }],
    });
    expect(fake.removed).toEqual([]);
  });

  it("lets the port's failure reach the caller, which shows DELETE_MESSAGE_ERROR", async () => {
    await expect(deletePromotion(fakePromotions(true).port, 8, 1)).rejects.toBeInstanceOf(PortError);
  });
});
