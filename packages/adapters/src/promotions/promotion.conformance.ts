/**
 * What a PromotionPort does, written once and run against each adapter (issue 26 §4): the memory adapter beside it
 * and the HTTP adapter over a real API server (apps/api/test/promotion-conformance.test.ts), so the fake the views
 * and stories use cannot drift from the server. The server is the reference; where a case says what the spec does
 * not, it says what the server does. Not a test file itself (vitest runs `*.test.ts`), and not in the package's
 * index: it imports vitest, so it is reached only through `@tagtrail/adapters/conformance`.
 *
 * Each case reads into a city of its own, and every promotion it saves is limited to that city, so the cases share
 * one customer without sharing entries.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_RULE_ERROR,
  DATES_END_BEFORE_START,
  emptyPromotionForm,
  ENTRY_RULE,
  FIELD_TOO_LONG,
  INVALID_FIELD,
  localDateOf,
  NO_READING_SELECTED,
  PortError,
  PRIZE_CODE_ALPHABET,
  PRIZE_CODE_ATTEMPTS_PER_MINUTE,
  PRIZE_CODE_LENGTH,
  PROMOTION_ALREADY_WITHDRAW,
  PROMOTION_ENTRIES_FROZEN,
  PROMOTION_NOT_EDITABLE,
  PROMOTION_NOT_PROCESSED,
  promotionInputFrom,
  readingFilterFor,
  REQUIRED_FIELD_MESSAGE,
  TOO_MANY_CODE_ATTEMPTS,
  WINNERS_COUNT_MIN,
  type EntryRule,
  type ListQuery,
  type PromotionInput,
  type PromotionPort,
  type PromotionStatus,
  type WithdrawalDetails,
} from '@tagtrail/domain';

/** A reading as a scan leaves it: a device (none: its address made too many new devices) read a tag, somewhere. */
export interface ConformanceReading {
  /** The device's own id, as its cookie carries it; null for a reading recorded without one. */
  readonly device: string | null;
  /** Which product's tags: the subject's first (0) or second (1). */
  readonly product: 0 | 1;
  /** Which of that product's tags, 0 to 7. */
  readonly tag: number;
  readonly country: string;
  readonly state: string;
  readonly city: string;
  /** Its calendar day (UTC), counted back from today; readings of a day are stored in the order given. */
  readonly daysAgo: number;
}

/** A winner's prize code, as only its own phone is shown it. */
export interface DrawnPrizeCode {
  /** The device as the staff see it (the winners list's). */
  readonly deviceId: string;
  readonly code: string;
}

/** The port under test and the world around it: one customer, its products and tags, their readings and devices. */
export interface PromotionConformanceSubject {
  readonly promotions: PromotionPort;
  /** The caller's customer: every promotion it saves is this customer's, whatever the input says. */
  readonly customerId: number;
  /** Two products of the customer, each with eight tags to read. */
  readonly productIds: readonly [number, number];
  /** A product of another customer. */
  readonly foreignProductId: number;
  read(readings: readonly ConformanceReading[]): Promise<void>;
  /** Blocks a device, as the devices screen's active switch does. */
  block(device: string): Promise<void>;
  /** The device as the staff see it (the winners list's device id). */
  shownAs(device: string): Promise<string>;
  /** The promotion's prize codes in the order drawn. */
  prizeCodes(promotionId: number): Promise<readonly DrawnPrizeCode[]>;
  /** Lets the work the calls left behind run to its end (the server's jobs and sweeps; nothing for a fake). */
  settle(): Promise<void>;
}

const DAY_MS = 86_400_000;
/** No promotion or device has it: inside PostgreSQL's integer range, so it reaches the database. */
const UNKNOWN_ID = 2_000_000_000;
/** Status polls a processing may take before the case gives up on it. */
const MAX_POLLS = 20;

const day = (offset: number) => localDateOf(new Date(Date.now() + offset * DAY_MS));
const query = (fields: Partial<ListQuery> = {}): ListQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: '',
  ...fields,
});
const HEX_64 = /^[0-9a-f]{64}$/;

const withdrawal: WithdrawalDetails = {
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  address: 'Rua das Flores, 10, Campinas',
  birthDate: '1990-05-17',
};

/** The refusal a call ends in; fails the case when it succeeds. */
async function refusal(call: Promise<unknown>): Promise<PortError> {
  const outcome = await call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(PortError);
  return outcome as PortError;
}

