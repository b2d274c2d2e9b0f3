/** The composition root: the only place that knows which adapter serves which port (STYLE "Habits"). */
import { Container } from 'inversify';
import type { ApiClient } from '@tagtrail/adapters';
import {
  AdminLotPortToken,
  CustomerOptionsPortToken,
  CustomerPortToken,
  CustomerUserPortToken,
  PartnerPortToken,
  PartnerUserPortToken,
  PasswordPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type AdminLotPort,
  type CustomerOptionsPort,
  type CustomerPort,
  type CustomerUserPort,
  type CustomerUsers,
  type PartnerPort,
  type PartnerUserPort,
  type PartnerUsers,
  type PasswordPort,
  type PreferencesPort,
  type SessionPort,
} from '@tagtrail/domain';
import type * as AdminAdapters from './admin-adapters';
import type * as CustomerAdapters from './customer-adapters';
import { lazyPort, once } from './lazy-port';
import { bindCustomerCategoryPorts } from './customer-categories-bindings';
import { bindCustomerProductPorts } from './customer-products-bindings';
import { bindCustomerSetupPorts } from './customer-setup-bindings';
import { bindCustomerLotPorts } from './customer-lot-bindings';
import { bindCustomerPromotionPorts } from './customer-promotions-bindings';
import { bindCustomerDashboardPorts } from './customer-dashboard-bindings';
import { bindCustomerAlertPorts } from './customer-alerts-bindings';
import { bindCustomerApiKeyPorts } from './customer-api-keys-bindings';
import { bindPartnerLotPorts } from './partner-lot-bindings';
import { bindPointOfSalePorts } from './point-of-sale-bindings';
import type { StartServices } from './start-services';

/** The API client, made on the first call of a port that needs it: ky and the contract load then, not at start. */
type LoadApiClient = () => Promise<ApiClient>;
const ApiClientToken = Symbol.for('ApiClient');

/** The container, around the session and preferences main.ts made first (start-services.ts). */
export function createContainer({ preferences, session }: StartServices): Container {
  // One instance of each adapter for the page's life: views resolve the same session, client and ports.
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<PreferencesPort>(PreferencesPortToken).toConstantValue(preferences);
  container.bind<SessionPort>(SessionPortToken).toConstantValue(session);

  container.bind<LoadApiClient>(ApiClientToken).toConstantValue(
    once(() =>
      import('./api-client').then(({ createApiClient }) =>
        createApiClient({
          baseUrl: '/api',
          accessToken: () => session.accessToken(),
          // spec A §6: a refused token means signing in again, back to where the user was.
          onUnauthorized: () => void session.signIn(`${window.location.pathname}${window.location.search}`),
        }),
      ),
    ),
  );

  // The Admin area's ports: their adapters (and the contract schemas they check answers with) load with the
  // first call, beside the area's lazy chunk, so the first page of every role does not pay for them.
  const admin = () => import('./admin-adapters');
  const adminAdapter = <T>(apiClient: LoadApiClient, make: (adapters: typeof AdminAdapters, client: ApiClient) => T) =>
    once(async () => {
      const [adapters, client] = await Promise.all([admin(), apiClient()]);
      return make(adapters, client);
    });

  container.bind<PartnerPort>(PartnerPortToken).toResolvedValue(
    (apiClient: LoadApiClient) =>
      lazyPort<PartnerPort>(
        adminAdapter(apiClient, (a, client) => new a.PartnerHttpAdapter(client)),
        { list: true, allRows: 'stream', get: true, create: true, update: true, remove: true },
      ),
    [ApiClientToken],
  );
  container.bind<PartnerUserPort>(PartnerUserPortToken).toResolvedValue(
    (apiClient: LoadApiClient) => {
      const port = adminAdapter(apiClient, (a, client) => new a.PartnerUserHttpAdapter(client));
      return {
        forPartner: (partnerId: number) =>
          lazyPort<PartnerUsers>(() => port().then((p) => p.forPartner(partnerId)), {
            list: true,
            allRows: 'stream',
            get: true,
            create: true,
            remove: true,
            issueTemporaryPassword: true,
          }),
      };
    },
    [ApiClientToken],
  );
  container.bind<AdminLotPort>(AdminLotPortToken).toResolvedValue(
    (apiClient: LoadApiClient) =>
      lazyPort<AdminLotPort>(
        adminAdapter(apiClient, (a, client) => new a.AdminLotHttpAdapter(client)),
        {
          list: true,
          allRows: 'stream',
          get: true,
          create: true,
          update: true,
          remove: true,
          sdm: true,
          revealSdmKeys: true,
        },
      ),
    [ApiClientToken],
  );
  container.bind<CustomerOptionsPort>(CustomerOptionsPortToken).toResolvedValue(
    (apiClient: LoadApiClient) =>
      lazyPort<CustomerOptionsPort>(
        adminAdapter(apiClient, (a, client) => new a.CustomerOptionsHttpAdapter(client)),
        { customersOfPartner: true, productsOfPartnerCustomer: true, myCustomers: true, productsOfMyCustomer: true },
      ),
    [ApiClientToken],
  );

  // The Partner area's customer screens and the change-password page: their adapters load with the first call too.
  const customer = () => import('./customer-adapters');
  const customerAdapter = <T>(
    apiClient: LoadApiClient,
    make: (adapters: typeof CustomerAdapters, client: ApiClient) => T,
  ) =>
    once(async () => {
      const [adapters, client] = await Promise.all([customer(), apiClient()]);
      return make(adapters, client);
    });

  container.bind<CustomerPort>(CustomerPortToken).toResolvedValue(
    (apiClient: LoadApiClient) =>
      lazyPort<CustomerPort>(
        customerAdapter(apiClient, (a, client) => new a.CustomerHttpAdapter(client)),
        { list: true, allRows: 'stream', get: true, create: true, update: true, remove: true },
      ),
    [ApiClientToken],
  );
  container.bind<CustomerUserPort>(CustomerUserPortToken).toResolvedValue(
    (apiClient: LoadApiClient) => {
      const port = customerAdapter(apiClient, (a, client) => new a.CustomerUserHttpAdapter(client));
      return {
        forCustomer: (customerId: number) =>
          lazyPort<CustomerUsers>(() => port().then((p) => p.forCustomer(customerId)), {
            list: true,
            allRows: 'stream',
            get: true,
            create: true,
            remove: true,
          }),
      };
    },
    [ApiClientToken],
  );
  container.bind<PasswordPort>(PasswordPortToken).toResolvedValue(
    (apiClient: LoadApiClient) =>
      lazyPort<PasswordPort>(
        customerAdapter(apiClient, (a, client) => new a.PasswordHttpAdapter(client)),
        { change: true },
      ),
    [ApiClientToken],
  );

  const apiClient = () => container.get<LoadApiClient>(ApiClientToken)();
  bindPartnerLotPorts(container, apiClient);
  bindPointOfSalePorts(container, apiClient);
  // The Customer area's parts.
  bindCustomerProductPorts(container, apiClient);
  bindCustomerCategoryPorts(container, apiClient);
  bindCustomerSetupPorts(container, apiClient);
  bindCustomerLotPorts(container, apiClient);
  bindCustomerPromotionPorts(container, apiClient);
  bindCustomerDashboardPorts(container, apiClient);
  bindCustomerAlertPorts(container, apiClient);
  bindCustomerApiKeyPorts(container, apiClient);

  return container;
}
