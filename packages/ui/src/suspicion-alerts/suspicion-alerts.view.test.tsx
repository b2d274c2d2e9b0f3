// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryAlertWebhookAdapter, MemorySuspicionAlertAdapter, validationFailure } from '@tagtrail/adapters';
import {
  AlertWebhookPortToken,
  DEFAULT_SUSPICION_SETTINGS,
  PreferencesPortToken,
  SessionPortToken,
  SuspicionAlertPortToken,
  type LanguageCode,
  type SuspicionAlertPort,
  type SuspicionAlertRow,
  type SuspicionSettings,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { formatDateTime } from '../i18n/format';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { SuspicionAlertListView } from './SuspicionAlertListView';
import { SuspicionSettingsView } from './SuspicionSettingsView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

const alert = (fields: Partial<SuspicionAlertRow> & Pick<SuspicionAlertRow, 'id' | 'tagId'>): SuspicionAlertRow => ({
  tagRowId: 9_000 + fields.id,
  rule: 'off-market',
  firstReadAt: '2026-02-20T10:00:00.000Z',
  lastReadAt: '2026-02-21T10:00:00.000Z',
  readingCount: 2,
  country: 'BR',
  productName: 'Azeite Extra Virgem 500 ml',
  lotNumber: 'AZ-2025-0087',
  acknowledgedAt: null,
  ...fields,
});

/** Read in the United States where the lot is sold in Brazil and Portugal only. */
const porto = alert({
  id: 1,
  tagId: '04A1B2C3D4E5F6',
  rule: 'off-market',
  firstReadAt: '2026-02-26T21:10:00.000Z',
  lastReadAt: '2026-02-27T15:42:00.000Z',
  readingCount: 3,
  country: 'US',
  productName: 'Vinho do Porto Tawny 10 Anos 750 ml',
  lotNumber: 'PT-2025-0412',
});
const espumante = alert({
  id: 2,
  tagId: 'qes7x2k9m4vd',
  rule: 'too-many-readings',
  lastReadAt: '2026-02-27T08:55:00.000Z',
  readingCount: 46,
  productName: 'Espumante Brut Nature 750 ml',
  lotNumber: 'ES-2025-003',
});
const copied = alert({
  id: 3,
  tagId: '04F18B2D6C0E95',
  rule: 'copy',
  lastReadAt: '2026-02-23T20:03:00.000Z',
  readingCount: 5,
  country: null,
  productName: null,
  lotNumber: null,
});
const acknowledged = alert({
  id: 4,
  tagId: 'qaz24mtq8w1p',
  rule: 'after-expiry',
  lastReadAt: '2026-02-25T13:48:00.000Z',
  readingCount: 1,
  country: 'PT',
  acknowledgedAt: '2026-02-25T17:02:00.000Z',
});
const seed = [porto, espumante, copied, acknowledged];

function renderWith(
  ui: React.ReactNode,
  route: string,
  port: SuspicionAlertPort = new MemorySuspicionAlertAdapter(seed),
  language: LanguageCode = 'en',
) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      language={language}
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [SuspicionAlertPortToken, port],
        // The settings screen's webhooks (alert-webhooks.view.test.tsx): none here.
        [AlertWebhookPortToken, new MemoryAlertWebhookAdapter({ webhooks: [], deliveries: [] })],
      ]}
      onLocation={(l) => (location = l)}
    >
      {ui}
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

const LIST = '/areacliente/alertas';
const SETTINGS = '/areacliente/alertas/configuracao';

/** The tag ids of the list's rows, top to bottom. */
const listedTags = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent ?? '');

const rowOf = async (tagId: string) =>
  (await screen.findByRole('link', { name: `Readings of tag ${tagId}` })).closest('tr')!;

