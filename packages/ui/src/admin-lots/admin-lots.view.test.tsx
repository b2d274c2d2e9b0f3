// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import {
  AdminLotPortToken,
  BUSINESS_RULE_ERROR,
  CustomerOptionsPortToken,
  LOT_HAS_READINGS,
  PartnerPortToken,
  PortError,
  PreferencesPortToken,
  SessionPortToken,
  type AdminLot,
  type AdminLotInput,
  type AdminLotPort,
  type AdminLotRow,
  type AdminLotUploadOptions,
  type CustomerOption,
  type CustomerOptionsPort,
  type CustomerProductOption,
  type ListQuery,
  type LotFileUpload,
  type Page,
  type SecureLotKeys,
  type SecureLotLayout,
  SDM_KEYS_ALREADY_SHOWN,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePartnerPort, FakePreferences, FakeSessionPort } from '../testing/fakes';
import { admin } from '../testing/render';
import { AdminLotFormView } from './AdminLotFormView';
import { AdminLotListView } from './AdminLotListView';

afterEach(cleanup);

beforeAll(() => {
  // jsdom's Blob cannot give its bytes; browsers can (the file check reads them).
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
  // What jsdom lacks and Fluent's popups use.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

interface CreateCall {
  input: AdminLotInput;
  file: LotFileUpload | null;
}

class FakeAdminLotPort implements AdminLotPort {
  readonly creates: CreateCall[] = [];
  readonly updates: AdminLotInput[] = [];
  readonly removed: number[] = [];
  withReadings = new Set<number>();
  /** Replaces what create does (a refusal, a slow upload). */
  onCreate: ((call: CreateCall, options: AdminLotUploadOptions) => Promise<number>) | undefined;

  constructor(
    public rows: AdminLotRow[] = [],
    public lots: AdminLot[] = [],
  ) {}

  async list(query: ListQuery): Promise<Page<AdminLotRow>> {
    await Promise.resolve();
    const start = query.page * query.rowsPerPage;
    return { records: this.rows.slice(start, start + query.rowsPerPage), total: this.rows.length };
  }
  async get(id: number): Promise<AdminLot> {
    const lot = this.lots.find((l) => l.id === id);
    if (!lot) throw new PortError(404, 'NOT_FOUND', 'NOT_FOUND');
    return { ...lot };
  }
  async create(input: AdminLotInput, file: LotFileUpload | null, options: AdminLotUploadOptions = {}) {
    const call = { input, file };
    this.creates.push(call);
    if (this.onCreate) return this.onCreate(call, options);
    return 77;
  }
  async update(id: number, input: AdminLotInput) {
    this.updates.push(input);
    return id;
  }
  async remove(id: number) {
    await Promise.resolve();
    if (this.withReadings.has(id)) throw new PortError(409, BUSINESS_RULE_ERROR, LOT_HAS_READINGS);
    this.removed.push(id);
    this.rows = this.rows.filter((row) => row.partnerLotId !== id);
  }
  /** Secure lots' encoding layouts, and the generated keys still to be shown once. */
  readonly layouts = new Map<number, SecureLotLayout>();
  readonly keys = new Map<number, SecureLotKeys>();
  readonly sdmCalls: number[] = [];
  readonly revealCalls: number[] = [];
  async sdm(id: number): Promise<SecureLotLayout> {
    this.sdmCalls.push(id);
    await Promise.resolve();
    const layout = this.layouts.get(id);
    if (!layout) throw new PortError(404, 'NOT_FOUND', 'NOT_FOUND');
    return layout;
  }
  async revealSdmKeys(id: number): Promise<SecureLotKeys> {
    this.revealCalls.push(id);
    await Promise.resolve();
    const keys = this.keys.get(id);
    if (!keys) throw new PortError(409, BUSINESS_RULE_ERROR, SDM_KEYS_ALREADY_SHOWN);
    this.keys.delete(id);
    return keys;
  }
}

class FakeCustomerOptions implements CustomerOptionsPort {
  readonly asked: string[] = [];
  constructor(
    private readonly customers: Record<number, CustomerOption[]>,
    private readonly products: Record<string, CustomerProductOption[]>,
  ) {}
  async customersOfPartner(partnerId: number) {
    this.asked.push(`customers of ${partnerId}`);
    return this.customers[partnerId] ?? [];
  }
  async productsOfPartnerCustomer(partnerId: number, customerId: number) {
    this.asked.push(`products of ${partnerId}/${customerId}`);
    return this.products[`${partnerId}/${customerId}`] ?? [];
  }
  async myCustomers() {
    return [];
  }
  async productsOfMyCustomer() {
    return [];
  }
}

const partners = [
  { id: 1, name: 'Acme Tags', taxId: '1' },
  { id: 2, name: 'Beta Labels', taxId: '2' },
];
const options = () =>
  new FakeCustomerOptions(
    { 1: [{ id: 10, name: 'Vinícola Aurora' }], 2: [{ id: 20, name: 'Café Serra' }] },
    { '1/10': [{ id: 100, code: 'CS750', name: 'Cabernet' }] },
  );

const row = (over: Partial<AdminLotRow>): AdminLotRow => ({
  partnerLotId: 1,
  partnerName: 'Acme Tags',
  number: 'OC-1',
  type: 1,
  appless: false,
  createdAt: '2026-02-03T12:00:00.000Z',
  totalTags: 400,
  hasReadings: false,
  ...over,
});

const stored: AdminLot = {
  id: 5,
  partnerId: 1,
  customerId: 10,
  productId: 100,
  number: 'OC-2024-0005',
  quantity: 400,
  type: 1,
  appless: false,
  createdAt: '2026-02-03T12:00:00.000Z',
  totalTags: 400,
};

function renderAt(
  route: string,
  lots: FakeAdminLotPort,
  customers = options(),
  partnerPort = new FakePartnerPort(partners),
) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [AdminLotPortToken, lots],
        [CustomerOptionsPortToken, customers],
        [PartnerPortToken, partnerPort],
        [SessionPortToken, new FakeSessionPort(admin)],
        [PreferencesPortToken, new FakePreferences()],
      ]}
      onLocation={(l) => (location = l)}
    >
      <Switch>
        <Route path="/admin/lotes">
          <AdminLotListView />
          list page
        </Route>
        <Route path="/admin/lote/">
          <AdminLotFormView key="new" />
        </Route>
        <Route path="/admin/lote/:id">{({ id }) => <AdminLotFormView key={id} id={Number(id)} />}</Route>
      </Switch>
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

