import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PortError, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { INVALID_CPF } from '../shared/tax-id';
import { emptyWithdrawalInput, type PrizeLookup, type WithdrawalInput } from './prize-redemption.model';
import {
  BIRTH_DATE_NOT_BEFORE_TODAY,
  CODE_NOT_FOUND,
  CODE_SUCCESSFULLY_WITHDRAW,
  CODE_WITHDRAW_ERROR,
  decideLookupFailure,
  decideRedemption,
  displayPrizeCode,
  LOADING_CODE_ERROR,
  normalisePrizeCode,
  normaliseWithdrawal,
  PROMOTION_ALREADY_WITHDRAW,
  TOO_MANY_CODE_ATTEMPTS,
  validatePointOfSaleWithdrawal,
  validateWithdrawal,
  withdrawalFailureKey,
} from './prize-redemption.rules';

const today = '2026-03-15';
const complete: WithdrawalInput = {
  name: 'Ana Souza',
  cpf: '123.456.789-09',
  address: 'Rua A, 1',
  birthDate: '1990-05-01',
};
const keysOf = (input: WithdrawalInput) => validateWithdrawal(input, today).map((e) => `${e.field ?? ''}:${e.key}`);

// Letters a Brazilian code box will see, plus digits, dashes and spaces.
const codeChar = fc.constantFrom(...'abcxyzABCXYZçãéíõÇÃÉ0189- \t'.split(''));
const typedCode = fc.string({ unit: codeChar });

describe('the spec message keys', () => {
  it('are spelt as the spec writes them', () => {
    expect([
      CODE_NOT_FOUND,
      LOADING_CODE_ERROR,
      PROMOTION_ALREADY_WITHDRAW,
      CODE_SUCCESSFULLY_WITHDRAW,
      CODE_WITHDRAW_ERROR,
    ]).toEqual([
      'CODE_NOT_FOUND',
      'LOADING_CODE_ERROR',
      'PROMOTION_ALREADY_WITHDRAW',
      'CODE_SUCCESSFULLY_WITHDRAW',
      'CODE_WITHDRAW_ERROR',
    ]);
  });
});

describe('prize code (spec B §5: shown uppercased; an empty code does nothing)', () => {
  it('is shown upper-cased as typed', () => {
    expect(displayPrizeCode('ab c1 ')).toBe('AB C1 ');
  });

  it('is looked up trimmed and upper-cased', () => {
    expect(normalisePrizeCode('  promo-12ab ')).toBe('PROMO-12AB');
  });

  it('is empty when only spaces were typed', () => {
    expect(normalisePrizeCode(' \t ')).toBe('');
  });

  it('property: normalising is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (s) => normalisePrizeCode(normalisePrizeCode(s)) === normalisePrizeCode(s),
      ),
    );
  });

  it('property: a normalised code has no lower-case letters', () => {
    fc.assert(fc.property(typedCode, (s) => !/\p{Ll}/u.test(normalisePrizeCode(s))));
  });

  it('property: a normalised code is left unchanged by upper-casing, whatever was typed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (s) => normalisePrizeCode(s).toUpperCase() === normalisePrizeCode(s),
      ),
    );
  });

  it('property: blank in, empty out', () => {
    const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') });
    fc.assert(fc.property(blank, (s) => normalisePrizeCode(s) === ''));
  });

  it('property: a normalised code neither starts nor ends with white space', () => {
    fc.assert(fc.property(typedCode, (s) => normalisePrizeCode(s) === normalisePrizeCode(s).trim()));
  });
});

describe('code lookup decision (spec B §4, §7, §8)', () => {
  const open: PrizeLookup = { promotionId: 9, withdrawnAt: null, withdrawal: null };
  const taken: PrizeLookup = {
    promotionId: 9,
    withdrawnAt: '2026-03-01T14:00:00.000Z',
    withdrawal: { name: 'Ana', cpf: '123', birthDate: '1990-05-01', address: 'Rua A' },
  };

  it('sends the user to the withdrawal form of the promotion when the prize is still to be taken', () => {
    expect(decideRedemption('ABC', open)).toEqual({ kind: 'withdrawable', promotionId: 9, code: 'ABC' });
  });

  it("shows the withdrawer's data with PROMOTION_ALREADY_WITHDRAW when a withdrawal date is present", () => {
    expect(decideRedemption('ABC', taken)).toEqual({
      kind: 'alreadyWithdrawn',
      key: PROMOTION_ALREADY_WITHDRAW,
      promotionId: 9,
      code: 'ABC',
      withdrawnAt: '2026-03-01T14:00:00.000Z',
      withdrawal: taken.withdrawal,
    });
  });

  it('does not count an empty withdrawal date as withdrawn', () => {
    expect(decideRedemption('ABC', { ...open, withdrawnAt: '' }).kind).toBe('withdrawable');
  });

  it('answers CODE_NOT_FOUND for an unknown code', () => {
    expect(decideRedemption('ABC', null)).toEqual({ kind: 'notFound', key: CODE_NOT_FOUND });
  });

  it('answers CODE_NOT_FOUND for a 404 and LOADING_CODE_ERROR for any other failure', () => {
    expect(decideLookupFailure(new PortError(404, 'NOT_FOUND', undefined))).toEqual({
      kind: 'notFound',
      key: CODE_NOT_FOUND,
    });
    expect(decideLookupFailure(new PortError(500, 'INTERNAL', undefined))).toEqual({
      kind: 'failed',
      key: LOADING_CODE_ERROR,
    });
    expect(decideLookupFailure(new Error('offline'))).toEqual({ kind: 'failed', key: LOADING_CODE_ERROR });
  });

  it('answers TOO_MANY_CODE_ATTEMPTS for a 429, to a lookup and to a withdrawal (issue 24 §2)', () => {
    const throttled = new PortError(429, 'TOO_MANY_CODE_ATTEMPTS', 'TOO_MANY_CODE_ATTEMPTS');
    expect(decideLookupFailure(throttled)).toEqual({ kind: 'throttled', key: TOO_MANY_CODE_ATTEMPTS });
    expect(withdrawalFailureKey(throttled)).toBe(TOO_MANY_CODE_ATTEMPTS);
    expect(withdrawalFailureKey(new PortError(409, 'PROMOTION_ALREADY_WITHDRAW', undefined))).toBe(CODE_WITHDRAW_ERROR);
  });
});

