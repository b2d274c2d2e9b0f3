/**
 * What the customer's TagPort does (spec B §7 "Lots, tags, readings"; issue 11 §4, §5), written once and run against
 * the memory adapter (tag.memory.conformance.test.ts) and the HTTP adapter signed in as a customer
 * (apps/api/test/tag-conformance.test.ts): the tag list, one tag, the active switch, a tag's readings. The server is
 * the reference. The partner's tag list (partner-tag.conformance.ts) reads the same world.
 *
 * The world is CONFORMANCE_TAG_LOTS: partner lots of the caller's partner, all but one given to the caller's customer,
 * their tags, the customer lot that took one, and the readings of some. What a tag's row says of it follows from that
 * (`conformanceTagRow`): the server works it out from what is stored, a memory adapter is seeded with it. The cases
 * read only the world's tags: each tag id holds TAG_MARKER, and no other tag's does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isPossibleCopy,
  type ListQuery,
  type ReadingAuthenticity,
  type Tag,
  type TagPort,
  type TagReading,
} from '@tagtrail/domain';
import { refusal } from '../resource.conformance';

/** A reading as the world stores it: what the phone sent, when and where, and what the scan proved. */
export interface ConformanceTagReading {
  readonly readAt: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly deviceModel: string;
  readonly osVersion: string;
  /** The phone's own id (its cookie): a list answers its pseudonym instead, which only the server makes. */
  readonly deviceId: string;
  readonly deviceAlias: string | null;
  readonly authenticity: ReadingAuthenticity;
}

export interface ConformanceTag {
  readonly tagId: string;
  /** The customer lot that took the tag (through a sub-lot), and that lot's product. */
  readonly customerLot?: { readonly number: string; readonly productName: string };
  readonly readings: readonly ConformanceTagReading[];
}

export interface ConformanceTagLot {
  readonly number: string;
  readonly createdAt: string;
  /** Given to the caller's customer; else to no customer yet, and only the partner sees it. */
  readonly given: boolean;
  /** The product the partner lot came with. */
  readonly productName: string | null;
  /** Its tags, by sequence from 1. */
  readonly tags: readonly ConformanceTag[];
}

export const TAG_MARKER = 'QQTAG';

const reading = (
  readAt: string,
  place: readonly [number, number],
  authenticity: ReadingAuthenticity,
  alias: string | null = null,
): ConformanceTagReading => ({
  readAt,
  latitude: place[0],
  longitude: place[1],
  deviceModel: 'Pixel 8',
  osVersion: 'Android 15',
  deviceId: `conformance-phone-${readAt.slice(8, 10)}`,
  deviceAlias: alias,
  authenticity,
});

const SAO_PAULO = [-23.55, -46.63] as const;
const NOWHERE = [0, 0] as const;

/**
 * Made in the order given (their ids rise in it): Norte the newest, Livre (given to no customer) between, Sul the
 * oldest. Sul's second tag went into a customer lot of another product than the partner lot's.
 */
export const CONFORMANCE_TAG_LOTS: readonly ConformanceTagLot[] = [
  {
    number: 'Qqtag Norte',
    createdAt: '2026-01-20T08:00:00.000Z',
    given: true,
    productName: 'Tinto Conformidade',
    tags: [
      {
        tagId: `${TAG_MARKER}-M1`,
        readings: [
          reading('2026-02-01T10:00:00.000Z', SAO_PAULO, 'genuine', 'Loja Centro'),
          reading('2026-02-03T12:00:00.000Z', NOWHERE, 'genuine'),
          reading('2026-02-02T09:30:00.000Z', SAO_PAULO, 'unverified'),
        ],
      },
      { tagId: `${TAG_MARKER.toLowerCase()}-z2`, readings: [] },
      { tagId: `${TAG_MARKER}-C3`, readings: [] },
    ],
  },
  {
    number: 'Qqtag Sul',
    createdAt: '2026-01-10T08:00:00.000Z',
    given: true,
    productName: null,
    tags: [
      { tagId: `${TAG_MARKER}-B1`, readings: [] },
      {
        tagId: `${TAG_MARKER}-K2`,
        customerLot: { number: 'Qqtag LC', productName: 'Branco Conformidade' },
        readings: [reading('2026-02-05T15:00:00.000Z', SAO_PAULO, 'replayed')],
      },
    ],
  },
  {
    number: 'Qqtag Livre',
    createdAt: '2026-01-15T08:00:00.000Z',
    given: false,
    productName: null,
    tags: [{ tagId: `${TAG_MARKER}-D1`, readings: [] }],
  },
];

