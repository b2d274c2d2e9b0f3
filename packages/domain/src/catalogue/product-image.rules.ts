/** Product image upload limits (spec B §5, §9) and the gallery's message keys (spec B §8 "Images"). */
import type { RuleError } from '../shared/errors';
import { isJpeg, isPng } from '../shared/image-signature';
import type { ImageUpload } from './product-image.model';

/** spec B §5, §9: "at most 10 per product" — images already stored and the new ones together. */
export const MAX_IMAGES_PER_PRODUCT = 10;

/**
 * Largest image accepted, in bytes. spec B §5 and §9 say "200kb per image as stated in the dialog"; spec A §9 notes
 * that another reading says 1024 Kbytes. We enforce what the help dialog tells the user: 200 KB (200 × 1024 bytes).
 */
export const MAX_IMAGE_KB = 200;
export const MAX_IMAGE_BYTES = MAX_IMAGE_KB * 1024;

/** spec B §5, §9: "types jpeg, png, jpg". */
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** `image/jpg` is not a registered type, but some systems report it for .jpg files. */
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
/** The file picker's `accept` value. */
export const IMAGE_UPLOAD_ACCEPT = [
  ...ACCEPTED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
].join(',');

/** spec B §8: "more than 10 gives 'upload image max error'". */
export const UPLOAD_IMAGE_MAX_ERROR = 'UPLOAD_IMAGE_MAX_ERROR';
/** spec A §8: the dictionary's "upload format and size error", one message for a wrong type or a file too large. */
export const UPLOAD_FORMAT_SIZE_ERROR = 'UPLOAD_FORMAT_SIZE_ERROR';
/** spec B §8 "Images": the gallery's notifications. */
export const UPLOAD_IMAGE_SUCCESS = 'UPLOAD_IMAGE_SUCCESS';
export const UPLOAD_IMAGE_ERROR = 'UPLOAD_IMAGE_ERROR';
export const IMAGE_FAVOR_ERROR = 'IMAGE_FAVOR_ERROR';
export const DELETE_IMAGE_SUCCESS = 'DELETE_IMAGE_SUCCESS';
export const DELETE_IMAGE_ERROR = 'DELETE_IMAGE_ERROR';
export const LOADING_IMAGE_ERROR = 'LOADING_IMAGE_ERROR';

export type ImageRefusal = 'format' | 'size';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The content really is a PNG or a JPEG: a renamed file passes the name and type checks but not this one. */
export function hasImageSignature(bytes: Uint8Array): boolean {
  return isPng(bytes) || isJpeg(bytes);
}

/** Why a file may not be uploaded, or undefined when it may. Type is checked by extension, MIME type and content. */
export function imageRefusal(file: ImageUpload): ImageRefusal | undefined {
  const extensionOk = (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const mimeOk = (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(file.type.trim().toLowerCase());
  if (!extensionOk || !mimeOk || !hasImageSignature(file.bytes)) return 'format';
  if (file.bytes.byteLength > MAX_IMAGE_BYTES) return 'size';
  return undefined;
}

export function imageFileErrors(file: ImageUpload): RuleError[] {
  const reason = imageRefusal(file);
  return reason === undefined
    ? []
    : [{ key: UPLOAD_FORMAT_SIZE_ERROR, field: 'file', params: { file: file.name, reason, maxKb: MAX_IMAGE_KB } }];
}

/** spec B §5: "at most 10 in total". */
export function imageCountErrors(existingCount: number, addingCount: number): RuleError[] {
  return existingCount + addingCount > MAX_IMAGES_PER_PRODUCT
    ? [{ key: UPLOAD_IMAGE_MAX_ERROR, params: { max: MAX_IMAGES_PER_PRODUCT } }]
    : [];
}

export interface RefusedImage {
  readonly file: ImageUpload;
  readonly errors: readonly RuleError[];
}

export interface ImageUploadCheck {
  /** The files that may be sent; empty when the batch as a whole is refused. */
  readonly accepted: readonly ImageUpload[];
  /** Each file refused for its type or size, with why. */
  readonly refused: readonly RefusedImage[];
  /** Errors about the batch as a whole: too many images. */
  readonly errors: readonly RuleError[];
}

/**
 * Sorts a picked batch: files of a wrong type or too large are refused one by one; if the rest would take the product
 * past 10 images, none is sent (a partial upload would leave the user guessing which ones went through).
 */
export function checkImageUploads(existingCount: number, files: readonly ImageUpload[]): ImageUploadCheck {
  const refused: RefusedImage[] = [];
  const fine: ImageUpload[] = [];
  for (const file of files) {
    const errors = imageFileErrors(file);
    if (errors.length > 0) refused.push({ file, errors });
    else fine.push(file);
  }
  const errors = imageCountErrors(existingCount, fine.length);
  return { accepted: errors.length > 0 ? [] : fine, refused, errors };
}
