import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMainImage, uploadPercent, type ImageUpload } from './product-image.model';
import {
  ACCEPTED_IMAGE_EXTENSIONS,
  checkImageUploads,
  DELETE_IMAGE_ERROR,
  DELETE_IMAGE_SUCCESS,
  IMAGE_FAVOR_ERROR,
  LOADING_IMAGE_ERROR,
  UPLOAD_IMAGE_ERROR,
  UPLOAD_IMAGE_SUCCESS,
  hasImageSignature,
  IMAGE_UPLOAD_ACCEPT,
  imageCountErrors,
  imageFileErrors,
  imageRefusal,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
  UPLOAD_FORMAT_SIZE_ERROR,
  UPLOAD_IMAGE_MAX_ERROR,
} from './product-image.rules';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function bytes(head: number[], size: number): Uint8Array {
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  return out;
}
const png = (name = 'a.png', size = 1000): ImageUpload => ({ name, type: 'image/png', bytes: bytes(PNG_HEAD, size) });
const jpeg = (name = 'a.jpg', size = 1000, type = 'image/jpeg'): ImageUpload => ({
  name,
  type,
  bytes: bytes(JPEG_HEAD, size),
});

describe('product image limits (spec B §5, §9)', () => {
  it('allows at most 10 images per product', () => {
    expect(MAX_IMAGES_PER_PRODUCT).toBe(10);
  });

  it('enforces 200 KB per image, the limit the help dialog states', () => {
    expect(MAX_IMAGE_BYTES).toBe(200 * 1024);
  });

  it('accepts the types jpeg, jpg and png', () => {
    expect([...ACCEPTED_IMAGE_EXTENSIONS].sort()).toEqual(['jpeg', 'jpg', 'png']);
    expect(IMAGE_UPLOAD_ACCEPT).toBe('.jpeg,.jpg,.png,image/jpeg,image/png');
    expect(imageRefusal(png())).toBeUndefined();
    expect(imageRefusal(jpeg('photo.JPG'))).toBeUndefined();
    expect(imageRefusal(jpeg('photo.jpeg'))).toBeUndefined();
    expect(imageRefusal(jpeg('photo.jpg', 10, 'image/jpg'))).toBeUndefined();
  });

  it('refuses other types by extension', () => {
    expect(imageRefusal({ ...png(), name: 'a.gif' })).toBe('format');
    expect(imageRefusal({ ...png(), name: 'noextension' })).toBe('format');
  });

  it('refuses other types by MIME type', () => {
    expect(imageRefusal({ ...png(), type: 'image/gif' })).toBe('format');
    expect(imageRefusal({ ...png(), type: '' })).toBe('format');
  });

  it('refuses a file whose content is not a PNG or a JPEG, whatever its name', () => {
    expect(imageRefusal({ name: 'a.png', type: 'image/png', bytes: new Uint8Array([0x47, 0x49, 0x46, 0x38]) })).toBe(
      'format',
    );
    expect(hasImageSignature(new Uint8Array())).toBe(false);
  });

  it('accepts an image of exactly 200 KB and refuses one byte more', () => {
    expect(imageRefusal(png('a.png', MAX_IMAGE_BYTES))).toBeUndefined();
    expect(imageRefusal(png('a.png', MAX_IMAGE_BYTES + 1))).toBe('size');
  });

  it('reports a wrong type or size with the upload format and size error, naming the file', () => {
    expect(imageFileErrors(png('big.png', MAX_IMAGE_BYTES + 1))).toEqual([
      { key: UPLOAD_FORMAT_SIZE_ERROR, field: 'file', params: { file: 'big.png', reason: 'size', maxKb: 200 } },
    ]);
    expect(imageFileErrors(png())).toEqual([]);
  });

  it("more than 10 in total gives 'upload image max error', counting existing and new images", () => {
    expect(imageCountErrors(8, 2)).toEqual([]);
    expect(imageCountErrors(8, 3)).toEqual([{ key: UPLOAD_IMAGE_MAX_ERROR, params: { max: 10 } }]);
    expect(imageCountErrors(10, 1)).toHaveLength(1);
    expect(imageCountErrors(0, 11)).toHaveLength(1);
  });
});

