/** Make one of a product's images its main image (its thumbnail, spec B §4); answers the new thumbnail id. */
import type { ProductImagePort } from './product-image.port';

export async function setMainProductImage(port: ProductImagePort, productId: number, imageId: number): Promise<number> {
  await port.setMain(productId, imageId);
  return imageId;
}
