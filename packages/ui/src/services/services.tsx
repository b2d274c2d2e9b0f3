/**
 * Dependency injection for views: the composition root hands an inversify Container to ServicesProvider,
 * and a view asks for a port by its token (`useService(PartnerPortToken)`), never for an adapter.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Container } from 'inversify';

const ServicesContext = createContext<Container | undefined>(undefined);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

/**
 * The service bound to `token`. Resolved once per component, so a transient binding still gives a view
 * one stable object (hooks use it as a dependency).
 */
export function useService<T>(token: symbol): T {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useService: no ServicesProvider above this component');
  return useMemo(() => container.get<T>(token), [container, token]);
}
