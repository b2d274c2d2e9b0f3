/**
 * The isolation suite's calls for the Customer area's products and product images endpoints, merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { gtinCheckDigit } from '@tagtrail/domain';
import type { Database } from '../../src/db/client';
import sharp from 'sharp';
import { categories, productImages, products } from '../../src/db/schema';
import type { EndpointFixture } from './fixture-types';
import { UNKNOWN_ID, type Tenant } from './two-tenants';

// ---------- products ----------

const productPage = { page: '1', records: '10' } as const;
const productCategories = new WeakMap<Tenant, Promise<number>>();

/** The tenant's category for the products' saves, made once. */
function productCategoryOf(db: Database, tenant: Tenant): Promise<number> {
  let made = productCategories.get(tenant);
  if (made === undefined) {
    made = db
      .insert(categories)
      .values({ customerId: tenant.customerId, description: `Produtos ${tenant.marker}` })
      .returning({ id: categories.id })
      .then(([row]) => {
        if (row === undefined) throw new Error('no category inserted');
        return row.id;
      });
    productCategories.set(tenant, made);
  }
  return made;
}

/** A GTIN-13 of its own for each product made (issue 29 §1: one per product of a customer), under GS1 Brasil's 789. */
function freshGtin(): string {
  const body = `789${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

const productBody = (code: string, name: string, categoryId: number, gtin: string | null = null) => ({
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
  gtin,
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
        freshGtin(),
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
  ...productImageFixtures(),
};

// ---------- product images ----------

interface TenantImage {
  readonly productId: number;
  readonly imageId: number;
}

const tenantImages = new WeakMap<Tenant, Promise<TenantImage>>();

async function insertImage(db: Database, tenant: Tenant, productId: number): Promise<number> {
  const [row] = await db
    .insert(productImages)
    .values({
      customerId: tenant.customerId,
      productId,
      name: `${tenant.marker}.png`,
      storageKey: `product-images/${tenant.customerId}/${productId}/${'0'.repeat(64)}.png`,
      mediaType: 'image/png',
      byteSize: 1,
      width: 1,
      height: 1,
    })
    .returning({ id: productImages.id });
  if (row === undefined) throw new Error('no product image inserted');
  return row.id;
}

/** The tenant's kept image on its product, made once. */
function imageOf(db: Database, tenant: Tenant): Promise<TenantImage> {
  let made = tenantImages.get(tenant);
  if (made === undefined) {
    made = insertImage(db, tenant, tenant.productId).then((imageId) => ({ productId: tenant.productId, imageId }));
    tenantImages.set(tenant, made);
  }
  return made;
}

/** The other tenant's image, made by an own call earlier in the suite. */
const readyImages = new WeakMap<Tenant, TenantImage>();
function readyImageOf(tenant: Tenant): TenantImage {
  const image = readyImages.get(tenant);
  if (image === undefined) throw new Error(`no product image made for ${tenant.marker} yet: an own call comes first`);
  return image;
}

async function imagesReady(db: Database, own: Tenant, other: Tenant): Promise<TenantImage> {
  const [mine, theirs] = await Promise.all([imageOf(db, own), imageOf(db, other)]);
  readyImages.set(own, mine);
  readyImages.set(other, theirs);
  return mine;
}

/** A product of the tenant's with no image yet: an upload there never meets the limit of 10. */
async function throwawayProduct(db: Database, tenant: Tenant): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      customerId: tenant.customerId,
      code: `${tenant.marker}-img-${randomBytes(3).toString('hex')}`,
      name: 'Img',
    })
    .returning({ id: products.id });
  if (row === undefined) throw new Error('no product inserted');
  return row.id;
}

const imageForm = (bytes: Uint8Array): FormData => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'isolation.png');
  return form;
};
const onePixelPng = () =>
  sharp({ create: { width: 1, height: 1, channels: 3, background: '#7b1e3a' } })
    .png()
    .toBuffer();

/** Declared as a function so CUSTOMER_PRODUCTS_FIXTURES above can take these entries before this point is reached. */
function productImageFixtures(): Readonly<Record<string, EndpointFixture>> {
  return {
    'productImage.list': {
      own: async ({ db, own, other }) => ({ params: { id: (await imagesReady(db, own, other)).productId } }),
      foreign: ({ other }) => ({ params: { id: readyImageOf(other).productId } }),
      unknown: () => ({ params: { id: UNKNOWN_ID } }),
    },
    'productImage.upload': {
      own: async ({ db, own }) => ({
        params: { id: await throwawayProduct(db, own) },
        body: imageForm(await onePixelPng()),
      }),
      foreign: ({ other }) => ({ params: { id: other.productId }, body: imageForm(new Uint8Array([0x89, 0x50])) }),
      unknown: () => ({ params: { id: UNKNOWN_ID }, body: imageForm(new Uint8Array([0x89, 0x50])) }),
    },
    'productImage.setMain': {
      own: async ({ db, own, other }) => {
        const mine = await imagesReady(db, own, other);
        return { params: { id: mine.productId, imageId: mine.imageId } };
      },
      foreign: ({ other }) => ({ params: { id: readyImageOf(other).productId, imageId: readyImageOf(other).imageId } }),
      unknown: ({ own }) => ({ params: { id: own.productId, imageId: UNKNOWN_ID } }),
    },
    'productImage.remove': {
      // A throwaway image: the kept one stays for the other calls.
      own: async ({ db, own, other }) => {
        await imagesReady(db, own, other);
        return { params: { id: own.productId, imageId: await insertImage(db, own, own.productId) } };
      },
      foreign: ({ other }) => ({ params: { id: readyImageOf(other).productId, imageId: readyImageOf(other).imageId } }),
      unknown: ({ own }) => ({ params: { id: own.productId, imageId: UNKNOWN_ID } }),
    },
  };
}
