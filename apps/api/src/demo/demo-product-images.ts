/**
 * Demo product images (issue 10 §9): drawn here, not taken from anywhere — per product an SVG of a bottle, a box or a
 * jar in its product line's colour (a colour of its own when it has none) with the product's name, rendered by sharp
 * to PNG or JPEG and stored as an upload is (product-images.files.ts), 1 to 3 per product, the first the main one.
 */
import { sql } from 'drizzle-orm';
import { cleanImage, productImageKey, type CleanImage } from '../catalogue/product-images.files';
import { productImages } from '../catalogue/product-images.schema';
import { products } from '../catalogue/catalogue.schema';
import type { Database } from '../db/client';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';

export interface DemoImageFile {
  readonly key: string;
  readonly bytes: Uint8Array;
}

export interface DemoProductImagesResult {
  readonly images: number;
  /** To store once the rows that name them are committed. */
  readonly files: readonly DemoImageFile[];
}

const SIZE = 480;
const PALETTE = ['#7b1e3a', '#1e6b3a', '#1e3a7b', '#b8860b', '#5a2d82', '#2f4f4f', '#c04000', '#006d77'];
type Shape = 'bottle' | 'box' | 'jar';
const SHAPES: readonly Shape[] = ['bottle', 'box', 'jar'];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The name in at most two lines of about 18 characters, so it fits the label. */
function labelLines(name: string): string[] {
  const words = name.split(/\s+/);
  const lines = [''];
  for (const word of words) {
    const last = lines.length - 1;
    if ((lines[last] + ' ' + word).trim().length <= 18) lines[last] = (lines[last] + ' ' + word).trim();
    else if (lines.length < 2) lines.push(word);
    else {
      lines[last] = `${lines[last]!.slice(0, 16)}…`;
      break;
    }
  }
  return lines;
}

function silhouette(shape: Shape, colour: string): string {
  switch (shape) {
    case 'bottle':
      return `<rect x="212" y="40" width="56" height="90" rx="8" fill="${colour}"/>
        <path d="M196 130 Q240 110 284 130 L316 190 L316 430 Q316 450 296 450 L184 450 Q164 450 164 430 L164 190 Z" fill="${colour}"/>`;
    case 'box':
      return `<path d="M120 120 L300 90 L370 130 L370 420 L190 450 L120 410 Z" fill="${colour}"/>
        <path d="M120 120 L190 160 L370 130" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" fill="none"/>
        <path d="M190 160 L190 450" stroke="#000000" stroke-opacity="0.2" stroke-width="4"/>`;
    case 'jar':
      return `<rect x="170" y="80" width="140" height="50" rx="10" fill="#3d3d3d"/>
        <rect x="140" y="125" width="200" height="320" rx="40" fill="${colour}"/>`;
  }
}

/** One drawn picture of the product: shape, colour, name and a view number. */
export function demoProductSvg(name: string, colour: string, shape: Shape, view: number): string {
  const lines = labelLines(name);
  const label = lines
    .map(
      (line, index) =>
        `<text x="240" y="${300 + index * 26 - (lines.length - 1) * 13}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="17" font-weight="bold" fill="#222222">${escapeXml(line)}</text>`,
    )
    .join('');
  const backgrounds = ['#f4f1ea', '#e8eef4', '#f1ece4'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 480 480">
    <rect width="480" height="480" fill="${backgrounds[view % backgrounds.length]}"/>
    <ellipse cx="240" cy="455" rx="150" ry="14" fill="#000000" fill-opacity="0.15"/>
    ${silhouette(shape, colour)}
    <rect x="132" y="250" width="216" height="${lines.length * 26 + 24}" rx="6" fill="#ffffff" fill-opacity="0.92"/>
    ${label}
  </svg>`;
}

interface ProductWithoutImages {
  readonly id: number;
  readonly customerId: number;
  readonly name: string;
  readonly colour: string | null;
}

/** The customer's products that have no image yet, with their first product line's colour when they have one. */
async function productsWithoutImages(db: Database, customerId: number): Promise<ProductWithoutImages[]> {
  const result = await db.execute(sql`
    select p.id, p.customer_id, p.name::text as name,
      (select pl.colour from category_product_lines cpl join product_lines pl on pl.id = cpl.product_line_id
        where cpl.category_id = p.category_id order by cpl.position limit 1) as colour
    from products p
    where p.customer_id = ${customerId} and not exists (select 1 from product_images i where i.product_id = p.id)
    order by p.id`);
  return (
    result as unknown as { rows: { id: number; customer_id: number; name: string; colour: string | null }[] }
  ).rows.map((row) => ({
    id: Number(row.id),
    customerId: Number(row.customer_id),
    name: row.name,
    colour: row.colour,
  }));
}

/**
 * The pictures drawn so far in this process, by their SVG and format: drawing is most of a demo seed's time (1.6 of
 * 4.5 s), and the same demo draws the same pictures, so a process that seeds again — the API suites start a server
 * with demo data a dozen times a worker — draws none twice. Only the demo's few dozen pictures are ever kept.
 */
const drawn = new Map<string, Promise<CleanImage>>();

function drawnImage(svg: string, format: 'png' | 'jpeg'): Promise<CleanImage> {
  const key = `${format}:${svg}`;
  let image = drawn.get(key);
  if (image === undefined) {
    image = (async () => {
      const source = sharp(Buffer.from(svg));
      const rendered = await (format === 'png' ? source.png() : source.jpeg({ quality: 85 })).toBuffer();
      const cleaned = await cleanImage(new Uint8Array(rendered));
      if (cleaned === undefined) throw new Error('a drawn demo image did not decode');
      return cleaned;
    })();
    image.catch(() => drawn.delete(key));
    drawn.set(key, image);
  }
  return image;
}

/** Attaches 1 to 3 drawn images to each of the customer's products without any, the first the main one. */
export async function seedDemoProductImages(db: Database, customerId: number): Promise<DemoProductImagesResult> {
  const files: DemoImageFile[] = [];
  let images = 0;
  for (const product of await productsWithoutImages(db, customerId)) {
    const colour = product.colour ?? PALETTE[product.id % PALETTE.length]!;
    const count = 1 + (product.id % 3);
    const rows = [];
    for (let view = 0; view < count; view += 1) {
      const shape = SHAPES[(product.id + view) % SHAPES.length]!;
      // Every other picture a JPEG, so both stored formats are on show.
      const image = await drawnImage(
        demoProductSvg(product.name, colour, shape, view),
        view % 2 === 0 ? 'png' : 'jpeg',
      );
      const key = productImageKey(product.customerId, product.id, `${image.digest}.${image.extension}`);
      files.push({ key, bytes: image.bytes });
      rows.push({
        customerId: product.customerId,
        productId: product.id,
        name: `${product.name.slice(0, 40)} ${view + 1}.${image.extension}`,
        storageKey: key,
        mediaType: image.mediaType,
        byteSize: image.bytes.byteLength,
        width: image.width,
        height: image.height,
      });
    }
    const created = await db.insert(productImages).values(rows).returning({ id: productImages.id });
    images += created.length;
    const main = created[0];
    if (main !== undefined) await db.update(products).set({ thumbImageId: main.id }).where(eq(products.id, product.id));
  }
  return { images, files };
}
