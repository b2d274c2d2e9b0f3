/**
 * The isolation suite's calls for the Customer area's categories and product lines endpoints, merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 * Each tenant gets a product line and a category using it on the first own call; the calls at the other tenant's
 * records come later in the suite and find them there.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { categories, categoryProductLines, productLines } from '../../src/db/schema';
import type { EndpointFixture } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

const page = { page: '1', records: '10' } as const;
const unique = () => randomBytes(4).toString('hex');

interface TenantCatalogue {
  readonly productLineId: number;
  readonly productLineCode: string;
  readonly categoryId: number;
}

const catalogues = new WeakMap<Tenant, Promise<TenantCatalogue>>();

async function insertLine(db: Database, tenant: Tenant, code: string): Promise<number> {
  const [row] = await db
    .insert(productLines)
    .values({ customerId: tenant.customerId, code, description: `Linha ${code}`, colour: '#7b1e3a' })
    .returning({ id: productLines.id });
  if (row === undefined) throw new Error('no product line inserted');
  return row.id;
}

async function insertCategory(db: Database, tenant: Tenant, description: string): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ customerId: tenant.customerId, description, segments: [`Segmento ${tenant.marker}`] })
    .returning({ id: categories.id });
  if (row === undefined) throw new Error('no category inserted');
  return row.id;
}

/** The tenant's kept product line and the category used in it, made once. */
function catalogueOf(db: Database, tenant: Tenant): Promise<TenantCatalogue> {
  let made = catalogues.get(tenant);
  if (made === undefined) {
    made = (async () => {
      const productLineCode = `${tenant.marker}-line`;
      const productLineId = await insertLine(db, tenant, productLineCode);
      const categoryId = await insertCategory(db, tenant, `Tintos ${tenant.marker}`);
      await db
        .insert(categoryProductLines)
        .values({ categoryId, productLineId, customerId: tenant.customerId, position: 0 });
      return { productLineId, productLineCode, categoryId };
    })();
    catalogues.set(tenant, made);
  }
  return made;
}

/** Both tenants' catalogues, ready before any call at the other tenant's records. */
async function both(db: Database, own: Tenant, other: Tenant): Promise<TenantCatalogue> {
  const [mine] = await Promise.all([catalogueOf(db, own), catalogueOf(db, other)]);
  return mine;
}

/** The other tenant's catalogue, made by an own call earlier in the suite. */
const ready = new WeakMap<Tenant, TenantCatalogue>();
function readyCatalogueOf(tenant: Tenant): TenantCatalogue {
  const catalogue = ready.get(tenant);
  if (catalogue === undefined) throw new Error(`no catalogue made for ${tenant.marker} yet: an own call comes first`);
  return catalogue;
}

async function prepared(db: Database, own: Tenant, other: Tenant): Promise<TenantCatalogue> {
  const mine = await both(db, own, other);
  ready.set(own, mine);
  ready.set(other, await catalogueOf(db, other));
  return mine;
}

const categoryBody = (description: string, usage = '') => ({
  descricao: description,
  idCategoriaPai: null,
  ativo: true,
  urlImagem: null,
  relevancia: 1,
  uso: usage,
  segmentos: [{ descricao: 'Reserva' }],
});

const productLineBody = (code: string) => ({
  codigo: code,
  descricao: `Linha ${code}`,
  urlImagem: null,
  urlImagemMiniatura: null,
  urlLink: null,
  cor: '#1e6b3a',
  relevancia: 2,
});

export const CUSTOMER_CATEGORIES_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  'category.all': {
    own: async ({ db, own, other }) => {
      await prepared(db, own, other);
      return {};
    },
  },
  'category.list': {
    own: async ({ db, own, other }) => {
      await prepared(db, own, other);
      return { query: page };
    },
  },
  'category.get': {
    own: async ({ db, own, other }) => ({ params: { id: (await prepared(db, own, other)).categoryId } }),
    foreign: ({ other }) => ({ params: { id: readyCatalogueOf(other).categoryId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'category.create': {
    own: async ({ db, own, other }) => ({
      body: categoryBody(`Nova ${own.marker} ${unique()}`, (await prepared(db, own, other)).productLineCode),
    }),
  },
  'category.update': {
    own: async ({ db, own, other }) => {
      const mine = await prepared(db, own, other);
      return { params: { id: mine.categoryId }, body: categoryBody(`Tintos ${own.marker}`, mine.productLineCode) };
    },
    foreign: ({ other }) => ({
      params: { id: readyCatalogueOf(other).categoryId },
      body: categoryBody(`Tintos ${other.marker}`),
    }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: categoryBody('nobody') }),
  },
  'category.remove': {
    own: async ({ db, own, other }) => {
      await prepared(db, own, other);
      return { params: { id: await insertCategory(db, own, `Descartável ${own.marker} ${unique()}`) } };
    },
    foreign: ({ other }) => ({ params: { id: readyCatalogueOf(other).categoryId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'productLine.filterOptions': {
    own: async ({ db, own, other }) => {
      await prepared(db, own, other);
      return {};
    },
  },
  'productLine.list': {
    own: async ({ db, own, other }) => {
      await prepared(db, own, other);
      return { query: page };
    },
  },
  'productLine.get': {
    own: async ({ db, own, other }) => ({ params: { id: (await prepared(db, own, other)).productLineId } }),
    foreign: ({ other }) => ({ params: { id: readyCatalogueOf(other).productLineId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'productLine.create': {
    own: async ({ db, own, other }) => {
      await prepared(db, own, other);
      return { body: productLineBody(`${own.marker}-${unique()}`) };
    },
  },
  'productLine.update': {
    own: async ({ db, own, other }) => {
      const mine = await prepared(db, own, other);
      return { params: { id: mine.productLineId }, body: productLineBody(mine.productLineCode) };
    },
    foreign: ({ other }) => {
      const theirs = readyCatalogueOf(other);
      return { params: { id: theirs.productLineId }, body: productLineBody(theirs.productLineCode) };
    },
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: productLineBody('nobody') }),
  },
  'productLine.remove': {
    own: async ({ db, own, other }) => {
      await prepared(db, own, other);
      return { params: { id: await insertLine(db, own, `${own.marker}-${unique()}`) } };
    },
    foreign: ({ other }) => ({ params: { id: readyCatalogueOf(other).productLineId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
};
