/**
 * ProductImagePort in memory, for stories and tests: refusing as the server does (more than 10 images, 'upload
 * image max error'; a file that is not a PNG or JPEG or is too large), reporting upload progress in steps, and able
 * to stop part-way (the uploading story) or fail.
 */
import { ErrorCodes } from '@tagtrail/contract';
import {
  checkImageUploads,
  PortError,
  type Cancellation,
  type ImageUpload,
  type ProductImage,
  type ProductImagePort,
  type UploadProgress,
} from '@tagtrail/domain';
import { simulate, type MemoryOptions } from '../memory/memory-options';

type ProductImageOperation = 'list' | 'upload' | 'setMain' | 'remove';

export interface MemoryProductImageOptions extends MemoryOptions<ProductImageOperation> {
  /** The upload reports this share sent (0 to 1) and then waits for ever: the uploading story. */
  readonly uploadStopsAt?: number;
}

/** A small coloured square as a data URL, so stories show thumbnails without any file. */
export function demoImageUri(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${colour}"/><rect x="45" y="20" width="30" height="80" rx="8" fill="#ffffff" opacity="0.6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const DEMO_COLOURS = [
  '#7b1e3a',
  '#1e6b3a',
  '#1e3a7b',
  '#b8860b',
  '#5a2d82',
  '#2f4f4f',
  '#c04000',
  '#006d77',
  '#8d99ae',
  '#3d405b',
];

/** `count` demo images with ids from `firstId`. */
export function demoProductImages(count: number, firstId = 1): ProductImage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `foto-${index + 1}.png`,
    uri: demoImageUri(DEMO_COLOURS[index % DEMO_COLOURS.length]!),
  }));
}

export class MemoryProductImageAdapter implements ProductImagePort {
  private readonly images = new Map<number, ProductImage[]>();
  private nextId: number;

  constructor(
    seed: Readonly<Record<number, readonly ProductImage[]>> = {},
    private readonly options: MemoryProductImageOptions = {},
  ) {
    let highest = 0;
    for (const [productId, images] of Object.entries(seed)) {
      this.images.set(Number(productId), [...images]);
      for (const image of images) highest = Math.max(highest, image.id);
    }
    this.nextId = highest + 1;
  }

  list(productId: number, signal?: Cancellation): Promise<ProductImage[]> {
    return simulate(this.options, 'list', () => [...(this.images.get(productId) ?? [])], signal);
  }

  upload(
    productId: number,
    files: readonly ImageUpload[],
    onProgress?: (progress: UploadProgress) => void,
    signal?: Cancellation,
  ): Promise<ProductImage[]> {
    const totalBytes = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
    const stopAt = this.options.uploadStopsAt;
    if (stopAt !== undefined) {
      onProgress?.({ transferredBytes: Math.round(totalBytes * stopAt), totalBytes });
      return new Promise<ProductImage[]>(() => undefined);
    }
    onProgress?.({ transferredBytes: Math.round(totalBytes / 2), totalBytes });
    return simulate(
      this.options,
      'upload',
      () => {
        const existing = this.images.get(productId) ?? [];
        const check = checkImageUploads(existing.length, files);
        const refusal = check.errors[0] ?? check.refused[0]?.errors[0];
        if (refusal !== undefined)
          throw new PortError(400, ErrorCodes.validation, refusal.key, [
            { key: refusal.key, ...(refusal.params === undefined ? {} : { params: refusal.params }) },
          ]);
        const created = files.map((file, index) => ({
          id: this.nextId++,
          name: file.name,
          uri: demoImageUri(DEMO_COLOURS[(existing.length + index) % DEMO_COLOURS.length]!),
        }));
        this.images.set(productId, [...existing, ...created]);
        onProgress?.({ transferredBytes: totalBytes, totalBytes });
        return created;
      },
      signal,
    );
  }

  setMain(productId: number, imageId: number): Promise<void> {
    return simulate(this.options, 'setMain', () => {
      if (!(this.images.get(productId) ?? []).some((image) => image.id === imageId))
        throw new PortError(404, ErrorCodes.notFound, 'NOT_FOUND');
    });
  }

  remove(productId: number, imageId: number): Promise<void> {
    return simulate(this.options, 'remove', () => {
      const images = this.images.get(productId) ?? [];
      if (!images.some((image) => image.id === imageId)) throw new PortError(404, ErrorCodes.notFound, 'NOT_FOUND');
      this.images.set(
        productId,
        images.filter((image) => image.id !== imageId),
      );
    });
  }
}