describe('gallery message keys (spec B §8 "Images")', () => {
  it("more than 10 is 'upload image max error'; a wrong type or size is the 'upload format and size error'", () => {
    expect(UPLOAD_IMAGE_MAX_ERROR).toBe('UPLOAD_IMAGE_MAX_ERROR');
    expect(UPLOAD_FORMAT_SIZE_ERROR).toBe('UPLOAD_FORMAT_SIZE_ERROR');
  });

  it('upload success or error, image favor error, delete image success or error, loading image error: one key each', () => {
    const keys = [
      UPLOAD_IMAGE_SUCCESS,
      UPLOAD_IMAGE_ERROR,
      IMAGE_FAVOR_ERROR,
      DELETE_IMAGE_SUCCESS,
      DELETE_IMAGE_ERROR,
      LOADING_IMAGE_ERROR,
      UPLOAD_IMAGE_MAX_ERROR,
      UPLOAD_FORMAT_SIZE_ERROR,
    ];
    expect(keys).toEqual([
      'UPLOAD_IMAGE_SUCCESS',
      'UPLOAD_IMAGE_ERROR',
      'IMAGE_FAVOR_ERROR',
      'DELETE_IMAGE_SUCCESS',
      'DELETE_IMAGE_ERROR',
      'LOADING_IMAGE_ERROR',
      'UPLOAD_IMAGE_MAX_ERROR',
      'UPLOAD_FORMAT_SIZE_ERROR',
    ]);
  });
});

describe('checkImageUploads', () => {
  it('refuses each bad file by itself and keeps the good ones', () => {
    const bad = { ...png(), name: 'doc.pdf', type: 'application/pdf' };
    const check = checkImageUploads(0, [png('1.png'), bad, jpeg('2.jpg')]);
    expect(check.accepted.map((f) => f.name)).toEqual(['1.png', '2.jpg']);
    expect(check.refused).toHaveLength(1);
    expect(check.refused[0]?.file).toBe(bad);
    expect(check.errors).toEqual([]);
  });

  it('sends nothing when the batch would take the product past 10 images', () => {
    const check = checkImageUploads(9, [png('1.png'), png('2.png')]);
    expect(check.accepted).toEqual([]);
    expect(check.errors.map((e) => e.key)).toEqual([UPLOAD_IMAGE_MAX_ERROR]);
  });

  it('counts only the files that can be sent against the limit', () => {
    const check = checkImageUploads(9, [png('1.png'), { ...png('2.gif'), type: 'image/gif' }]);
    expect(check.accepted).toHaveLength(1);
    expect(check.errors).toEqual([]);
  });

  it('property: accepted and refused files never exceed the limit and account for every file', () => {
    const file = fc.oneof(
      fc.integer({ min: 8, max: MAX_IMAGE_BYTES + 10 }).map((size) => png('p.png', size)),
      fc.constant(jpeg('j.gif', 100, 'image/gif')),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.array(file, { maxLength: 14 }), (existing, files) => {
        const check = checkImageUploads(existing, files);
        expect(existing + check.accepted.length <= MAX_IMAGES_PER_PRODUCT || check.accepted.length === 0).toBe(true);
        if (check.errors.length === 0) expect(check.accepted.length + check.refused.length).toBe(files.length);
        for (const accepted of check.accepted) expect(imageRefusal(accepted)).toBeUndefined();
      }),
    );
  });
});

describe('main image and upload progress', () => {
  it('the main image is the one the product names as its thumbnail', () => {
    expect(isMainImage({ id: 4 }, 4)).toBe(true);
    expect(isMainImage({ id: 4 }, 5)).toBe(false);
    expect(isMainImage({ id: 4 }, null)).toBe(false);
  });

  it('reports whole percent sent, 0 while the total is unknown', () => {
    expect(uploadPercent({ transferredBytes: 50, totalBytes: 200 })).toBe(25);
    expect(uploadPercent({ transferredBytes: 0, totalBytes: 0 })).toBe(0);
    expect(uploadPercent({ transferredBytes: 300, totalBytes: 200 })).toBe(100);
  });
});
