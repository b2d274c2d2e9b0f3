/**
 * What the partner's PartnerTagPort does (spec A §2 "/tags/", §7 "areaparceiro/tags"), written once and run against
 * the memory adapter (partner-tag.memory.conformance.test.ts) and the HTTP adapter signed in as a partner
 * (apps/api/test/tag-conformance.test.ts), over the customer's tag suite's world (tag.conformance.ts): the partner
 * sees every tag of its lots, those given to no customer too, and none of their readings. The server is the reference.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery, PartnerTagPort, Tag } from '@tagtrail/domain';
import { refusal } from '../resource.conformance';
import { CONFORMANCE_TAGS, conformanceTagRow, TAG_MARKER } from './tag.conformance';

export interface PartnerTagConformanceSubject {
  readonly port: PartnerTagPort;
  /** The name of the customer the given lots went to, which their tags' rows show. */
  readonly customerName: string;
  /** The record ids of CONFORMANCE_TAGS, in its order. */
  readonly tagIds: readonly number[];
}

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: TAG_MARKER,
  ...fields,
});

export function describePartnerTagConformance(
  name: string,
  makeSubject: () => Promise<PartnerTagConformanceSubject>,
): void {
  describe(`${name}: the partner's tag list (spec A §2 "/tags/")`, () => {
    let subject: PartnerTagConformanceSubject;
    let port: PartnerTagPort;
    beforeAll(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    const rowOf = (tagId: string): Tag => {
      const index = CONFORMANCE_TAGS.findIndex(([lot, sequence]) => lot.tags[sequence - 1]?.tagId === tagId);
      const [lot, sequence] = CONFORMANCE_TAGS[index] ?? [];
      if (lot === undefined || sequence === undefined) throw new Error(`no tag ${tagId}`);
      return conformanceTagRow(lot, sequence, subject.tagIds[index] as number, subject.customerName, 'partner');
    };
    const tagIdsOf = async (fields: Partial<ListQuery> = {}) =>
      (await port.list(query(fields))).records.map((tag) => tag.tagId);

    it('lists every tag of its lots, the newest lot first, each lot’s in sequence, no reading counted', async () => {
      const order = ['QQTAG-M1', 'qqtag-z2', 'QQTAG-C3', 'QQTAG-D1', 'QQTAG-B1', 'QQTAG-K2'];
      const page = await port.list(query());
      expect(page.total).toBe(order.length);
      expect(page.records).toEqual(order.map(rowOf));
    });

    it('sorts by lot, tag id or customer either way, ties by lot the sort’s way, a lot’s tags in sequence', async () => {
      const orders: Record<string, { asc: string[]; desc: string[] }> = {
        lot: {
          asc: ['QQTAG-B1', 'QQTAG-K2', 'QQTAG-D1', 'QQTAG-M1', 'qqtag-z2', 'QQTAG-C3'],
          desc: ['QQTAG-M1', 'qqtag-z2', 'QQTAG-C3', 'QQTAG-D1', 'QQTAG-B1', 'QQTAG-K2'],
        },
        tagId: {
          asc: ['QQTAG-B1', 'QQTAG-C3', 'QQTAG-D1', 'QQTAG-K2', 'QQTAG-M1', 'qqtag-z2'],
          desc: ['qqtag-z2', 'QQTAG-M1', 'QQTAG-K2', 'QQTAG-D1', 'QQTAG-C3', 'QQTAG-B1'],
        },
        // One customer for Norte and Sul, tied, Norte made first; Livre has none, the largest.
        customerName: {
          asc: ['QQTAG-M1', 'qqtag-z2', 'QQTAG-C3', 'QQTAG-B1', 'QQTAG-K2', 'QQTAG-D1'],
          desc: ['QQTAG-D1', 'QQTAG-B1', 'QQTAG-K2', 'QQTAG-M1', 'qqtag-z2', 'QQTAG-C3'],
        },
      };
      for (const [sort, order] of Object.entries(orders)) {
        expect(await tagIdsOf({ sort, direction: 'asc' }), `${sort} asc`).toEqual(order.asc);
        expect(await tagIdsOf({ sort, direction: 'desc' }), `${sort} desc`).toEqual(order.desc);
        expect(await tagIdsOf({ sort: sort.toUpperCase() }), `${sort} named`).toEqual(order.asc);
      }
      const error = await refusal(port.list(query({ sort: 'readingCount' })));
      expect(error).toMatchObject({ status: 400, details: [{ field: 'sort', key: 'INVALID_FIELD' }] });
    });

    it('finds a tag by its id alone, letter case aside; pages, counting every row found', async () => {
      expect(await tagIdsOf({ searchText: 'qqtag-d' })).toEqual(['QQTAG-D1']);
      for (const text of ['Qqtag Livre', 'Tinto Conformidade'])
        expect(await tagIdsOf({ searchText: text }), text).toEqual([]);
      const second = await port.list(query({ page: 1, rowsPerPage: 4 }));
      expect({ tags: second.records.map((tag) => tag.tagId), total: second.total }).toEqual({
        tags: ['QQTAG-B1', 'QQTAG-K2'],
        total: 6,
      });
    });
  });
}
