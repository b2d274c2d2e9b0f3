/**
 * A product's images in SQL (spec B §3 "Product image", §4 "one image is the thumbnail"). Row-level security shows
 * only the caller's rows; every statement also names the caller's customer (issue 30 §2: a sharded database routes by
 * that filter, not by the policy); the composite key keeps each image on a product of its own customer. The limit of 10 holds
 * under concurrent uploads because an upload counts the images only after locking the product's row: a second upload
 * of the same product waits for the first to commit, then counts its images too.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from './catalogue.schema';
import { productImages } from './product-images.schema';

export interface StoredImageRow {
  readonly id: number;
  readonly name: string;
  readonly storageKey: string;
}

export interface NewImageRow {
  readonly name: string;
  readonly storageKey: string;
  readonly mediaType: string;
  readonly byteSize: number;
  readonly width: number;
  readonly height: number;
}

const rowColumns = { id: productImages.id, name: productImages.name, storageKey: productImages.storageKey };

/** The caller's customer's product images: `customerId` is the signed-in customer's, never one a request names. */
export function productImageRepository(db: Database, customerId: number) {
  const product = (id: number) => and(eq(products.customerId, customerId), eq(products.id, id));
  const ofProduct = (productId: number) =>
    and(eq(productImages.customerId, customerId), eq(productImages.productId, productId));
  return {
    /** The product's main image id (null when it has none), or undefined when the caller has no such product. */
    async thumbOf(productId: number): Promise<number | null | undefined> {
      const [row] = await db.select({ thumb: products.thumbImageId }).from(products).where(product(productId));
      return row === undefined ? undefined : row.thumb;
    },

    /** Locks the product's row until the transaction ends; false when the caller has no such product. */
    async lockProduct(productId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select id from products where customer_id = ${customerId} and id = ${productId} for update`,
      );
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    async list(productId: number): Promise<StoredImageRow[]> {
      return db.select(rowColumns).from(productImages).where(ofProduct(productId)).orderBy(asc(productImages.id));
    },

    async count(productId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(productImages).where(ofProduct(productId));
      return row?.n ?? 0;
    },

    async insert(productId: number, images: readonly NewImageRow[]): Promise<StoredImageRow[]> {
      if (images.length === 0) return [];
      return db
        .insert(productImages)
        .values(images.map((image) => ({ ...image, customerId, productId })))
        .returning(rowColumns);
    },

    async get(productId: number, imageId: number): Promise<StoredImageRow | undefined> {
      const [row] = await db
        .select(rowColumns)
        .from(productImages)
        .where(and(ofProduct(productId), eq(productImages.id, imageId)));
      return row;
    },

    /** Makes the image the product's main one (the foreign key keeps it one of the product's own). */
    async setMain(productId: number, imageId: number | null): Promise<void> {
      await db.update(products).set({ thumbImageId: imageId }).where(product(productId));
    },

    async remove(productId: number, imageId: number): Promise<void> {
      await db.delete(productImages).where(and(ofProduct(productId), eq(productImages.id, imageId)));
    },

    /** Whether another image of the product still uses the stored file (the same picture uploaded twice). */
    async keyInUse(productId: number, storageKey: string, exceptImageId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(productImages)
        .where(
          and(ofProduct(productId), eq(productImages.storageKey, storageKey), ne(productImages.id, exceptImageId)),
        );
      return (row?.n ?? 0) > 0;
    },
  };
}