describe('withdrawal (spec B §5)', () => {
  it('accepts name, cpf, address and a birth date before today', () => {
    expect(validateWithdrawal(complete, today)).toEqual([]);
  });

  it('requires nome, cpf, endereco and dataNascimento', () => {
    expect(keysOf(emptyWithdrawalInput)).toEqual([
      `name:${REQUIRED_FIELD_MESSAGE}`,
      `cpf:${REQUIRED_FIELD_MESSAGE}`,
      `address:${REQUIRED_FIELD_MESSAGE}`,
      `birthDate:${REQUIRED_FIELD_MESSAGE}`,
    ]);
  });

  it('counts fields of spaces only as empty', () => {
    expect(keysOf({ ...complete, name: '  ', address: ' ' })).toEqual([
      `name:${REQUIRED_FIELD_MESSAGE}`,
      `address:${REQUIRED_FIELD_MESSAGE}`,
    ]);
  });

  it('refuses a birth date of today', () => {
    expect(validateWithdrawal({ ...complete, birthDate: today }, today)).toEqual([
      { key: BIRTH_DATE_NOT_BEFORE_TODAY, field: 'birthDate' },
    ]);
  });

  it('refuses a birth date after today', () => {
    expect(keysOf({ ...complete, birthDate: '2026-03-16' })).toEqual([`birthDate:${BIRTH_DATE_NOT_BEFORE_TODAY}`]);
  });

  it('accepts a birth date of yesterday', () => {
    expect(validateWithdrawal({ ...complete, birthDate: '2026-03-14' }, today)).toEqual([]);
  });

  it('counts an invalid birth date as empty', () => {
    expect(keysOf({ ...complete, birthDate: '1990-02-30' })).toEqual([`birthDate:${REQUIRED_FIELD_MESSAGE}`]);
  });

  it('refuses a cpf whose check digits do not match (issue 13 §6), masked or not', () => {
    expect(keysOf({ ...complete, cpf: '123.456.789-00' })).toEqual([`cpf:${INVALID_CPF}`]);
    expect(keysOf({ ...complete, cpf: '12345678900' })).toEqual([`cpf:${INVALID_CPF}`]);
    expect(keysOf({ ...complete, cpf: 'x' })).toEqual([`cpf:${INVALID_CPF}`]);
    expect(keysOf({ ...complete, cpf: '111.111.111-11' })).toEqual([`cpf:${INVALID_CPF}`]);
  });

  it('accepts a cpf with the right check digits, masked or not', () => {
    expect(validateWithdrawal({ ...complete, cpf: '12345678909' }, today)).toEqual([]);
    expect(validateWithdrawal({ ...complete, cpf: ' 111.444.777-35 ' }, today)).toEqual([]);
  });

  it('saves trimmed values', () => {
    expect(
      normaliseWithdrawal({ name: ' Ana ', cpf: ' 111.444.777-35 ', address: ' Rua ', birthDate: ' 1990-05-01 ' }),
    ).toEqual({
      name: 'Ana',
      cpf: '11144477735',
      address: 'Rua',
      birthDate: '1990-05-01',
    });
  });

  it('property: a birth date on or after today is always refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (daysAfter) => {
        const birth = new Date(Date.UTC(2026, 2, 15 + daysAfter)).toISOString().slice(0, 10);
        return keysOf({ ...complete, birthDate: birth }).includes(`birthDate:${BIRTH_DATE_NOT_BEFORE_TODAY}`);
      }),
    );
  });

  it('at the point of sale also requires the prize code', () => {
    expect(validatePointOfSaleWithdrawal({ ...complete, code: ' ' }, today)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'code' },
    ]);
    expect(validatePointOfSaleWithdrawal({ ...complete, code: 'abc' }, today)).toEqual([]);
  });
});
