/**
 * The reading map's conformance suite (packages/adapters reading-search.conformance.ts) run against the portal's HTTP
 * adapter over this server, signed in as Alpha's customer: the cases the memory adapter passes, so the fake the map's
 * stories and tests use answers as this server does (issue 26 §4). The world is the isolation suites' two tenants;
 * Alpha is given the suite's categories, products, partner lots and customer lots, their tags, and the readings and
 * flags the shoppers' scans and the judge would leave; Bravo its own, in the same month.
 */
import { createApiClient, TagHttpAdapter } from '@tagtrail/adapters';
import {
  CONFORMANCE_FOREIGN_MAP,
  CONFORMANCE_MAP_CATEGORIES,
  CONFORMANCE_MAP_PRODUCTS,
  CONFORMANCE_MAP_TAGS,
  describeReadingSearchConformance,
  type ConformanceMapReading,
  type ReadingSearchConformanceSubject,
} from '@tagtrail/adapters/conformance';
import { authenticityCode, suspicionRuleCode } from '@tagtrail/domain';
import { categories, customerLots, partnerLots, products, readings, readingSuspicions, tags } from '../src/db/schema';
import type { Database } from '../src/db/client';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });

const clientOf = (token: string) => createApiClient({ baseUrl: `${api.baseUrl}/api`, accessToken: () => token });

/** One row's id, or the setup fails. */
function idOf(rows: readonly { id: number }[]): number {
  const [row] = rows;
  if (row === undefined) throw new Error('nothing was stored');
  return row.id;
}

/** A partner lot of the tenant's partner given to its customer, of that product, with one tag: the tag's id. */
async function givenTag(
  db: Database,
  tenant: Tenant,
  number: string,
  productId: number | null,
  customerLotId: number | null,
): Promise<number> {
  const partnerLotId = idOf(
    await db
      .insert(partnerLots)
      .values({ partnerId: tenant.partnerId, customerId: tenant.customerId, productId, number, type: 2, quantity: 1 })
      .returning({ id: partnerLots.id }),
  );
  return idOf(
    await db
      .insert(tags)
      .values({
        partnerLotId,
        tagId: `${number}-T1`,
        sequence: 1,
        customerLotId,
        customerLotCustomerId: customerLotId === null ? null : tenant.customerId,
      })
      .returning({ id: tags.id }),
  );
}

/** A tag's readings as a scan stores them, and the flags the judge would give them. */
async function readTag(
  db: Database,
  tenant: Tenant,
  tagId: number,
  scans: readonly ConformanceMapReading[],
): Promise<void> {
  for (const scan of scans) {
    const readAt = new Date(scan.readAt);
    const readingId = idOf(
      await db
        .insert(readings)
        .values({
          tagId,
          readAt,
          latitude: scan.latitude,
          longitude: scan.longitude,
          country: scan.country,
          region: scan.region,
          city: scan.city,
          deviceModel: 'Pixel 8',
          osVersion: 'Android 15',
          deviceId: `map-conformance-${scan.readAt}`,
          authenticity: authenticityCode(scan.authenticity),
        })
        .returning({ id: readings.id }),
    );
    if (scan.suspicions.length > 0)
      await db.insert(readingSuspicions).values(
        scan.suspicions.map((rule) => ({
          readingId,
          rule: suspicionRuleCode(rule),
          customerId: tenant.customerId,
          tagId,
          readAt,
        })),
      );
  }
}

async function makeSubject(): Promise<ReadingSearchConformanceSubject> {
  const { db } = api.server;
  const { alpha, bravo } = await createTwoTenants(db, api.baseUrl);

  // One after another: the ids rise in the world's order.
  const categoryIds: number[] = [];
  for (const description of CONFORMANCE_MAP_CATEGORIES)
    categoryIds.push(
      idOf(
        await db
          .insert(categories)
          .values({ customerId: alpha.customerId, description })
          .returning({ id: categories.id }),
      ),
    );
  const productIds: number[] = [];
  for (const [index, product] of CONFORMANCE_MAP_PRODUCTS.entries()) {
    const categoryId =
      product.category === null ? null : categoryIds[CONFORMANCE_MAP_CATEGORIES.indexOf(product.category)];
    productIds.push(
      idOf(
        await db
          .insert(products)
          .values({ customerId: alpha.customerId, code: `map-conf-${index}`, name: product.name, categoryId })
          .returning({ id: products.id }),
      ),
    );
  }
  const productIdOf = (name: string | null) =>
    name === null ? null : (productIds[CONFORMANCE_MAP_PRODUCTS.findIndex((product) => product.name === name)] ?? null);

  for (const [index, tag] of CONFORMANCE_MAP_TAGS.entries()) {
    const customerLotId =
      tag.customerLot === undefined
        ? null
        : idOf(
            await db
              .insert(customerLots)
              .values({
                customerId: alpha.customerId,
                productId: productIdOf(tag.customerLot.product),
                number: tag.customerLot.number,
              })
              .returning({ id: customerLots.id }),
          );
    const tagId = await givenTag(db, alpha, `map-conf-${index}`, productIdOf(tag.partnerLotProduct), customerLotId);
    await readTag(db, alpha, tagId, tag.readings);
  }

  // Bravo's category, product and readings.
  const foreignCategoryId = idOf(
    await db
      .insert(categories)
      .values({ customerId: bravo.customerId, description: CONFORMANCE_FOREIGN_MAP.category })
      .returning({ id: categories.id }),
  );
  const foreignProductId = idOf(
    await db
      .insert(products)
      .values({
        customerId: bravo.customerId,
        code: 'map-conf-foreign',
        name: CONFORMANCE_FOREIGN_MAP.product,
        categoryId: foreignCategoryId,
      })
      .returning({ id: products.id }),
  );
  const foreignTagId = await givenTag(db, bravo, 'map-conf-foreign', foreignProductId, null);
  await readTag(db, bravo, foreignTagId, CONFORMANCE_FOREIGN_MAP.readings);
  // The ids of Bravo's own places as Bravo is offered them.
  const bravoOptions = await new TagHttpAdapter(clientOf(bravo.tokens.customer)).readingFilters();
  const foreignPlaceIds = [...bravoOptions.countries, ...bravoOptions.cities]
    .filter((option) => option.name === 'ES' || option.name === 'Madrid')
    .map((option) => option.id);
  if (foreignPlaceIds.length !== 2) throw new Error('Bravo is not offered its own places');

  return {
    port: new TagHttpAdapter(clientOf(alpha.tokens.customer)),
    categoryIds,
    productIds,
    foreign: { categoryId: foreignCategoryId, productId: foreignProductId, placeIds: foreignPlaceIds },
  };
}

describeReadingSearchConformance('HTTP against the API server', makeSubject);
