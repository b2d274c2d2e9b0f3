/**
 * What the CustomerLotPort does (spec B §7 "Lots, tags, readings"; issue 11), written once and run against the memory
 * adapter (customer-lot.memory.conformance.test.ts) and the HTTP adapter signed in as a customer
 * (apps/api/test/lot-conformance.test.ts). The server is the reference.
 *
 * Three parts. The lot record is the record-resource suite's (resource.conformance.ts) with the lots' own cases: the
 * form's rules, a product of the customer's that a lot keeps, a number unique without regard to case, a lot whose
 * tags were read never deleted. The sub-lots are the lots' own: the partner lots given to the customer that still
 * have free tags, a range of their tags (or the whole lot) taken for a lot and given back, and what the lot's row, its
 * record and the cards' totals say of it. And the products the lot form offers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_RULE_ERROR,
  CUSTOMER_LOT_NUMBER_EXISTS,
  CUSTOMER_LOT_NUMBER_MAX,
  CUSTOMER_LOT_PRODUCT_LOCKED,
  DATES_RELEASE_BEFORE_FABRICATION,
  DATES_VALIDITY_BEFORE_FABRICATION,
  DATES_VALIDITY_BEFORE_RELEASE,
  FIELD_TOO_LONG,
  LOT_HAS_READINGS,
  LOT_STATUS,
  PRODUCT_NOT_OF_CUSTOMER,
  REQUIRED_FIELD_MESSAGE,
  SUBLOT_IN_USE,
  SUBLOT_RANGE_OUTSIDE_LOT,
  SUBLOT_RANGE_OVERLAPS,
  UNKNOWN_MARKET_COUNTRY,
  WRONG_DATES,
  type AvailablePartnerLot,
  type AvailablePartnerLotQuery,
  type CustomerLot,
  type CustomerLotPort,
  type CustomerLotRow,
  type CustomerLotSave,
  type ListQuery,
  type PortErrorDetail,
  type ProductOption,
  type SequenceRange,
} from '@tagtrail/domain';
import {
  describeResourceConformance,
  refusal,
  type ConformingResource,
  type ResourceConformanceSubject,
} from '../resource.conformance';

export interface CustomerLotConformanceWorld {
  /** The caller's customer, whose every lot is. */
  readonly customerId: number;
  /**
   * Two products of the customer, the first's name sorting before the second's. The lots the cases make have the
   * first, but for the list cases' rows; no other lot has the second. Their names hold no search text of the cases.
   */
  readonly products: readonly [ProductOption, ProductOption];
  /** A product of another customer: a lot may not have it. */
  readonly foreignProductId: number;
}

/**
 * A partner lot given to the customer for the sub-lot cases, all of its tags free: `size` tags of sequences 1 to
 * `size`, each of id `conformanceTagId(number, sequence)`, and the product of the world's products at `product`.
 */
export interface ConformancePartnerLot {
  readonly number: string;
  readonly size: number;
  readonly createdAt: string;
  readonly product: 0 | 1 | null;
}

/** The id of the tag of a conformance partner lot at a sequence. */
export const conformanceTagId = (partnerLotNumber: string, sequence: number): string =>
  `${partnerLotNumber.replace(/\W/g, '')}-T${sequence}`;

const PARTNER_LOT_MARKER = 'Qqplot';

/** The partner lots of the sub-lot cases: 0 is cut in ranges, 1 taken whole and given back, 3 taken whole and read. */
export const CONFORMANCE_PARTNER_LOTS: readonly ConformancePartnerLot[] = [
  { number: `${PARTNER_LOT_MARKER} Delta`, size: 5, createdAt: '2026-01-10T08:00:00.000Z', product: null },
  { number: `${PARTNER_LOT_MARKER} Alfa`, size: 2, createdAt: '2026-01-20T08:00:00.000Z', product: null },
  { number: `${PARTNER_LOT_MARKER} Charlie`, size: 3, createdAt: '2026-01-05T08:00:00.000Z', product: 1 },
  { number: `${PARTNER_LOT_MARKER} Beta`, size: 4, createdAt: '2026-01-15T08:00:00.000Z', product: 0 },
];

