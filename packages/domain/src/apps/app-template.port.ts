/** The customer's app template zip (spec A §7: GET/POST areaparceiro/clientes/{id}/aplicativos/{tenantId}/templates). */
import type { Cancellation } from '../shared/cancellation';

export interface AppTemplateUploadOptions {
  /** Told how much of the zip has gone, from 0 to 1, as the bytes leave (sent, not yet checked by the server). */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: Cancellation;
}

export interface AppTemplatePort {
  /** The template zip's bytes; PortError 404 while the customer has none stored. */
  download(customerId: number, tenantId: string, signal?: Cancellation): Promise<Uint8Array>;
  /**
   * Replaces the template with this zip (theme.json and the six images). A zip the server refuses rejects with
   * PortError(400) whose details name each problem (TEMPLATE_NOT_A_ZIP, LAYOUT_TEMPLATE_FILE_MISSING…).
   */
  upload(customerId: number, tenantId: string, zip: Uint8Array, options?: AppTemplateUploadOptions): Promise<void>;
}

export const AppTemplatePortToken = Symbol.for('AppTemplatePort');
