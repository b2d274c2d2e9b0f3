/**
 * The port bindings of the Customer area's screens for categories and product lines (issue 10 §4, §5), called by createContainer. Apart from
 * container.ts so each part of the area binds its ports without touching one file; adapters load with their first
 * call, as the other areas' do (see partner-lot-bindings.ts). The category port also serves the product form's
 * category select.
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { CategoryPortToken, ProductLinePortToken, type CategoryPort, type ProductLinePort } from '@tagtrail/domain';
import { adaptersFrom, lazyPort } from './lazy-port';

export function bindCustomerCategoryPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapter = adaptersFrom(() => import('./customer-categories-adapters'), apiClient);

  container.bind<CategoryPort>(CategoryPortToken).toConstantValue(
    lazyPort<CategoryPort>(
      adapter((a, client) => new a.CategoryHttpAdapter(client)),
      { list: true, allRows: 'stream', get: true, create: true, update: true, remove: true, all: true },
    ),
  );
  container.bind<ProductLinePort>(ProductLinePortToken).toConstantValue(
    lazyPort<ProductLinePort>(
      adapter((a, client) => new a.ProductLineHttpAdapter(client)),
      { list: true, allRows: 'stream', get: true, create: true, update: true, remove: true, filterOptions: true },
    ),
  );
}
