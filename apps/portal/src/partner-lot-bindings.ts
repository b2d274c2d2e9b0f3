/**
 * The port bindings of the Partner area's lot and tag screens (partner lots, tags, app configuration and layout),
 * called by createContainer. Apart from container.ts so both halves of the Partner area bind their ports without
 * touching one file; adapters load with their first call, as the Admin area's do.
 */
import type { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import {
  AppConfigPortToken,
  AppTemplatePortToken,
  PartnerLotPortToken,
  PartnerTagPortToken,
  TemplateArchivePortToken,
  type AppConfigPort,
  type AppTemplatePort,
  type CustomerAppConfigs,
  type PartnerLotPort,
  type PartnerTagPort,
  type TemplateArchivePort,
} from '@tagtrail/domain';
import { adaptersFrom, lazyPort, once } from './lazy-port';

export function bindPartnerLotPorts(container: Container, apiClient: () => Promise<ApiClient>): void {
  const adapters = () => import('./partner-lot-adapters');
  const adapter = adaptersFrom(adapters, apiClient);

  container.bind<PartnerLotPort>(PartnerLotPortToken).toConstantValue(
    lazyPort<PartnerLotPort>(
      adapter((a, client) => new a.PartnerLotHttpAdapter(client)),
      {
        list: true,
        allRows: 'stream',
        get: true,
        updateCustomer: true,
        downloadQrCodes: true,
        customerLots: true,
        allCustomerLots: 'stream',
      },
    ),
  );
  container.bind<PartnerTagPort>(PartnerTagPortToken).toConstantValue(
    lazyPort<PartnerTagPort>(
      adapter((a, client) => new a.PartnerTagHttpAdapter(client)),
      { list: true, allRows: 'stream' },
    ),
  );
  const appConfigs = adapter((a, client) => new a.AppConfigHttpAdapter(client));
  container.bind<AppConfigPort>(AppConfigPortToken).toConstantValue({
    forCustomer: (customerId: number) =>
      lazyPort<CustomerAppConfigs>(() => appConfigs().then((port) => port.forCustomer(customerId)), {
        list: true,
        get: true,
        create: true,
        update: true,
      }),
  });
  container.bind<AppTemplatePort>(AppTemplatePortToken).toConstantValue(
    lazyPort<AppTemplatePort>(
      adapter((a, client) => new a.AppTemplateHttpAdapter(client)),
      {
        download: true,
        upload: true,
      },
    ),
  );
  // The zip library needs no API client, only its own chunk.
  container.bind<TemplateArchivePort>(TemplateArchivePortToken).toConstantValue(
    lazyPort<TemplateArchivePort>(
      once(() => adapters().then((a) => new a.JsZipTemplateArchive())),
      { pack: true, unpack: true },
    ),
  );
}
