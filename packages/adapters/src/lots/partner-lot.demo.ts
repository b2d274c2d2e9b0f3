/**
 * Demo lots of the first demo partner as its own area lists them: NFC and QrCode (some appless), given to its
 * customers or not yet, some with a product and tags already in customer lots, over the year before 1 March 2026
 * (fixed, so stories and screenshots stay alike).
 */
import { LOT_STATUS, LOT_TYPE, type LotType, type PartnerCustomerLot, type PartnerLot } from '@tagtrail/domain';
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

/** Situations in turn, mostly available, so each list shows every kind (spec A §3: 1 recall, 5 overdue, 9 lost). */
const SITUATIONS = [
  LOT_STATUS.available,
  LOT_STATUS.available,
  LOT_STATUS.recall,
  LOT_STATUS.available,
  LOT_STATUS.overdue,
  LOT_STATUS.lost,
] as const;

const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * The customer lots behind each demo lot's used tags, by partner lot id: one to three per lot, numbered as a winery
 * would (safra and bottling run), with the product of the lot or else of its customer, manufacture, release and
 * expiry dates after the lot was made (some expiries undefined).
 */
function buildDemoPartnerCustomerLots(): Record<number, PartnerCustomerLot[]> {
  const customers = demoPartnerCustomers.filter((customer) => customer.partnerId === demoLotPartnerId);
  const byLot: Record<number, PartnerCustomerLot[]> = {};
  let turn = 0;
  for (const lot of demoPartnerLots) {
    const used = lot.totalTags - lot.availableTags;
    if (used === 0) continue;
    const products = customers.find((customer) => customer.id === lot.customerId)?.products ?? [];
    const count = Math.min(3, Math.max(1, Math.ceil(used / 300)));
    const made = Date.parse(lot.createdAt);
    byLot[lot.id] = Array.from({ length: count }, (_, index) => {
      const manufactured = made + (index + 1) * 4 * DAY_MS;
      const status = SITUATIONS[turn++ % SITUATIONS.length] ?? LOT_STATUS.available;
      return {
        productName: lot.productName ?? products[index % Math.max(1, products.length)]?.name ?? null,
        customerLotNumber: `S${new Date(made).getUTCFullYear()}-${String(lot.id).padStart(3, '0')}-${index + 1}`,
        manufactureDate: isoDay(manufactured),
        releaseDate: isoDay(manufactured + 3 * DAY_MS),
        expiryDate: (lot.id + index) % 4 === 0 ? '' : isoDay(manufactured + 730 * DAY_MS),
        status,
      };
    });
  }
  return byLot;
}

export const demoPartnerCustomerLots: Readonly<Record<number, readonly PartnerCustomerLot[]>> =
  buildDemoPartnerCustomerLots();
