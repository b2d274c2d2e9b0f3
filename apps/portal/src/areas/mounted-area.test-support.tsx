/**
 * An area as the portal mounts it (under its base, with its shell and session), over the in-memory adapters, for the
 * routes' tests: open a path, wait for the page expected, read where the app ended up.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Route } from 'wouter';
import { MemoryApp, type MemoryLocation } from '@tagtrail/ui';

type Services = readonly (readonly [symbol, unknown])[];

export interface MountedArea {
  /** Opens `path`, waits until `shown` finds the page it expects, and answers the path the app is at. */
  open(path: string, shown: (main: HTMLElement) => boolean): Promise<string>;
  close(): void;
  /** The page's container, once open. */
  readonly container: HTMLElement | undefined;
  /** Where the app is now. */
  current(): string | undefined;
}

/** React's act() warns unless told it runs in a test; the shell asks the window's width, and jsdom has no media queries. */
export function prepareDocument(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= (query: string) =>
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

export function mountedArea(base: string, area: ReactNode, services: () => Services): MountedArea {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  let location: MemoryLocation | undefined;
  return {
    get container() {
      return container;
    },
    current: () => location?.history.at(-1),
    async open(path, shown) {
      container = document.body.appendChild(document.createElement('div'));
      root = createRoot(container);
      act(() =>
        root?.render(
          <MemoryApp route={path} services={services()} onLocation={(memory) => (location = memory)}>
            <Route path={base} nest>
              {area}
            </Route>
          </MemoryApp>,
        ),
      );
      // The session, the area's texts and the page's data all arrive on promises.
      for (let tries = 0; tries < 500; tries += 1) {
        const main = container.querySelector('main');
        if (main !== null && shown(main)) return location?.history.at(-1) ?? '';
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      }
      throw new Error(`not the page expected at ${path}; it reads: ${container.textContent ?? ''}`);
    },
    close() {
      act(() => root?.unmount());
      container?.remove();
    },
  };
}

/** The page's heading. */
export const headingOf = (main: HTMLElement) => main.querySelector('h1, h2')?.textContent ?? '';
