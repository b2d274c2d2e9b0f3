/**
 * The app's providers over an in-memory router and the services given, for Storybook and view tests:
 * a page rendered here behaves as in the portal, without a browser URL or a server.
 */
import { useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Container } from 'inversify';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { LanguageCode } from '@tagtrail/domain';
import { createI18n } from '../i18n/i18n';
import { AppProviders } from './AppProviders';

export type MemoryLocation = ReturnType<typeof memoryLocation<unknown>> & {
  readonly history: string[];
  readonly reset: () => void;
};

export interface MemoryAppProps {
  /** Path and query to start at. */
  route?: string;
  /** Each port's token and the object that serves it. */
  services: Iterable<readonly [symbol, unknown]>;
  language?: LanguageCode;
  /** Told the memory location once, so a caller can read where navigation went. */
  onLocation?: (location: MemoryLocation) => void;
  children: ReactNode;
}

/** Mount it with a `key` per scenario: route, services and language are read once, language changes later apply. */
export function MemoryApp({ route = '/', services, language = 'en', onLocation, children }: MemoryAppProps) {
  const [world] = useState(() => {
    const container = new Container({ defaultScope: 'Singleton' });
    for (const [token, service] of services) container.bind(token).toConstantValue(service);
    const location = memoryLocation({ path: route, record: true }) as MemoryLocation;
    onLocation?.(location);
    return { container, location, i18n: createI18n(language) };
  });

  useEffect(() => {
    if (world.i18n.language !== language) void world.i18n.changeLanguage(language);
  }, [world, language]);

  return (
    <Router hook={world.location.hook} searchHook={world.location.searchHook}>
      <AppProviders container={world.container} i18n={world.i18n}>
        {children}
      </AppProviders>
    </Router>
  );
}

/**
 * `<MemoryApp {...props}><Story /></MemoryApp>`, for a caller that cannot write JSX itself: Storybook's preview
 * sits outside the workspace packages and so cannot resolve React.
 */
export function inMemoryApp(
  Story: ComponentType,
  { key, ...props }: Omit<MemoryAppProps, 'children'> & { key: string },
): ReactElement {
  return (
    <MemoryApp key={key} {...props}>
      <Story />
    </MemoryApp>
  );
}
