/**
 * Upload images to a product: count, type and size are checked before anything is sent (spec B §5), against the
 * images the product has now; each refused file is reported with why.
 */
import type { Cancellation } from '../shared/cancellation';
import type { RuleError } from '../shared/errors';
import type { ImageUpload, ProductImage, UploadProgress } from './product-image.model';
import type { ProductImagePort } from './product-image.port';
import { checkImageUploads, type RefusedImage } from './product-image.rules';

export interface ImageUploadOutcome {
  readonly uploaded: readonly ProductImage[];
  readonly refused: readonly RefusedImage[];
  /** Batch errors (too many images); nothing was sent when there is one. */
  readonly errors: readonly RuleError[];
}

export async function uploadProductImages(
  port: ProductImagePort,
  productId: number,
  files: readonly ImageUpload[],
  onProgress?: (progress: UploadProgress) => void,
  signal?: Cancellation,
): Promise<ImageUploadOutcome> {
  const existing = await port.list(productId, signal);
  const check = checkImageUploads(existing.length, files);
  if (check.accepted.length === 0) return { uploaded: [], refused: check.refused, errors: check.errors };
  const uploaded = await port.upload(productId, check.accepted, onProgress, signal);
  return { uploaded, refused: check.refused, errors: [] };
}
