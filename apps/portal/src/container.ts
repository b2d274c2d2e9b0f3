/** The composition root: the only place that knows which adapter serves which port (STYLE "Habits"). */
import { Container } from 'inversify';
import {
  BrowserPreferences,
  createApiClient,
  OidcSessionAdapter,
  PartnerHttpAdapter,
  type ApiClient,
} from '@tagtrail/adapters';
import {
  AdminLotPortToken,
  CustomerOptionsPortToken,
  PartnerPortToken,
  PartnerUserPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type AdminLotPort,
  type CustomerOptionsPort,
  type PartnerPort,
  type PartnerUserPort,
  type PartnerUsers,
  type PreferencesPort,
  type SessionPort,
} from '@tagtrail/domain';
import { lazyPort, once } from './lazy-port';

const ApiClientToken = Symbol.for('ApiClient');

export function createContainer(origin: string = window.location.origin): Container {
  // One instance of each adapter for the page's life: views resolve the same session, client and ports.
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<SessionPort>(SessionPortToken).toConstantValue(new OidcSessionAdapter(origin));
  container.bind<PreferencesPort>(PreferencesPortToken).toConstantValue(new BrowserPreferences());

  container.bind<ApiClient>(ApiClientToken).toResolvedValue(
    (session: SessionPort) =>
      createApiClient({
        baseUrl: '/api',
        accessToken: () => session.accessToken(),
        // spec A §6: a refused token means signing in again, back to where the user was.
        onUnauthorized: () => void session.signIn(`${window.location.pathname}${window.location.search}`),
      }),
    [SessionPortToken],
  );

  container
    .bind<PartnerPort>(PartnerPortToken)
    .toResolvedValue((client: ApiClient) => new PartnerHttpAdapter(client), [ApiClientToken]);

  // The Admin area's own ports: their adapters (and the contract schemas they check answers with) load with the
  // first call, in the area's lazy chunk, so the first page of every other role does not pay for them.
  const admin = () => import('./admin-adapters');
  container.bind<PartnerUserPort>(PartnerUserPortToken).toResolvedValue(
    (client: ApiClient) => {
      const port = once(() => admin().then((a) => new a.PartnerUserHttpAdapter(client)));
      return {
        forPartner: (partnerId: number) =>
          lazyPort<PartnerUsers>(() => port().then((p) => p.forPartner(partnerId)), {
            list: true,
            get: true,
            create: true,
            remove: true,
          }),
      };
    },
    [ApiClientToken],
  );
  container.bind<AdminLotPort>(AdminLotPortToken).toResolvedValue(
    (client: ApiClient) =>
      lazyPort<AdminLotPort>(
        once(() => admin().then((a) => new a.AdminLotHttpAdapter(client))),
        { list: true, get: true, create: true, update: true, remove: true },
      ),
    [ApiClientToken],
  );
  container.bind<CustomerOptionsPort>(CustomerOptionsPortToken).toResolvedValue(
    (client: ApiClient) =>
      lazyPort<CustomerOptionsPort>(
        once(() => admin().then((a) => new a.CustomerOptionsHttpAdapter(client))),
        { customersOfPartner: true, productsOfPartnerCustomer: true, myCustomers: true, productsOfMyCustomer: true },
      ),
    [ApiClientToken],
  );

  return container;
}
