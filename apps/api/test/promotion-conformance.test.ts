/**
 * The promotion port's conformance suite (issue 26 §4, packages/adapters/src/promotions/promotion.conformance.ts) run
 * against the portal's HTTP adapter over this server, signed in as a customer: the same cases the memory adapter
 * passes, so the fake the views and stories use answers as the server does. The world is one customer with two
 * products of eight tags each; readings go in as scans leave them and are folded into devices, as a reader would.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createApiClient, PromotionHttpAdapter } from '@tagtrail/adapters';
import { describePromotionConformance, type ConformanceReading } from '@tagtrail/adapters/conformance';
import { devices, partnerLots, products, readings, tags } from '../src/db/schema';
import { foldReadings } from '../src/tags/fold-readings';
import { useTestServer } from './support/test-server';
import { createTwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });

const TAGS_PER_PRODUCT = 8;
const DAY_MS = 86_400_000;

describePromotionConformance('HTTP against the API server', async () => {
  const { db } = api.server;
  const world = await createTwoTenants(db, api.baseUrl);
  const { customerId, partnerId } = world.alpha;
  const [second] = await db
    .insert(products)
    .values({ customerId, code: 'conformance-p2', name: 'Conformance Merlot' })
    .returning({ id: products.id });
  if (second === undefined) throw new Error('no second product');
  const productIds = [world.alpha.productId, second.id] as const;
  const tagsOf = await Promise.all(
    productIds.map(async (productId, index) => {
      const [lot] = await db
        .insert(partnerLots)
        .values({ partnerId, customerId, productId, number: `conformance-${index}`, type: 2, quantity: 8 })
        .returning({ id: partnerLots.id });
      if (lot === undefined) throw new Error('no partner lot');
      const rows = await db
        .insert(tags)
        .values(
          Array.from({ length: TAGS_PER_PRODUCT }, (_, sequence) => ({
            partnerLotId: lot.id,
            tagId: `conformance-${index}-${sequence}`,
            sequence: sequence + 1,
          })),
        )
        .returning({ id: tags.id });
      return rows.map((row) => row.id);
    }),
  );
  const ofCustomer = (device: string) => and(eq(devices.customerId, customerId), eq(devices.deviceKey, device));
  const client = createApiClient({ baseUrl: `${api.baseUrl}/api`, accessToken: () => world.alpha.tokens.customer });

  return {
    promotions: new PromotionHttpAdapter(client),
    customerId,
    productIds,
    foreignProductId: world.bravo.productId,
    async read(rows: readonly ConformanceReading[]) {
      // At noon of the reading's day (UTC), a second apart in the order given: the order a tag's readers came in.
      const noon = (daysAgo: number) =>
        `${new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)}T12:00:00Z`;
      await db.insert(readings).values(
        rows.map((row, index) => ({
          tagId: tagsOf[row.product]?.[row.tag] ?? Number.NaN,
          deviceId: row.device,
          country: row.country,
          region: row.state,
          city: row.city,
          readAt: new Date(Date.parse(noon(row.daysAgo)) + index * 1000),
        })),
      );
      await foldReadings(db);
    },
    async block(device) {
      await db.update(devices).set({ active: false }).where(ofCustomer(device));
    },
    async shownAs(device) {
      const [row] = await db.select({ pseudonym: devices.pseudonym }).from(devices).where(ofCustomer(device));
      if (row?.pseudonym == null) throw new Error(`no device ${device}`);
      return row.pseudonym;
    },
    async prizeCodes(promotionId) {
      const result = (await db.execute(sql`
        select d.pseudonym as "deviceId", w.code from promotion_winners w join devices d on d.id = w.device_id
        where w.promotion_id = ${promotionId} order by w.draw_order`)) as unknown as {
        rows: { deviceId: string; code: string }[];
      };
      return result.rows;
    },
    settle: () => api.server.backgroundWorkDone(),
  };
});
