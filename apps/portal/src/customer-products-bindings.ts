/**
 * The port bindings of the Customer area's screens for products and their images (issue 10 §2, §3), called by createContainer. Apart from
 * container.ts so each part of the area binds its ports without touching one file; adapters load with their first
 * call, as the other areas' do (see partner-lot-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { ProductImagePortToken, ProductPortToken, type ProductImagePort, type ProductPort } from '@tagtrail/domain';
import { lazyPort, once } from './lazy-port';

export function bindCustomerProductPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  // Bound as the screens arrive.
  // Product images (issue 10 §3): the gallery's port, and the product's name and main image it shows.
  const imageAdapters = () => import('./customer-product-images-adapters');
  const imagePort = once(async () => {
    const [loaded, client] = await Promise.all([imageAdapters(), apiClient()]);
    return new loaded.ProductImageHttpAdapter(client);
  });
  container
    .bind<ProductImagePort>(ProductImagePortToken)
    .toConstantValue(lazyPort<ProductImagePort>(imagePort, { list: true, upload: true, setMain: true, remove: true }));
  if (!container.isBound(ProductPortToken)) {
    // Until the product screens bind the whole port: the gallery only reads one product.
    const productReader: Pick<ProductPort, 'get'> = {
      get: async (id, signal) => {
        const [loaded, client] = await Promise.all([imageAdapters(), apiClient()]);
        return loaded.readProductOverHttp(client, id, signal);
      },
    };
    container.bind<ProductPort>(ProductPortToken).toConstantValue(productReader as ProductPort);
  }
}
