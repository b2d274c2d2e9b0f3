/**
 * The port binding of the Customer area's API keys screen (issue 29 §5), called by createContainer. Apart from
 * container.ts so each part of the area binds its ports without touching one file; the adapter (and the contract
 * schemas it checks answers with) loads with the first call, not with the first page (see partner-lot-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { ApiKeyPortToken, type ApiKeyPort } from '@tagtrail/domain';
import { adaptersFrom, lazyPort } from './lazy-port';

export function bindCustomerApiKeyPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapter = adaptersFrom(() => import('./customer-api-keys-adapters'), apiClient);
  container.bind<ApiKeyPort>(ApiKeyPortToken).toConstantValue(
    lazyPort<ApiKeyPort>(
      adapter((a, client) => new a.ApiKeyHttpAdapter(client)),
      {
        keys: true,
        createKey: true,
        revokeKey: true,
      },
    ),
  );
}
