// @vitest-environment jsdom
/**
 * The Customer area's Alerts routes as the portal mounts them (the area under /areacliente, its shell and session),
 * over the in-memory adapters: the list at /alertas, the rules' settings at /alertas/configuracao, the menu's
 * Alerts entry lit on both (issue 28 §3).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSessionUsers,
  MemoryAlertWebhookAdapter,
  MemoryPreferences,
  MemorySessionAdapter,
  MemorySuspicionAlertAdapter,
} from '@tagtrail/adapters';
import {
  AlertWebhookPortToken,
  PreferencesPortToken,
  SessionPortToken,
  SuspicionAlertPortToken,
} from '@tagtrail/domain';
import CustomerArea from './customer.routes';
import { headingOf, mountedArea, prepareDocument } from './mounted-area.test-support';

const area = mountedArea('/areacliente', <CustomerArea />, () => [
  [SessionPortToken, new MemorySessionAdapter(demoSessionUsers.customer)],
  [PreferencesPortToken, new MemoryPreferences()],
  [SuspicionAlertPortToken, new MemorySuspicionAlertAdapter()],
  [AlertWebhookPortToken, new MemoryAlertWebhookAdapter()],
]);

/** The side menu's entry the page lights. */
const litEntry = () => area.container?.querySelector('[aria-current="page"]')?.textContent ?? '';

beforeAll(prepareDocument);
afterEach(() => area.close());

describe('customer area: alerts (issue 28 §3)', () => {
  it('lists the open alerts at /alertas, the Alerts entry lit', async () => {
    const list = (main: HTMLElement) => headingOf(main) === 'Alerts' && main.querySelector('table tbody a') !== null;
    expect(await area.open('/areacliente/alertas', list)).toBe('/areacliente/alertas');
    expect(litEntry()).toContain('Alerts');
  });

  it('opens the rules’ settings at /alertas/configuracao, the Alerts entry still lit', async () => {
    const settings = (main: HTMLElement) =>
      headingOf(main) === 'Alert settings' && main.querySelector('input[type="number"]') !== null;
    expect(await area.open('/areacliente/alertas/configuracao', settings)).toBe('/areacliente/alertas/configuracao');
    expect(litEntry()).toContain('Alerts');
  });
});
