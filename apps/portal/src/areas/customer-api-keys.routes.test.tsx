// @vitest-environment jsdom
/**
 * The Customer area's API keys route as the portal mounts it (the area under /areacliente, its shell and session),
 * over the in-memory adapter: the screen at /chavesapi, the menu's API keys entry lit (issue 29 §5).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoSessionUsers, MemoryApiKeyAdapter, MemoryPreferences, MemorySessionAdapter } from '@tagtrail/adapters';
import { ApiKeyPortToken, PreferencesPortToken, SessionPortToken } from '@tagtrail/domain';
import CustomerArea from './customer.routes';
import { headingOf, mountedArea, prepareDocument } from './mounted-area.test-support';

const area = mountedArea('/areacliente', <CustomerArea />, () => [
  [SessionPortToken, new MemorySessionAdapter(demoSessionUsers.customer)],
  [PreferencesPortToken, new MemoryPreferences()],
  [ApiKeyPortToken, new MemoryApiKeyAdapter()],
]);

const litEntry = () => area.container?.querySelector('[aria-current="page"]')?.textContent ?? '';

beforeAll(prepareDocument);
afterEach(() => area.close());

describe('customer area: API keys (issue 29 §5)', () => {
  it('shows the keys at /chavesapi, the API keys entry lit', async () => {
    const keys = (main: HTMLElement) => headingOf(main) === 'API keys' && main.querySelector('li') !== null;
    expect(await area.open('/areacliente/chavesapi', keys)).toBe('/areacliente/chavesapi');
    expect(litEntry()).toContain('API keys');
  });
});
