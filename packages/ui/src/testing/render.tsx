/** Renders a view as the portal would: app providers over fake ports, inside a memory router at `route`. */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import {
  PartnerPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type PartnerPort,
  type SessionUser,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePartnerPort, FakePreferences, FakeSessionPort } from './fakes';

export const admin: SessionUser = { username: 'ana', role: 'ADMINISTRADOR', accessToken: 't' };

export interface RenderOptions {
  route?: string;
  /** The partners the views read: the view tests bind the memory adapter; none by default. */
  partners?: PartnerPort;
  session?: FakeSessionPort;
}

export interface RenderedView extends RenderResult {
  partners: PartnerPort;
  session: FakeSessionPort;
  preferences: FakePreferences;
  /** The memory router's current path and query. */
  current(): string;
}

export function renderView(ui: ReactNode, options: RenderOptions = {}): RenderedView {
  installBrowserGaps();
  const partners = options.partners ?? new FakePartnerPort();
  const session = options.session ?? new FakeSessionPort(admin);
  const preferences = new FakePreferences();
  let location: MemoryLocation | undefined;
  const result = render(
    <MemoryApp
      route={options.route}
      services={[
        [PartnerPortToken, partners],
        [SessionPortToken, session],
        [PreferencesPortToken, preferences],
      ]}
      onLocation={(l) => (location = l)}
    >
      {ui}
    </MemoryApp>,
  );
  const current = () => location?.history[location.history.length - 1] ?? '';
  return { ...result, partners, session, preferences, current };
}

/** What jsdom lacks and the shell uses. */
function installBrowserGaps() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