/** A blob's text: jsdom's Blob has no text(), its FileReader reads one. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('alert list (issue 28 §3)', () => {
  it('shows the open alerts by default, newest first: rule and what it means, tag, product, lot, place, readings', async () => {
    renderWith(<SuspicionAlertListView />, LIST);
    const row = await rowOf(porto.tagId);
    expect(within(row).getByText('Off market')).toBeTruthy();
    expect(within(row).getByText('Read in a country where its lot is not sold.')).toBeTruthy();
    expect(within(row).getByText('Vinho do Porto Tawny 10 Anos 750 ml')).toBeTruthy();
    expect(within(row).getByText('PT-2025-0412')).toBeTruthy();
    expect(within(row).getByText('United States')).toBeTruthy();
    expect(within(row).getByText(formatDateTime(porto.firstReadAt))).toBeTruthy();
    expect(within(row).getByText(formatDateTime(porto.lastReadAt))).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: `Readings of tag ${porto.tagId}` })
        .getAttribute('href'),
    ).toBe(`/areacliente/tags/${porto.tagRowId}`);
    expect(listedTags()).toEqual([porto.tagId, espumante.tagId, copied.tagId]);
    expect(screen.queryByText(acknowledged.tagId)).toBeNull();
  });

  it('says when an alert has no place, no product or no lot', async () => {
    renderWith(<SuspicionAlertListView />, LIST);
    const row = await rowOf(copied.tagId);
    for (const text of ['Unknown', 'No product', 'No lot', 'Copy']) expect(within(row).getByText(text)).toBeTruthy();
  });

  it('names the rule and the country in the user’s language', async () => {
    renderWith(<SuspicionAlertListView />, LIST, undefined, 'pt');
    const row = (await screen.findByRole('link', { name: `Leituras da tag ${porto.tagId}` })).closest('tr')!;
    expect(within(row).getByText('Fora do mercado')).toBeTruthy();
    expect(within(row).getByText('Estados Unidos')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /^Reconhecer/ })).toBeTruthy();
  });

  it('sorts by a column on a click of its header, the other way on a second click', async () => {
    const view = renderWith(<SuspicionAlertListView />, LIST);
    await rowOf(porto.tagId);
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Readings/ })).getByRole('button'));
    await waitFor(() => expect(listedTags()).toEqual([porto.tagId, copied.tagId, espumante.tagId]));
    expect(view.current()).toContain('sort=readingCount');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Readings/ })).getByRole('button'));
    await waitFor(() => expect(listedTags()).toEqual([espumante.tagId, copied.tagId, porto.tagId]));
    expect(view.current()).toContain('direction=desc');
  });

  it('shows the acknowledged alerts, or all of them, on request, each with the date it was acknowledged', async () => {
    const view = renderWith(<SuspicionAlertListView />, `${LIST}?page=0&rowsPerPage=10`);
    await rowOf(porto.tagId);
    fireEvent.click(screen.getByRole('radio', { name: 'Acknowledged' }));
    const row = await rowOf(acknowledged.tagId);
    expect(view.current()).toContain('situation=acknowledged');
    expect(listedTags()).toEqual([acknowledged.tagId]);
    expect(within(row).getByText('Acknowledged')).toBeTruthy();
    expect(within(row).getByText(formatDateTime(acknowledged.acknowledgedAt))).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(listedTags()).toHaveLength(4));
    expect(view.current()).toContain('situation=all');
    fireEvent.click(screen.getByRole('radio', { name: 'Open' }));
    await waitFor(() => expect(listedTags()).toHaveLength(3));
    expect(view.current()).not.toContain('situation=');
  });

  it('acknowledges an open alert: it leaves the open ones, and the user is told', async () => {
    const port = new MemorySuspicionAlertAdapter(seed);
    renderWith(<SuspicionAlertListView />, LIST, port);
    await rowOf(espumante.tagId);
    fireEvent.click(
      screen.getByRole('button', { name: `Acknowledge the alert “Too many readings” of tag ${espumante.tagId}` }),
    );
    expect(await screen.findByText('Alert acknowledged.')).toBeTruthy();
    await waitFor(() => expect(listedTags()).toEqual([porto.tagId, copied.tagId]));
    const { records } = await port.list({ page: 0, rowsPerPage: 10, searchText: '', situation: 'acknowledged' });
    expect(records.map((row) => row.id)).toContain(espumante.id);
  });

  it('keeps the alert open when acknowledging fails, and says so', async () => {
    renderWith(<SuspicionAlertListView />, LIST, new MemorySuspicionAlertAdapter(seed, { failOn: ['acknowledge'] }));
    await rowOf(porto.tagId);
    fireEvent.click(screen.getByRole('button', { name: `Acknowledge the alert “Off market” of tag ${porto.tagId}` }));
    expect(await screen.findByText('The alert could not be acknowledged. Try again.')).toBeTruthy();
    expect(listedTags()).toEqual([porto.tagId, espumante.tagId, copied.tagId]);
  });

  describe('export', () => {
    let saved: Blob[];
    beforeEach(() => {
      saved = [];
      vi.stubGlobal(
        'URL',
        class extends URL {
          static override createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:alerts');
        },
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('exports the list as filtered, every column as shown', async () => {
      renderWith(<SuspicionAlertListView />, `${LIST}?situation=all&sort=readingCount&direction=desc`);
      await rowOf(acknowledged.tagId);
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const lines = (await textOf(saved[0]!))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Rule,Tag,Product,Lot,Country,First reading,Last reading,Readings,State');
      expect(lines.slice(1)).toEqual([
        `Too many readings,${espumante.tagId},Espumante Brut Nature 750 ml,ES-2025-003,Brazil,${formatDateTime(espumante.firstReadAt)},${formatDateTime(espumante.lastReadAt)},46,Open`,
        `Copy,${copied.tagId},No product,No lot,Unknown,${formatDateTime(copied.firstReadAt)},${formatDateTime(copied.lastReadAt)},5,Open`,
        `Off market,${porto.tagId},Vinho do Porto Tawny 10 Anos 750 ml,PT-2025-0412,United States,${formatDateTime(porto.firstReadAt)},${formatDateTime(porto.lastReadAt)},3,Open`,
        `After expiry,${acknowledged.tagId},Azeite Extra Virgem 500 ml,AZ-2025-0087,Portugal,${formatDateTime(acknowledged.firstReadAt)},${formatDateTime(acknowledged.lastReadAt)},1,Acknowledged ${formatDateTime(acknowledged.acknowledgedAt)}`,
      ]);
    });
  });

  it('says there is no open alert, what is watched, and links the settings', async () => {
    renderWith(<SuspicionAlertListView />, LIST, new MemorySuspicionAlertAdapter([]));
    expect(await screen.findByText('No open alerts')).toBeTruthy();
    expect(screen.getByText(/Every reading of your tags is checked/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the rules and their limits' }).getAttribute('href')).toBe(SETTINGS);
    expect(screen.getByRole('link', { name: 'Alert settings' }).getAttribute('href')).toBe(SETTINGS);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    renderWith(<SuspicionAlertListView />, LIST, new MemorySuspicionAlertAdapter(seed, { failOn: ['list'] }));
    expect(await screen.findByText('Error loading data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

const tuned: SuspicionSettings = {
  offMarket: { enabled: true },
  impossibleTravel: { enabled: true, maxSpeedKmh: 900, minDistanceKm: 150 },
  tooManyReadings: { enabled: true, maxReadings: 60, maxDevices: 12, windowHours: 48 },
  afterExpiry: { enabled: false },
  copy: { enabled: true },
};

const numberField = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('alert settings (issue 28 §1, §3)', () => {
  it('shows each rule with its switch and limits, their units, ranges and defaults', async () => {
    renderWith(<SuspicionSettingsView />, SETTINGS);
    const speed = (await screen.findByRole('spinbutton', { name: 'Maximum speed' })) as HTMLInputElement;
    expect(speed.value).toBe('1000');
    expect(screen.getByText(/From 100 to 20,000 km\/h; default 1,000\./)).toBeTruthy();
    expect(screen.getByText(/From 1 to 720 hours; default 24\./)).toBeTruthy();
    expect(screen.getAllByRole('switch', { name: 'Rule on' })).toHaveLength(5);
    for (const rule of ['Off market', 'Impossible travel', 'Too many readings', 'After expiry', 'Copy'])
      expect(screen.getByRole('group', { name: new RegExp(rule) })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Restore defaults' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves switches and limits, and says so', async () => {
    const port = new MemorySuspicionAlertAdapter([]);
    renderWith(<SuspicionSettingsView />, SETTINGS, port);
    await screen.findByRole('spinbutton', { name: 'Maximum speed' });
    fireEvent.change(numberField('Maximum speed'), { target: { value: '900' } });
    fireEvent.change(numberField('Maximum devices'), { target: { value: '12' } });
    const copy = screen.getByRole('group', { name: /^Copy/ });
    fireEvent.click(within(copy).getByRole('switch', { name: 'Rule on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Alert settings saved.')).toBeTruthy();
    expect(await port.settings()).toEqual({
      ...DEFAULT_SUSPICION_SETTINGS,
      impossibleTravel: { enabled: true, maxSpeedKmh: 900, minDistanceKm: 50 },
      tooManyReadings: { ...DEFAULT_SUSPICION_SETTINGS.tooManyReadings, maxDevices: 12 },
      copy: { enabled: false },
    });
  });

  it('refuses a limit out of range or blank with the domain’s message under it, and saves nothing', async () => {
    const port = new MemorySuspicionAlertAdapter([], { settings: tuned });
    renderWith(<SuspicionSettingsView />, SETTINGS, port);
    await waitFor(() => expect(numberField('Maximum speed').value).toBe('900'));
    fireEvent.change(numberField('Maximum speed'), { target: { value: '50' } });
    fireEvent.change(numberField('Time window'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('A whole number from 100 to 20,000.')).not.toHaveLength(0);
    expect(screen.getByText('A whole number from 1 to 720.')).toBeTruthy();
    expect(numberField('Maximum speed').getAttribute('aria-invalid')).toBe('true');
    expect(await port.settings()).toEqual(tuned);
    // The message goes with the value it was about.
    fireEvent.change(numberField('Time window'), { target: { value: '12' } });
    await waitFor(() => expect(screen.queryByText('A whole number from 1 to 720.')).toBeNull());
  });

  it('keeps what was typed when the save fails', async () => {
    renderWith(
      <SuspicionSettingsView />,
      SETTINGS,
      new MemorySuspicionAlertAdapter([], { settings: tuned, failOn: ['saveSettings'] }),
    );
    await waitFor(() => expect(numberField('Maximum readings').value).toBe('60'));
    fireEvent.change(numberField('Maximum readings'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
    expect(numberField('Maximum readings').value).toBe('80');
  });

  it('shows a limit the server refused under its field', async () => {
    const port = new MemorySuspicionAlertAdapter([]);
    port.saveSettings = () =>
      Promise.reject(
        validationFailure([
          {
            key: 'SUSPICION_SETTING_OUT_OF_RANGE',
            field: 'tooManyReadings.maxDevices',
            params: { min: 2, max: 1_000 },
          },
        ]),
      );
    renderWith(<SuspicionSettingsView />, SETTINGS, port);
    await screen.findByRole('spinbutton', { name: 'Maximum devices' });
    fireEvent.change(numberField('Maximum devices'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 2 to 1,000.')).toBeTruthy();
  });

  it('restores the defaults in the form, saved with Save', async () => {
    const port = new MemorySuspicionAlertAdapter([], { settings: tuned });
    renderWith(<SuspicionSettingsView />, SETTINGS, port);
    await waitFor(() => expect(numberField('Minimum distance').value).toBe('150'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(numberField('Minimum distance').value).toBe('50');
    expect(await screen.findByText('The defaults are in the form. Save to keep them.')).toBeTruthy();
    expect(await port.settings()).toEqual(tuned);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Alert settings saved.')).toBeTruthy();
    expect(await port.settings()).toEqual(DEFAULT_SUSPICION_SETTINGS);
  });

  it('offers Retry and Back to the alerts when the settings cannot be loaded', async () => {
    renderWith(<SuspicionSettingsView />, SETTINGS, new MemorySuspicionAlertAdapter([], { failOn: ['settings'] }));
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe(LIST);
  });
});
