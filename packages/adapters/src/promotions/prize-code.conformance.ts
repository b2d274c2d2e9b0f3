/**
 * What the point of sale's PointOfSaleRedemptionPort does (spec B §7 "Point of sale"; issues 13 §7, 24 §2), written
 * once and run against the memory adapter beside it and the HTTP adapter over a real API server
 * (apps/api/test/prize-code-conformance.test.ts). The server is the reference. Not a test file itself, and not in
 * the package's index: reached through `@tagtrail/adapters/conformance`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_NOT_BEFORE_TODAY,
  BUSINESS_RULE_ERROR,
  INVALID_CPF,
  INVALID_FIELD,
  localDateOf,
  PortError,
  PRIZE_CODE_ATTEMPTS_PER_MINUTE,
  PROMOTION_ALREADY_WITHDRAW,
  REQUIRED_FIELD_MESSAGE,
  TOO_MANY_CODE_ATTEMPTS,
  type ListQuery,
  type PointOfSaleRedemptionPort,
  type PointOfSaleWinner,
  type PrizeCodePort,
  type WithdrawalDetails,
} from '@tagtrail/domain';

/** A prize of the customer still to be taken. */
export interface OpenPrize {
  readonly code: string;
  readonly promotionId: number;
  /** What its promotion gives. */
  readonly prize: string;
}

export interface PointOfSaleRedemptionConformanceSubject {
  /** The till under test: a sales point of the customer. */
  readonly till: PointOfSaleRedemptionPort;
  /** Another sales point of the same customer. */
  readonly otherTill: PointOfSaleRedemptionPort;
  /** The customer area's lookup and withdrawal: the customer's own staff may hand a prize out too. */
  readonly customerArea: PrizeCodePort;
  /** At least eight prizes of one promotion of the customer, still to be taken. */
  readonly openPrizes: readonly OpenPrize[];
  /** A prize of another customer still to be taken. */
  readonly foreignCode: string;
}

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: '',
  ...fields,
});

const joao: WithdrawalDetails = {
  name: 'João Pereira',
  cpf: '529.982.247-25',
  address: 'Av. Brasil, 100',
  birthDate: '1985-02-01',
};

async function refusal(call: Promise<unknown>): Promise<PortError> {
  const outcome = await call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(PortError);
  return outcome as PortError;
}

