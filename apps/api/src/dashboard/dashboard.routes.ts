/**
 * The customer dashboard (spec B §7 "GET dashboard", §3 "Dashboard response"; issue 14 §1, §2): the three cards, the
 * top products, the countries, the readings by operating system and the latest 500 located readings as pins, all
 * from the aggregates the readings are folded into (dashboard.repository.ts). Scoped to the calling customer by the
 * database (tenant scope `customer`).
 *
 * What the wire's groups hold:
 * - topProducts.groups: the DASHBOARD_TOP_PRODUCTS products with the most readings, each `count` its whole percent of
 *   all the customer's readings of a product (largest remainder over every product, so they never pass 100): spec B
 *   §9 shows "the remainder up to 100" as 'other products', which only means something when the groups are shares of
 *   the whole. The domain's productSlices draws them as given and adds that remainder.
 * - topCountries.groups: every country read in (ISO 3166-1 alpha-2, as the scan stores it), most readings first, each
 *   `count` its readings: the list's percentage bars (domain countryShares) are then shares of all located readings.
 * - leiturasBySO: each operating system (its name without the version: 'iOS', 'Android') and its readings, most first.
 *   Readings whose device named no system are left out.
 * - tagsLidas15Min: tags, not readings, read in the last 15 minutes (spec B §2: "tags read"): a tag read three
 *   times counts once.
 * - possiveisCopias7Dias (ours, issue 27 §5): readings, not tags, of the last 7 days that were replayed or invalid:
 *   each is a copied URL sent again, or a forged message, so each counts.
 * - leiturasSuspeitas7Dias (ours, issue 28 §3): readings, not flags nor tags, of the last 7 days that broke some
 *   suspicious-reading rule; the card leads to the Alerts list.
 */
import { dashboardContract, dashboardToWire } from '@tagtrail/contract';
import { percentagesOf, type Dashboard, type ProductReadings } from '@tagtrail/domain';
import { customerOf } from '../catalogue/catalogue-failures';
import type { Router } from '../http/route';
import { dashboardRepository, type DashboardFigures } from './dashboard.repository';

/** How many products the pie names; the rest are 'other products' (spec B §9). */
export const DASHBOARD_TOP_PRODUCTS = 5;

export function registerDashboardRoutes(router: Router): void {
  router.route(dashboardContract.get, async ({ caller, db }) =>
    dashboardToWire(dashboardOf(await dashboardRepository(db, customerOf(caller)).figures())),
  );
}

/** The top products as whole percents of all the customer's product readings, zero shares left out. */
export function topProductShares(products: DashboardFigures['products']): ProductReadings[] {
  const percents = percentagesOf(products.map((product) => product.count));
  return products
    .map((product, index) => ({ product: product.key.name, count: percents[index] ?? 0 }))
    .slice(0, DASHBOARD_TOP_PRODUCTS)
    .filter((group) => group.count > 0);
}

/** The domain's dashboard (its codec names the wire's fields). */
function dashboardOf(figures: DashboardFigures): Dashboard {
  return {
    unprocessedPromotions: figures.unprocessedPromotions,
    lockedDevices: figures.lockedDevices,
    tagsReadLast15Minutes: figures.tagsReadRecently,
    possibleCopiesLast7Days: figures.possibleCopies,
    suspiciousReadingsLast7Days: figures.suspiciousReadings,
    pins: [...figures.pins],
    topProducts: topProductShares(figures.products),
    topCountries: figures.countries.map((country) => ({ country: country.key, count: country.count })),
    readingsByOs: figures.systems.map((system) => ({ name: system.key, count: system.count })),
  };
}
