/**
 * The customer lot port's conformance suite (packages/adapters customer-lot.conformance.ts) run against the portal's
 * HTTP adapter over this server, signed in as Alpha's customer: the cases the memory adapter passes, so the fake the
 * lot screens' stories and tests use answers as the server does (issue 26 §4). The world is the isolation suites' two
 * tenants; Alpha is given two products, the lot form's other products, and the suite's partner lots with their tags,
 * as a partner's upload would leave them, and Bravo's lot, partner lot and product are another customer's.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { createApiClient, CustomerLotHttpAdapter } from '@tagtrail/adapters';
import {
  CONFORMANCE_OPTION_PRODUCTS,
  CONFORMANCE_PARTNER_LOTS,
  conformanceTagId,
  describeCustomerLotConformance,
  type CustomerLotConformanceSubject,
} from '@tagtrail/adapters/conformance';
import type { ProductOption } from '@tagtrail/domain';
import { partnerLots, products, tags } from '../src/db/schema';
import { useTestServer } from './support/test-server';
import { createTwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });

/** Made once, by the first part of the suite that asks: both parts share one customer. */
let subject: Promise<CustomerLotConformanceSubject> | undefined;

async function makeSubject(): Promise<CustomerLotConformanceSubject> {
  const { db } = api.server;
  const { alpha, bravo } = await createTwoTenants(db, api.baseUrl);
  const stored = await db
    .insert(products)
    .values([
      { customerId: alpha.customerId, code: 'CONF-CAB', name: 'Cabernet Conformidade' },
      { customerId: alpha.customerId, code: 'CONF-MER', name: 'Merlot Sereno Conformidade' },
    ])
    .returning({ id: products.id, code: products.code, name: products.name });
  const [first, second] = stored;
  if (first === undefined || second === undefined) throw new Error('no products');
  const world = { customerId: alpha.customerId, products: [first, second] as const, foreignProductId: bravo.productId };
  // The lot form's other products, one after another: their ids rise in the suite's order, which its ties count on.
  const optionProductIds: number[] = [];
  for (const product of CONFORMANCE_OPTION_PRODUCTS) {
    const [row] = await db
      .insert(products)
      .values({ customerId: alpha.customerId, ...product })
      .returning({ id: products.id });
    if (row === undefined) throw new Error('no product');
    optionProductIds.push(row.id);
  }

  const partnerLotIds: number[] = [];
  // One after another: the ids rise in the suite's order, which its ties count on.
  for (const lot of CONFORMANCE_PARTNER_LOTS) {
    const product: ProductOption | null = lot.product === null ? null : world.products[lot.product];
    const [row] = await db
      .insert(partnerLots)
      .values({
        partnerId: alpha.partnerId,
        customerId: alpha.customerId,
        productId: product?.id ?? null,
        number: lot.number,
        type: 2,
        quantity: lot.size,
        createdAt: new Date(lot.createdAt),
      })
      .returning({ id: partnerLots.id });
    if (row === undefined) throw new Error('no partner lot');
    await db.insert(tags).values(
      Array.from({ length: lot.size }, (_tag, index) => ({
        partnerLotId: row.id,
        tagId: conformanceTagId(lot.number, index + 1),
        sequence: index + 1,
      })),
    );
    partnerLotIds.push(row.id);
  }

  const client = createApiClient({ baseUrl: `${api.baseUrl}/api`, accessToken: () => alpha.tokens.customer });
  return {
    port: new CustomerLotHttpAdapter(client),
    world,
    partnerLotIds,
    optionProductIds,
    foreignId: bravo.customerLotId,
    foreignPartnerLotId: bravo.partnerLotId,
    // A tag of Alpha's partner lot, taken by the lot and read once: its readings keep the lot.
    async useElsewhere(customerLotId) {
      await db.insert(tags).values({
        partnerLotId: alpha.partnerLotId,
        tagId: `conformance-in-use-${customerLotId}`,
        sequence: 1_000 + customerLotId,
        customerLotId,
        customerLotCustomerId: alpha.customerId,
        readCount: 1,
      });
    },
    // The reading trigger's work, done directly: the suite needs the count, not a reading's place and device.
    async readTagOf(customerLotId) {
      const [tag] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(eq(tags.customerLotId, customerLotId))
        .orderBy(asc(tags.id))
        .limit(1);
      if (tag === undefined) throw new Error(`lot ${customerLotId} has no tag to read`);
      await db
        .update(tags)
        .set({ readCount: sql`${tags.readCount} + 1` })
        .where(eq(tags.id, tag.id));
    },
  };
}

describeCustomerLotConformance('HTTP against the API server', () => (subject ??= makeSubject()));
