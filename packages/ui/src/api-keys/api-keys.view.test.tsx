// @vitest-environment jsdom
/** The API keys screen (issue 29 §5), over the memory adapter that answers as the server does. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryApiKeyAdapter } from '@tagtrail/adapters';
import {
  ApiKeyPortToken,
  MAX_ACTIVE_API_KEYS,
  PreferencesPortToken,
  SessionPortToken,
  type ApiKey,
  type ApiKeyPort,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import { formatDateTime } from '../i18n/format';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { ApiKeysView } from './ApiKeysView';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

const erp: ApiKey = {
  id: 2,
  name: 'ERP (SAP)',
  hint: 'Qm7x',
  createdAt: '2026-05-20T13:02:00.000Z',
  lastUsedAt: '2026-06-02T08:41:00.000Z',
  revokedAt: null,
};
const old: ApiKey = {
  id: 1,
  name: 'Old integration',
  hint: 'Z0aW',
  createdAt: '2026-01-05T17:30:00.000Z',
  lastUsedAt: null,
  revokedAt: '2026-03-02T11:20:00.000Z',
};

function renderKeys(port: ApiKeyPort = new MemoryApiKeyAdapter([erp, old])) {
  render(
    <MemoryApp
      route="/areacliente/chavesapi"
      language="en"
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [ApiKeyPortToken, port],
      ]}
    >
      <ApiKeysView />
    </MemoryApp>,
  );
  return port;
}

const listed = () => screen.findByRole('group', { name: 'Your keys' });
/** The keys are loaded: the form to make one is shown with them (the list's group is there while they load). */
const ready = () => screen.findByRole('textbox', { name: /^Name/ });
const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
const createButton = () => screen.getByRole('button', { name: 'Create key' });
const typeAndCreate = (name: string) => {
  fireEvent.change(nameField(), { target: { value: name } });
  fireEvent.click(createButton());
};

describe('API keys (issue 29 §5)', () => {
  it('says where the events are read and how, and lists each key by name, start, dates, revoked ones marked', async () => {
    renderKeys();
    const items = await within(await listed()).findAllByRole('listitem');
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(
      screen.getByText(/"Authorization: Bearer <key>" to http:\/\/localhost(:\d+)?\/api\/epcis\/events/),
    ).toBeTruthy();
    expect(items.map((item) => item.textContent)).toEqual([
      `ERP (SAP)Starts with ttk_Qm7x…Created ${formatDateTime(erp.createdAt)} · Last used ${formatDateTime(erp.lastUsedAt!)}Revoke`,
      `Old integrationStarts with ttk_Z0aW…Created ${formatDateTime(old.createdAt)} · Never used · Revoked ${formatDateTime(old.revokedAt!)}Revoked`,
    ]);
    expect(screen.getAllByRole('button', { name: /^Revoke key/ })).toHaveLength(1);
  });

  it('creates a key: shown once, with Copy and the warning, then listed by its start only', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const port = renderKeys();
    await ready();
    typeAndCreate('  Data warehouse ');
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    const key = (dialog.getByLabelText('API key', { selector: 'input' }) as HTMLInputElement).value;
    expect(key).toMatch(/^ttk_[A-Za-z0-9_-]{43}$/);
    expect(dialog.getByText(/it will not be shown again/)).toBeTruthy();
    expect(dialog.getByText(/The key "Data warehouse" reads your readings/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Copy the API key', hidden: true }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(key));
    expect(await screen.findByText('Key copied.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'I have saved it', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(document.body.textContent).not.toContain(key);
    const first = within(await listed()).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain(`Data warehouseStarts with ${key.slice(0, 8)}…`);
    expect(nameField().value).toBe('');
    expect((await port.keys()).map((apiKey) => apiKey.name)).toContain('Data warehouse');
  });

  it('refuses a blank name before sending it, the message under it', async () => {
    const port = renderKeys();
    await ready();
    typeAndCreate('   ');
    expect(await screen.findByText('required field')).toBeTruthy();
    await waitFor(() => expect(nameField().getAttribute('aria-invalid')).toBe('true'));
    expect(await port.keys()).toHaveLength(2);
  });

  it('revokes a key once asked: it stays listed, marked revoked, and focus returns to the list', async () => {
    const port = renderKeys();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke key ERP (SAP)' }));
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    expect(dialog.getByText(/Systems using the key "ERP \(SAP\)" will be refused from now on/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke', hidden: true }));
    expect(await screen.findByText('Key revoked.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Revoke key/ })).toBeNull());
    expect((await port.keys()).find((key) => key.id === erp.id)).toMatchObject({ revokedAt: expect.any(String) });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Your keys' })));
  });

  it('turns Create off at the limit of keys in use, saying why', async () => {
    const many = Array.from({ length: MAX_ACTIVE_API_KEYS }, (_, index) => ({
      ...erp,
      id: index + 10,
      name: `k${index}`,
    }));
    renderKeys(new MemoryApiKeyAdapter(many));
    await ready();
    expect(
      screen.getByText(`You have ${MAX_ACTIVE_API_KEYS} keys in use, the most allowed. Revoke one to create another.`),
    ).toBeTruthy();
    expect(createButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('says when the keys could not be loaded, and loads them again on Retry', async () => {
    let fail = true;
    const memory = new MemoryApiKeyAdapter([erp]);
    renderKeys({
      keys: (signal) => (fail ? Promise.reject(new Error('down')) : memory.keys(signal)),
      createKey: (name) => memory.createKey(name),
      revokeKey: (id) => memory.revokeKey(id),
    });
    expect(await screen.findByText('The keys could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await listed()).findAllByRole('listitem')).toHaveLength(1);
  });
});
