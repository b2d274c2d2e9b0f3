/** The partner area's tag list (spec A §7: GET areaparceiro/tags), scoped to the calling partner by the database. */
import { partnerTagContract, sortNames, tagToWire, tagWire } from '@tagtrail/contract';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { tagListRepository } from './tag-list.repository';

const SORT_BY_NAME = sortNames(tagWire, { lot: 'partnerLotNumber', tagId: 'tagId', customerName: 'customerName' });

export function registerPartnerTagRoutes(router: Router): void {
  router.route(partnerTagContract.list, async ({ query, db }) => {
    // Newest lot first, each lot's tags in sequence.
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'lot', direction: 'desc' });
    const page = await tagListRepository(db).list(listQuery);
    return { dataRecords: page.records.map(tagToWire), countRecords: page.total };
  });
}
