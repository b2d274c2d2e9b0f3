/**
 * The portal's entry: the container, the language, then the app. The language is the one last chosen here or on the
 * sign-in page (their shared cookie, else this browser's stored choice), else the browser's; it is stored at once,
 * so the sign-in page shows the portal's language even before anyone picks one.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLanguage, PreferencesPortToken, type PreferencesPort } from '@tagtrail/domain';
import { AppProviders, createStartI18n, LANGUAGE_PREFERENCE } from '@tagtrail/ui';
import { createContainer } from './container';
import { AppRoutes } from './routes';

const container = createContainer();
const preferences = container.get<PreferencesPort>(PreferencesPortToken);
// The first page's texts only: each area adds its own when it loads (areas/*.routes.tsx).
const language = initialLanguage(preferences.get(LANGUAGE_PREFERENCE), navigator.languages);
preferences.set(LANGUAGE_PREFERENCE, language);
const i18n = createStartI18n(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders container={container} i18n={i18n}>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
