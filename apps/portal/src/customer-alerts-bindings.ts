/**
 * The port bindings of the Customer area's Alerts screens (issue 28 §3, §4: the alerts and their webhooks), called by
 * createContainer. Apart from container.ts so each part of the area binds its ports without touching one file; the
 * adapters (and the contract schemas they check answers with) load with the first call, not with the first page (see
 * partner-lot-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import {
  AlertWebhookPortToken,
  SuspicionAlertPortToken,
  type AlertWebhookPort,
  type SuspicionAlertPort,
} from '@tagtrail/domain';
import { adaptersFrom, lazyPort } from './lazy-port';

export function bindCustomerAlertPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapter = adaptersFrom(() => import('./customer-alerts-adapters'), apiClient);

  container.bind<SuspicionAlertPort>(SuspicionAlertPortToken).toConstantValue(
    lazyPort<SuspicionAlertPort>(
      adapter((a, client) => new a.SuspicionAlertHttpAdapter(client)),
      { list: true, allRows: 'stream', acknowledge: true, settings: true, saveSettings: true },
    ),
  );
  container.bind<AlertWebhookPort>(AlertWebhookPortToken).toConstantValue(
    lazyPort<AlertWebhookPort>(
      adapter((a, client) => new a.AlertWebhookHttpAdapter(client)),
      { webhooks: true, addWebhook: true, removeWebhook: true, deliveries: true },
    ),
  );
}
