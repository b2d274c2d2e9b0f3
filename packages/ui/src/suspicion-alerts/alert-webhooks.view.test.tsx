// @vitest-environment jsdom
/** The webhooks on the Alerts settings screen (issue 28 §4), over the memory adapter that answers as the server does. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  MemoryAlertWebhookAdapter,
  MemorySuspicionAlertAdapter,
  type AlertWebhookOperation,
  type AlertWebhookSeed,
} from '@tagtrail/adapters';
import {
  AlertWebhookPortToken,
  PreferencesPortToken,
  SessionPortToken,
  SuspicionAlertPortToken,
  type AlertDeliveryRow,
  type AlertWebhook,
  type AlertWebhookPort,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { formatDateTime } from '../i18n/format';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { SuspicionSettingsView } from './SuspicionSettingsView';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;
const SETTINGS = '/areacliente/alertas/configuracao';

const security: AlertWebhook = {
  id: 3,
  url: 'https://alertas.vinicola-aurora.example.com/tagtrail',
  createdAt: '2026-02-02T13:05:00.000Z',
};
const distributor: AlertWebhook = {
  id: 6,
  url: 'https://hooks.distribuidora-lusa.example.com/in/7f3a9c2e',
  createdAt: '2026-02-23T10:15:00.000Z',
};

const delivery = (
  fields: Partial<AlertDeliveryRow> & Pick<AlertDeliveryRow, 'id' | 'createdAt'>,
): AlertDeliveryRow => ({
  webhookId: security.id,
  webhookUrl: security.url,
  alertId: 100 + fields.id,
  rule: 'off-market',
  tagId: '04A1B2C3D4E5F6',
  state: 'delivered',
  attempts: 1,
  lastStatus: 200,
  lastFailure: null,
  deliveredAt: fields.createdAt,
  nextAttemptAt: null,
  ...fields,
});

const delivered = delivery({ id: 1, createdAt: '2026-02-27T15:42:02.000Z' });
const pending = delivery({
  id: 2,
  createdAt: '2026-02-27T15:42:03.000Z',
  webhookId: distributor.id,
  webhookUrl: distributor.url,
  state: 'pending',
  attempts: 3,
  lastStatus: null,
  lastFailure: 'timeout',
  deliveredAt: null,
  nextAttemptAt: '2026-02-27T15:49:00.000Z',
});
const refused = delivery({
  id: 3,
  createdAt: '2026-02-24T06:30:02.000Z',
  webhookId: distributor.id,
  webhookUrl: distributor.url,
  rule: 'too-many-readings',
  tagId: '04C9A65E13D7F0',
  state: 'failed',
  attempts: 17,
  lastStatus: 503,
  lastFailure: 'status',
  deliveredAt: null,
});
const seed: AlertWebhookSeed = { webhooks: [security, distributor], deliveries: [delivered, pending, refused] };

function renderSettings(port: AlertWebhookPort = new MemoryAlertWebhookAdapter(seed)) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={SETTINGS}
      language="en"
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [SuspicionAlertPortToken, new MemorySuspicionAlertAdapter([])],
        [AlertWebhookPortToken, port],
      ]}
      onLocation={(l) => (location = l)}
    >
      <SuspicionSettingsView />
    </MemoryApp>,
  );
  return { port, history: () => location?.history ?? [] };
}

const registered = () => screen.findByRole('group', { name: 'Registered webhooks' });
const urlField = () => screen.getByRole('textbox', { name: /^Webhook address/ }) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add webhook' });
const typeAndAdd = (url: string) => {
  fireEvent.change(urlField(), { target: { value: url } });
  fireEvent.click(addButton());
};
/** The log's rows, each as its cells' texts. */
const logRows = () =>
  within(screen.getByRole('table', { name: 'Delivery log' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );

describe('alert webhooks (issue 28 §4)', () => {
  it('says what a webhook receives and how it is signed, and lists the webhooks with the date each was added', async () => {
    renderSettings();
    const list = await within(await registered()).findAllByRole('listitem');
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeTruthy();
    expect(screen.getByText(/signed with that webhook’s secret in the Tagtrail-Signature header/)).toBeTruthy();
    expect(list.map((item) => item.textContent)).toEqual([
      `${security.url}Added ${formatDateTime(security.createdAt)}Remove`,
      `${distributor.url}Added ${formatDateTime(distributor.createdAt)}Remove`,
    ]);
    expect(screen.getByRole('button', { name: `Remove webhook ${security.url}` })).toBeTruthy();
  });

  it('adds a webhook: its secret shown once, with Copy and the warning, then it is listed without it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { port } = renderSettings();
    await registered();
    typeAndAdd('  https://erp.vinicola-aurora.example.com/api/webhooks/tagtrail ');
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    const secret = (dialog.getByLabelText('Signing secret', { selector: 'input' }) as HTMLInputElement).value;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(dialog.getByText(/it will not be shown again/)).toBeTruthy();
    expect(
      dialog.getByText(/https:\/\/erp\.vinicola-aurora\.example\.com\/api\/webhooks\/tagtrail are signed/),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Copy the signing secret', hidden: true }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(await screen.findByText('Secret copied.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'I have saved it', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(document.body.textContent).not.toContain(secret);
    const items = within(await registered()).getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toContain('https://erp.vinicola-aurora.example.com/api/webhooks/tagtrail');
    expect(urlField().value).toBe('');
    expect((await port.webhooks()).map((webhook) => webhook.url)).toContain(
      'https://erp.vinicola-aurora.example.com/api/webhooks/tagtrail',
    );
  });

  it('selects the secret for the keyboard when it cannot be copied', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderSettings();
    await registered();
    typeAndAdd('https://erp.vinicola-aurora.example.com/in');
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    fireEvent.click(dialog.getByRole('button', { name: 'Copy the signing secret', hidden: true }));
    expect(await screen.findByText(/Could not copy\. The secret is selected/)).toBeTruthy();
    const input = dialog.getByLabelText('Signing secret', { selector: 'input' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('refuses an address the rules refuse before sending it, the message under it and the text kept', async () => {
    const { port } = renderSettings();
    await registered();
    typeAndAdd('http://hooks.example.com/in');
    expect(
      await screen.findByText('Alerts are sent over https only: the address must start with https://.'),
    ).toBeTruthy();
    expect(urlField().value).toBe('http://hooks.example.com/in');
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(await port.webhooks()).toHaveLength(2);
    // The message goes with the text it was about.
    fireEvent.change(urlField(), { target: { value: 'https://hooks.example.com/in' } });
    expect(screen.queryByText(/over https only/)).toBeNull();
  });

  it('says what the server refused under the address, the text kept: one registered already, one not public', async () => {
    renderSettings();
    await registered();
    typeAndAdd(security.url);
    expect(await screen.findByText('This webhook is registered already.')).toBeTruthy();
    expect(urlField().value).toBe(security.url);
    typeAndAdd('https://10.0.0.7/in');
    expect(await screen.findByText(/This address cannot be reached from the Internet/)).toBeTruthy();
    expect(urlField().value).toBe('https://10.0.0.7/in');
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('offers no add at five webhooks, saying why', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ ...security, id, url: `https://hooks.example.com/${id}` }));
    renderSettings(new MemoryAlertWebhookAdapter({ webhooks: five, deliveries: [] }));
    expect(await within(await registered()).findAllByRole('listitem')).toHaveLength(5);
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    expect(urlField().disabled).toBe(true);
    const hint = screen.getByText('You have 5 webhooks, the most allowed. Remove one to add another.');
    expect(addButton().getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('asks before removing a webhook; removed, it and its deliveries are gone', async () => {
    const { port } = renderSettings();
    await registered();
    await waitFor(() => expect(logRows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: `Remove webhook ${distributor.url}` }));
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    expect(dialog.getByText(new RegExp(`Alerts will no longer be sent to ${distributor.url}`))).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove', hidden: true }));
    expect(await screen.findByText('Webhook removed.')).toBeTruthy();
    // Its button gone, focus stays with the webhooks rather than falling to the page's start.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Registered webhooks' })),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Registered webhooks' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
    expect(screen.queryByText(distributor.url)).toBeNull();
    await waitFor(() => expect(logRows()).toHaveLength(1));
    expect((await port.webhooks()).map((webhook) => webhook.id)).toEqual([security.id]);
  });

  it('keeps the webhook when the removal is cancelled', async () => {
    const { port } = renderSettings();
    await registered();
    fireEvent.click(screen.getByRole('button', { name: `Remove webhook ${security.url}` }));
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await port.webhooks()).toHaveLength(2);
    expect(within(await registered()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('logs each delivery the newest first: webhook, tag and rule, state with its attempts and next try, last answer in words', async () => {
    renderSettings();
    await registered();
    await waitFor(() => expect(logRows()).toHaveLength(3));
    expect(logRows()).toEqual([
      [
        formatDateTime(pending.createdAt),
        distributor.url,
        pending.tagId,
        'Off market',
        `PendingNext try ${formatDateTime(pending.nextAttemptAt)}3 attempts`,
        'The receiver did not answer in time.',
      ],
      [
        formatDateTime(delivered.createdAt),
        security.url,
        delivered.tagId,
        'Off market',
        `Delivered${formatDateTime(delivered.deliveredAt)}1 attempt`,
        'The receiver answered 200.',
      ],
      [
        formatDateTime(refused.createdAt),
        distributor.url,
        refused.tagId,
        'Too many readings',
        'Failed17 attempts',
        'The receiver answered 503.',
      ],
    ]);
  });

  it('sorts the log without leaving the address, so the rules’ unsaved changes are not questioned', async () => {
    const view = renderSettings();
    await registered();
    await waitFor(() => expect(logRows()).toHaveLength(3));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Maximum speed' }), { target: { value: '900' } });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /State/ })).getByRole('button'));
    await waitFor(() =>
      expect(logRows().map((row) => /^[A-Z][a-z]+/.exec(row[4] ?? '')?.[0])).toEqual([
        'Pending',
        'Delivered',
        'Failed',
      ]),
    );
    // The unsaved-changes question, had one been asked, is there by now: its dialog loads with the form's guard.
    await expect(screen.findByRole('alertdialog', { hidden: true }, { timeout: 300 })).rejects.toThrow();
    expect(view.history()).toEqual([SETTINGS]);
    expect((screen.getByRole('spinbutton', { name: 'Maximum speed' }) as HTMLInputElement).value).toBe('900');
  });

  it('says when no alert has been sent yet', async () => {
    renderSettings(new MemoryAlertWebhookAdapter({ webhooks: [], deliveries: [] }));
    expect(await screen.findByText('No alert has been sent yet')).toBeTruthy();
    expect(await screen.findByText('No webhook yet: alerts are shown here in the portal only.')).toBeTruthy();
  });

  it('offers Retry when the webhooks cannot be loaded, and shows them once they are', async () => {
    const options: { failOn: AlertWebhookOperation[] } = { failOn: ['webhooks'] };
    renderSettings(new MemoryAlertWebhookAdapter(seed, options));
    const failure = await screen.findByText('The webhooks could not be loaded.');
    expect(screen.queryByRole('textbox', { name: /^Webhook address/ })).toBeNull();
    options.failOn = [];
    fireEvent.click(within(failure.parentElement!).getByRole('button', { name: 'Retry' }));
    expect(await within(await registered()).findAllByRole('listitem')).toHaveLength(2);
    expect(urlField()).toBeTruthy();
  });

  it('offers Retry when the log cannot be loaded', async () => {
    renderSettings(new MemoryAlertWebhookAdapter(seed, { failOn: ['deliveries'] }));
    const table = within(await screen.findByRole('table', { name: 'Delivery log' }));
    expect(await table.findByText('Error loading data')).toBeTruthy();
    expect(table.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
