import type { Cancellation } from '../shared/cancellation';
import type { ImageUpload, ProductImage, UploadProgress } from './product-image.model';

export interface ProductImagePort {
  list(productId: number, signal?: Cancellation): Promise<ProductImage[]>;
  /** Sends the files in one request; answers the images created. */
  upload(
    productId: number,
    files: readonly ImageUpload[],
    onProgress?: (progress: UploadProgress) => void,
    signal?: Cancellation,
  ): Promise<ProductImage[]>;
  /** Makes the image the main one (the product's thumbnail). */
  setMain(productId: number, imageId: number): Promise<void>;
  remove(productId: number, imageId: number): Promise<void>;
}
export const ProductImagePortToken = Symbol.for('ProductImagePort');
