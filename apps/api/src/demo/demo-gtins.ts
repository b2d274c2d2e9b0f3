/**
 * The demo products' GTINs (issue 29 §1), so a new user meets them on first start: EAN-13s as a Brazilian maker's
 * would read, GS1 Brasil's prefix 789, then a company number of each demo manufacturer's own and an item number of
 * each of its products, ending in the check digit. Answered as the server stores them: GTIN-14.
 */
import { gtinCheckDigit, normalizeGtin } from '@tagtrail/domain';

const GS1_BRASIL_PREFIX = '789';
/** The first demo manufacturer's company number; each next one takes the next. Four digits each. */
const FIRST_COMPANY = 4100;

/** The stored GTIN of item `item` (below 100,000) of the demo manufacturer at `manufacturer` (its place, from 0). */
export function demoGtin(manufacturer: number, item: number): string {
  const body = `${GS1_BRASIL_PREFIX}${FIRST_COMPANY + manufacturer}${String(item).padStart(5, '0')}`;
  const gtin = normalizeGtin(`${body}${gtinCheckDigit(body)}`);
  if (gtin === undefined) throw new Error(`no demo GTIN for manufacturer ${manufacturer}, item ${item}`);
  return gtin;
}
