/**
 * The tag ports' conformance suites (packages/adapters tag.conformance.ts, partner-tag.conformance.ts) run against the
 * portal's HTTP adapters over this server: the customer's tags signed in as Alpha's customer, the partner's tag list as
 * Alpha's partner. The same cases the memory adapters pass, so the fakes the tag screens' stories and tests use answer
 * as this server does (issue 26 §4). The world is the isolation suites' two tenants, Alpha given the suite's partner
 * lots, their tags, a customer lot and the readings as a partner's upload, a sub-lot and the shoppers' scans would
 * leave them; a tag of Bravo's is another customer's.
 */
import { customerLots, partnerLots, products, readings, tags } from '../src/db/schema';
import { createApiClient, PartnerTagHttpAdapter, TagHttpAdapter } from '@tagtrail/adapters';
import {
  CONFORMANCE_TAG_LOTS,
  describePartnerTagConformance,
  describeTagConformance,
} from '@tagtrail/adapters/conformance';
import { READING_AUTHENTICITIES } from '@tagtrail/domain';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });

interface TagWorld {
  readonly alpha: Tenant;
  readonly bravo: Tenant;
  readonly customerName: string;
  readonly tagIds: readonly number[];
  readonly readingIds: readonly (readonly number[])[];
}

let world: Promise<TagWorld> | undefined;

async function makeWorld(): Promise<TagWorld> {
  const { db } = api.server;
  const { alpha, bravo } = await createTwoTenants(db, api.baseUrl);
  const productIdOf = new Map<string, number>();
  const productNamed = async (name: string | null): Promise<number | null> => {
    if (name === null) return null;
    const known = productIdOf.get(name);
    if (known !== undefined) return known;
    const [row] = await db
      .insert(products)
      .values({ customerId: alpha.customerId, code: `conf-${productIdOf.size}`, name })
      .returning({ id: products.id });
    if (row === undefined) throw new Error('no product');
    productIdOf.set(name, row.id);
    return row.id;
  };
  const customerLotIdOf = new Map<string, number>();
  const customerLotNamed = async (lot: { number: string; productName: string }): Promise<number> => {
    const known = customerLotIdOf.get(lot.number);
    if (known !== undefined) return known;
    const [row] = await db
      .insert(customerLots)
      .values({ customerId: alpha.customerId, productId: await productNamed(lot.productName), number: lot.number })
      .returning({ id: customerLots.id });
    if (row === undefined) throw new Error('no customer lot');
    customerLotIdOf.set(lot.number, row.id);
    return row.id;
  };

  const tagIds: number[] = [];
  const readingIds: number[][] = [];
  // One after another: the lots' ids rise in the world's order, which the sorts' ties count on.
  for (const lot of CONFORMANCE_TAG_LOTS) {
    const [partnerLot] = await db
      .insert(partnerLots)
      .values({
        partnerId: alpha.partnerId,
        customerId: lot.given ? alpha.customerId : null,
        productId: await productNamed(lot.productName),
        number: lot.number,
        type: 2,
        quantity: lot.tags.length,
        createdAt: new Date(lot.createdAt),
      })
      .returning({ id: partnerLots.id });
    if (partnerLot === undefined) throw new Error('no partner lot');
    for (const [index, tag] of lot.tags.entries()) {
      const [row] = await db
        .insert(tags)
        .values({
          partnerLotId: partnerLot.id,
          tagId: tag.tagId,
          sequence: index + 1,
          customerLotId: tag.customerLot === undefined ? null : await customerLotNamed(tag.customerLot),
          customerLotCustomerId: tag.customerLot === undefined ? null : alpha.customerId,
        })
        .returning({ id: tags.id });
      if (row === undefined) throw new Error('no tag');
      tagIds.push(row.id);
      const ids: number[] = [];
      for (const reading of tag.readings) {
        const [stored] = await db
          .insert(readings)
          .values({
            tagId: row.id,
            readAt: new Date(reading.readAt),
            latitude: reading.latitude,
            longitude: reading.longitude,
            deviceModel: reading.deviceModel,
            osVersion: reading.osVersion,
            deviceId: reading.deviceId,
            deviceAlias: reading.deviceAlias,
            authenticity: READING_AUTHENTICITIES.indexOf(reading.authenticity),
          })
          .returning({ id: readings.id });
        if (stored === undefined) throw new Error('no reading');
        ids.push(stored.id);
      }
      readingIds.push(ids);
    }
  }
  // Named as createTwoTenants names it.
  return { alpha, bravo, customerName: 'Vinícola Alpha alpha7q', tagIds, readingIds };
}

const clientOf = (token: string) => createApiClient({ baseUrl: `${api.baseUrl}/api`, accessToken: () => token });

describeTagConformance('HTTP against the API server', async () => {
  const { alpha, bravo, customerName, tagIds, readingIds } = await (world ??= makeWorld());
  return {
    port: new TagHttpAdapter(clientOf(alpha.tokens.customer)),
    customerName,
    tagIds,
    readingIds,
    foreignTagId: bravo.tagIds[0],
  };
});

describePartnerTagConformance('HTTP against the API server', async () => {
  const { alpha, customerName, tagIds } = await (world ??= makeWorld());
  return { port: new PartnerTagHttpAdapter(clientOf(alpha.tokens.partner)), customerName, tagIds };
});
