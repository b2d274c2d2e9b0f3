/** The customer's app template zip (spec A §7: GET/POST areaparceiro/clientes/{id}/aplicativos/{tenantId}/templates). */
import type { Cancellation } from '../shared/cancellation';

export interface AppTemplatePort {
  /** The template zip's bytes. */
  download(customerId: number, tenantId: string, signal?: Cancellation): Promise<Uint8Array>;
  /** Replaces the template with this zip (theme.json and the six images). */
  upload(customerId: number, tenantId: string, zip: Uint8Array): Promise<void>;
}

export const AppTemplatePortToken = Symbol.for('AppTemplatePort');
