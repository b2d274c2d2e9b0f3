/**
 * The isolation suite's calls for the Customer area's products and product images endpoints, merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { categories, products } from '../../src/db/schema';
import type { EndpointFixture } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

// ---------- products ----------

const productPage = { page: '1', records: '10' } as const;
const productCategories = new Map<string, Promise<number>>();

/** The tenant's category for the products' saves, made once. */
function productCategoryOf(db: Database, tenant: Tenant): Promise<number> {
  let made = productCategories.get(tenant.marker);
  if (made === undefined) {
    made = db
      .insert(categories)
      .values({ customerId: tenant.customerId, description: `Produtos ${tenant.marker}` })
      .returning({ id: categories.id })
      .then(([row]) => {
        if (row === undefined) throw new Error('no category inserted');
        return row.id;
      });
    productCategories.set(tenant.marker, made);
  }
  return made;
}

const productBody = (code: string, name: string, categoryId: number) => ({
  codigo: code,
  nome: name,
  descricao: `Descrição de ${name}`,
  categoriaId: categoryId,
  medida: '750 ml',
  unidadesEmbalagem: 6,
  ativo: true,
  loteParceiroVinculado: false,
  urlManualLink: null,
  relevancia: 1,
});

export const CUSTOMER_PRODUCTS_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  'product.list': { own: () => ({ query: productPage }) },
  'product.options': { own: () => ({}) },
  'product.get': {
    own: ({ own }) => ({ params: { id: own.productId } }),
    foreign: ({ other }) => ({ params: { id: other.productId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'product.create': {
    own: async ({ db, own }) => ({
      body: productBody(
        `${own.marker}-${randomBytes(4).toString('hex')}`,
        `Novo ${own.marker}`,
        await productCategoryOf(db, own),
      ),
    }),
  },
  'product.update': {
    // Keeps the tenant's product's code and name (two-tenants.ts), so other fixtures still find it.
    own: async ({ db, own }) => ({
      params: { id: own.productId },
      body: productBody(`${own.marker}-p`, `Cabernet ${own.marker}`, await productCategoryOf(db, own)),
    }),
    foreign: ({ other }) => ({ params: { id: other.productId }, body: productBody('theirs', 'Theirs', UNKNOWN_ID) }),
    unknown: () => ({ params: { id: UNKNOWN_ID }, body: productBody('nobody', 'Nobody', UNKNOWN_ID) }),
  },
  'product.remove': {
    // The tenant's product has lots (refused): a throwaway product without any is what a delete removes.
    own: async ({ db, own }) => {
      const [row] = await db
        .insert(products)
        .values({ customerId: own.customerId, code: `${own.marker}-del`, name: `Descartável ${own.marker}` })
        .returning({ id: products.id });
      if (row === undefined) throw new Error('no product inserted');
      return { params: { id: row.id } };
    },
    foreign: ({ other }) => ({ params: { id: other.productId } }),
    unknown: () => ({ params: { id: UNKNOWN_ID } }),
  },
};
