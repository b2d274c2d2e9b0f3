/**
 * The port binding of the Customer area's dashboard (issue 14), called by createContainer. Its adapter (and the
 * contract schema it checks the answer with) loads with the first call, not with the first page.
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { DashboardPortToken, type DashboardPort } from '@tagtrail/domain';
import { lazyPort, once } from './lazy-port';

export function bindCustomerDashboardPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapter = once(async () => {
    const [loaded, client] = await Promise.all([import('./customer-dashboard-adapters'), apiClient()]);
    return new loaded.DashboardHttpAdapter(client);
  });
  container.bind<DashboardPort>(DashboardPortToken).toConstantValue(lazyPort<DashboardPort>(adapter, { load: true }));
}
