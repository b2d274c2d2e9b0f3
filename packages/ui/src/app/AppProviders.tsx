/**
 * Everything a page needs around it, for the portal and for Storybook alike: the Fluent theme, translations,
 * the services container, the notifier, the navigation guard and the session.
 */
import { useEffect, type ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { NavigationGuard } from '../navigation/navigation';
import { NotificationsProvider } from '../notifications/notifications';
import { ServicesProvider } from '../services/services';
import { SessionProvider } from '../session/session';
import { tagtrailTheme } from './theme';

export interface AppProvidersProps {
  container: Container;
  i18n: I18n;
  children: ReactNode;
}

export function AppProviders({ container, i18n, children }: AppProvidersProps) {
  useDocumentLanguage(i18n);
  return (
    <FluentProvider theme={tagtrailTheme}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider container={container}>
          <NotificationsProvider>
            <NavigationGuard>
              <SessionProvider>{children}</SessionProvider>
            </NavigationGuard>
          </NotificationsProvider>
        </ServicesProvider>
      </I18nextProvider>
    </FluentProvider>
  );
}

/** `<html lang>` follows the interface language, so screen readers pronounce the page right. */
function useDocumentLanguage(i18n: I18n) {
  useEffect(() => {
    const apply = (language: string) => {
      document.documentElement.lang = language;
    };
    apply(i18n.resolvedLanguage ?? i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);
}
