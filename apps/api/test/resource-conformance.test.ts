/**
 * The record resources' conformance suites (issue 26 §4: packages/adapters/src/resource.conformance.ts and each
 * resource's cases) run against the portal's HTTP adapters over one server, each signed in as the role whose screens
 * use it: partners as an administrator, customers as a partner, the catalogue, devices and sales points as a
 * customer. The same cases the memory adapters pass, so the fakes the views and stories use answer as this server does.
 * The world is the isolation suites' two tenants: the caller is Alpha, and Bravo's rows are another tenant's.
 */
import { eq } from 'drizzle-orm';
import {
  CategoryHttpAdapter,
  createApiClient,
  CustomerHttpAdapter,
  DeviceHttpAdapter,
  PartnerHttpAdapter,
  ProductHttpAdapter,
  ProductLineHttpAdapter,
  SalesPointHttpAdapter,
} from '@tagtrail/adapters';
import {
  describeCategoryConformance,
  describeCustomerConformance,
  describeDeviceConformance,
  describePartnerConformance,
  describeProductConformance,
  describeProductLineConformance,
  describeSalesPointConformance,
} from '@tagtrail/adapters/conformance';
import {
  categories,
  categoryProductLines,
  customers,
  devices,
  partnerLots,
  productLines,
  products,
  users,
} from '../src/db/schema';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });

let tenants: Promise<TwoTenants> | undefined;
/** The two tenants every suite of this file shares, made by the first that asks. */
const world = () => (tenants ??= createTwoTenants(api.server.db, api.baseUrl));
const clientOf = (token: string) => createApiClient({ baseUrl: `${api.baseUrl}/api`, accessToken: () => token });

/** Categories of a tenant's customer, stored as the server would keep them. */
async function categoriesOf(tenant: Tenant, descriptions: readonly string[]) {
  return api.server.db
    .insert(categories)
    .values(descriptions.map((description) => ({ customerId: tenant.customerId, description })))
    .returning({ id: categories.id, description: categories.description });
}

const first = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('no row');
  return row;
};

describePartnerConformance('HTTP against the API server', async () => {
  const { adminToken } = await world();
  return {
    port: new PartnerHttpAdapter(clientOf(adminToken)),
    world: undefined,
    async useElsewhere(partnerId) {
      await api.server.db
        .insert(customers)
        .values({ partnerId, code: `in-use-${partnerId}`, name: 'In use', tenantId: `in-use-${partnerId}` });
    },
  };
});

describeCustomerConformance('HTTP against the API server', async () => {
  const { alpha, bravo } = await world();
  return {
    port: new CustomerHttpAdapter(clientOf(alpha.tokens.partner)),
    world: undefined,
    async useElsewhere(customerId) {
      await api.server.db.insert(products).values({ customerId, code: `in-use-${customerId}`, name: 'In use' });
    },
    foreignId: bravo.customerId,
  };
});

describeCategoryConformance('HTTP against the API server', async () => {
  const { alpha, bravo } = await world();
  const { db } = api.server;
  await db
    .insert(productLines)
    .values(['LN-A', 'LN-B'].map((code) => ({ customerId: alpha.customerId, code, description: `Linha ${code}` })));
  const parent = first(await categoriesOf(alpha, ['Categoria mãe']));
  const foreign = first(await categoriesOf(bravo, ['Categoria de outro']));
  return {
    port: new CategoryHttpAdapter(clientOf(alpha.tokens.customer)),
    world: {
      productLineCodes: ['LN-A', 'LN-B'],
      parentCategoryId: parent.id,
      foreignCategoryId: foreign.id,
    },
    async useElsewhere(categoryId) {
      await db
        .insert(products)
        .values({ customerId: alpha.customerId, categoryId, code: `in-use-${categoryId}`, name: 'In use' });
    },
    foreignId: foreign.id,
  };
});

describeProductLineConformance('HTTP against the API server', async () => {
  const { alpha, bravo } = await world();
  const { db } = api.server;
  const foreign = first(
    await db
      .insert(productLines)
      .values({ customerId: bravo.customerId, code: 'LN-OUTRO', description: 'Linha de outro' })
      .returning({ id: productLines.id }),
  );
  return {
    port: new ProductLineHttpAdapter(clientOf(alpha.tokens.customer)),
    world: undefined,
    async useElsewhere(productLineId) {
      const category = first(await categoriesOf(alpha, [`Usa a linha ${productLineId}`]));
      await db
        .insert(categoryProductLines)
        .values({ categoryId: category.id, productLineId, customerId: alpha.customerId, position: 0 });
    },
    foreignId: foreign.id,
  };
});

describeProductConformance('HTTP against the API server', async () => {
  const { alpha, bravo } = await world();
  const [tintos, espumantes, brancos] = await categoriesOf(alpha, ['Prod Tintos', 'Prod Espumantes', 'Prod Brancos']);
  const foreign = first(await categoriesOf(bravo, ['Prod de outro']));
  if (tintos === undefined || espumantes === undefined || brancos === undefined) throw new Error('no categories');
  // Wikipedia's EAN-8 example, stored as GTIN-14 on a product of the other tenant.
  const foreignGtin = '96385074';
  await api.server.db
    .insert(products)
    .values({ customerId: bravo.customerId, code: 'gtin-de-outro', name: 'De outro', gtin: '00000096385074' });
  return {
    port: new ProductHttpAdapter(clientOf(alpha.tokens.customer)),
    world: {
      customerId: alpha.customerId,
      categories: [tintos, espumantes, brancos],
      foreignCategoryId: foreign.id,
      foreignGtin,
    },
    async useElsewhere(productId) {
      await api.server.db.insert(partnerLots).values({
        partnerId: alpha.partnerId,
        customerId: alpha.customerId,
        productId,
        number: `in-use-${productId}`,
        type: 2,
        quantity: 1,
      });
    },
    foreignId: bravo.productId,
  };
});

describeDeviceConformance('HTTP against the API server', async () => {
  const { alpha, bravo } = await world();
  const foreign = first(
    await api.server.db.select({ id: devices.id }).from(devices).where(eq(devices.customerId, bravo.customerId)),
  );
  return {
    port: new DeviceHttpAdapter(clientOf(alpha.tokens.customer)),
    world: { customerId: alpha.customerId },
    foreignId: foreign.id,
  };
});

describeSalesPointConformance('HTTP against the API server', async () => {
  const { alpha, bravo } = await world();
  const port = new SalesPointHttpAdapter(clientOf(alpha.tokens.customer));
  const foreign = first(
    await api.server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, `${bravo.marker}-pointofsale`)),
  );
  return {
    port: {
      list: (query) => port.list(query),
      allRows: (query) => port.allRows(query),
      get: (id) => port.get(id),
      create: async (input) => (await port.create(input)).id,
      update: (id, input) => port.update(id, input),
    },
    world: { otherLogin: `${alpha.marker}-partner` },
    foreignId: foreign.id,
  };
});
