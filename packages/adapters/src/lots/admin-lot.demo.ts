/**
 * Demo partner lots as the admin sees them: 30 orders of the demo partners' customers, NFC and QrCode (some
 * appless), from a few hundred tags to fifty thousand, over the year before 1 March 2026 (fixed, so stories and
 * screenshots stay alike). Three lots have lost their partner, so the list shows its 'undefined' (spec A §2).
 */
import { LOT_TYPE, type AdminLot, type LotType } from '@tagtrail/domain';
import { demoPartnerCustomers } from '../customers/customer-options.demo';
import { demoPartners } from '../partners/partner.demo';

/** An admin lot with the partner name its list row shows (null when the partner is gone). */
export interface DemoAdminLot extends AdminLot {
  readonly partnerName: string | null;
}

const NEWEST = Date.UTC(2026, 1, 28, 15, 30);
const DAY_MS = 24 * 60 * 60 * 1000;
const QUANTITIES = [500, 1_000, 2_500, 250, 10_000, 5_000, 50_000, 1_200, 20_000, 3_000, 750];
const LOT_COUNT = 30;
/** Lots whose partner was removed: no partner, no name. */
const ORPHANS = new Set([7, 19, 26]);

function buildDemoAdminLots(): DemoAdminLot[] {
  // The partners the demo customers belong to come first, so most lots can name a customer and a product.
  const partnerIds = [...new Set(demoPartnerCustomers.map((customer) => customer.partnerId))];
  const partners = [...partnerIds, ...demoPartners.map((p) => p.id).filter((id) => !partnerIds.includes(id))];
  const lots: DemoAdminLot[] = [];
  for (let index = 0; index < LOT_COUNT; index += 1) {
    const id = LOT_COUNT - index;
    const orphan = ORPHANS.has(id);
    const partnerId = orphan ? null : (partners[(index * 5) % 11] ?? null);
    const customers = demoPartnerCustomers.filter((customer) => customer.partnerId === partnerId);
    // Every fourth lot is not given to a customer yet; the partner does that later (spec A §2).
    const customer = index % 4 === 3 ? undefined : customers[index % Math.max(1, customers.length)];
    const product = customer && index % 5 !== 2 ? customer.products[index % customer.products.length] : undefined;
    const type: LotType = index % 3 === 1 ? LOT_TYPE.qrCode : LOT_TYPE.nfc;
    const quantity = QUANTITIES[index % QUANTITIES.length] ?? 1_000;
    const createdAt = new Date(NEWEST - index * 11 * DAY_MS - (index % 7) * 3_600_000);
    lots.push({
      id,
      partnerId,
      partnerName: demoPartners.find((p) => p.id === partnerId)?.name ?? null,
      customerId: customer?.id ?? null,
      productId: product?.id ?? null,
      number: `PED-${createdAt.getUTCFullYear()}-${String(1_000 + id * 37).padStart(4, '0')}`,
      quantity,
      type,
      appless: type === LOT_TYPE.qrCode && index % 2 === 0,
      createdAt: createdAt.toISOString(),
      totalTags: quantity,
    });
  }
  return lots;
}

/** Newest first, as the list shows them; ids 30 (newest) down to 1. */
export const demoAdminLots: readonly DemoAdminLot[] = buildDemoAdminLots();

/** Demo lots whose tags have been read: the memory adapter refuses to delete them when told these ids. */
export const demoAdminLotIdsWithReadings: readonly number[] = [3, 9, 14, 22, 28];
