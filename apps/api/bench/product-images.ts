/**
 * How long ten 200 KB product images take to upload (issue 10 "Done when"): the real server on a free port with an
 * in-memory PGlite (or DATABASE_URL), a customer's real token, ten JPEGs of photo-like noise just under 200 KB each
 * sent in one multipart request (as the gallery sends them), five runs on fresh products. Prints each run and the
 * median; the time includes the server's decode and re-encode of every image.
 *
 *   pnpm --filter @tagtrail/api exec tsx bench/product-images.ts
 */
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@tagtrail/domain';
import { products } from '../src/db/schema';
import { createTwoTenants } from '../test/isolation/two-tenants';
import { startTestServer } from '../test/support/test-server';

const RUNS = 5;

/** A JPEG of noise just under the limit: the worst case for the decoder and the encoder alike. */
async function image200k(seed: number): Promise<Buffer> {
  for (let side = 1000; side > 100; side -= 10) {
    const bytes = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (bytes.byteLength <= MAX_IMAGE_BYTES) return bytes;
  }
  throw new Error('no image under the limit');
}

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const api = await startTestServer({ demoData: false, ...(databaseUrl === undefined ? {} : { databaseUrl }) });
console.log(`database: ${databaseUrl === undefined ? 'PGlite in memory' : 'PostgreSQL (DATABASE_URL)'}`);
try {
  const world = await createTwoTenants(api.server.db, api.baseUrl);
  const images = await Promise.all(Array.from({ length: 10 }, (_, index) => image200k(index)));
  const total = images.reduce((sum, image) => sum + image.byteLength, 0);
  console.log(
    `ten images, ${(total / 1024).toFixed(0)} KB in all (largest ${(Math.max(...images.map((i) => i.byteLength)) / 1024).toFixed(0)} KB)`,
  );
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const [product] = await api.server.db
      .insert(products)
      .values({ customerId: world.alpha.customerId, code: `BENCH-${run}`, name: `Bench ${run}` })
      .returning({ id: products.id });
    const form = new FormData();
    images.forEach((image, index) =>
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `b${index}.jpg`),
    );
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/api/produto/${product!.id}/imagens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.alpha.tokens.customer}` },
      body: form,
    });
    const answer = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${response.status} ${answer.slice(0, 300)}`);
    times.push(ms);
    console.log(`run ${run}: ${Math.round(ms)} ms`);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  console.log(`ten 200 KB images in one upload: median ${Math.round(median)} ms`);
} finally {
  await api.close();
}
