/** A list call's wire query (spec A §7: page, records, sort, direction, query) as the repositories read it. */
import type { PagedQuery } from '@tagtrail/contract';
import type { SortDirection } from '@tagtrail/domain';
import type { SortedPageQuery } from '../db/paging';
import { MessageKeys, validationFailure } from './api-failure';

/**
 * `sortByName` names the sorts by the row's wire names, and by the domain's too (the list machine may send either),
 * in lower case: names are matched without regard to case. An unknown name is refused (INVALID_FIELD on `sort`).
 * Without a sort the list reads in its default order; a named sort reads ascending unless told otherwise.
 */
export function sortedPageQuery<Sort extends string>(
  query: PagedQuery,
  sortByName: Readonly<Record<string, Sort>>,
  byDefault: { readonly sort: Sort; readonly direction: SortDirection },
): SortedPageQuery<Sort> {
  const sortName = query.sort?.trim().toLowerCase();
  const sort = sortName ? (Object.hasOwn(sortByName, sortName) ? sortByName[sortName] : undefined) : byDefault.sort;
  if (sort === undefined) throw validationFailure([{ field: 'sort', key: MessageKeys.invalidField }]);
  const told = query.direction?.toLowerCase();
  const direction = told === undefined && !sortName ? byDefault.direction : told === 'desc' ? 'desc' : 'asc';
  return { page: query.page, records: query.records, sort, direction, search: query.query ?? '' };
}
