import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { PrizeCodePort } from './prize-code.port';
import type { WithdrawalRequest } from './prize-redemption.model';
import { BIRTH_DATE_NOT_BEFORE_TODAY, CODE_SUCCESSFULLY_WITHDRAW, CODE_WITHDRAW_ERROR } from './prize-redemption.rules';
import { withdrawPrize } from './withdraw-prize.use-case';

function fakeWithdrawals(fails = false) {
  const made: WithdrawalRequest[] = [];
  const port: Pick<PrizeCodePort, 'withdraw'> = {
    withdraw: async (request) => {
      if (fails) throw new Error('refused');
      made.push(request);
    },
  };
  return { port, made };
}

const request: WithdrawalRequest = {
  promotionId: 3,
  code: ' abc ',
  withdrawal: { name: ' Ana ', cpf: '123.456.789-09', address: 'Rua A', birthDate: '1990-05-01' },
};
const today = '2026-03-15';

describe('withdrawPrize', () => {
  it('withdraws with trimmed values and the normalised code, answering CODE_SUCCESSFULLY_WITHDRAW', async () => {
    const fake = fakeWithdrawals();
    expect(await withdrawPrize(fake.port, request, today)).toEqual({ ok: true, key: CODE_SUCCESSFULLY_WITHDRAW });
    expect(fake.made).toEqual([
      {
        promotionId: 3,
        code: 'ABC',
        withdrawal: { name: 'Ana', cpf: '12345678909', address: 'Rua A', birthDate: '1990-05-01' },
      },
    ]);
  });

  it('withdraws nothing while the withdrawal rules fail', async () => {
    const fake = fakeWithdrawals();
    const result = await withdrawPrize(
      fake.port,
      { ...request, withdrawal: { ...request.withdrawal, cpf: '', birthDate: today } },
      today,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { key: REQUIRED_FIELD_MESSAGE, field: 'cpf' },
        { key: BIRTH_DATE_NOT_BEFORE_TODAY, field: 'birthDate' },
      ],
    });
    expect(fake.made).toEqual([]);
  });

  it('answers CODE_WITHDRAW_ERROR when the port fails', async () => {
    expect(await withdrawPrize(fakeWithdrawals(true).port, request, today)).toEqual({
      ok: false,
      errors: [{ key: CODE_WITHDRAW_ERROR }],
    });
  });
});
