/**
 * A customer's app configurations, in the partner area (spec A §7: GET/POST areaparceiro/clientes/{id}/aplicativos,
 * GET/PUT .../aplicativos/{appId}). No delete is shown, so none is offered.
 */
import type { Cancellation } from '../shared/cancellation';
import type { RecordPort } from '../shared/resource.port';
import type { AppConfig, AppConfigInput } from './app-config.model';

/** The calls for one customer's apps: the summary list, and the record calls of the shared port shape. */
export type CustomerAppConfigs = Pick<RecordPort<AppConfig, AppConfigInput>, 'get' | 'create' | 'update'> & {
  /** The read-only summary (spec A §2 "/cliente/{clienteId}/aplicativos/"): every app of the customer. */
  list(signal?: Cancellation): Promise<AppConfig[]>;
};

export interface AppConfigPort {
  forCustomer(customerId: number): CustomerAppConfigs;
}

export const AppConfigPortToken = Symbol.for('AppConfigPort');
