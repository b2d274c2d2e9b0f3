/**
 * The port binding of the point-of-sale area (issue 13 §7), called by createContainer: its adapter, and the contract
 * schemas it checks answers with, load with the first call, as the other areas' do (see customer-setup-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { PointOfSaleRedemptionPortToken, type PointOfSaleRedemptionPort } from '@tagtrail/domain';
import { lazyPort, once } from './lazy-port';

export function bindPointOfSalePorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapter = once(async () => {
    const [loaded, client] = await Promise.all([import('./point-of-sale-adapters'), apiClient()]);
    return new loaded.PointOfSaleRedemptionHttpAdapter(client);
  });
  container
    .bind<PointOfSaleRedemptionPort>(PointOfSaleRedemptionPortToken)
    .toConstantValue(lazyPort<PointOfSaleRedemptionPort>(adapter, { winners: true, lookupCode: true, withdraw: true }));
}
