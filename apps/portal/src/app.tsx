/**
 * The app itself: React, Fluent, the container, the texts and the routes. main.ts loads it once it knows the visitor
 * stays (signed in, finishing a sign-in or sign-out, or on a page anyone may see), with the session and preferences
 * it started with.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LanguageCode } from '@tagtrail/domain';
import { AppProviders, loadStartI18n } from '@tagtrail/ui';
import { createContainer } from './container';
import { AppRoutes } from './routes';
import type { StartServices } from './start-services';

export async function startApp(root: HTMLElement, services: StartServices, language: LanguageCode): Promise<void> {
  const container = createContainer(services);
  // The app's texts only, in its language: each area adds its own when it loads (areas/*.routes.tsx).
  const i18n = await loadStartI18n(language);
  // Replaces the waiting page index.html shows until now.
  createRoot(root).render(
    <StrictMode>
      <AppProviders container={container} i18n={i18n}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}
