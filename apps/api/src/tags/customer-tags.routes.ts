/**
 * The customer area's tag calls (spec B §7 "Lots, tags, readings"; issue 11 §4, §5): the customer's tags (those of
 * the partner lots given to it, read through row-level security), one tag, the active switch saved at once, and a
 * tag's readings, newest first (the located-readings map asks page 1 of 10,000), and the reading map's filters and
 * search.
 */
import {
  readingColumnsToWire,
  readingFilterOptionsToWire,
  readingSearchQueryFromWire,
  readingSearchResultToWire,
  sortNames,
  tagActiveFromWire,
  tagContract,
  tagReadingToWire,
  tagToWire,
  tagWire,
} from '@tagtrail/contract';
import { customerOf } from '../catalogue/catalogue-failures';
import { notFound } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { readingMapRepository } from './reading-map.repository';
import { tagListRepository } from './tag-list.repository';

const SORT_BY_NAME = sortNames(tagWire, { lot: 'partnerLotNumber', tagId: 'tagId' });

export function registerCustomerTagRoutes(router: Router): void {
  router.route(tagContract.list, async ({ query, db }) => {
    // Newest partner lot first, each lot's tags in sequence.
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'lot', direction: 'desc' });
    const page = await tagListRepository(db).list(listQuery);
    return { dataRecords: page.records.map(tagToWire), countRecords: page.total };
  });

  router.route(tagContract.get, async ({ params, db }) => {
    const tag = await tagListRepository(db).get(params.id);
    if (tag === undefined) throw notFound();
    return tagToWire(tag);
  });

  router.route(tagContract.setActive, async ({ params, body, db }) => {
    if (!(await tagListRepository(db).setActive(params.id, tagActiveFromWire(body)))) throw notFound();
  });

  router.route(tagContract.readings, async ({ params, query, db }) => {
    const page = await tagListRepository(db).readingsOf(params.id, query);
    if (page === undefined) throw notFound();
    return { dataRecords: page.records.map(tagReadingToWire), countRecords: page.total };
  });

  // issue 11 §6: the reading map's filters and search.
  router.route(tagContract.readingFilters, async ({ caller, db }) =>
    readingFilterOptionsToWire(await readingMapRepository(db, customerOf(caller)).filters()),
  );

  router.route(tagContract.searchReadings, async ({ body, caller, db }) =>
    readingSearchResultToWire(
      await readingMapRepository(db, customerOf(caller)).search(readingSearchQueryFromWire(body)),
    ),
  );
  router.route(tagContract.searchReadingColumns, async ({ body, caller, db }) =>
    readingColumnsToWire(
      await readingMapRepository(db, customerOf(caller)).searchColumns(readingSearchQueryFromWire(body)),
    ),
  );
}
