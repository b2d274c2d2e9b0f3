/**
 * What a product image becomes before it is stored (issue 10 §3): the upload is checked by its content (the PNG or
 * JPEG signature, then a full decode by sharp), and re-encoded, so nothing but a clean image of the same format is ever
 * served from our origin — no trailing bytes, no script in a comment chunk, no EXIF (location, camera), and the
 * orientation applied; JPEG through libjpeg-turbo, not mozjpeg, which took ten 200 KB images from 0.2 s to 1.1 s. sharp (libvips, Apache-2.0, prebuilt binaries for this platform, no build step) was chosen as
 * the maintained library that decodes and re-encodes both formats fast; jimp/pngjs would be pure JS but several times
 * slower per image.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { hasImageSignature, isPng } from '@tagtrail/domain';

/** Where the images are served: `${IMAGE_PATH}/{customerId}/{productId}/{digest}.{png|jpg}`. */
export const PRODUCT_IMAGE_PATH = '/api/imagens/produtos';
const STORAGE_FOLDER = 'product-images';
/** The image's name in the file storage; its URL names the same three parts. */
export const productImageKey = (customerId: number, productId: number, fileName: string) =>
  `${STORAGE_FOLDER}/${customerId}/${productId}/${fileName}`;
/** The image's address on our origin, from its storage key (the tag page's photos use it too). */
export const productImageUri = (storageKey: string) =>
  `${PRODUCT_IMAGE_PATH}/${storageKey.slice(STORAGE_FOLDER.length + 1)}`;

/** Decoded pixels larger than this are refused before decoding (a 200 KB PNG can claim gigapixels). */
export const MAX_IMAGE_PIXELS = 6000 * 6000;

export type StoredImageType = 'image/png' | 'image/jpeg';

export interface CleanImage {
  readonly bytes: Uint8Array;
  readonly mediaType: StoredImageType;
  readonly extension: 'png' | 'jpg';
  readonly width: number;
  readonly height: number;
  /** Hex SHA-256 of the stored bytes: the file's name, so its URL never changes meaning. */
  readonly digest: string;
}

/** The image re-encoded, or undefined when the bytes are not a PNG or a JPEG that decodes. */
export async function cleanImage(bytes: Uint8Array): Promise<CleanImage | undefined> {
  if (!hasImageSignature(bytes)) return undefined;
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const { format } = await input.metadata();
    const png = isPng(bytes);
    // The signature and the decoder must agree: a JPEG header on PNG data is not an image we keep.
    if ((png && format !== 'png') || (!png && format !== 'jpeg')) return undefined;
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to.
    const pipeline = input.rotate();
    const { data, info } = await (
      png ? pipeline.png({ compressionLevel: 9, effort: 7 }) : pipeline.jpeg({ quality: 86 })
    ).toBuffer({ resolveWithObject: true });
    const stored = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return {
      bytes: stored,
      mediaType: png ? 'image/png' : 'image/jpeg',
      extension: png ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
      digest: createHash('sha256').update(stored).digest('hex'),
    };
  } catch {
    return undefined;
  }
}