const dialog = async () => within(await screen.findByRole('alertdialog', { hidden: true }));
const cellsOf = (text: string) =>
  within(screen.getByText(text).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('admin lot list', () => {
  it("shows partner ('undefined' when gone), number, type, appless for QrCode only, date and total", async () => {
    renderAt(
      '/admin/lotes',
      new FakeAdminLotPort([
        row({ partnerLotId: 1, number: 'OC-1' }),
        row({ partnerLotId: 2, number: 'OC-2', type: 2, appless: true, partnerName: null, totalTags: 200 }),
        row({ partnerLotId: 3, number: 'OC-3', type: 2, appless: false }),
        row({ partnerLotId: 4, number: 'OC-4', type: 9 }),
      ]),
    );
    await screen.findByText('OC-1');
    expect(cellsOf('OC-1').slice(0, 6)).toEqual(['Acme Tags', 'OC-1', 'NFC', '', '03/02/2026', '400']);
    expect(cellsOf('OC-2').slice(0, 6)).toEqual(['undefined', 'OC-2', 'QrCode', 'yes', '03/02/2026', '200']);
    expect(cellsOf('OC-3')[3]).toBe('no');
    expect(cellsOf('OC-4')[2]).toBe('-');
    expect(screen.getByRole('link', { name: 'Edit lot OC-1' }).getAttribute('href')).toBe('/admin/lote/1');
    expect(screen.getByRole('columnheader', { name: 'Delete' })).toBeTruthy();
  });

  it('opens the new-lot form from New lot', async () => {
    const view = renderAt('/admin/lotes', new FakeAdminLotPort([row({})]));
    fireEvent.click(await screen.findByRole('button', { name: 'New lot' }));
    expect(view.current()).toBe('/admin/lote/');
  });

  it('deletes a lot after confirmation', async () => {
    const lots = new FakeAdminLotPort([
      row({ partnerLotId: 1, number: 'OC-1' }),
      row({ partnerLotId: 2, number: 'OC-2' }),
    ]);
    renderAt('/admin/lotes', lots);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete lot OC-1' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('Lot removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('OC-1')).toBeNull());
    expect(screen.getByText('OC-2')).toBeTruthy();
  });

  it('disables the delete of a lot with readings before anyone confirms, the reason in the spec’s words', async () => {
    const lots = new FakeAdminLotPort([
      row({ partnerLotId: 1, number: 'OC-1', hasReadings: true }),
      row({ partnerLotId: 2, number: 'OC-2' }),
    ]);
    renderAt('/admin/lotes', lots);
    const refused = await screen.findByRole('button', { name: 'Delete lot OC-1' });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    // Reachable by keyboard, and described by the reason (the tooltip, which screen readers read too).
    expect(refused.tabIndex).toBe(0);
    fireEvent.focus(refused);
    const reason = await screen.findByText('You can not delete a order with readings!');
    expect(refused.getAttribute('aria-describedby')).toContain(reason.id);
    fireEvent.click(refused);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(lots.removed).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete lot OC-2' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says the server’s refusal when readings arrived after the list was read', async () => {
    const lots = new FakeAdminLotPort([row({ partnerLotId: 1, number: 'OC-1' })]);
    lots.withReadings.add(1);
    renderAt('/admin/lotes', lots);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete lot OC-1' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('You can not delete a order with readings!')).toBeTruthy();
    expect(screen.getByText('OC-1')).toBeTruthy();
  });
});

