// @vitest-environment jsdom
/**
 * The Partner area's lot routes as the portal mounts them (the area under /areaparceiro, its shell and session),
 * over the in-memory adapters: where each spelling of spec A's "/lote/{id?}" leads.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { headingOf, mountedArea, prepareDocument } from './mounted-area.test-support';
import PartnerArea from './partner.routes';

// The signed-in demo partner.
const { open, close } = mountedArea('/areaparceiro', <PartnerArea />, () => [
  [SessionPortToken, new MemorySessionAdapter(demoSessionUsers.partner)],
  [PreferencesPortToken, new MemoryPreferences()],
  [PartnerLotPortToken, new MemoryPartnerLotAdapter()],
  [CustomerOptionsPortToken, new MemoryCustomerOptionsAdapter()],
]);
const heading = headingOf;
/** The lot list: its heading and its table of lots. */
const lotList = (main: HTMLElement) => heading(main) === 'Lots' && main.querySelector('table tbody tr') !== null;

beforeAll(prepareDocument);
afterEach(close);

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
