/** Uploading images and choosing the main one, against an in-memory image port. */
import { describe, expect, it } from 'vitest';
import type { ImageUpload, ProductImage, UploadProgress } from './product-image.model';
import type { ProductImagePort } from './product-image.port';
import { MAX_IMAGE_BYTES, UPLOAD_FORMAT_SIZE_ERROR, UPLOAD_IMAGE_MAX_ERROR } from './product-image.rules';
import { setMainProductImage } from './set-main-product-image.use-case';
import { uploadProductImages } from './upload-product-images.use-case';

class FakeImages implements ProductImagePort {
  images: ProductImage[] = [];
  thumbId: number | null = null;
  uploads = 0;
  constructor(existing: number) {
    for (let i = 1; i <= existing; i++) this.images.push({ id: i, name: `${i}.png`, uri: `/i/${i}.png` });
  }
  async list(): Promise<ProductImage[]> {
    return [...this.images];
  }
  async upload(
    _productId: number,
    files: readonly ImageUpload[],
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<ProductImage[]> {
    this.uploads += 1;
    const total = files.reduce((sum, f) => sum + f.bytes.byteLength, 0);
    onProgress?.({ transferredBytes: total, totalBytes: total });
    const created = files.map((f, i) => ({ id: 100 + i, name: f.name, uri: `/i/${f.name}` }));
    this.images.push(...created);
    return created;
  }
  async setMain(_productId: number, imageId: number): Promise<void> {
    this.thumbId = imageId;
  }
  async remove(_productId: number, imageId: number): Promise<void> {
    this.images = this.images.filter((i) => i.id !== imageId);
  }
}

const png = (name: string, size = 100): ImageUpload => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { name, type: 'image/png', bytes };
};

describe('uploadProductImages', () => {
  it('uploads the accepted files and reports progress', async () => {
    const port = new FakeImages(2);
    const progress: UploadProgress[] = [];
    const outcome = await uploadProductImages(port, 1, [png('a.png'), png('b.png')], (p) => progress.push(p));
    expect(outcome.uploaded.map((i) => i.name)).toEqual(['a.png', 'b.png']);
    expect(outcome.errors).toEqual([]);
    expect(progress).toEqual([{ transferredBytes: 200, totalBytes: 200 }]);
    expect(port.images).toHaveLength(4);
  });

  it('reports each refused file and still uploads the others', async () => {
    const port = new FakeImages(0);
    const outcome = await uploadProductImages(port, 1, [png('big.png', MAX_IMAGE_BYTES + 1), png('ok.png')]);
    expect(outcome.uploaded.map((i) => i.name)).toEqual(['ok.png']);
    expect(outcome.refused.map((r) => [r.file.name, r.errors[0]?.key])).toEqual([
      ['big.png', UPLOAD_FORMAT_SIZE_ERROR],
    ]);
  });

  it("calls nothing when existing and new images would pass 10: 'upload image max error'", async () => {
    const port = new FakeImages(9);
    const outcome = await uploadProductImages(port, 1, [png('a.png'), png('b.png')]);
    expect(outcome.errors.map((e) => e.key)).toEqual([UPLOAD_IMAGE_MAX_ERROR]);
    expect(outcome.uploaded).toEqual([]);
    expect(port.uploads).toBe(0);
  });

  it('calls nothing when every file is refused', async () => {
    const port = new FakeImages(0);
    const outcome = await uploadProductImages(port, 1, [{ ...png('a.gif'), type: 'image/gif' }]);
    expect(outcome.refused).toHaveLength(1);
    expect(port.uploads).toBe(0);
  });
});

describe('setMainProductImage', () => {
  it('makes the image the main one and answers the new thumbnail id', async () => {
    const port = new FakeImages(3);
    expect(await setMainProductImage(port, 1, 2)).toBe(2);
    expect(port.thumbId).toBe(2);
  });
});
