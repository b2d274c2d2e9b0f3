/** Save the designed template: check the zip holds every file, then upload it (spec A §3, §8 "Layout save"). */
import type { Outcome } from '../shared/save-result';
import type { AppTemplatePort, AppTemplateUploadOptions } from './app-template.port';
import { validateTemplateFiles } from './layout-theme.rules';

export const LAYOUT_SAVE_SUCCESS = 'LAYOUT_SAVE_SUCCESS';
export const LAYOUT_SAVE_ERROR = 'LAYOUT_SAVE_ERROR';

export interface LayoutTemplateUpload {
  readonly customerId: number;
  readonly tenantId: string;
  readonly zip: Uint8Array;
  /** The names of the files inside the zip, as the code that built it knows them. */
  readonly fileNames: readonly string[];
}

export async function saveLayoutTemplate(
  port: AppTemplatePort,
  upload: LayoutTemplateUpload,
  options: AppTemplateUploadOptions = {},
): Promise<Outcome> {
  const errors = validateTemplateFiles(upload.fileNames);
  if (errors.length > 0) return { ok: false, errors };
  try {
    await port.upload(upload.customerId, upload.tenantId, upload.zip, options);
    return { ok: true };
  } catch (error) {
    // A save the user cancelled is no failure to report.
    if (options.signal?.aborted) throw error;
    // spec A §8: any failure reads 'layout save error'.
    return { ok: false, errors: [{ key: LAYOUT_SAVE_ERROR }] };
  }
}
