/**
 * The port bindings of the Customer area's screens for categories and product lines (issue 10 §4, §5), called by createContainer. Apart from
 * container.ts so each part of the area binds its ports without touching one file; adapters load with their first
 * call, as the other areas' do (see partner-lot-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';

export function bindCustomerCategoryPorts(_container: Container, _apiClient: () => Promise<ApiClient>): void {
  // Bound as the screens arrive.
}