/** Who lists the tags: the customer sees their readings; the partner sees none, so counts none and sees no copy. */
export type TagViewer = 'customer' | 'partner';

/** A tag's row as `viewer` is shown it, given the tag's record id and the caller's customer's name. */
export function conformanceTagRow(
  lot: ConformanceTagLot,
  sequence: number,
  id: number,
  customerName: string,
  viewer: TagViewer,
): Tag {
  const tag = lot.tags[sequence - 1];
  if (tag === undefined) throw new Error(`${lot.number} has no tag ${sequence}`);
  const readings = viewer === 'customer' ? tag.readings : [];
  const readAts = readings.map((one) => one.readAt).sort();
  return {
    id,
    tagId: tag.tagId,
    sequence,
    // The customer lot's product is the one the tag went out with; before that, the partner lot's.
    productName: tag.customerLot?.productName ?? lot.productName,
    partnerLotNumber: lot.number,
    customerLotNumber: tag.customerLot?.number ?? null,
    customerName: lot.given ? customerName : null,
    readingCount: readings.length,
    locatedReadingCount: readings.filter((one) => one.latitude !== 0 || one.longitude !== 0).length,
    active: true,
    lastReadAt: readAts.at(-1) ?? null,
    possibleCopy: readings.some((one) => isPossibleCopy(one.authenticity)),
  };
}

/** The world's tags, each as `[lot, sequence]`, in the order the lots and their tags are given. */
export const CONFORMANCE_TAGS: readonly (readonly [ConformanceTagLot, number])[] = CONFORMANCE_TAG_LOTS.flatMap((lot) =>
  lot.tags.map((_tag, index) => [lot, index + 1] as const),
);

export interface TagConformanceSubject {
  readonly port: TagPort;
  /** The caller's customer's name, which its tags' rows show. */
  readonly customerName: string;
  /** The record ids of CONFORMANCE_TAGS, in its order. */
  readonly tagIds: readonly number[];
  /** The record ids of the readings of each of CONFORMANCE_TAGS, in the order the world gives them. */
  readonly readingIds: readonly (readonly number[])[];
  /** A tag of another customer: answered as if it did not exist. Absent for a world of one customer. */
  readonly foreignTagId?: number;
}

/** No tag has it: inside PostgreSQL's bigint range, so it reaches the database. */
const UNKNOWN_ID = 2_000_000_000;

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: TAG_MARKER,
  ...fields,
});

