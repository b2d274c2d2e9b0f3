/** Product images (spec B §3, §4): a gallery per product; the main image is the product's thumbnail. */
import * as v from 'valibot';

export const ProductImageSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  uri: v.string(),
});
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;

/** A file picked for upload. Bytes, not a Blob: the domain compiles without DOM types. */
export interface ImageUpload {
  readonly name: string;
  /** The MIME type the browser reported (may be empty). */
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** How far an upload has got, as the HTTP client reports it. */
export interface UploadProgress {
  readonly transferredBytes: number;
  readonly totalBytes: number;
}

/** Whole percent sent, 0 to 100; 0 while the total is not known yet. */
export function uploadPercent(progress: UploadProgress): number {
  if (!(progress.totalBytes > 0)) return 0;
  const percent = Math.floor((progress.transferredBytes / progress.totalBytes) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** spec B §4: "one image is the thumbnail" — the product's thumbId names it (the yellow star in the gallery). */
export function isMainImage(image: Pick<ProductImage, 'id'>, thumbId: number | null | undefined): boolean {
  return thumbId !== null && thumbId !== undefined && image.id === thumbId;
}
