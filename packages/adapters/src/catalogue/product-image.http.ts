/**
 * ProductImagePort over the API (spec B §7: GET and POST produto/{id}/imagens, PUT and DELETE
 * produto/{id}/imagens/{imageId}): the files go in one multipart request, repeated field `file`, with the upload's
 * progress reported through XMLHttpRequest (http/upload.ts).
 */
import { PRODUCT_IMAGE_FILE_FIELD, productImageContract, productImageFromWire } from '@tagtrail/contract';
import type { Cancellation, ImageUpload, ProductImage, ProductImagePort, UploadProgress } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';

export class ProductImageHttpAdapter implements ProductImagePort {
  constructor(private readonly api: ApiClient) {}

  async list(productId: number, signal?: Cancellation): Promise<ProductImage[]> {
    const answer = await this.api.call(productImageContract.list, {
      params: { id: productId },
      ...(signal === undefined ? {} : { signal }),
    });
    return answer.map(productImageFromWire);
  }

  async upload(
    productId: number,
    files: readonly ImageUpload[],
    onProgress?: (progress: UploadProgress) => void,
    signal?: Cancellation,
  ): Promise<ProductImage[]> {
    const body = new FormData();
    for (const file of files)
      body.append(PRODUCT_IMAGE_FILE_FIELD, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const answer = await this.api.call(productImageContract.upload, {
      params: { id: productId },
      body,
      ...(onProgress === undefined
        ? {}
        : {
            onUploadProgress: ({ transferredBytes, totalBytes }) => onProgress({ transferredBytes, totalBytes }),
          }),
      ...(signal === undefined ? {} : { signal }),
    });
    return answer.map(productImageFromWire);
  }

  async setMain(productId: number, imageId: number): Promise<void> {
    await this.api.call(productImageContract.setMain, { params: { id: productId, imageId } });
  }

  async remove(productId: number, imageId: number): Promise<void> {
    await this.api.call(productImageContract.remove, { params: { id: productId, imageId } });
  }
}
