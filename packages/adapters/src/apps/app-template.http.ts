/**
 * AppTemplatePort over the API (spec A §7: GET/POST areaparceiro/clientes/{id}/aplicativos/{tenantId}/templates):
 * the stored zip as bytes, and a new zip sent as the multipart field `arquivo`, by XMLHttpRequest when progress is
 * asked for so it really is reported.
 */
import { appTemplateContract, TEMPLATE_FILE_FIELD, TEMPLATE_MEDIA_TYPE } from '@tagtrail/contract';
import type { AppTemplatePort, AppTemplateUploadOptions, Cancellation } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

/** The server names the upload's field; the views call it 'file'. Entry names (theme.json…) pass unchanged. */
const FIELDS = { [TEMPLATE_FILE_FIELD]: 'file' };

export class AppTemplateHttpAdapter implements AppTemplatePort {
  constructor(private readonly api: ApiClient) {}

  download(customerId: number, tenantId: string, signal?: Cancellation): Promise<Uint8Array> {
    return this.api.call(appTemplateContract.download, { params: { id: customerId, tenantId }, signal });
  }

  async upload(
    customerId: number,
    tenantId: string,
    zip: Uint8Array,
    { onProgress, signal }: AppTemplateUploadOptions = {},
  ): Promise<void> {
    const form = new FormData();
    form.append(
      TEMPLATE_FILE_FIELD,
      new Blob([zip as Uint8Array<ArrayBuffer>], { type: TEMPLATE_MEDIA_TYPE }),
      'template.zip',
    );
    await renamingFields(
      this.api.call(appTemplateContract.upload, {
        params: { id: customerId, tenantId },
        body: form,
        signal,
        ...(onProgress === undefined ? {} : { onUploadProgress: ({ percent }) => onProgress(percent) }),
      }),
      FIELDS,
    );
  }
}
