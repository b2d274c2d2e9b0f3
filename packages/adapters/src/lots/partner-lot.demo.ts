/**
 * Demo lots of the first demo partner as its own area lists them: NFC and QrCode (some appless), given to its
 * customers or not yet, some with a product and tags already in customer lots, over the year before 1 March 2026
 * (fixed, so stories and screenshots stay alike).
 */
import { LOT_TYPE, type LotType, type PartnerLot } from '@tagtrail/domain';
import { demoPartnerCustomers } from '../customers/customer-options.demo';
import { demoPartners } from '../partners/partner.demo';

/** The partner the demo lots belong to: the signed-in partner of the stories. */
export const demoLotPartnerId = demoPartners[0]?.id ?? 1;

const NEWEST = Date.UTC(2026, 1, 27, 14, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

interface Plan {
  /** Index of the partner's customer, or null for a lot not yet given to one. */
  readonly customer: number | null;
  /** Index of that customer's product, or null. */
  readonly product: number | null;
  readonly type: LotType;
  readonly appless: boolean;
  readonly total: number;
  /** Tags already in customer lots. */
  readonly used: number;
  readonly daysAgo: number;
}

const PLANS: readonly Plan[] = [
  { customer: null, product: null, type: LOT_TYPE.qrCode, appless: true, total: 2_000, used: 0, daysAgo: 1 },
  { customer: null, product: null, type: LOT_TYPE.nfc, appless: false, total: 500, used: 0, daysAgo: 4 },
  { customer: 1, product: null, type: LOT_TYPE.qrCode, appless: false, total: 1_000, used: 0, daysAgo: 9 },
  { customer: 0, product: 0, type: LOT_TYPE.nfc, appless: false, total: 400, used: 400, daysAgo: 17 },
  { customer: 2, product: null, type: LOT_TYPE.nfc, appless: false, total: 250, used: 120, daysAgo: 26 },
  { customer: 0, product: 1, type: LOT_TYPE.qrCode, appless: true, total: 600, used: 310, daysAgo: 38 },
  { customer: 3, product: 2, type: LOT_TYPE.qrCode, appless: false, total: 10_000, used: 9_875, daysAgo: 52 },
  { customer: null, product: null, type: LOT_TYPE.qrCode, appless: false, total: 100_000, used: 0, daysAgo: 70 },
  { customer: 1, product: 0, type: LOT_TYPE.nfc, appless: false, total: 300, used: 300, daysAgo: 95 },
  { customer: 2, product: 1, type: LOT_TYPE.nfc, appless: false, total: 1_200, used: 640, daysAgo: 130 },
  { customer: 0, product: null, type: LOT_TYPE.qrCode, appless: true, total: 750, used: 0, daysAgo: 180 },
  { customer: 3, product: 0, type: LOT_TYPE.nfc, appless: false, total: 5_000, used: 5_000, daysAgo: 240 },
];

function buildDemoPartnerLots(): PartnerLot[] {
  const customers = demoPartnerCustomers.filter((customer) => customer.partnerId === demoLotPartnerId);
  return PLANS.map((plan, index) => {
    const id = 100 + PLANS.length - index;
    const customer = plan.customer === null ? undefined : customers[plan.customer];
    const product = customer && plan.product !== null ? customer.products[plan.product] : undefined;
    const createdAt = new Date(NEWEST - plan.daysAgo * DAY_MS - (index % 5) * 3_600_000);
    return {
      id,
      customerId: customer?.id ?? null,
      customerName: customer?.name ?? null,
      productId: product?.id ?? null,
      productName: product?.name ?? null,
      number: `OC-${createdAt.getUTCFullYear()}-${String(id * 7).padStart(4, '0')}`,
      type: plan.type,
      appless: plan.appless,
      createdAt: createdAt.toISOString(),
      totalTags: plan.total,
      availableTags: plan.total - plan.used,
    };
  });
}

export const demoPartnerLots: readonly PartnerLot[] = buildDemoPartnerLots();
