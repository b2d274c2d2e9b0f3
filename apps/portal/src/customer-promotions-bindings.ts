/**
 * The port bindings of the Customer area's promotion screens (issue 13 §1–§3), called by createContainer: the
 * promotion list, form and processing page, and the prize-code box's lookup in the customer area. Apart from
 * container.ts so each part of the area binds its ports without touching one file; the adapter loads with its first
 * call, as the other areas' do (see customer-setup-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { PromotionPortToken, type PromotionPort } from '@tagtrail/domain';
import { adaptersFrom, lazyPort } from './lazy-port';

export function bindCustomerPromotionPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapter = adaptersFrom(() => import('./customer-promotions-adapters'), apiClient);

  container.bind<PromotionPort>(PromotionPortToken).toConstantValue(
    lazyPort<PromotionPort>(
      adapter((a, client) => new a.PromotionHttpAdapter(client)),
      {
        list: true,
        allRows: 'stream',
        get: true,
        create: true,
        update: true,
        remove: true,
        filterOptions: true,
        status: true,
        possibleWinners: true,
        entryCounts: true,
        process: true,
        reprocess: true,
        winners: true,
        drawRecord: true,
        lookupCode: true,
        withdraw: true,
      },
    ),
  );
}
