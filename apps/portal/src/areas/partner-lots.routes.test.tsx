// @vitest-environment jsdom
/**
 * The Partner area's lot routes as the portal mounts them (the area under /areaparceiro, its shell and session),
 * over the in-memory adapters: where each spelling of spec A's "/lote/{id?}" leads.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  demoPartnerLots,
  demoSessionUsers,
  MemoryCustomerOptionsAdapter,
  MemoryPartnerLotAdapter,
  MemoryPreferences,
  MemorySessionAdapter,
} from '@tagtrail/adapters';
import {
  CustomerOptionsPortToken,
  PartnerLotPortToken,
  PreferencesPortToken,
  SessionPortToken,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '@tagtrail/ui';
import PartnerArea from './partner.routes';

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => {
  // React's act() warns unless told it runs in a test.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The shell asks the window's width; jsdom has no media queries.
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
});

afterEach(close);

/** Opens `path` as the signed-in demo partner, waits until `shown` finds the page it expects, and answers the path. */
async function open(path: string, shown: (main: HTMLElement) => boolean): Promise<string> {
  let location: MemoryLocation | undefined;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryApp
        route={path}
        services={[
          [SessionPortToken, new MemorySessionAdapter(demoSessionUsers.partner)],
          [PreferencesPortToken, new MemoryPreferences()],
          [PartnerLotPortToken, new MemoryPartnerLotAdapter()],
          [CustomerOptionsPortToken, new MemoryCustomerOptionsAdapter()],
        ]}
        onLocation={(memory) => (location = memory)}
      >
        <Route path="/areaparceiro" nest>
          <PartnerArea />
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
}

const heading = (main: HTMLElement) => main.querySelector('h1, h2')?.textContent ?? '';
/** The lot list: its heading and its table of lots. */
const lotList = (main: HTMLElement) => heading(main) === 'Lots' && main.querySelector('table tbody tr') !== null;

function close() {
  act(() => root?.unmount());
  container?.remove();
}

describe('partner area: /lote/{id?} (spec A §2)', () => {
  it('leads /lote/ and /lote, which name no lot, to the lot list, where each lot is chosen', async () => {
    for (const path of ['/areaparceiro/lote/', '/areaparceiro/lote']) {
      expect(await open(path, lotList)).toBe('/areaparceiro/lotes');
      close();
    }
  });

  it("opens a lot's page at /lote/{id}, and says not found for an id that is no number", async () => {
    const [lot] = demoPartnerLots;
    const lotPage = (main: HTMLElement) => heading(main) === `Lot ${lot?.number}`;
    expect(await open(`/areaparceiro/lote/${lot?.id}`, lotPage)).toBe(`/areaparceiro/lote/${lot?.id}`);
    close();
    const notFound = (main: HTMLElement) => /does not exist/.test(main.textContent ?? '');
    expect(await open('/areaparceiro/lote/abc', notFound)).toBe('/areaparceiro/lote/abc');
  });
});
