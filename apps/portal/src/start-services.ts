/**
 * The two adapters the portal needs before anything else: the stored preferences (the language) and the OIDC
 * session. Part of the composition root: `createContainer` binds these same instances. Apart from container.ts so
 * that main.ts can send a visitor who is not signed in to the identity provider without loading inversify.
 */
import { BrowserPreferences, OidcSessionAdapter } from '@tagtrail/adapters';
import { LANGUAGE_COOKIE, type PreferencesPort, type SessionPort } from '@tagtrail/domain';
import { LANGUAGE_PREFERENCE } from '@tagtrail/ui';

export interface StartServices {
  readonly preferences: PreferencesPort;
  readonly session: SessionPort;
}

export function createStartServices(origin: string = window.location.origin): StartServices {
  // The language is the sign-in page's too: kept in the cookie that page reads and writes, and asked for as
  // ui_locales.
  const preferences = new BrowserPreferences(undefined, {
    sharedInCookies: { [LANGUAGE_PREFERENCE]: LANGUAGE_COOKIE },
  });
  const session = new OidcSessionAdapter(origin, {}, { language: () => preferences.get(LANGUAGE_PREFERENCE) });
  return { preferences, session };
}
