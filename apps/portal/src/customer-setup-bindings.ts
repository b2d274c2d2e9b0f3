/**
 * The port bindings of the Customer area's screens for my app, sales points and devices (issue 10 §6–§8), called by
 * createContainer. Apart from container.ts so each part of the area binds its ports without touching one file;
 * adapters load with their first call, as the other areas' do (see partner-lot-bindings.ts).
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import { MyAppPortToken, type MyAppPort } from '@tagtrail/domain';
import { DevicePortToken, type DevicePort } from '@tagtrail/domain';
import { SalesPointPortToken, type SalesPointPort } from '@tagtrail/domain';
import { adaptersFrom, lazyPort } from './lazy-port';

export function bindCustomerSetupPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapter = adaptersFrom(() => import('./customer-setup-adapters'), apiClient);

  container.bind<MyAppPort>(MyAppPortToken).toConstantValue(
    lazyPort<MyAppPort>(
      adapter((a, client) => new a.MyAppHttpAdapter(client)),
      { get: true, update: true },
    ),
  );
  container.bind<SalesPointPort>(SalesPointPortToken).toConstantValue(
    lazyPort<SalesPointPort>(
      adapter((a, client) => new a.SalesPointHttpAdapter(client)),
      { list: true, allRows: 'stream', get: true, create: true, update: true, resetPassword: true },
    ),
  );
  container.bind<DevicePort>(DevicePortToken).toConstantValue(
    lazyPort<DevicePort>(
      adapter((a, client) => new a.DeviceHttpAdapter(client)),
      { list: true, allRows: 'stream', get: true, create: true, update: true },
    ),
  );
}