/** Chooses a partner in the searchable partner field. */
async function choosePartner(name: string) {
  const box = await screen.findByRole('combobox', { name: /^Partner/ });
  fireEvent.click(box);
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

async function chooseFrom(label: RegExp, name: string) {
  const dropdown = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect((dropdown as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(dropdown);
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

const tagFile = (text: string, name = 'tags.csv') => new File([text], name, { type: 'text/csv' });
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(/^Tag file/), { target: { files: [file] } });

async function fillNfcLot(number = 'OC-9') {
  await choosePartner('Acme Tags');
  fireEvent.change(screen.getByLabelText(/^Order number/), { target: { value: number } });
}

describe('new admin lot', () => {
  it('lists the partners again when the field is opened after a failed search', async () => {
    const partnerPort = new FakePartnerPort(partners);
    partnerPort.failList = true;
    renderAt('/admin/lote/', new FakeAdminLotPort(), options(), partnerPort);
    const box = await screen.findByRole('combobox', { name: /^Partner/ });
    fireEvent.click(box);
    expect(await screen.findByText('loading data error')).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Acme Tags', hidden: true })).toBeNull();
    partnerPort.failList = false;
    // Closed and opened again: the same search, asked again.
    fireEvent.click(box);
    fireEvent.click(box);
    expect(await screen.findByRole('option', { name: 'Acme Tags', hidden: true })).toBeTruthy();
  });

  it("asks for the partner, the number and the quantity ('required field')", async () => {
    const lots = new FakeAdminLotPort();
    renderAt('/admin/lote/', lots);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('required field')).length).toBeGreaterThanOrEqual(3);
    expect(lots.creates).toHaveLength(0);
  });

  it("asks for the tag file of an NFC lot ('required file')", async () => {
    const lots = new FakeAdminLotPort();
    renderAt('/admin/lote/', lots);
    await fillNfcLot();
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Quantity/ }), { target: { value: '3' } });
    fireEvent.blur(screen.getByRole('spinbutton', { name: /^Quantity/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('required file')).length).toBeGreaterThanOrEqual(1);
    expect(lots.creates).toHaveLength(0);
  });

  it('cascades customer from partner and product from customer, clearing what depends on a change', async () => {
    const customers = options();
    renderAt('/admin/lote/', new FakeAdminLotPort(), customers);
    const customer = await screen.findByRole('combobox', { name: /^Customer/ });
    expect((customer as HTMLButtonElement).disabled).toBe(true);
    await choosePartner('Acme Tags');
    await chooseFrom(/^Customer/, 'Vinícola Aurora');
    await chooseFrom(/^Product/, 'CS750 · Cabernet');
    expect(screen.getByRole('combobox', { name: /^Product/ }).textContent).toContain('Cabernet');
    await choosePartner('Beta Labels');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Customer/ }).textContent).not.toContain('Aurora'),
    );
    expect((screen.getByRole('combobox', { name: /^Product/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(customers.asked).toEqual(['customers of 1', 'products of 1/10', 'customers of 2']);
  });

  it('checks the chosen file at once: lists its bad lines, fills the quantity, and sends nothing', async () => {
    const lots = new FakeAdminLotPort();
    renderAt('/admin/lote/', lots);
    await fillNfcLot();
    chooseFile(tagFile('04A1;K1\n04A2;K2\n;K3\n04A4;K4\n'));
    expect(await screen.findByText('Line 3: the tag id is missing')).toBeTruthy();
    expect(screen.getByText('tags.csv, 28 B')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: /^Quantity/ }) as HTMLInputElement).value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('The tag file was refused.')).length).toBeGreaterThanOrEqual(1);
    expect(lots.creates).toHaveLength(0);

    chooseFile(tagFile('04A1;K1\n04A2;K2\n04A3;K3\n04A4;K4\n', 'fixed.csv'));
    expect(await screen.findByText('Tags in the file: 4. No bad lines.')).toBeTruthy();
    expect(screen.queryByText('Line 3: the tag id is missing')).toBeNull();
  });

  it('lists the lines the server refused, the first 100 and how many more, keeping what was typed', async () => {
    const lots = new FakeAdminLotPort();
    const badLines = Array.from({ length: 150 }, (_, i) => ({ line: i + 1, field: 'tagId', key: 'TAG_ID_EXISTS' }));
    lots.onCreate = async () => {
      throw new PortError(400, 'VALIDATION', 'TAG_FILE_INVALID', [
        { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 250, listedBadLines: 150, lineCount: 250 } },
        ...badLines,
      ]);
    };
    renderAt('/admin/lote/', lots);
    await fillNfcLot('OC-77');
    const text = Array.from({ length: 250 }, (_, i) => `04${i};K${i}`).join('\n');
    chooseFile(tagFile(text));
    await screen.findByText('Tags in the file: 250. No bad lines.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Line 1: a tag with this id already exists')).toBeTruthy();
    expect(screen.getByText('Line 100: a tag with this id already exists')).toBeTruthy();
    expect(screen.queryByText('Line 101: a tag with this id already exists')).toBeNull();
    expect(screen.getByText('…and 150 more.')).toBeTruthy();
    expect(screen.getByText('Bad lines: 250. Fix them and choose the file again.')).toBeTruthy();
    expect((screen.getByLabelText(/^Order number/) as HTMLInputElement).value).toBe('OC-77');
    expect(lots.creates[0]?.file?.name).toBe('tags.csv');
    expect(lots.creates[0]?.file?.size).toBe(new Blob([text]).size);
  });

  it('shows the upload’s progress and cancels it, keeping the form', async () => {
    const lots = new FakeAdminLotPort();
    lots.onCreate = (_call, { onProgress, signal }) =>
      new Promise((_resolve, reject) => {
        onProgress?.(0.42);
        signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      });
    renderAt('/admin/lote/', lots);
    await fillNfcLot();
    chooseFile(tagFile('04A1;K1\n04A2;K2\n'));
    await screen.findByText('Tags in the file: 2. No bad lines.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('42'));
    expect(screen.getByText('42% sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Saving was cancelled.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    expect((screen.getByLabelText(/^Order number/) as HTMLInputElement).value).toBe('OC-9');
  });

  it('creates a QrCode lot with appless, then shows the list and how many tags were made', async () => {
    const lots = new FakeAdminLotPort();
    const view = renderAt('/admin/lote/', lots);
    await fillNfcLot('QR-1');
    fireEvent.click(screen.getByRole('radio', { name: 'QrCode' }));
    expect(screen.queryByLabelText(/^Tag file/)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Appless' }));
    const quantity = screen.getByRole('spinbutton', { name: /^Quantity/ });
    fireEvent.change(quantity, { target: { value: '200' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lot saved with 200 tags.')).toBeTruthy();
    await waitFor(() => expect(view.current()).toBe('/admin/lotes'));
    expect(lots.creates).toEqual([
      {
        input: {
          partnerId: 1,
          customerId: null,
          productId: null,
          number: 'QR-1',
          quantity: 200,
          type: 2,
          appless: true,
        },
        file: null,
      },
    ]);
  });
});

describe('a refused order number', () => {
  it('is said in words, in a toast and under the field until it changes', async () => {
    const lots = new FakeAdminLotPort();
    lots.onCreate = async () => {
      throw new PortError(400, 'VALIDATION', 'LOT_NUMBER_EXISTS', [{ field: 'number', key: 'LOT_NUMBER_EXISTS' }]);
    };
    renderAt('/admin/lote/', lots);
    await fillNfcLot('OC-2024-0001');
    fireEvent.click(screen.getByRole('radio', { name: 'QrCode' }));
    const quantity = screen.getByRole('spinbutton', { name: /^Quantity/ });
    fireEvent.change(quantity, { target: { value: '10' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'This partner already has an order with this number.';
    // Under the field (its description) and in a toast; the toaster's live region may repeat it for screen readers.
    await waitFor(() => expect(document.querySelector('.fui-Toast')?.textContent).toContain(message));
    const number = screen.getByLabelText(/^Order number/);
    const described = (number.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(message);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(number, { target: { value: 'OC-2024-0001-B' } });
    expect(number.getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('stored admin lot', () => {
  it('keeps the order number, type and quantity as they are, and names partner, customer and product', async () => {
    const lots = new FakeAdminLotPort([], [stored]);
    renderAt('/admin/lote/5', lots);
    const number = (await screen.findByDisplayValue('OC-2024-0005')) as HTMLInputElement;
    expect(number.readOnly).toBe(true);
    expect((screen.getByRole('radio', { name: 'NFC' }) as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByDisplayValue('Acme Tags')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Customer/ }).textContent).toContain('Aurora'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Product/ }).textContent).toContain('Cabernet'));
    expect(screen.queryByLabelText(/^Tag file/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lot saved.')).toBeTruthy();
    expect(lots.updates[0]).toMatchObject({ number: 'OC-2024-0005', quantity: 400, customerId: 10, productId: 100 });
  });

  it('offers no delete for a lot with readings, or whose tags are in customer lots, and says why before any confirmation', async () => {
    for (const [flags, reason] of [
      [{ hasReadings: true }, 'You can not delete a order with readings!'],
      [{ inCustomerLots: true }, 'You can not delete an order whose tags are in customer lots!'],
    ] as const) {
      const lots = new FakeAdminLotPort([], [{ ...stored, ...flags }]);
      renderAt('/admin/lote/5', lots);
      await screen.findByDisplayValue('OC-2024-0005');
      const refused = await screen.findByRole('button', { name: 'Delete' });
      await waitFor(() => expect(refused.getAttribute('aria-disabled')).toBe('true'));
      expect(refused.tabIndex).toBe(0);
      fireEvent.focus(refused);
      const described = await screen.findByText(reason);
      expect(refused.getAttribute('aria-describedby')).toContain(described.id);
      fireEvent.click(refused);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(lots.removed).toEqual([]);
      cleanup();
    }
  });

  it('refuses to delete a lot whose readings arrived after the form was read, and stays', async () => {
    const lots = new FakeAdminLotPort([], [stored]);
    lots.withReadings.add(5);
    const view = renderAt('/admin/lote/5', lots);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('You can not delete a order with readings!')).toBeTruthy();
    expect(view.current()).toBe('/admin/lote/5');
  });

  it("says 'loading data error' when the lot cannot be read", async () => {
    renderAt('/admin/lote/404', new FakeAdminLotPort());
    expect(await screen.findByText('loading data error')).toBeTruthy();
    await act(async () => undefined);
  });
});

const META_KEY = '5ACE7E50AB65D8B2A1D4E7C0F3B29A61';
const MASTER_KEY = 'C0FFEE00D15EA5E5BADC0DE5DEADBEEF';
const layout: SecureLotLayout = {
  url: 'https://tagtrail.example/s/4F2A9C1D7E3B8A60?e=00000000000000000000000000000000&c=0000000000000000',
  mode: 'AES',
  piccDataOffset: 47,
  macInputOffset: 84,
  macOffset: 84,
};
const secureStored: AdminLot = { ...stored, id: 77, number: 'OC-2026-0077', secure: true };

/** An NFC lot ready to save but for its secure part: partner, number, a good two-tag file. */
async function fillSecureReadyLot(number = 'OC-2026-0077') {
  await fillNfcLot(number);
  chooseFile(tagFile('04A1B2C3D4E5F6;K1\n04A1B2C3D4E5F7;K2\n'));
  await screen.findByText('Tags in the file: 2. No bad lines.');
  fireEvent.click(screen.getByRole('switch', { name: 'Secure tags (NTAG 424 DNA)' }));
}

const typeKey = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The texts a field is described by: its hint and its message. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('secure NFC lots (issue 27 §3)', () => {
  it('offers secure tags, off by default, for a new NFC lot only: mode AES first, then the two keys', async () => {
    renderAt('/admin/lote/', new FakeAdminLotPort());
    const secure = await screen.findByRole('switch', { name: 'Secure tags (NTAG 424 DNA)' });
    expect((secure as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/^SDM meta-read key/)).toBeNull();
    fireEvent.click(secure);
    const modes = within(screen.getByRole('radiogroup', { name: /^SDM mode/ })).getAllByRole('radio');
    expect(modes.map((radio) => radio.getAttribute('value'))).toEqual(['AES', 'LRP']);
    expect((modes[0] as HTMLInputElement).checked).toBe(true);
    for (const label of [/^SDM meta-read key/, /^Master key/]) {
      const key = screen.getByLabelText(label);
      expect(describedBy(key)).toContain('Leave empty and the server generates it; it is shown once.');
    }
    fireEvent.click(screen.getByRole('radio', { name: 'QrCode' }));
    expect(screen.queryByRole('switch', { name: 'Secure tags (NTAG 424 DNA)' })).toBeNull();
    expect(screen.queryByLabelText(/^SDM meta-read key/)).toBeNull();
  });

  it('refuses a bad key on its own field before anything is sent', async () => {
    const lots = new FakeAdminLotPort();
    renderAt('/admin/lote/', lots);
    await fillSecureReadyLot();
    typeKey(/^SDM meta-read key/, META_KEY.slice(0, 30));
    typeKey(/^Master key/, '0'.repeat(32));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const meta = screen.getByLabelText(/^SDM meta-read key/);
    await waitFor(() => expect(meta.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(meta)).toContain('A key is 32 hex digits (0–9, A–F), or left empty.');
    const master = screen.getByLabelText(/^Master key/);
    expect(master.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(master)).toContain('The all-zero key is the factory key');
    expect(lots.creates).toHaveLength(0);
  });

  it("puts the server's refusal of a key on that key's field, until it changes", async () => {
    const lots = new FakeAdminLotPort();
    lots.onCreate = async () => {
      throw new PortError(400, 'VALIDATION', 'SDM_KEY_NOT_HEX', [
        { field: 'sdmMasterKey', key: 'SDM_KEY_NOT_HEX', params: { digits: 32 } },
      ]);
    };
    renderAt('/admin/lote/', lots);
    await fillSecureReadyLot();
    typeKey(/^Master key/, MASTER_KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const master = screen.getByLabelText(/^Master key/);
    await waitFor(() => expect(master.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(master)).toContain('A key is 32 hex digits');
    expect(lots.creates[0]?.input).toMatchObject({ sdmMode: 'AES', sdmMetaReadKey: '', sdmMasterKey: MASTER_KEY });
    typeKey(/^Master key/, META_KEY);
    expect(master.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows the keys the server generated once, after creating, then leads to the lot’s page', async () => {
    const lots = new FakeAdminLotPort([], [secureStored]);
    lots.onCreate = async () => 77;
    lots.keys.set(77, { mode: 'LRP', metaReadKey: META_KEY, masterKey: MASTER_KEY });
    lots.layouts.set(77, { ...layout, mode: 'LRP' });
    const view = renderAt('/admin/lote/', lots);
    await fillSecureReadyLot();
    fireEvent.click(screen.getByRole('radio', { name: 'LRP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const keys = await dialog();
    expect(await keys.findByDisplayValue(META_KEY)).toBeTruthy();
    expect(keys.getByDisplayValue(MASTER_KEY)).toBeTruthy();
    expect(keys.getByText('Lot OC-2026-0077 was created. These are its keys, mode LRP:')).toBeTruthy();
    expect(keys.getByText(/will not be shown again\. Store them in the encoding station/)).toBeTruthy();
    expect(keys.getByRole('button', { name: 'Copy SDM meta-read key', hidden: true })).toBeTruthy();
    expect(keys.getByRole('button', { name: 'Copy Master key', hidden: true })).toBeTruthy();
    expect(lots.creates[0]?.input).toMatchObject({ sdmMode: 'LRP', sdmMetaReadKey: '', sdmMasterKey: '' });
    expect(lots.revealCalls).toEqual([77]);
    expect(view.current()).toBe('/admin/lote/');
    fireEvent.click(keys.getByRole('button', { name: 'Keys stored: go to the lot', hidden: true }));
    await waitFor(() => expect(view.current()).toBe('/admin/lote/77'));
    expect(await screen.findByDisplayValue(layout.url)).toBeTruthy();
    expect(screen.queryByDisplayValue(META_KEY)).toBeNull();
    expect(lots.revealCalls).toEqual([77]);
  });

  it('says so when the keys were already shown', async () => {
    const lots = new FakeAdminLotPort([], [secureStored]);
    lots.onCreate = async () => 77;
    renderAt('/admin/lote/', lots);
    await fillSecureReadyLot();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const keys = await dialog();
    expect(await keys.findByText('These keys were already shown once and cannot be shown again.')).toBeTruthy();
    expect(lots.revealCalls).toEqual([77]);
  });

  it('goes straight to the lot’s page when the admin pasted both keys: nothing to show', async () => {
    const lots = new FakeAdminLotPort([], [secureStored]);
    lots.onCreate = async () => 77;
    lots.layouts.set(77, layout);
    const view = renderAt('/admin/lote/', lots);
    await fillSecureReadyLot();
    typeKey(/^SDM meta-read key/, META_KEY.toLowerCase());
    typeKey(/^Master key/, MASTER_KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.current()).toBe('/admin/lote/77'));
    expect(lots.creates[0]?.input).toMatchObject({ sdmMetaReadKey: META_KEY, sdmMasterKey: MASTER_KEY });
    expect(lots.revealCalls).toEqual([]);
  });

  it('shows a secure lot’s encoding layout on its page: the URL, the mode and the three offsets, never a key', async () => {
    const lots = new FakeAdminLotPort([], [secureStored]);
    lots.layouts.set(77, layout);
    renderAt('/admin/lote/77', lots);
    const url = (await screen.findByDisplayValue(layout.url)) as HTMLInputElement;
    expect(url.readOnly).toBe(true);
    expect(url.value).toContain('?e=00000000000000000000000000000000&c=0000000000000000');
    expect(screen.getByRole('button', { name: 'Copy URL' })).toBeTruthy();
    expect((screen.getByLabelText('SDM mode') as HTMLInputElement).value).toBe('AES');
    expect((screen.getByLabelText('PICCData offset') as HTMLInputElement).value).toBe('47');
    expect((screen.getByLabelText('MAC input offset') as HTMLInputElement).value).toBe('84');
    expect((screen.getByLabelText('MAC offset') as HTMLInputElement).value).toBe('84');
    expect(screen.queryByLabelText(/key/i)).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Secure tags (NTAG 424 DNA)' })).toBeNull();
    expect(lots.revealCalls).toEqual([]);
  });

  it('shows nothing of this on the page of a lot that is not secure', async () => {
    const lots = new FakeAdminLotPort([], [stored]);
    renderAt('/admin/lote/5', lots);
    await screen.findByDisplayValue('OC-2024-0005');
    await act(async () => undefined);
    expect(screen.queryByText('Secure tags (NTAG 424 DNA)')).toBeNull();
    expect(screen.queryByLabelText('URL')).toBeNull();
    expect(lots.sdmCalls).toEqual([]);
  });
});
