import { describe, expect, it } from 'vitest';
import { PortError } from '../shared/errors';
import type { PrizeCodePort } from './prize-code.port';
import type { PrizeLookup } from './prize-redemption.model';
import { CODE_NOT_FOUND, LOADING_CODE_ERROR, PROMOTION_ALREADY_WITHDRAW } from './prize-redemption.rules';
import { redeemPrizeCode } from './redeem-prize-code.use-case';

/** An in-memory prize-code store; `failure` makes every lookup reject with it. */
function fakeCodes(codes: Record<string, PrizeLookup>, failure?: unknown) {
  const asked: string[] = [];
  const port: Pick<PrizeCodePort, 'lookupCode'> = {
    lookupCode: async (code) => {
      asked.push(code);
      if (failure !== undefined) throw failure;
      return codes[code] ?? null;
    },
  };
  return { port, asked };
}

const codes: Record<string, PrizeLookup> = {
  OPEN1: { promotionId: 3, withdrawnAt: null, withdrawal: null },
  TAKEN1: {
    promotionId: 3,
    withdrawnAt: '2026-03-01T14:00:00.000Z',
    withdrawal: { name: 'Ana', cpf: '1', birthDate: '1990-05-01', address: 'Rua A' },
  },
};

describe('redeemPrizeCode', () => {
  it('does nothing with an empty code', async () => {
    const fake = fakeCodes(codes);
    expect(await redeemPrizeCode(fake.port, '  ')).toEqual({ kind: 'empty' });
    expect(fake.asked).toEqual([]);
  });

  it('looks the code up trimmed and upper-cased, and leads to the withdrawal form', async () => {
    const fake = fakeCodes(codes);
    expect(await redeemPrizeCode(fake.port, ' open1 ')).toEqual({
      kind: 'withdrawable',
      promotionId: 3,
      code: 'OPEN1',
    });
    expect(fake.asked).toEqual(['OPEN1']);
  });

  it("answers PROMOTION_ALREADY_WITHDRAW with the withdrawer's data", async () => {
    const decision = await redeemPrizeCode(fakeCodes(codes).port, 'taken1');
    expect(decision).toMatchObject({
      kind: 'alreadyWithdrawn',
      key: PROMOTION_ALREADY_WITHDRAW,
      withdrawal: { name: 'Ana' },
    });
  });

  it('answers CODE_NOT_FOUND for an unknown code', async () => {
    expect(await redeemPrizeCode(fakeCodes(codes).port, 'nope')).toEqual({ kind: 'notFound', key: CODE_NOT_FOUND });
  });

  it('answers CODE_NOT_FOUND for a 404 and LOADING_CODE_ERROR for another failure, without throwing', async () => {
    const notFound = fakeCodes(codes, new PortError(404, 'NOT_FOUND', undefined));
    expect(await redeemPrizeCode(notFound.port, 'x')).toEqual({ kind: 'notFound', key: CODE_NOT_FOUND });
    const down = fakeCodes(codes, new Error('offline'));
    expect(await redeemPrizeCode(down.port, 'x')).toEqual({ kind: 'failed', key: LOADING_CODE_ERROR });
  });
});