export function describePointOfSaleRedemptionConformance(
  name: string,
  makeSubject: () => Promise<PointOfSaleRedemptionConformanceSubject>,
): void {
  describe(`${name}: the point of sale's prize redemption (spec B §7; issues 13 §7, 24 §2)`, () => {
    let subject: PointOfSaleRedemptionConformanceSubject;
    let till: PointOfSaleRedemptionPort;
    beforeAll(async () => {
      subject = await makeSubject();
      till = subject.till;
    });
    const prize = (index: number): OpenPrize => {
      const found = subject.openPrizes[index];
      if (found === undefined) throw new Error(`the subject has no open prize ${index}`);
      return found;
    };
    const withdrawAt = (port: PrizeCodePort, index: number, details: WithdrawalDetails = joao) =>
      port.withdraw({ promotionId: prize(index).promotionId, code: prize(index).code, withdrawal: details });
    const listedCodes = async (port: PointOfSaleRedemptionPort) =>
      (await port.winners(query())).records.map((row) => row.code);

    it('looks a code up in any letter case: its promotion, still to be taken', async () => {
      await expect(till.lookupCode(` ${prize(0).code.toLowerCase()} `)).resolves.toEqual({
        promotionId: prize(0).promotionId,
        withdrawnAt: null,
        withdrawal: null,
      });
    });

    it('answers null for a code nobody has, and for another customer’s', async () => {
      await expect(till.lookupCode('NOSUCHCODE23')).resolves.toBeNull();
      await expect(till.lookupCode(subject.foreignCode)).resolves.toBeNull();
    });

    it('refuses a withdrawal the form refuses, each error on its field, before it looks the code up', async () => {
      const refused = async (fields: Partial<WithdrawalDetails>, code = prize(1).code) => {
        const error = await refusal(till.withdraw({ promotionId: 0, code, withdrawal: { ...joao, ...fields } }));
        expect(error).toMatchObject({ status: 400, code: 'VALIDATION' });
        return error.details;
      };
      expect(await refused({ name: ' ', address: '' })).toEqual([
        { field: 'name', key: REQUIRED_FIELD_MESSAGE },
        { field: 'address', key: REQUIRED_FIELD_MESSAGE },
      ]);
      expect(await refused({ cpf: '123.456.789-00' })).toEqual([{ field: 'cpf', key: INVALID_CPF }]);
      expect(await refused({ birthDate: localDateOf(new Date()) })).toEqual([
        { field: 'birthDate', key: BIRTH_DATE_NOT_BEFORE_TODAY },
      ]);
      expect(await refused({ cpf: '123.456.789-00' }, 'NOSUCHCODE23')).toEqual([{ field: 'cpf', key: INVALID_CPF }]);
      expect((await refusal(till.withdraw({ promotionId: 0, code: '  ', withdrawal: joao }))).status).toBe(400);
      await expect(till.lookupCode(prize(1).code)).resolves.toMatchObject({ withdrawnAt: null });
    });

    it('answers 404 to a withdrawal of a code nobody has, or another customer’s, and changes nothing', async () => {
      const unknown = till.withdraw({ promotionId: 0, code: 'NOSUCHCODE23', withdrawal: joao });
      expect(await refusal(unknown)).toMatchObject({ status: 404 });
      const foreign = till.withdraw({ promotionId: 0, code: subject.foreignCode, withdrawal: joao });
      expect(await refusal(foreign)).toMatchObject({ status: 404 });
    });

    it('withdraws a code once, whatever promotion the request names: the till then sees who took it, cleaned', async () => {
      const before = Date.now();
      await till.withdraw({
        promotionId: 0,
        code: ` ${prize(2).code.toLowerCase()} `,
        withdrawal: { ...joao, name: ' João Pereira ' },
      });
      const found = await till.lookupCode(prize(2).code);
      expect(found).toMatchObject({
        promotionId: prize(2).promotionId,
        withdrawal: { name: 'João Pereira', cpf: '52998224725', address: joao.address, birthDate: joao.birthDate },
      });
      expect(Date.parse(found?.withdrawnAt ?? '')).toBeGreaterThan(before - 60_000);
      const again = await refusal(withdrawAt(till, 2));
      expect(again).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: PROMOTION_ALREADY_WITHDRAW });
      // The customer area sees it withdrawn, and by whom.
      await expect(subject.customerArea.lookupCode(prize(2).code)).resolves.toMatchObject({
        withdrawal: { name: 'João Pereira' },
      });
    });

    it('shows a prize withdrawn elsewhere as withdrawn, and when, but not to whom', async () => {
      await withdrawAt(subject.otherTill, 3);
      await withdrawAt(subject.customerArea, 4);
      for (const index of [3, 4]) {
        const found = await till.lookupCode(prize(index).code);
        expect(found, `prize ${index}`).toMatchObject({ promotionId: prize(index).promotionId, withdrawal: null });
        expect(Number.isNaN(Date.parse(found?.withdrawnAt ?? ''))).toBe(false);
      }
      expect(await refusal(withdrawAt(till, 3))).toMatchObject({ messageKey: PROMOTION_ALREADY_WITHDRAW });
    });

    it('lists only the prizes withdrawn at this till, the latest first: who, CPF, when, code and prize', async () => {
      await withdrawAt(till, 5, { ...joao, name: 'Maria Souza', cpf: '111.444.777-35' });
      const listed = (await till.winners(query())).records;
      expect(listed.map((row) => row.code).sort()).toEqual([prize(2).code, prize(5).code].sort());
      const times = listed.map((row) => Date.parse(row.withdrawnAt ?? ''));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(listed.find((row) => row.code === prize(5).code)).toEqual<PointOfSaleWinner>({
        name: 'Maria Souza',
        cpf: '11144477735',
        withdrawnAt: expect.any(String) as string,
        code: prize(5).code,
        prize: prize(5).prize,
      });
      // issue 24 §2: never a code still to be taken, nor another till's or the customer's own withdrawals.
      expect(await listedCodes(subject.otherTill)).toEqual([prize(3).code]);
      await expect(till.winners(query({ searchText: prize(0).code }))).resolves.toEqual({ records: [], total: 0 });
    });

    it('searches by name, CPF, code or prize, sorts by a column, pages, and refuses a sort it does not have', async () => {
      const found = async (searchText: string) =>
        (await till.winners(query({ searchText }))).records.map((r) => r.code);
      expect(await found('maria')).toEqual([prize(5).code]);
      expect(await found('11144477735')).toEqual([prize(5).code]);
      expect(await found(prize(2).code.toLowerCase())).toEqual([prize(2).code]);
      expect((await found(prize(2).prize)).sort()).toEqual([prize(2).code, prize(5).code].sort());
      const byName = await till.winners(query({ sort: 'name', direction: 'asc' }));
      expect(byName.records.map((r) => r.name)).toEqual(['João Pereira', 'Maria Souza']);
      const second = await till.winners(query({ sort: 'name', direction: 'desc', page: 1, rowsPerPage: 1 }));
      expect(second).toMatchObject({ total: 2, records: [{ name: 'João Pereira' }] });
      const error = await refusal(till.winners(query({ sort: 'nope', direction: 'asc' })));
      expect(error).toMatchObject({ status: 400, details: [{ field: 'sort', key: INVALID_FIELD }] });
    });

    // Last: it uses up the till's codes not found for a minute.
    it('refuses every code for a minute once too many were not found, the right ones too, at this till only', async () => {
      let throttled: PortError | undefined;
      for (let attempt = 0; attempt <= PRIZE_CODE_ATTEMPTS_PER_MINUTE && throttled === undefined; attempt += 1) {
        throttled = await till.lookupCode(`WRONG${attempt}`).then(
          (found) => {
            expect(found).toBeNull();
            return undefined;
          },
          (error: unknown) => error as PortError,
        );
      }
      expect(throttled).toMatchObject({ status: 429, messageKey: TOO_MANY_CODE_ATTEMPTS });
      expect(await refusal(till.lookupCode(prize(6).code))).toMatchObject({ status: 429 });
      expect(await refusal(withdrawAt(till, 6))).toMatchObject({ status: 429 });
      // Counted per account: the other till is not held up.
      await expect(subject.otherTill.lookupCode(prize(6).code)).resolves.toMatchObject({ withdrawnAt: null });
    });
  });
}