/**
 * More products of the customer, for the lot form's product select: made in this order (their ids rise in it), after
 * the world's two. Their names sort otherwise as people read them than byte by byte, and two are the same.
 */
export const CONFORMANCE_OPTION_PRODUCTS: readonly Omit<ProductOption, 'id'>[] = [
  { code: 'CONF-OPT-1', name: 'Qqprod Zebra' },
  { code: 'CONF-OPT-2', name: 'Qqprod eden' },
  { code: 'CONF-OPT-3', name: 'Qqprod Éden' },
  { code: 'CONF-OPT-4', name: 'Qqprod Eden' },
  { code: 'CONF-OPT-5', name: 'Qqprod açaí' },
  { code: 'CONF-OPT-6', name: 'Qqprod Azeite' },
  { code: 'CONF-OPT-7', name: 'Qqprod Eden' },
  { code: 'CONF-OPT-8', name: 'Qqprod 10 anos' },
  { code: 'CONF-OPT-9', name: 'Qqprod 9 anos' },
];

export interface CustomerLotConformanceSubject extends ResourceConformanceSubject<
  CustomerLotRow,
  CustomerLot,
  CustomerLotSave,
  CustomerLotConformanceWorld
> {
  readonly port: CustomerLotPort;
  /** The ids CONFORMANCE_PARTNER_LOTS were given, rising in its order. */
  readonly partnerLotIds: readonly number[];
  /** A partner lot given to another customer: answered as if it did not exist. Absent for a world of one customer. */
  readonly foreignPartnerLotId?: number;
  /** The ids CONFORMANCE_OPTION_PRODUCTS were given, rising in its order. */
  readonly optionProductIds: readonly number[];
  /** One of the lot's tags is read once, as a shopper's scan would read it. */
  readTagOf(customerLotId: number): Promise<void>;
}

const MARKER = 'Qqlote';

/** No record has it: inside PostgreSQL's integer range, so it reaches the database. */
const UNKNOWN_ID = 2_000_000_000;

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: '',
  ...fields,
});

const validation = (details: PortErrorDetail[]) => ({
  status: 400,
  code: 'VALIDATION',
  messageKey: details[0]?.key,
  details,
});

/** A lot made on 15 January, released on 1 February, of no expiry, available, sold anywhere. */
const lotOf = (productId: number | null, number: string, fields: Partial<CustomerLotSave> = {}): CustomerLotSave => ({
  productId,
  number,
  manufactureDate: '2026-01-15',
  releaseDate: '2026-02-01',
  expiryDate: '',
  expiryUndefined: true,
  status: LOT_STATUS.available,
  statusDate: '',
  markets: [],
  ...fields,
});

/** A row of the lot table named by its id as well, as the record-resource suite reads a row's id. */
type ListedLot = CustomerLotRow & { readonly id: number };

/** The port with its table's rows named by id; the rest as it is. */
function withRowIds(port: CustomerLotPort): ConformingResource<ListedLot, CustomerLot, CustomerLotSave> {
  const named = (row: CustomerLotRow): ListedLot => ({ id: row.customerLotId, ...row });
  const { allRows } = port;
  return {
    list: async (listQuery) => {
      const page = await port.list(listQuery);
      return { ...page, records: page.records.map(named) };
    },
    ...(allRows && {
      async *allRows(listQuery: ListQuery) {
        for await (const row of allRows.call(port, listQuery)) yield named(row);
      },
    }),
    get: (id) => port.get(id),
    create: (input) => port.create(input),
    update: (id, input) => port.update(id, input),
    remove: (id) => port.remove(id),
  };
}