export function describeTagConformance(name: string, makeSubject: () => Promise<TagConformanceSubject>): void {
  describe(`${name}: the customer's tag port (issue 11 §4, §5)`, () => {
    let subject: TagConformanceSubject;
    let port: TagPort;
    beforeAll(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    const indexOf = (tagId: string) =>
      CONFORMANCE_TAGS.findIndex(([lot, sequence]) => lot.tags[sequence - 1]?.tagId === tagId);
    const rowAt = (index: number): Tag => {
      const [lot, sequence] = CONFORMANCE_TAGS[index] ?? [];
      if (lot === undefined || sequence === undefined) throw new Error(`no tag ${index}`);
      return conformanceTagRow(lot, sequence, subject.tagIds[index] as number, subject.customerName, 'customer');
    };
    const tagIdsOf = async (fields: Partial<ListQuery> = {}) =>
      (await port.list(query(fields))).records.map((tag) => tag.tagId);
    const recordId = (tagId: string) => subject.tagIds[indexOf(tagId)] as number;
    const given = CONFORMANCE_TAGS.flatMap(([lot, sequence]) =>
      lot.given ? [lot.tags[sequence - 1]?.tagId as string] : [],
    );

    describe('the list', () => {
      it('lists the tags of the lots given to the customer, the newest lot first, each lot’s in sequence', async () => {
        const page = await port.list(query());
        expect(page.total).toBe(given.length);
        expect(page.records).toEqual(given.map((tagId) => rowAt(indexOf(tagId))));
        expect(page.records.map((tag) => tag.tagId)).toEqual([
          'QQTAG-M1',
          'qqtag-z2',
          'QQTAG-C3',
          'QQTAG-B1',
          'QQTAG-K2',
        ]);
      });

      it('sorts by lot or tag id either way, a lot’s tags in sequence whichever way', async () => {
        const orders: Record<string, { asc: string[]; desc: string[] }> = {
          lot: {
            asc: ['QQTAG-B1', 'QQTAG-K2', 'QQTAG-M1', 'qqtag-z2', 'QQTAG-C3'],
            desc: ['QQTAG-M1', 'qqtag-z2', 'QQTAG-C3', 'QQTAG-B1', 'QQTAG-K2'],
          },
          // The lot's number names the same sort.
          partnerLotNumber: {
            asc: ['QQTAG-B1', 'QQTAG-K2', 'QQTAG-M1', 'qqtag-z2', 'QQTAG-C3'],
            desc: ['QQTAG-M1', 'qqtag-z2', 'QQTAG-C3', 'QQTAG-B1', 'QQTAG-K2'],
          },
          // Letter case aside.
          tagId: {
            asc: ['QQTAG-B1', 'QQTAG-C3', 'QQTAG-K2', 'QQTAG-M1', 'qqtag-z2'],
            desc: ['qqtag-z2', 'QQTAG-M1', 'QQTAG-K2', 'QQTAG-C3', 'QQTAG-B1'],
          },
        };
        for (const [sort, order] of Object.entries(orders)) {
          expect(await tagIdsOf({ sort, direction: 'asc' }), `${sort} asc`).toEqual(order.asc);
          expect(await tagIdsOf({ sort, direction: 'desc' }), `${sort} desc`).toEqual(order.desc);
          expect(await tagIdsOf({ sort: sort.toUpperCase() }), `${sort} named`).toEqual(order.asc);
        }
      });

      it('refuses a sort it does not take (the partner’s customer sort among them)', async () => {
        for (const sort of ['customerName', 'readingCount']) {
          const error = await refusal(port.list(query({ sort })));
          expect(error, sort).toMatchObject({ status: 400, details: [{ field: 'sort', key: 'INVALID_FIELD' }] });
        }
      });

      it('finds a tag by its id alone, letter case aside; pages, counting every row found', async () => {
        expect(await tagIdsOf({ searchText: 'qqtag-k' })).toEqual(['QQTAG-K2']);
        expect(await tagIdsOf({ searchText: 'Z2' })).toEqual(['qqtag-z2']);
        // Not by its lot, its customer lot or its product.
        for (const text of ['Qqtag Norte', 'Qqtag LC', 'Branco Conformidade'])
          expect(await tagIdsOf({ searchText: text }), text).toEqual([]);
        const second = await port.list(query({ page: 1, rowsPerPage: 2 }));
        expect({ tags: second.records.map((tag) => tag.tagId), total: second.total }).toEqual({
          tags: ['QQTAG-C3', 'QQTAG-B1'],
          total: given.length,
        });
        const past = await port.list(query({ page: 9, rowsPerPage: 2 }));
        expect(past).toEqual({ records: [], total: given.length });
      });
    });

    describe('one tag', () => {
      it('reads a tag as its list row shows it', async () => {
        for (const tagId of ['QQTAG-M1', 'QQTAG-K2', 'QQTAG-B1'])
          expect(await port.get(recordId(tagId)), tagId).toEqual(rowAt(indexOf(tagId)));
      });

      it('switches a tag off and on again, saved at once, and shown so in the list', async () => {
        const id = recordId('QQTAG-C3');
        await expect(port.setActive(id, false)).resolves.toBeUndefined();
        expect(await port.get(id)).toEqual({ ...rowAt(indexOf('QQTAG-C3')), active: false });
        expect((await port.list(query({ searchText: 'QQTAG-C3' }))).records).toEqual([
          { ...rowAt(indexOf('QQTAG-C3')), active: false },
        ]);
        // Off twice is still off.
        await port.setActive(id, false);
        expect((await port.get(id)).active).toBe(false);
        await port.setActive(id, true);
        expect(await port.get(id)).toEqual(rowAt(indexOf('QQTAG-C3')));
      });

      it('answers 404 NOT_FOUND to every call naming a tag it cannot see: none, or a lot not given to it', async () => {
        const notGiven = recordId('QQTAG-D1');
        for (const id of [UNKNOWN_ID, notGiven]) {
          const calls: [string, () => Promise<unknown>][] = [
            ['get', () => port.get(id)],
            ['setActive', () => port.setActive(id, false)],
            ['readings', () => port.readings(id, query({ searchText: '' }))],
          ];
          for (const [call, send] of calls)
            expect(await refusal(send()), `${call} ${id}`).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        }
      });

      it('answers 404 for another customer’s tag, as if it did not exist, and switches nothing', async (context) => {
        const { foreignTagId } = subject;
        if (foreignTagId === undefined) return context.skip('a world of one customer');
        expect(await refusal(port.get(foreignTagId))).toMatchObject({ status: 404 });
        expect(await refusal(port.setActive(foreignTagId, false))).toMatchObject({ status: 404 });
        expect(await refusal(port.readings(foreignTagId, query({ searchText: '' })))).toMatchObject({ status: 404 });
      });
    });

    describe('a tag’s readings', () => {
      /** The readings of a tag as listed, newest first: the device's pseudonym aside, which only the server makes. */
      const readingsOf = (tagId: string): Omit<TagReading, 'deviceId'>[] => {
        const index = indexOf(tagId);
        const [lot, sequence] = CONFORMANCE_TAGS[index] ?? [];
        const readings = lot?.tags[(sequence ?? 0) - 1]?.readings ?? [];
        return readings
          .map(({ deviceId: _cookie, ...one }, at) => ({
            ...one,
            id: subject.readingIds[index]?.[at] as number,
            suspicions: [],
          }))
          .sort((a, b) => Date.parse(b.readAt) - Date.parse(a.readAt));
      };
      const listed = async (tagId: string, fields: Partial<ListQuery> = {}) => {
        const page = await port.readings(recordId(tagId), query({ searchText: '', ...fields }));
        return {
          total: page.total,
          records: page.records.map(({ deviceId, ...one }) => {
            // Never the phone's own id.
            if (deviceId !== null) expect(deviceId).not.toMatch(/^conformance-phone-/);
            return one;
          }),
        };
      };

      it('lists a tag’s readings, the newest first: device, when, where, what the scan proved', async () => {
        expect(await listed('QQTAG-M1')).toEqual({ records: readingsOf('QQTAG-M1'), total: 3 });
        expect(await listed('QQTAG-K2')).toEqual({ records: readingsOf('QQTAG-K2'), total: 1 });
        expect(await listed('QQTAG-B1')).toEqual({ records: [], total: 0 });
      });

      it('pages them, whatever sort or search the query holds', async () => {
        const all = readingsOf('QQTAG-M1');
        expect(await listed('QQTAG-M1', { page: 1, rowsPerPage: 2 })).toEqual({ records: all.slice(2), total: 3 });
        expect(await listed('QQTAG-M1', { searchText: 'nothing like it', sort: 'readAt', direction: 'asc' })).toEqual({
          records: all,
          total: 3,
        });
        expect(await listed('QQTAG-M1', { page: 5, rowsPerPage: 2 })).toEqual({ records: [], total: 3 });
      });
    });
  });
}
