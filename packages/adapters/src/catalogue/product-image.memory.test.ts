import { describe, expect, it } from 'vitest';
import { PortError, type ImageUpload } from '@tagtrail/domain';
import { demoProductImages, MemoryProductImageAdapter } from './product-image.memory';

const png = (name: string): ImageUpload => ({
  name,
  type: 'image/png',
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
});

describe('MemoryProductImageAdapter', () => {
  it('uploads, reports progress to the end, sets main and removes as the server does', async () => {
    const port = new MemoryProductImageAdapter({ 7: demoProductImages(2) });
    const progress: number[] = [];
    const created = await port.upload(7, [png('a.png')], (p) => progress.push(p.transferredBytes / p.totalBytes));
    expect(created.map((image) => image.name)).toEqual(['a.png']);
    expect(progress.at(-1)).toBe(1);
    await port.setMain(7, created[0]!.id);
    await port.remove(7, 1);
    expect((await port.list(7)).map((image) => image.id)).toEqual([2, created[0]!.id]);
  });

  it("refuses an 11th image with 'upload image max error'", async () => {
    const port = new MemoryProductImageAdapter({ 7: demoProductImages(10) });
    await expect(port.upload(7, [png('b.png')])).rejects.toMatchObject({ messageKey: 'UPLOAD_IMAGE_MAX_ERROR' });
    await expect(port.setMain(8, 1)).rejects.toBeInstanceOf(PortError);
  });
});