export function describeCustomerLotConformance(
  name: string,
  makeSubject: () => Promise<CustomerLotConformanceSubject>,
): void {
  const subjectOfRecords = async () => {
    const subject = await makeSubject();
    return { ...subject, port: withRowIds(subject.port) };
  };
  describeResourceConformance(name, 'customer lot', subjectOfRecords, (world) => {
    const [first, second] = world.products;
    return {
      valid: (label) => lotOf(first.id, `Lote ${label}`),
      cleaned: {
        // A status date without a status and an expiry date of a lot without expiry are not kept.
        input: lotOf(first.id, '  LC limpo  ', {
          statusDate: '2026-03-01',
          expiryDate: '2027-01-15',
          markets: [' pt', 'br', 'PT'],
        }),
        stored: {
          customerId: world.customerId,
          productId: first.id,
          newProductId: null,
          productName: first.name,
          partnerLotId: null,
          partnerLotNumber: null,
          number: 'LC limpo',
          manufactureDate: '2026-01-15',
          releaseDate: '2026-02-01',
          expiryDate: '',
          expiryUndefined: true,
          status: LOT_STATUS.available,
          statusDate: '',
          markets: ['BR', 'PT'],
        },
      },
      refused: (taken) => [
        {
          // The dates first: while they disagree, nothing else is checked.
          about: 'dates out of order',
          input: lotOf(null, '', {
            manufactureDate: '2026-05-01',
            releaseDate: '2026-04-01',
            expiryUndefined: false,
            expiryDate: '2026-03-01',
          }),
          refusal: validation([
            { key: WRONG_DATES },
            { key: DATES_RELEASE_BEFORE_FABRICATION, field: 'releaseDate' },
            { key: DATES_VALIDITY_BEFORE_FABRICATION, field: 'expiryDate' },
            { key: DATES_VALIDITY_BEFORE_RELEASE, field: 'expiryDate' },
          ]),
        },
        {
          about: 'blank',
          input: lotOf(null, '  ', {
            manufactureDate: '',
            releaseDate: '',
            expiryUndefined: false,
            status: LOT_STATUS.recall,
          }),
          refusal: validation([
            { key: REQUIRED_FIELD_MESSAGE, field: 'number' },
            { key: REQUIRED_FIELD_MESSAGE, field: 'releaseDate' },
            { key: REQUIRED_FIELD_MESSAGE, field: 'manufactureDate' },
            { key: REQUIRED_FIELD_MESSAGE, field: 'expiryDate' },
            { key: REQUIRED_FIELD_MESSAGE, field: 'statusDate' },
            { key: REQUIRED_FIELD_MESSAGE, field: 'productId' },
          ]),
        },
        {
          about: 'too long, and a market that is no country',
          input: lotOf(first.id, 'x'.repeat(CUSTOMER_LOT_NUMBER_MAX + 1), { markets: ['br', 'XX'] }),
          refusal: validation([
            { key: FIELD_TOO_LONG, field: 'number', params: { max: CUSTOMER_LOT_NUMBER_MAX } },
            { key: UNKNOWN_MARKET_COUNTRY, field: 'markets', params: { code: 'XX' } },
          ]),
        },
        {
          about: 'a number taken, in other letter case',
          input: lotOf(first.id, taken.number.toUpperCase()),
          refusal: validation([{ key: CUSTOMER_LOT_NUMBER_EXISTS, field: 'number' }]),
        },
        {
          about: 'another customer’s product',
          input: lotOf(world.foreignProductId, 'Lote alheio'),
          refusal: validation([{ key: PRODUCT_NOT_OF_CUSTOMER, field: 'productId' }]),
        },
        {
          // Checked together, once the form's rules pass.
          about: 'an unknown product and a number taken',
          input: lotOf(UNKNOWN_ID, ` ${taken.number} `),
          refusal: validation([
            { key: PRODUCT_NOT_OF_CUSTOMER, field: 'productId' },
            { key: CUSTOMER_LOT_NUMBER_EXISTS, field: 'number' },
          ]),
        },
      ],
      edits: (created) => {
        const { markets: _markets, ...leavingMarketsOut } = created;
        return [
          {
            input: {
              ...created,
              number: ' Lote editado ',
              expiryUndefined: false,
              expiryDate: '2027-01-15',
              status: LOT_STATUS.recall,
              statusDate: '2026-03-01',
              markets: ['us', 'AR'],
            },
            stored: {
              productId: first.id,
              number: 'Lote editado',
              expiryUndefined: false,
              expiryDate: '2027-01-15',
              status: LOT_STATUS.recall,
              statusDate: '2026-03-01',
              markets: ['AR', 'US'],
            },
          },
          {
            // Its own number in other letter case is no other lot's; markets left out are kept.
            input: { ...leavingMarketsOut, number: 'LOTE EDITADO' },
            stored: {
              number: 'LOTE EDITADO',
              expiryUndefined: true,
              expiryDate: '',
              status: LOT_STATUS.available,
              statusDate: '',
              markets: ['AR', 'US'],
            },
          },
        ];
      },
      refusedEdits: (created, taken) => [
        {
          about: 'another product',
          input: { ...created, productId: second.id },
          refusal: { status: 409, code: BUSINESS_RULE_ERROR, messageKey: CUSTOMER_LOT_PRODUCT_LOCKED },
        },
        {
          about: 'no product',
          input: { ...created, productId: null },
          refusal: validation([{ key: REQUIRED_FIELD_MESSAGE, field: 'productId' }]),
        },
        {
          about: 'another customer’s product',
          input: { ...created, productId: world.foreignProductId },
          refusal: validation([{ key: PRODUCT_NOT_OF_CUSTOMER, field: 'productId' }]),
        },
        {
          about: 'another lot’s number',
          input: { ...created, number: taken.number.toLowerCase() },
          refusal: validation([{ key: CUSTOMER_LOT_NUMBER_EXISTS, field: 'number' }]),
        },
      ],
      marker: MARKER,
      listed: [
        lotOf(second.id, `${MARKER} Zebra`),
        lotOf(first.id, `${MARKER} Açaí`),
        lotOf(second.id, `${MARKER} Éden`),
        lotOf(first.id, `${MARKER} eden`),
      ],
      rowOf: (input, id) => ({
        id,
        customerLotId: id,
        productName: input.productId === second.id ? second.name : first.name,
        number: input.number,
        readingCount: 0,
        totalTags: 0,
        productAvailableTags: 0,
      }),
      // The newest first.
      defaultOrder: [3, 2, 1, 0],
      sorts: {
        // Ties by id the sort's way.
        productName: { asc: [1, 3, 0, 2], desc: [2, 0, 3, 1] },
        // Letters first, then accents, then lower case before upper (ICU's root order, as the server's).
        number: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
        readingCount: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
        totalTags: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
        id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
      },
      searches: [
        { text: 'ZEBRA', finds: [0] },
        { text: 'Açaí', finds: [1] },
        { text: 'acai', finds: [] },
        // The product's name too.
        { text: second.name.toUpperCase(), finds: [2, 0] },
      ],
      remove: { inUse: { status: 409, code: BUSINESS_RULE_ERROR, messageKey: LOT_HAS_READINGS } },
    };
  });

  describeSubLotConformance(name, makeSubject);
  describeProductOptionConformance(name, makeSubject);
}

