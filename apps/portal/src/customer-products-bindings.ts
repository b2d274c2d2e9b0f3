/**
 * The port bindings of the Customer area's screens for products and their images (issue 10 §2, §3), called by createContainer. Apart from
 * container.ts so each part of the area binds its ports without touching one file; adapters load with their first
 * call, as the other areas' do (see partner-lot-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';

export function bindCustomerProductPorts(_container: Container, _apiClient: () => Promise<ApiClient>): void {
  // Bound as the screens arrive.
}
