/** The partner area's tag list (spec A §7: GET areaparceiro/tags), scoped to the calling partner by the database. */
import { partnerTagContract, tagToWire } from '@tagtrail/contract';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { tagListRepository, type TagSort } from './tag-list.repository';

/** The list sorts by wire names (the row's fields); the domain's names are accepted too. */
const SORT_BY_WIRE_NAME: Readonly<Record<string, TagSort>> = {
  loteparceironumero: 'lot',
  lot: 'lot',
  tagid: 'tagId',
  clientenome: 'customerName',
  customername: 'customerName',
};

export function registerPartnerTagRoutes(router: Router): void {
  router.route(partnerTagContract.list, async ({ query, db }) => {
    // Newest lot first, each lot's tags in sequence.
    const listQuery = sortedPageQuery(query, SORT_BY_WIRE_NAME, { sort: 'lot', direction: 'desc' });
    const page = await tagListRepository(db).list(listQuery);
    return { dataRecords: page.records.map(tagToWire), countRecords: page.total };
  });
}