function describeProductOptionConformance(
  name: string,
  makeSubject: () => Promise<CustomerLotConformanceSubject>,
): void {
  describe(`${name}: the products the customer lot form offers (spec B §7 "areacliente/produtos/options")`, () => {
    let subject: CustomerLotConformanceSubject;
    beforeAll(async () => {
      subject = await makeSubject();
    });

    const optionProduct = (index: number): ProductOption => ({
      id: subject.optionProductIds[index] as number,
      ...(CONFORMANCE_OPTION_PRODUCTS[index] as Omit<ProductOption, 'id'>),
    });

    it('offers every product of the customer, lots or none, by name as people read it, ties by id', async () => {
      const [first, second] = subject.world.products;
      const known = new Set([first.id, second.id, ...subject.optionProductIds]);
      const offered = await subject.port.productOptions();
      // Accents and letter case only break ties, the lower case first; digits before letters, one by one.
      expect(offered.filter((product) => known.has(product.id))).toEqual([
        first,
        second,
        ...[7, 8, 4, 5, 1, 3, 6, 2, 0].map(optionProduct),
      ]);
    });

    it('offers each product once, and never another customer’s', async () => {
      const ids = (await subject.port.productOptions()).map((product) => product.id);
      expect(ids).not.toContain(subject.world.foreignProductId);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
}

/** A refusal of the range asked for: 400 VALIDATION, its key as the message and its one detail, on startSequence. */
const refusedRange = (key: string, params?: { max: number }) =>
  validation([{ key, field: 'startSequence', ...(params === undefined ? {} : { params }) }]);

function describeSubLotConformance(name: string, makeSubject: () => Promise<CustomerLotConformanceSubject>): void {
  describe(`${name}: the customer lot port's sub-lots and the partner lots they are cut from (issue 11 §3)`, () => {
    let subject: CustomerLotConformanceSubject;
    let port: CustomerLotPort;
    let products: CustomerLotConformanceWorld['products'];
    beforeAll(async () => {
      subject = await makeSubject();
      port = subject.port;
      products = subject.world.products;
    });

    const partnerLotId = (index: number) => subject.partnerLotIds[index] as number;
    const given = (index: number) => CONFORMANCE_PARTNER_LOTS[index] as ConformancePartnerLot;
    const availableRow = (index: number): AvailablePartnerLot => {
      const lot = given(index);
      return {
        partnerLotId: partnerLotId(index),
        number: lot.number,
        createdAt: lot.createdAt,
        totalTags: lot.size,
        productName: lot.product === null ? null : products[lot.product].name,
      };
    };
    const available = (fields: Partial<AvailablePartnerLotQuery> = {}) =>
      port.availablePartnerLots({ ...query({ searchText: PARTNER_LOT_MARKER }), ...fields });
    const availableIndexes = async (fields: Partial<AvailablePartnerLotQuery> = {}) =>
      (await available(fields)).records.map((row) => subject.partnerLotIds.indexOf(row.partnerLotId));
    /** The lot's row in the table. */
    const rowOf = async (number: string) => {
      const page = await port.list(query({ searchText: number }));
      expect(page.total, number).toBe(1);
      return page.records[0];
    };
    const newLot = (number: string) => port.create(lotOf(products[0].id, number));
    const subLotsOf = (customerLotId: number, fields: Partial<ListQuery> = {}) =>
      port.subLots(customerLotId, query(fields));

    describe('the partner lots offered', () => {
      it('offers the partner lots given to the customer that have free tags, the newest first', async () => {
        const page = await available();
        expect(page.total).toBe(CONFORMANCE_PARTNER_LOTS.length);
        expect(page.records).toEqual([1, 3, 0, 2].map(availableRow));
      });

      it('sorts them by each column either way, ties by id the sort’s way; pages them', async () => {
        const sorts: Record<string, { asc: number[]; desc: number[] }> = {
          createdAt: { asc: [2, 0, 3, 1], desc: [1, 3, 0, 2] },
          number: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
          // Lots without a product as the largest.
          productName: { asc: [3, 2, 0, 1], desc: [1, 0, 2, 3] },
        };
        for (const [sort, order] of Object.entries(sorts)) {
          expect(await availableIndexes({ sort, direction: 'asc' }), `${sort} asc`).toEqual(order.asc);
          expect(await availableIndexes({ sort, direction: 'desc' }), `${sort} desc`).toEqual(order.desc);
        }
        const second = await available({ page: 1, rowsPerPage: 3 });
        expect({ rows: second.records, total: second.total }).toEqual({ rows: [availableRow(2)], total: 4 });
        const error = await refusal(available({ sort: 'totalTags' }));
        expect(error).toMatchObject({ status: 400, details: [{ field: 'sort', key: 'INVALID_FIELD' }] });
      });

      it('finds them by number or product, and keeps those of one product when asked', async () => {
        expect(await availableIndexes({ searchText: `${PARTNER_LOT_MARKER} CHARLIE` })).toEqual([2]);
        expect(await availableIndexes({ searchText: products[0].name.toLowerCase() })).toEqual([3]);
        expect(await availableIndexes({ productId: products[1].id })).toEqual([2]);
        expect(await availableIndexes({ productId: products[0].id, sort: 'number' })).toEqual([3]);
      });
    });

    describe('linking and unlinking', () => {
      it('takes ranges of a partner lot’s tags for a lot: its sub-lots, row, record and the totals say so', async () => {
        const before = await port.totals();
        const number = 'Qqsub faixas';
        const lotId = await newLot(number);
        await port.addSubLot(lotId, partnerLotId(0), { startSequence: 2, endSequence: 3 });
        await port.addSubLot(lotId, partnerLotId(0), { startSequence: 4, endSequence: 5 });
        const tagOf = (sequence: number) => conformanceTagId(given(0).number, sequence);
        const subLotOf = (range: SequenceRange) => ({
          customerLotId: lotId,
          subLotId: expect.any(Number),
          partnerLotNumber: given(0).number,
          linkedAt: expect.any(String),
          startTag: tagOf(range.startSequence),
          endTag: tagOf(range.endSequence),
          ...range,
        });
        // The oldest first.
        expect(await subLotsOf(lotId)).toEqual({
          records: [subLotOf({ startSequence: 2, endSequence: 3 }), subLotOf({ startSequence: 4, endSequence: 5 })],
          total: 2,
        });
        expect(await rowOf(number)).toEqual({
          customerLotId: lotId,
          productName: products[0].name,
          number,
          readingCount: 0,
          totalTags: 4,
          productAvailableTags: 4,
        });
        expect(await port.get(lotId)).toMatchObject({
          partnerLotId: partnerLotId(0),
          partnerLotNumber: given(0).number,
        });
        expect(await port.totals()).toEqual({
          availableTagsWithProduct: before.availableTagsWithProduct,
          availableTagsWithoutProduct: before.availableTagsWithoutProduct - 4,
          availableTags: before.availableTags - 4,
          totalLots: before.totalLots + 1,
        });
        // Its one free tag left, the partner lot is still offered, at its whole size.
        expect((await available()).records).toContainEqual(availableRow(0));
      });

      it('refuses a range outside the partner lot or sharing its tags with another sub-lot, linking nothing', async () => {
        const lotId = await newLot('Qqsub recusas');
        const size = given(0).size;
        // Tags 2 to 5 are taken by the case before.
        const cases: [SequenceRange, ReturnType<typeof refusedRange>][] = [
          [{ startSequence: 3, endSequence: 4 }, refusedRange(SUBLOT_RANGE_OVERLAPS)],
          [{ startSequence: 0, endSequence: 0 }, refusedRange(SUBLOT_RANGE_OVERLAPS)],
          [{ startSequence: 1, endSequence: size + 1 }, refusedRange(SUBLOT_RANGE_OUTSIDE_LOT, { max: size })],
          [{ startSequence: 1, endSequence: 0 }, refusedRange(SUBLOT_RANGE_OUTSIDE_LOT, { max: size })],
          [{ startSequence: 0, endSequence: 1 }, refusedRange(SUBLOT_RANGE_OUTSIDE_LOT, { max: size })],
        ];
        for (const [range, expected] of cases) {
          const about = `${range.startSequence}–${range.endSequence}`;
          expect(await refusal(port.addSubLot(lotId, partnerLotId(0), range)), about).toMatchObject(expected);
        }
        expect(await subLotsOf(lotId)).toEqual({ records: [], total: 0 });
        // Its last free tag taken, the partner lot is no longer offered.
        await port.addSubLot(lotId, partnerLotId(0), { startSequence: 1, endSequence: 1 });
        expect(await availableIndexes()).toEqual([1, 3, 2]);
      });

      it('takes a whole partner lot, and gives its tags back when the sub-lot is unlinked', async () => {
        const before = await port.totals();
        const number = 'Qqsub inteiro';
        const lotId = await newLot(number);
        await port.addSubLot(lotId, partnerLotId(1));
        const { records } = await subLotsOf(lotId);
        expect(records).toEqual([
          {
            customerLotId: lotId,
            subLotId: expect.any(Number),
            partnerLotNumber: given(1).number,
            linkedAt: expect.any(String),
            startTag: null,
            endTag: null,
            startSequence: 0,
            endSequence: 0,
          },
        ]);
        expect(await rowOf(number)).toMatchObject({ totalTags: 2, productAvailableTags: 2 });
        expect(await availableIndexes()).not.toContain(1);
        expect((await port.totals()).availableTagsWithoutProduct).toBe(before.availableTagsWithoutProduct - 2);

        await expect(port.removeSubLot(lotId, records[0]?.subLotId as number)).resolves.toBeUndefined();
        expect(await subLotsOf(lotId)).toEqual({ records: [], total: 0 });
        expect(await rowOf(number)).toMatchObject({ totalTags: 0, productAvailableTags: 0 });
        expect(await port.get(lotId)).toMatchObject({ partnerLotId: null, partnerLotNumber: null });
        expect((await available()).records).toContainEqual(availableRow(1));
        expect(await port.totals()).toEqual({ ...before, totalLots: before.totalLots + 1 });
      });

      it('refuses to unlink a sub-lot once one of its tags is read, and keeps it', async () => {
        const before = await port.totals();
        const number = 'Qqsub lido';
        const lotId = await newLot(number);
        await port.addSubLot(lotId, partnerLotId(3));
        expect((await port.totals()).availableTagsWithProduct).toBe(before.availableTagsWithProduct - given(3).size);
        await subject.readTagOf(lotId);
        expect(await rowOf(number)).toMatchObject({ readingCount: 1, totalTags: 4, productAvailableTags: 3 });
        const [subLot] = (await subLotsOf(lotId)).records;
        const error = await refusal(port.removeSubLot(lotId, subLot?.subLotId as number));
        expect(error).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: SUBLOT_IN_USE });
        expect((await subLotsOf(lotId)).records).toEqual([subLot]);
      });

      it('sorts a lot’s sub-lots by when they were linked, either way, finds them by partner lot, no other sort', async () => {
        const [lotId] = await lotIdsNamed('Qqsub faixas');
        const ranges = async (fields: Partial<ListQuery>) =>
          (await subLotsOf(lotId as number, fields)).records.map((subLot) => subLot.startSequence);
        expect(await ranges({ sort: 'linkedAt', direction: 'desc' })).toEqual([4, 2]);
        expect(await ranges({ sort: 'LINKEDAT' })).toEqual([2, 4]);
        expect(await ranges({ page: 1, rowsPerPage: 1 })).toEqual([4]);
        expect(await ranges({ searchText: 'delta' })).toEqual([2, 4]);
        expect(await ranges({ searchText: 'Alfa' })).toEqual([]);
        const error = await refusal(subLotsOf(lotId as number, { sort: 'partnerLotNumber' }));
        expect(error).toMatchObject({ status: 400, details: [{ field: 'sort', key: 'INVALID_FIELD' }] });
      });

      /** The ids of the lots of a number. */
      async function lotIdsNamed(number: string): Promise<number[]> {
        return (await port.list(query({ searchText: number }))).records.map((row) => row.customerLotId);
      }
    });

    describe('what does not exist', () => {
      it('answers 404 NOT_FOUND for a lot, a partner lot or a sub-lot that does not exist', async () => {
        const lotId = await newLot('Qqsub inexistentes');
        const otherLotId = await newLot('Qqsub outro');
        await port.addSubLot(lotId, partnerLotId(2), { startSequence: 1, endSequence: 1 });
        const [subLot] = (await subLotsOf(lotId)).records;
        const subLotId = subLot?.subLotId as number;
        const calls: [string, () => Promise<unknown>][] = [
          ['sub-lots of no lot', () => subLotsOf(UNKNOWN_ID)],
          ['link to no lot', () => port.addSubLot(UNKNOWN_ID, partnerLotId(2), { startSequence: 2, endSequence: 2 })],
          ['link no partner lot', () => port.addSubLot(lotId, UNKNOWN_ID)],
          ['unlink no sub-lot', () => port.removeSubLot(lotId, UNKNOWN_ID)],
          ['unlink another lot’s sub-lot', () => port.removeSubLot(otherLotId, subLotId)],
        ];
        for (const [about, call] of calls)
          expect(await refusal(call()), about).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        expect((await subLotsOf(lotId)).records).toEqual([subLot]);
      });

      it('answers 404 for another customer’s lot or partner lot, as if it did not exist', async (context) => {
        const { foreignId, foreignPartnerLotId } = subject;
        if (foreignId === undefined || foreignPartnerLotId === undefined)
          return context.skip('a world of one customer');
        const lotId = await newLot('Qqsub alheios');
        expect(await refusal(subLotsOf(foreignId))).toMatchObject({ status: 404 });
        expect(await refusal(port.addSubLot(foreignId, partnerLotId(2)))).toMatchObject({ status: 404 });
        expect(await refusal(port.addSubLot(lotId, foreignPartnerLotId))).toMatchObject({ status: 404 });
        expect(await subLotsOf(lotId)).toEqual({ records: [], total: 0 });
      });
    });
  });
}
