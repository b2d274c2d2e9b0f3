/**
 * A reading map search in the map's address (issue 27 §5: the dashboard's card of possible copies opens the map on
 * them): `period` (1 today, 2 current month, 3 custom, spec B §9), `startDate`, `endDate`, `authenticity` and
 * `suspicious` (`true`: only suspicious readings, issue 28 §3; left out when off). Only these travel; the place and
 * product filters are chosen on the page.
 */
import { readingSearchFromText, type ReadingSearch } from '@tagtrail/domain';
import { customerTagPaths } from './customer-tag.paths';

const PARAMS = ['period', 'startDate', 'endDate', 'authenticity', 'suspicious'] as const;

/** The search an address names, or undefined when it names none (the map then opens empty, as from the menu). */
export function readingSearchFromQuery(query: string): ReadingSearch | undefined {
  const params = new URLSearchParams(query);
  if (!PARAMS.some((name) => params.has(name))) return undefined;
  return readingSearchFromText({
    period: params.get('period'),
    startDate: params.get('startDate'),
    endDate: params.get('endDate'),
    authenticity: params.get('authenticity'),
    suspicious: params.get('suspicious'),
  });
}

/** The map's address opening on `search` (its period, dates, authenticity and suspicious-only switch). */
export function readingMapPath(search: ReadingSearch): string {
  const params = new URLSearchParams({
    period: String(search.period),
    startDate: search.startDate,
    endDate: search.endDate,
    authenticity: search.authenticity,
  });
  if (search.suspiciousOnly) params.set('suspicious', 'true');
  return `${customerTagPaths.readingMap}?${params.toString()}`;
}
