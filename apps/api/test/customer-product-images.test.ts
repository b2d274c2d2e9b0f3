/**
 * Product images over HTTP with a customer's real token (issue 10 §3, spec B §5, §7, §8): upload several at once,
 * list, main image, delete, the limit of 10 (also under two uploads at once), a file that claims to be a PNG but is
 * not, and another customer's product (404, nothing changed). Stored images are re-encoded and served from our origin
 * with their type, a long cache and nosniff.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@tagtrail/domain';
import { productImages, products } from '../src/db/schema';
import { callApi } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

interface Image {
  id: number;
  nome: string;
  uri: string;
}

const as = (tenant: Tenant, path: string, request: Parameters<typeof callApi>[1] = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, tenant.tokens.customer);

let productCount = 0;
async function newProduct(tenant: Tenant = world.alpha): Promise<number> {
  productCount += 1;
  const [row] = await api.server.db
    .insert(products)
    .values({ customerId: tenant.customerId, code: `IMG-${productCount}`, name: `Produto ${productCount}` })
    .returning({ id: products.id });
  return row!.id;
}

const png = (colour = '#7b1e3a', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
const jpeg = (colour = '#1e7b3a') =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .toBuffer();

interface Part {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly type?: string;
}

function form(...parts: Part[]): FormData {
  const body = new FormData();
  for (const part of parts)
    body.append('file', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/png' }), part.name);
  return body;
}

const upload = (productId: number, body: FormData, tenant: Tenant = world.alpha) =>
  as(tenant, `produto/${productId}/imagens`, { method: 'POST', body });

async function stored(productId: number) {
  const rows = await api.server.db.select().from(productImages).where(eq(productImages.productId, productId));
  const [product] = await api.server.db
    .select({ thumb: products.thumbImageId })
    .from(products)
    .where(eq(products.id, productId));
  return { count: rows.length, thumb: product?.thumb ?? null };
}

async function manyPngs(count: number): Promise<Part[]> {
  const colours = Array.from({ length: count }, (_, index) => `#${(0x102030 + index * 0x0a0b0c).toString(16)}`);
  return Promise.all(colours.map(async (colour, index) => ({ name: `p${index}.png`, bytes: await png(colour) })));
}

describe('product images (produto/{id}/imagens)', () => {
  it('uploads several files at once, lists them, and the first becomes the main image', async () => {
    const productId = await newProduct();
    const answer = await upload(
      productId,
      form(
        { name: 'front.png', bytes: await png() },
        {
          name: 'side.jpg',
          bytes: await jpeg(),
          type: 'image/jpeg',
        },
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const created = answer.body as Image[];
    expect(created.map((image) => image.nome)).toEqual(['front.png', 'side.jpg']);
    expect(created[0]!.uri).toMatch(/^\/api\/imagens\/produtos\/\d+\/\d+\/[0-9a-f]{64}\.png$/);
    expect(created[1]!.uri).toMatch(/\.jpg$/);
    expect((await as(world.alpha, `produto/${productId}/imagens`)).body).toEqual(created);
    expect((await stored(productId)).thumb).toBe(created[0]!.id);
  });

  it('keeps a file name with control characters as its printable rest (PostgreSQL text refuses a NUL)', async () => {
    const productId = await newProduct();
    const answer = await upload(productId, form({ name: 'fr\u0000ont\u0007.png', bytes: await png() }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as Image[]).map((image) => image.nome)).toEqual(['front.png']);
  });

  it('serves a stored image from our origin with its type, a long-lived cache and nosniff, re-encoded without metadata', async () => {
    const productId = await newProduct();
    const original = await jpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const [image] = (await upload(productId, form({ name: 'x.jpg', bytes: original, type: 'image/jpeg' })))
      .body as Image[];
    const response = await fetch(`${api.baseUrl}${image!.uri}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    // No token is needed: the public tag page shows the same images.
    expect((await fetch(`${api.baseUrl}${image!.uri.replace(/[0-9a-f]{64}/, 'f'.repeat(64))}`)).status).toBe(404);
  });

  it('sets another image as the main one (the product thumbnail)', async () => {
    const productId = await newProduct();
    const created = (await upload(productId, form(...(await manyPngs(3))))).body as Image[];
    const answer = await as(world.alpha, `produto/${productId}/imagens/${created[1]!.id}`, { method: 'PUT' });
    expect(answer.status).toBe(204);
    expect((await stored(productId)).thumb).toBe(created[1]!.id);
  });

  it('deletes an image and its file; deleting the main one makes the oldest left the main one', async () => {
    const productId = await newProduct();
    const created = (await upload(productId, form(...(await manyPngs(3))))).body as Image[];
    const [first, second, third] = created as [Image, Image, Image];
    expect((await as(world.alpha, `produto/${productId}/imagens/${third.id}`, { method: 'PUT' })).status).toBe(204);
    expect((await as(world.alpha, `produto/${productId}/imagens/${third.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await stored(productId)).toEqual({ count: 2, thumb: first.id });
    expect((await fetch(`${api.baseUrl}${third.uri}`)).status).toBe(404);
    expect((await as(world.alpha, `produto/${productId}/imagens/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await stored(productId)).toEqual({ count: 1, thumb: second.id });
    expect((await as(world.alpha, `produto/${productId}/imagens/${first.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("refuses an 11th image with 'upload image max error', keeping the 10", async () => {
    const productId = await newProduct();
    expect((await upload(productId, form(...(await manyPngs(10))))).status).toBe(200);
    const eleventh = await upload(productId, form({ name: 'eleven.png', bytes: await png('#000000') }));
    expect(eleventh.status).toBe(400);
    expect(eleventh.body).toMatchObject({ message: 'UPLOAD_IMAGE_MAX_ERROR' });
    expect((await stored(productId)).count).toBe(10);
  });

  it("refuses 11 images sent at once with 'upload image max error', storing none", async () => {
    const productId = await newProduct();
    const answer = await upload(productId, form(...(await manyPngs(11))));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'UPLOAD_IMAGE_MAX_ERROR' });
    expect((await stored(productId)).count).toBe(0);
  });

  it('refuses a file that claims to be a PNG but is not (400), and a PNG header on other bytes, storing nothing', async () => {
    const productId = await newProduct();
    const text = new TextEncoder().encode('<script>alert(1)</script>');
    const fake = await upload(
      productId,
      form({ name: 'fake.png', bytes: text }, { name: 'ok.png', bytes: await png() }),
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({
      message: 'UPLOAD_FORMAT_SIZE_ERROR',
      details: [{ field: 'file', key: 'UPLOAD_FORMAT_SIZE_ERROR', params: { file: 'fake.png', reason: 'format' } }],
    });
    const head = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text]);
    expect((await upload(productId, form({ name: 'head.png', bytes: head }))).status).toBe(400);
    expect(await stored(productId)).toEqual({ count: 0, thumb: null });
  });

  it('refuses an image larger than the limit the help dialog states', async () => {
    const productId = await newProduct();
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await png());
    const answer = await upload(productId, form({ name: 'big.png', bytes: big }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ params: { file: 'big.png', reason: 'size', maxKb: 200 } }] });
    expect((await stored(productId)).count).toBe(0);
  });

  it('keeps at most 10 when two uploads that together pass 10 arrive at once: one is refused', async () => {
    const productId = await newProduct();
    const [a, b] = await Promise.all([
      upload(productId, form(...(await manyPngs(6)))),
      upload(productId, form(...(await manyPngs(6)))),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((answer) => answer.status === 400)?.body).toMatchObject({ message: 'UPLOAD_IMAGE_MAX_ERROR' });
    expect((await stored(productId)).count).toBe(6);
  });

  it("answers 404 for another customer's product or image and changes nothing", async () => {
    const productId = await newProduct(world.bravo);
    const [image] = (await upload(productId, form({ name: 'b.png', bytes: await png() }), world.bravo)).body as Image[];
    const before = await stored(productId);
    expect((await as(world.alpha, `produto/${productId}/imagens`)).status).toBe(404);
    expect((await upload(productId, form({ name: 'a.png', bytes: await png() }))).status).toBe(404);
    const path = `produto/${productId}/imagens/${image!.id}`;
    expect((await as(world.alpha, path, { method: 'PUT' })).status).toBe(404);
    expect((await as(world.alpha, path, { method: 'DELETE' })).status).toBe(404);
    // Alpha's own product with Bravo's image id: the image is not one of that product's.
    const own = await newProduct();
    expect((await as(world.alpha, `produto/${own}/imagens/${image!.id}`, { method: 'PUT' })).status).toBe(404);
    expect(await stored(productId)).toEqual(before);
    expect(await stored(own)).toEqual({ count: 0, thumb: null });
    expect((await fetch(`${api.baseUrl}${image!.uri}`)).status).toBe(200);
  });
});

describe('the public tag page', () => {
  it("shows the product's photos from our origin, the main image first", async () => {
    const productId = world.alpha.productId;
    const [first, second] = (await upload(productId, form(...(await manyPngs(2))))).body as Image[];
    await as(world.alpha, `produto/${productId}/imagens/${second!.id}`, { method: 'PUT' });
    const html = await (await fetch(`${api.baseUrl}/t/alpha7q-tag-3`, { headers: { 'accept-language': 'en' } })).text();
    const main = html.indexOf(second!.uri);
    const other = html.indexOf(first!.uri);
    expect(main).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(main);
  });
});
