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
  PartnerPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type PartnerPort,
  type PreferencesPort,
  type SessionPort,
} from '@tagtrail/domain';

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

  return container;
}
