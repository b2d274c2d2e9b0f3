/**
 * The port bindings of the Customer area's lot and tag screens (issue 11), called by createContainer. Apart from
 * container.ts so each part of the area binds its ports without touching one file; the adapter loads with its first
 * call, as the other areas' do (see partner-lot-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { CustomerLotPortToken, TagPortToken, type CustomerLotPort, type TagPort } from '@tagtrail/domain';
import { lazyPort, once } from './lazy-port';

export function bindCustomerLotPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const loaded = once(async () => {
    const [adapters, client] = await Promise.all([import('./customer-lot-adapters'), apiClient()]);
    return { adapters, client };
  });
  const adapter = once(async () => {
    const { adapters, client } = await loaded();
    return new adapters.CustomerLotHttpAdapter(client);
  });
  const tagAdapter = once(async () => {
    const { adapters, client } = await loaded();
    return new adapters.TagHttpAdapter(client);
  });
  container.bind<TagPort>(TagPortToken).toConstantValue(
    lazyPort<TagPort>(tagAdapter, {
      list: true,
      allRows: 'stream',
      get: true,
      setActive: true,
      readings: true,
      searchReadings: true,
      readingFilters: true,
    }),
  );
  container.bind<CustomerLotPort>(CustomerLotPortToken).toConstantValue(
    lazyPort<CustomerLotPort>(adapter, {
      list: true,
      allRows: 'stream',
      get: true,
      create: true,
      update: true,
      remove: true,
      totals: true,
      subLots: true,
      addSubLot: true,
      removeSubLot: true,
      availablePartnerLots: true,
      productOptions: true,
    }),
  );
}
