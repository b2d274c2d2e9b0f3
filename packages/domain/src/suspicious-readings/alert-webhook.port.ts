import type { Cancellation } from '../shared/cancellation';
import type { ListQuery, Page } from '../shared/paging';
import type { AlertDeliveryRow, AlertWebhook, NewAlertWebhook } from './alert-webhook.model';

/**
 * The customer's alert webhooks (issue 28 §4, on the Alerts settings screen): the ones registered, registering one
 * (its secret answered once), removing one (its pending deliveries are not sent), and the delivery log.
 */
export interface AlertWebhookPort {
  webhooks(signal?: Cancellation): Promise<readonly AlertWebhook[]>;
  /**
   * Registers an address; one the rules refuse (webhookUrlErrors, the server's address check, MAX_ALERT_WEBHOOKS, one
   * already registered) is a PortError with its details.
   */
  addWebhook(url: string): Promise<NewAlertWebhook>;
  /** An id the caller does not see: a 404 PortError. */
  removeWebhook(id: number): Promise<void>;
  deliveries(query: ListQuery, signal?: Cancellation): Promise<Page<AlertDeliveryRow>>;
}
export const AlertWebhookPortToken = Symbol.for('AlertWebhookPort');
