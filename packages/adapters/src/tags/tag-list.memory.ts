/**
 * The tag lists' order and search as the server reads them (apps/api tag-list.repository.ts), shared by the partner's
 * and the customer's memory adapters: searched by tag id alone; sorted by the partner lot (when it was made), by tag id,
 * or (the partner's list) by customer, in the sort's direction, ties by partner lot the same way and then by sequence,
 * always ascending; without a sort, the newest lot first. A sort the list does not take is refused as the server
 * refuses it.
 */
import type { ListQuery, Page, PartnerLot, SortDirection, Tag } from '@tagtrail/domain';
import { compareText, matchesSearch, sortKeyOf } from '../memory/memory-list';

/** The partner lots the tags are of, by number: when each was made orders the list, its id breaks ties. */
export type MemoryTagLot = Pick<PartnerLot, 'id' | 'number' | 'createdAt'>;

type TagSort = 'lot' | 'tagId' | 'customerName';

/** The sort names each list takes (the domain's and the wire's field names too, as the server's sortNames). */
const SORT_NAMES: Readonly<Record<string, TagSort>> = {
  lot: 'lot',
  partnerLotNumber: 'lot',
  loteParceiroNumero: 'lot',
  tagId: 'tagId',
  customerName: 'customerName',
  clienteNome: 'customerName',
};

export function tagPage(
  tags: readonly Tag[],
  lots: readonly MemoryTagLot[],
  query: ListQuery,
  sorts: readonly TagSort[],
): Page<Tag> {
  const names = Object.keys(SORT_NAMES).filter((name) => sorts.includes(SORT_NAMES[name] as TagSort));
  const name = sortKeyOf(query, names);
  const sort = name === undefined ? 'lot' : (SORT_NAMES[name] as TagSort);
  const told = query.direction?.toLowerCase();
  const direction: SortDirection = told === undefined && name === undefined ? 'desc' : told === 'desc' ? 'desc' : 'asc';
  const sign = direction === 'desc' ? -1 : 1;
  const lotOf = (tag: Tag) => lots.find((lot) => lot.number === tag.partnerLotNumber);
  const valueOf = (tag: Tag): string | null =>
    sort === 'lot' ? (lotOf(tag)?.createdAt ?? null) : sort === 'tagId' ? tag.tagId : tag.customerName;
  const compareValues = (a: Tag, b: Tag): number => {
    const [x, y] = [valueOf(a), valueOf(b)];
    // No value sorts as the largest, as PostgreSQL's: last ascending, first descending.
    if (x === null || y === null) return sign * (Number(x === null) - Number(y === null));
    // Instants are compared as such; a text as the server's collation orders it.
    return sign * (sort === 'lot' ? Date.parse(x) - Date.parse(y) : compareText(x, y));
  };
  const lotIdOf = (tag: Tag) => lotOf(tag)?.id ?? 0;
  const found = tags.filter((tag) => matchesSearch(query.searchText, [tag.tagId]));
  const sorted = [...found].sort(
    (a, b) => compareValues(a, b) || sign * (lotIdOf(a) - lotIdOf(b)) || a.sequence - b.sequence,
  );
  const start = query.page * query.rowsPerPage;
  return {
    records: sorted.slice(start, start + query.rowsPerPage).map((tag) => ({ ...tag })),
    total: sorted.length,
  };
}
