/**
 * AlertWebhookPort over the API (issue 28 §4: alertas/webhooks, alertas/webhooks/{id}, alertas/webhooks/entregas/
 * pagination/): English domain names in, Portuguese wire names out. A refused address comes back on `url`, which is
 * its name on the wire and in the domain alike, so nothing is renamed.
 */
import {
  alertDeliveryRowFromWire,
  alertWebhookContract,
  alertWebhookFromWire,
  listQueryToWire,
  newAlertWebhookFromWire,
  pageFromWire,
} from '@tagtrail/contract';
import type {
  AlertDeliveryRow,
  AlertWebhook,
  AlertWebhookPort,
  Cancellation,
  ListQuery,
  NewAlertWebhook,
  Page,
} from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';

export class AlertWebhookHttpAdapter implements AlertWebhookPort {
  constructor(private readonly api: ApiClient) {}

  async webhooks(signal?: Cancellation): Promise<readonly AlertWebhook[]> {
    return (await this.api.call(alertWebhookContract.webhooks, { signal })).map(alertWebhookFromWire);
  }

  async addWebhook(url: string): Promise<NewAlertWebhook> {
    return newAlertWebhookFromWire(await this.api.call(alertWebhookContract.addWebhook, { body: { url } }));
  }

  async removeWebhook(id: number): Promise<void> {
    await this.api.call(alertWebhookContract.removeWebhook, { params: { id } });
  }

  async deliveries(query: ListQuery, signal?: Cancellation): Promise<Page<AlertDeliveryRow>> {
    const wire = await this.api.call(alertWebhookContract.deliveries, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, alertDeliveryRowFromWire);
  }
}
