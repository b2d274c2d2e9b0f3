/**
 * The port bindings of the Customer area's screens for products and their images (issue 10 §2, §3), called by createContainer. Apart from
 * container.ts so each part of the area binds its ports without touching one file; adapters load with their first
 * call, as the other areas' do (see partner-lot-bindings.ts). The product port also serves the image gallery (the
 * product's name and main image).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { ProductImagePortToken, ProductPortToken, type ProductImagePort, type ProductPort } from '@tagtrail/domain';
import { adaptersFrom, lazyPort } from './lazy-port';

export function bindCustomerProductPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapter = adaptersFrom(() => import('./customer-products-adapters'), apiClient);

  container.bind<ProductPort>(ProductPortToken).toConstantValue(
    lazyPort<ProductPort>(
      adapter((a, client) => new a.ProductHttpAdapter(client)),
      { list: true, allRows: 'stream', get: true, create: true, update: true, remove: true, options: true },
    ),
  );
  // Product images (issue 10 §3): the gallery's port.
  container.bind<ProductImagePort>(ProductImagePortToken).toConstantValue(
    lazyPort<ProductImagePort>(
      adapter((a, client) => new a.ProductImageHttpAdapter(client)),
      { list: true, upload: true, setMain: true, remove: true },
    ),
  );
}