export function describePromotionConformance(
  name: string,
  makeSubject: () => Promise<PromotionConformanceSubject>,
): void {
  describe(`${name}: the promotion port (spec B §4, §5, §7; issues 13, 24)`, () => {
    let subject: PromotionConformanceSubject;
    let port: PromotionPort;
    beforeAll(async () => {
      subject = await makeSubject();
      port = subject.promotions;
    });

    /** A place of the case's own: every promotion the case saves is limited to its city. */
    const placeOf = (label: string) => ({ country: 'BR', state: 'Conformidade', city: `Conformidade ${label}` });

    function inputFor(label: string, fields: Partial<PromotionInput> = {}): PromotionInput {
      const check = promotionInputFrom({
        ...emptyPromotionForm,
        description: `Sorteio ${label}`,
        prize: 'Uma caixa de vinho',
        winnersCount: 3,
        startDate: day(-10),
        endDate: day(10),
        entryRule: ENTRY_RULE.perDevice,
        cities: [placeOf(label).city],
      });
      if (!check.ok)
        throw new Error(`the case's promotion must pass the form's rules: ${JSON.stringify(check.errors)}`);
      return { ...check.input, customerId: subject.customerId, ...fields };
    }

    const created = (label: string, fields: Partial<PromotionInput> = {}) => port.create(inputFor(label, fields));

    /** Readings in the case's place, one for each device (or none) of the list, of the first product's tag `tag`. */
    const readingsOf = (
      label: string,
      rows: readonly [device: string | null, tag: number, daysAgo?: number][],
      product: 0 | 1 = 0,
    ): ConformanceReading[] =>
      rows.map(([device, tag, daysAgo = 1]) => ({ ...placeOf(label), device, product, tag, daysAgo }));

    /** Follows the status as the processing page does until it reaches 4; the statuses seen. */
    async function untilProcessed(id: number): Promise<PromotionStatus[]> {
      const seen: PromotionStatus[] = [];
      for (let poll = 0; poll < MAX_POLLS; poll += 1) {
        await subject.settle();
        const status = await port.status(id);
        seen.push(status);
        if (status === 4) return seen;
      }
      throw new Error(`promotion ${id} did not reach status 4: ${seen.join(' → ')}`);
    }

    async function processed(id: number): Promise<void> {
      await port.process(id, readingFilterFor(await port.get(id)));
      await untilProcessed(id);
    }

    const winnerIds = async (id: number) => (await port.winners(id, query())).records.map((w) => w.deviceId);
    const shownAs = (devices: readonly string[]) => Promise.all(devices.map((device) => subject.shownAs(device)));

    describe('the promotion form', () => {
      it('saves a promotion at status 1 for the caller’s customer, cleaned as the form’s rules clean it', async () => {
        const { city } = placeOf('save');
        const [first] = subject.productIds;
        const before = Date.now();
        const id = await created('save', {
          customerId: subject.customerId + 1,
          description: '  Leitura premiada  ',
          prize: ' Seis garrafas ',
          productIds: [first, first],
          countries: [' BR ', 'BR'],
          cities: [city, ' '],
          rulesManualUrl: '',
        });
        const stored = await port.get(id);
        expect(stored).toMatchObject({
          id,
          customerId: subject.customerId,
          description: 'Leitura premiada',
          prize: 'Seis garrafas',
          status: 1,
          winnersCount: 3,
          drawType: 2,
          entryRule: ENTRY_RULE.perDevice,
          relevance: 0,
          rulesManualUrl: '',
          imageUrl: '',
          startDate: day(-10),
          endDate: day(10),
          products: [{ promotionId: id, productId: first }],
          countries: [{ promotionId: id, name: 'BR' }],
          states: [],
          cities: [{ promotionId: id, name: city }],
        });
        expect(Date.parse(stored.createdAt)).toBeGreaterThan(before - 60_000);
        expect(Date.parse(stored.createdAt)).toBeLessThan(Date.now() + 60_000);
      });

      it('refuses what the form refuses, each error on its field, and stores nothing', async () => {
        const before = (await port.list(query())).total;
        const refused = async (fields: Partial<PromotionInput>) => {
          const error = await refusal(created('refusals', fields));
          expect(error).toMatchObject({ status: 400, code: 'VALIDATION' });
          expect(error.messageKey).toBe(error.details?.[0]?.key);
          return error.details;
        };
        expect(await refused({ description: ' ', prize: '' })).toEqual([
          { field: 'description', key: REQUIRED_FIELD_MESSAGE },
          { field: 'prize', key: REQUIRED_FIELD_MESSAGE },
        ]);
        expect(await refused({ winnersCount: 0 })).toEqual([
          { field: 'winnersCount', key: WINNERS_COUNT_MIN, params: { min: 1 } },
        ]);
        expect(await refused({ startDate: day(0), endDate: day(-1) })).toEqual([
          { field: 'endDate', key: DATES_END_BEFORE_START },
        ]);
        // What only the server knows: the products are the caller's own, the count fits its column, a place its
        // readings' (100 characters).
        expect(await refused({ productIds: [subject.foreignProductId] })).toEqual([
          { field: 'productIds', key: INVALID_FIELD },
        ]);
        expect(await refused({ winnersCount: 3_000_000_000 })).toEqual([{ field: 'winnersCount', key: INVALID_FIELD }]);
        expect(await refused({ states: ['x'.repeat(101)], cities: ['y'.repeat(101)] })).toEqual([
          { field: 'states', key: FIELD_TOO_LONG, params: { max: 100 } },
          { field: 'cities', key: FIELD_TOO_LONG, params: { max: 100 } },
        ]);
        expect((await port.list(query())).total).toBe(before);
      });

      it('edits a promotion at status 1, replacing its filters; a refused edit changes nothing', async () => {
        const { city } = placeOf('edit');
        const id = await created('edit', { countries: ['BR'], productIds: [subject.productIds[0]] });
        await expect(
          port.update(id, inputFor('edit', { description: 'Editada', winnersCount: 5, productIds: [], countries: [] })),
        ).resolves.toBe(id);
        await expect(port.get(id)).resolves.toMatchObject({
          description: 'Editada',
          winnersCount: 5,
          products: [],
          countries: [],
          cities: [{ name: city }],
          status: 1,
        });
        const error = await refusal(port.update(id, inputFor('edit', { prize: ' ' })));
        expect(error).toMatchObject({ status: 400, details: [{ field: 'prize', key: REQUIRED_FIELD_MESSAGE }] });
        await expect(port.get(id)).resolves.toMatchObject({ description: 'Editada', prize: 'Uma caixa de vinho' });
      });

      it('deletes a promotion at status 1; then it is gone', async () => {
        const id = await created('delete');
        await port.remove(id);
        expect(await refusal(port.get(id))).toMatchObject({ status: 404 });
        expect(await refusal(port.remove(id))).toMatchObject({ status: 404 });
      });

      it('answers 404 to every call naming a promotion that does not exist', async () => {
        const filter = { ...readingFilterFor(await port.get(await created('unknown'))), promotionId: UNKNOWN_ID };
        const calls: [string, () => Promise<unknown>][] = [
          ['get', () => port.get(UNKNOWN_ID)],
          ['update', () => port.update(UNKNOWN_ID, inputFor('unknown'))],
          ['remove', () => port.remove(UNKNOWN_ID)],
          ['status', () => port.status(UNKNOWN_ID)],
          ['possibleWinners', () => port.possibleWinners(UNKNOWN_ID)],
          ['entryCounts', () => port.entryCounts(UNKNOWN_ID)],
          ['process', () => port.process(UNKNOWN_ID, filter)],
          ['reprocess', () => port.reprocess(UNKNOWN_ID, filter)],
          ['winners', () => port.winners(UNKNOWN_ID, query())],
          ['drawRecord', () => port.drawRecord(UNKNOWN_ID)],
        ];
        for (const [call, send] of calls) expect((await refusal(send())).status, call).toBe(404);
      });
    });

    describe('the promotion list', () => {
      let zebra: number;
      let acai: number;
      let byPrize: number;
      beforeAll(async () => {
        zebra = await created('list', { description: 'Qqlista Zebra', winnersCount: 3, endDate: day(20) });
        acai = await created('list', { description: 'Qqlista Açaí', winnersCount: 3, endDate: day(30) });
        byPrize = await created('list', { description: 'Brinde', prize: 'Prêmio qqlista', winnersCount: 1 });
      });

      it('reads the newest first, finding the search text in the description or the prize, in any case', async () => {
        const page = await port.list(query({ searchText: 'QQLISTA' }));
        expect(page.total).toBe(3);
        expect(page.records.map((row) => row.id)).toEqual([byPrize, acai, zebra]);
        expect(page.records[1]).toEqual({
          id: acai,
          description: 'Qqlista Açaí',
          drawDate: null,
          finishDate: day(30),
          winnersCount: 3,
          status: 1,
        });
      });

      it('sorts by a column either way, ties in the order saved, and pages', async () => {
        const ids = async (fields: Partial<ListQuery>) =>
          (await port.list(query({ searchText: 'qqlista', ...fields }))).records.map((row) => row.id);
        expect(await ids({ sort: 'description', direction: 'asc' })).toEqual([byPrize, acai, zebra]);
        expect(await ids({ sort: 'description', direction: 'desc' })).toEqual([zebra, acai, byPrize]);
        expect(await ids({ sort: 'winnersCount', direction: 'asc' })).toEqual([byPrize, zebra, acai]);
        expect(await ids({ sort: 'winnersCount', direction: 'desc' })).toEqual([zebra, acai, byPrize]);
        expect(await ids({ sort: 'finishDate', direction: 'desc' })).toEqual([acai, zebra, byPrize]);
        const second = await port.list(query({ searchText: 'qqlista', sort: 'winnersCount', page: 1, rowsPerPage: 1 }));
        expect(second).toMatchObject({ total: 3, records: [{ id: zebra }] });
      });

      it('refuses a sort it does not know (INVALID_FIELD on sort)', async () => {
        const error = await refusal(port.list(query({ sort: 'nope', direction: 'asc' })));
        expect(error).toMatchObject({ status: 400, details: [{ field: 'sort', key: INVALID_FIELD }] });
      });
    });

    describe('the filter options', () => {
      it('offer the customer’s products and the places its readings have', async () => {
        const place = placeOf('options');
        await subject.read([{ ...place, device: 'options-1', product: 1, tag: 0, daysAgo: 1 }]);
        const options = await port.filterOptions();
        const productIds = options.products.map((p) => p.id);
        expect(productIds).toEqual(expect.arrayContaining([...subject.productIds]));
        expect(productIds).not.toContain(subject.foreignProductId);
        expect(options.countries).toContainEqual(expect.objectContaining({ value: 'BR', description: 'BR' }));
        expect(options.states).toContainEqual(
          expect.objectContaining({ value: place.state, description: place.state }),
        );
        expect(options.cities).toContainEqual(expect.objectContaining({ value: place.city, description: place.city }));
      });
    });

    describe('the entries (issue 24 §3)', () => {
      beforeAll(async () => {
        // Tag 0: e-first read it first, e-late after; tag 1: e-late's own; tag 2: the blocked phone's only; tag 3:
        // a reading without a device; e-other read the second product; e-old read before the period.
        await subject.read([
          ...readingsOf('entries', [
            ['e-first', 0, 2],
            ['e-late', 0, 1],
            ['e-later', 0, 0],
            ['e-late', 1, 2],
            ['e-blocked', 2, 1],
            [null, 3, 1],
            ['e-old', 4, 30],
          ]),
          ...readingsOf('entries', [['e-other', 0, 1]], 1),
        ]);
        await subject.block('e-blocked');
      });

      const counts = async (entryRule: EntryRule, fields: Partial<PromotionInput> = {}) => {
        const id = await created('entries', { entryRule, ...fields });
        return { possible: await port.possibleWinners(id), counts: await port.entryCounts(id) };
      };

      it('one per tag: each tag held by its first reader not blocked; what the rule kept out, counted', async () => {
        await expect(counts(ENTRY_RULE.perTag, { productIds: [subject.productIds[0]] })).resolves.toEqual({
          possible: 2,
          counts: { entries: 2, blockedDevices: 1, laterReaders: 1, readingsWithoutDevice: 1 },
        });
      });

      it('one per device: every device not blocked with a matching reading', async () => {
        await expect(counts(ENTRY_RULE.perDevice, { productIds: [subject.productIds[0]] })).resolves.toEqual({
          possible: 3,
          counts: { entries: 3, blockedDevices: 1, laterReaders: 0, readingsWithoutDevice: 1 },
        });
      });

      it('limits by product, place and period', async () => {
        const [first, second] = subject.productIds;
        expect((await counts(ENTRY_RULE.perDevice)).possible).toBe(4);
        expect((await counts(ENTRY_RULE.perDevice, { productIds: [second] })).possible).toBe(1);
        expect((await counts(ENTRY_RULE.perDevice, { productIds: [first, second] })).possible).toBe(4);
        expect((await counts(ENTRY_RULE.perDevice, { countries: ['PT'] })).possible).toBe(0);
        expect((await counts(ENTRY_RULE.perDevice, { states: ['Conformidade'] })).possible).toBe(4);
        expect((await counts(ENTRY_RULE.perDevice, { startDate: day(-40), endDate: day(-20) })).possible).toBe(1);
        expect((await counts(ENTRY_RULE.perDevice, { startDate: day(-1), endDate: day(0) })).possible).toBe(3);
      });
    });

    describe('processing (spec B §4)', () => {
      it('refuses Process without an entry (NO_READING_SELECTED), and with another promotion’s filter', async () => {
        const none = await created('no entries');
        const error = await refusal(port.process(none, readingFilterFor(await port.get(none))));
        expect(error).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: NO_READING_SELECTED });
        await subject.read(readingsOf('mismatch', [['m-1', 0]]));
        const other = await created('mismatch');
        const mismatch = await refusal(port.process(other, readingFilterFor(await port.get(none))));
        expect(mismatch).toMatchObject({ status: 400, details: [{ field: 'id', key: INVALID_FIELD }] });
        expect(await port.status(none)).toBe(1);
        expect(await port.status(other)).toBe(1);
      });

      it('refuses Reprocess before the promotion is processed (PROMOTION_NOT_PROCESSED)', async () => {
        await subject.read(readingsOf('early reprocess', [['r-1', 0]]));
        const id = await created('early reprocess');
        const error = await refusal(port.reprocess(id, readingFilterFor(await port.get(id))));
        expect(error).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: PROMOTION_NOT_PROCESSED });
        expect(await port.status(id)).toBe(1);
      });

      it('chooses the entries by the promotion’s stored filter, never by the filter sent with Process', async () => {
        await subject.read(
          readingsOf('stored filter', [
            ['s-1', 0],
            ['s-2', 1],
          ]),
        );
        // Stored: a city no reading has. Sent: no place at all, which would match every reading of the customer.
        const empty = await created('stored filter', { cities: ['Conformidade sem leituras'] });
        const wide = { ...readingFilterFor(await port.get(empty)), cities: [], countries: [], states: [] };
        expect(await refusal(port.process(empty, wide))).toMatchObject({ messageKey: NO_READING_SELECTED });
        // Stored: the case's city. Sent: a city no reading has.
        const id = await created('stored filter', { winnersCount: 5 });
        await port.process(id, { ...readingFilterFor(await port.get(id)), cities: ['Conformidade sem leituras'] });
        await untilProcessed(id);
        expect((await winnerIds(id)).sort()).toEqual((await shownAs(['s-1', 's-2'])).sort());
      });

      it('moves 1 → 2 → 3 → 4, drawing the winners count among the entries, each device once', async () => {
        const devices = ['p-1', 'p-2', 'p-3', 'p-4', 'p-5'];
        await subject.read(readingsOf('process', [...devices.map((d, i): [string, number] => [d, i]), ['p-1', 5]]));
        const id = await created('process', { winnersCount: 3 });
        await port.process(id, readingFilterFor(await port.get(id)));
        expect([2, 3, 4]).toContain(await port.status(id));
        const seen = await untilProcessed(id);
        expect(seen.every((status, i) => status >= 2 && status >= (seen[i - 1] ?? 2))).toBe(true);
        const winners = await winnerIds(id);
        expect(winners).toHaveLength(3);
        expect(new Set(winners).size).toBe(3);
        expect(await shownAs(devices)).toEqual(expect.arrayContaining(winners));
        const row = (await port.list(query({ searchText: 'Sorteio process' }))).records;
        expect(row.find((r) => r.id === id)).toMatchObject({ status: 4, drawDate: day(0), winnersCount: 3 });
      });

      it('never lets a blocked device take part, however many prizes there are', async () => {
        await subject.read(
          readingsOf('blocked', [
            ['b-1', 0],
            ['b-blocked', 1],
            ['b-2', 2],
            ['b-blocked', 3],
          ]),
        );
        await subject.block('b-blocked');
        const id = await created('blocked', { winnersCount: 10 });
        await processed(id);
        expect((await winnerIds(id)).sort()).toEqual((await shownAs(['b-1', 'b-2'])).sort());
        expect(await port.entryCounts(id)).toMatchObject({ entries: 2, blockedDevices: 1 });
      });

      it('one per tag: a phone that only read tags someone had read first never wins; a holder of two wins once', async () => {
        await subject.read(
          readingsOf('per tag', [
            ['t-buyer', 0, 3],
            ['t-buyer', 1, 3],
            ['t-other', 2, 3],
            ['t-script', 0, 1],
            ['t-script', 1, 1],
            ['t-script', 2, 1],
          ]),
        );
        const id = await created('per tag', { entryRule: ENTRY_RULE.perTag, winnersCount: 10 });
        await processed(id);
        expect((await winnerIds(id)).sort()).toEqual((await shownAs(['t-buyer', 't-other'])).sort());
        const record = await port.drawRecord(id);
        expect(record.entries).toHaveLength(3);
        expect(new Set(record.entries).size).toBe(2);
        expect(record.winners).toHaveLength(2);
      });

      it('gives each winner a prize code: 13 characters of the unambiguous alphabet, none repeated', async () => {
        const devices = Array.from({ length: 8 }, (_, i) => `c-${i}`);
        await subject.read(
          readingsOf(
            'codes',
            devices.map((d, i): [string, number] => [d, i]),
          ),
        );
        const id = await created('codes', { winnersCount: 8 });
        await processed(id);
        const codes = await subject.prizeCodes(id);
        expect(codes.map((c) => c.deviceId)).toEqual(await winnerIds(id));
        expect(PRIZE_CODE_LENGTH).toBe(13);
        for (const { code } of codes) {
          expect(code).toHaveLength(PRIZE_CODE_LENGTH);
          expect(
            [...code].every((character) => PRIZE_CODE_ALPHABET.includes(character)),
            code,
          ).toBe(true);
        }
        expect(new Set(codes.map((c) => c.code)).size).toBe(8);
        const [first] = codes;
        await expect(port.lookupCode(first?.code.toLowerCase() ?? '')).resolves.toEqual({
          promotionId: id,
          withdrawnAt: null,
          withdrawal: null,
        });
      });

      it('keeps a processed promotion as it is: no edit, delete or second Process (PROMOTION_NOT_EDITABLE)', async () => {
        await subject.read(readingsOf('closed', [['x-1', 0]]));
        const id = await created('closed');
        await processed(id);
        const refusals = [
          await refusal(port.update(id, inputFor('closed'))),
          await refusal(port.remove(id)),
          await refusal(port.process(id, readingFilterFor(await port.get(id)))),
        ];
        for (const error of refusals)
          expect(error).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: PROMOTION_NOT_EDITABLE });
        expect(await port.status(id)).toBe(4);
      });

      it('reprocesses 4 → 3 → 4, resending the notifications: the same winners, the same codes', async () => {
        await subject.read(
          readingsOf('reprocess', [
            ['rp-1', 0],
            ['rp-2', 1],
            ['rp-3', 2],
          ]),
        );
        const id = await created('reprocess', { winnersCount: 2 });
        await processed(id);
        const before = await subject.prizeCodes(id);
        await port.reprocess(id, readingFilterFor(await port.get(id)));
        expect([3, 4]).toContain(await port.status(id));
        await untilProcessed(id);
        expect(await subject.prizeCodes(id)).toEqual(before);
        expect(await winnerIds(id)).toEqual(before.map((c) => c.deviceId));
      });
    });

    describe('the draw record (issues 13 §5, 24 §4)', () => {
      it('publishes the commitment from the save on, and the seed, the sorted entries and the winners once drawn', async () => {
        await subject.read(
          readingsOf('record', [
            ['dr-1', 0],
            ['dr-2', 1],
            ['dr-3', 2],
            ['dr-4', 3],
          ]),
        );
        const id = await created('record', { winnersCount: 2 });
        const saved = await port.drawRecord(id);
        expect(saved).toMatchObject({
          promotionId: id,
          winnersCount: 2,
          entriesDigest: null,
          entriesFrozenAt: null,
          seed: null,
          entries: null,
          winners: null,
        });
        expect(saved.commitment).toMatch(HEX_64);
        expect(saved.publicReference).toMatch(/^[A-Za-z0-9_-]{22}$/);
        await processed(id);
        const drawn = await port.drawRecord(id);
        expect(drawn.commitment).toBe(saved.commitment);
        expect(drawn.publicReference).toBe(saved.publicReference);
        expect(drawn.seed).toMatch(HEX_64);
        expect(drawn.entriesDigest).toMatch(HEX_64);
        expect(Number.isNaN(Date.parse(drawn.entriesFrozenAt ?? ''))).toBe(false);
        const entries = drawn.entries ?? [];
        expect(entries).toHaveLength(4);
        expect(entries.every((entry) => HEX_64.test(entry))).toBe(true);
        expect(entries).toEqual([...entries].sort());
        expect(drawn.winners).toHaveLength(2);
        expect(new Set(drawn.winners).size).toBe(2);
        expect(entries).toEqual(expect.arrayContaining(drawn.winners ?? []));
      });
    });

    describe('the entry list, frozen when the period is over (issue 24 §4)', () => {
      let id: number;
      let digest: string | null;
      beforeAll(async () => {
        await subject.read(
          readingsOf('frozen', [
            ['f-1', 0, 4],
            ['f-2', 1, 4],
            ['f-3', 2, 4],
          ]),
        );
        // Ended two days ago: over, whatever the time of day.
        id = await created('frozen', { startDate: day(-6), endDate: day(-2), winnersCount: 10 });
        await subject.settle();
        digest = (await port.drawRecord(id)).entriesDigest;
      });

      it('publishes the list’s digest, not yet the seed, and keeps the promotion’s rules (PROMOTION_ENTRIES_FROZEN)', async () => {
        expect(digest).toMatch(HEX_64);
        expect(await port.drawRecord(id)).toMatchObject({ seed: null, entries: null, winners: null });
        const error = await refusal(port.update(id, inputFor('frozen', { startDate: day(-6), endDate: day(5) })));
        expect(error).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: PROMOTION_ENTRIES_FROZEN });
        await expect(port.get(id)).resolves.toMatchObject({ endDate: day(-2) });
      });

      it('draws from the frozen list: a reading stored later, and a device blocked later, change no entry', async () => {
        await subject.read(readingsOf('frozen', [['f-late', 3, 3]]));
        await subject.block('f-3');
        expect(await port.entryCounts(id)).toEqual({
          entries: 3,
          blockedDevices: 0,
          laterReaders: 0,
          readingsWithoutDevice: 0,
        });
        await processed(id);
        const drawn = await port.drawRecord(id);
        expect(drawn.entriesDigest).toBe(digest);
        expect((await winnerIds(id)).sort()).toEqual((await shownAs(['f-1', 'f-2', 'f-3'])).sort());
      });

      it('may still be deleted while at status 1', async () => {
        await subject.read(readingsOf('frozen delete', [['fd-1', 0, 4]]));
        const ended = await created('frozen delete', { startDate: day(-6), endDate: day(-2) });
        await subject.settle();
        expect((await port.drawRecord(ended)).entriesDigest).toMatch(HEX_64);
        await port.remove(ended);
        expect(await refusal(port.get(ended))).toMatchObject({ status: 404 });
      });
    });

    describe('winners and prize codes (spec B §4, §5, §7)', () => {
      let id: number;
      let codes: readonly DrawnPrizeCode[];
      beforeAll(async () => {
        const devices = Array.from({ length: 6 }, (_, i) => `w-${i}`);
        await subject.read(
          readingsOf(
            'winners',
            devices.map((d, i): [string, number] => [d, i]),
          ),
        );
        id = await created('winners', { winnersCount: 6 });
        await processed(id);
        codes = await subject.prizeCodes(id);
      });
      const code = (index: number) => codes[index]?.code ?? '';

      it('answers null for a code nobody has', async () => {
        await expect(port.lookupCode('NOPE2345')).resolves.toBeNull();
      });

      it('refuses a withdrawal the form refuses, each error on its field, before it looks the code up', async () => {
        const refused = async (fields: Partial<WithdrawalDetails>, prizeCode = code(0)) => {
          const error = await refusal(
            port.withdraw({ promotionId: id, code: prizeCode, withdrawal: { ...withdrawal, ...fields } }),
          );
          expect(error).toMatchObject({ status: 400, code: 'VALIDATION' });
          return error.details;
        };
        expect(await refused({ name: ' ', address: '' })).toEqual([
          { field: 'name', key: REQUIRED_FIELD_MESSAGE },
          { field: 'address', key: REQUIRED_FIELD_MESSAGE },
        ]);
        expect(await refused({ cpf: '529.982.247-24' })).toEqual([{ field: 'cpf', key: 'INVALID_CPF' }]);
        expect(await refused({ birthDate: day(0) })).toEqual([
          { field: 'birthDate', key: 'BIRTH_DATE_NOT_BEFORE_TODAY' },
        ]);
        expect(await refused({ cpf: '111.111.111-11' }, 'NOPE2345')).toEqual([{ field: 'cpf', key: 'INVALID_CPF' }]);
        await expect(port.lookupCode(code(0))).resolves.toMatchObject({ withdrawnAt: null, withdrawal: null });
      });

      it('answers 404 for a code of another promotion, or nobody’s', async () => {
        const other = await created('winners other');
        const wrong = port.withdraw({ promotionId: other, code: code(1), withdrawal });
        expect(await refusal(wrong)).toMatchObject({ status: 404 });
        const unknown = port.withdraw({ promotionId: id, code: 'NOPE2345', withdrawal });
        expect(await refusal(unknown)).toMatchObject({ status: 404 });
        await expect(port.lookupCode(code(1))).resolves.toMatchObject({ withdrawnAt: null });
      });

      it('withdraws a prize once, in any letter case: the lookup then shows who took it, cleaned', async () => {
        const before = Date.now();
        await port.withdraw({
          promotionId: id,
          code: code(2).toLowerCase(),
          withdrawal: { ...withdrawal, name: ' Ana ' },
        });
        const found = await port.lookupCode(code(2));
        expect(found).toMatchObject({
          promotionId: id,
          withdrawal: { name: 'Ana', cpf: '52998224725', address: withdrawal.address, birthDate: withdrawal.birthDate },
        });
        expect(Date.parse(found?.withdrawnAt ?? '')).toBeGreaterThan(before - 60_000);
        const again = await refusal(port.withdraw({ promotionId: id, code: code(2), withdrawal }));
        expect(again).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: PROMOTION_ALREADY_WITHDRAW });
        await expect(port.lookupCode(code(2))).resolves.toMatchObject({ withdrawal: { name: 'Ana' } });
      });

      it('lists the winners in the order drawn: who withdrew and when, searchable, sortable and paged', async () => {
        const all = await port.winners(id, query());
        expect(all.total).toBe(6);
        expect(all.records.map((w) => w.deviceId)).toEqual(codes.map((c) => c.deviceId));
        const taken = all.records[2];
        expect(taken).toMatchObject({ deviceId: codes[2]?.deviceId, withdrawerName: 'Ana' });
        expect(Number.isNaN(Date.parse(taken?.withdrawnAt ?? ''))).toBe(false);
        expect(all.records.filter((w) => w.withdrawnAt === null)).toHaveLength(5);
        await expect(port.winners(id, query({ searchText: 'ana' }))).resolves.toMatchObject({
          total: 1,
          records: [{ deviceId: codes[2]?.deviceId }],
        });
        // Rows without a withdrawal come last whichever way the column is sorted.
        for (const direction of ['asc', 'desc'] as const) {
          const sorted = await port.winners(id, query({ sort: 'withdrawnAt', direction }));
          expect(sorted.records[0]?.deviceId, direction).toBe(codes[2]?.deviceId);
        }
        const second = await port.winners(id, query({ page: 1, rowsPerPage: 4 }));
        expect(second.records.map((w) => w.deviceId)).toEqual(codes.slice(4).map((c) => c.deviceId));
        const error = await refusal(port.winners(id, query({ sort: 'nope', direction: 'asc' })));
        expect(error).toMatchObject({ status: 400, details: [{ field: 'sort', key: INVALID_FIELD }] });
      });

      // Last: it uses up the caller's codes not found for a minute.
      it('refuses every code for a minute once too many codes were not found, the right ones too (issue 24 §2)', async () => {
        let throttled: PortError | undefined;
        for (let attempt = 0; attempt <= PRIZE_CODE_ATTEMPTS_PER_MINUTE && throttled === undefined; attempt += 1) {
          throttled = await port.lookupCode(`WRONG${attempt}`).then(
            (found) => {
              expect(found).toBeNull();
              return undefined;
            },
            (error: unknown) => error as PortError,
          );
        }
        expect(throttled).toMatchObject({ status: 429, messageKey: TOO_MANY_CODE_ATTEMPTS });
        expect(await refusal(port.lookupCode(code(3)))).toMatchObject({ status: 429 });
        const withdrawn = port.withdraw({ promotionId: id, code: code(3), withdrawal });
        expect(await refusal(withdrawn)).toMatchObject({ status: 429 });
      });
    });
  });
}
