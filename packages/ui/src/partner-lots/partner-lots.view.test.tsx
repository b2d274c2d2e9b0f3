// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  MemoryCustomerOptionsAdapter,
  MemoryPartnerLotAdapter,
  type MemoryPartnerLotOptions,
} from '@tagtrail/adapters';
import {
  CustomerOptionsPortToken,
  PartnerLotPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type PartnerCustomerLot,
  type PartnerLot,
  type PartnerLotPort,
  type QrCodeFormat,
  type QrCodesFile,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import type { LanguageCode } from '@tagtrail/domain';
import { PartnerCustomerLotListView } from './PartnerCustomerLotListView';
import { PartnerLotFormView } from './PartnerLotFormView';
import { PartnerLotListView } from './PartnerLotListView';

afterEach(cleanup);

const partner = { username: 'paulo', role: 'PARCEIRO', accessToken: 't', partnerId: 1 } as const;
const lot: PartnerLot = {
  id: 41,
  customerId: 3,
  customerName: 'Vinícola Aurora do Vale',
  productId: 8,
  productName: 'Cabernet Sauvignon Reserva',
  number: 'OC-2026-0041',
  type: 2,
  appless: false,
  createdAt: '2026-02-01T12:00:00Z',
  totalTags: 600,
  availableTags: 290,
};
const customerLots: PartnerCustomerLot[] = [
  {
    productName: 'Cabernet Sauvignon Reserva',
    customerLotNumber: 'S2026-A',
    manufactureDate: '2026-02-05',
    releaseDate: '2026-02-08',
    expiryDate: '2028-02-05',
    status: 0,
  },
  {
    productName: 'Cabernet Sauvignon Reserva',
    customerLotNumber: 'S2026-B',
    manufactureDate: '2026-02-09',
    releaseDate: '2026-02-12',
    expiryDate: '',
    status: 1,
  },
  {
    productName: null,
    customerLotNumber: 'S2026-C',
    manufactureDate: '',
    releaseDate: '',
    expiryDate: '2027-01-31',
    status: 5,
  },
  {
    productName: 'Cabernet Sauvignon Reserva',
    customerLotNumber: 'S2026-D',
    manufactureDate: '2026-02-20',
    releaseDate: '2026-02-22',
    expiryDate: '2028-02-20',
    // spec A §3: any other code reads as available; 9 is lost.
    status: 9,
  },
];

/** The partner's two customers, the lot's and another. */
const customers = [
  { id: 3, name: 'Vinícola Aurora do Vale' },
  { id: 4, name: 'Café Serra Alta' },
];

/** The partner's lots in memory and the customer lots behind each, answering as the server does. */
const lotsOver = (
  lots: readonly PartnerLot[] = [lot],
  options: MemoryPartnerLotOptions = { customerLots: { [lot.id]: customerLots } },
) => new MemoryPartnerLotAdapter(lots, { customers, ...options });

/** The partner's customers, as the form's select offers them. */
const myCustomers = new MemoryCustomerOptionsAdapter(
  customers.map((customer) => ({ ...customer, code: `C${customer.id}`, partnerId: partner.partnerId, products: [] })),
  { myPartnerId: partner.partnerId },
);

function renderWith(
  ui: React.ReactNode,
  route: string,
  language: LanguageCode = 'en',
  port: PartnerLotPort = lotsOver(),
) {
  render(
    <MemoryApp
      route={route}
      language={language}
      services={[
        [SessionPortToken, new FakeSessionPort(partner)],
        [PreferencesPortToken, new FakePreferences()],
        [PartnerLotPortToken, port],
        [CustomerOptionsPortToken, myCustomers],
      ]}
    >
      {ui}
    </MemoryApp>,
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('partner lot list: used/total (spec A §2)', () => {
  it('links the used/total count to the customer lots of that lot', async () => {
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes');
    const link = await screen.findByRole('link', {
      name: '0310/0600: 310 of 600 tags used; see the customer lots of lot OC-2026-0041',
    });
    expect(link.textContent).toBe('0310/0600');
    expect(link.getAttribute('href')).toBe('/areaparceiro/lotes/41/lotesClientes');
  });
});

describe('partner lot list: the QR download (spec A §2; issue 29 §4)', () => {
  const downloadName = 'Download the QR codes of lot OC-2026-0041 as a .txt file';
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:qr');
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.at(-1)! });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const textOf = (blob: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(blob);
    });

  /** A port whose download answers `file`, keeping the formats asked for. */
  const answering = (file: QrCodesFile) => {
    const port = lotsOver();
    const asked: (QrCodeFormat | undefined)[] = [];
    port.downloadQrCodes = async (_id, format) => (asked.push(format), file);
    return { port, asked };
  };

  const choose = async (item: string) => {
    fireEvent.click(await screen.findByRole('button', { name: downloadName }));
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  };

  it('offers the two formats in a menu named after the lot', async () => {
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes');
    const trigger = await screen.findByRole('button', { name: downloadName });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-label')).toBe(downloadName);
    expect(trigger.getAttribute('aria-expanded')).not.toBe('true');
    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Tagtrail links (/t/…)', 'GS1 Digital Link']);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens from the keyboard and closes on Escape', async () => {
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes');
    const trigger = await screen.findByRole('button', { name: downloadName });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    // jsdom lays nothing out, so Fluent's focus moves are the stories' to show; the keys are this test's.
    fireEvent.keyDown(within(menu).getAllByRole('menuitem')[0]!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('saves the /t/ links as the lot’s .txt file', async () => {
    const { port, asked } = answering({ text: 'https://x.example/t/a\n', tags: 1, digitalLinks: 0 });
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes', 'en', port);
    await choose('Tagtrail links (/t/…)');
    expect(await screen.findByText('QR codes of lot OC-2026-0041 saved as OC-2026-0041.txt.')).toBeTruthy();
    expect(asked).toEqual(['tagtrail']);
    expect(saved.map((file) => file.name)).toEqual(['OC-2026-0041.txt']);
    expect(await textOf(saved[0]!.blob)).toBe('https://x.example/t/a\n');
  });

  it('saves the Digital Links apart, saying every tag has one', async () => {
    const gtin = '07898765000013';
    const port = lotsOver([lot], {
      customerLots: { [lot.id]: customerLots },
      productGtins: { [lot.productId!]: gtin },
    });
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes', 'en', port);
    await choose('GS1 Digital Link');
    expect(
      await screen.findByText(
        'QR codes of lot OC-2026-0041 saved as OC-2026-0041-gs1.txt, every tag with a GS1 Digital Link.',
      ),
    ).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['OC-2026-0041-gs1.txt']);
    const lines = (await textOf(saved[0]!.blob)).trimEnd().split('\n');
    expect(lines).toHaveLength(lot.totalTags);
    expect(lines[0]).toMatch(new RegExp(`/01/${gtin}/10/S2026-A/21/`));
  });

  it('says how many tags got a Digital Link and that the others, whose product has no GTIN, got Tagtrail links', async () => {
    const { port, asked } = answering({ text: 'x\n'.repeat(5), tags: 5, digitalLinks: 3 });
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes', 'en', port);
    await choose('GS1 Digital Link');
    expect(
      await screen.findByText(
        'QR codes of lot OC-2026-0041 saved as OC-2026-0041-gs1.txt: GS1 Digital Links for 3 of 5 tags, Tagtrail links for the other 2, whose product has no GTIN.',
      ),
    ).toBeTruthy();
    expect(asked).toEqual(['gs1']);
  });

  it('says when no tag could have a Digital Link, in Portuguese', async () => {
    const { port } = answering({ text: 'x\n', tags: 1, digitalLinks: 0 });
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes', 'pt', port);
    fireEvent.click(await screen.findByRole('button', { name: /Baixar os QR codes do lote OC-2026-0041/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'GS1 Digital Link' }));
    expect(await screen.findByText(/nenhuma tag tem produto com GTIN/)).toBeTruthy();
  });

  it('is busy while the codes come, and opens no menu for a second download meanwhile', async () => {
    const port = lotsOver();
    let answer: (file: QrCodesFile) => void = () => undefined;
    port.downloadQrCodes = () => new Promise((resolve) => (answer = resolve));
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes', 'en', port);
    await choose('GS1 Digital Link');
    const busy = await screen.findByRole('button', { name: 'Downloading the QR codes of lot OC-2026-0041…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(busy);
    expect(screen.queryByRole('menu')).toBeNull();
    answer({ text: 'x\n', tags: 1, digitalLinks: 1 });
    expect(await screen.findByRole('button', { name: downloadName })).toBe(busy);
  });

  it('says so when the download fails, and saves nothing', async () => {
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes', 'en', lotsOver([lot], { failOn: ['downloadQrCodes'] }));
    await choose('GS1 Digital Link');
    expect(await screen.findByText('Fail to download the QR codes.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('keeps the download of a lot that is not QrCode off, saying why', async () => {
    renderWith(<PartnerLotListView />, '/areaparceiro/lotes', 'en', lotsOver([{ ...lot, type: 1 }]));
    const button = await screen.findByRole('button', { name: 'Only QrCode lots have QR codes to download.' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-haspopup')).toBeNull();
  });
});

describe('customer lots of a partner lot (spec A §2 /lotes/{clienteId}/lotesClientes)', () => {
  it("shows product, lot, manufacture, release, validity ('undefined' when not set) and situation, under the lot's number", async () => {
    renderWith(<PartnerCustomerLotListView partnerLotId={41} />, '/areaparceiro/lotes/41/lotesClientes');
    expect(await screen.findByRole('heading', { name: 'Customer lots of lot OC-2026-0041' })).toBeTruthy();
    const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr') as HTMLElement;
    expect(cellsOf(await rowOf('S2026-A'))).toEqual([
      'S2026-A',
      'Cabernet Sauvignon Reserva',
      '05/02/2026',
      '08/02/2026',
      '05/02/2028',
      'Available',
    ]);
    expect(cellsOf(await rowOf('S2026-B'))).toEqual(expect.arrayContaining(['undefined', 'Recall']));
    expect(cellsOf(await rowOf('S2026-C'))).toEqual(expect.arrayContaining(['—', '31/01/2027', 'Expired']));
    expect(cellsOf(await rowOf('S2026-D'))).toContain('Misplaced');
    expect(screen.getByRole('link', { name: 'Back to lots' }).getAttribute('href')).toBe('/areaparceiro/lotes');
  });

  it('reads in Portuguese', async () => {
    renderWith(<PartnerCustomerLotListView partnerLotId={41} />, '/areaparceiro/lotes/41/lotesClientes', 'pt');
    expect(await screen.findByRole('heading', { name: 'Lotes de cliente do lote OC-2026-0041' })).toBeTruthy();
    const row = (await screen.findByText('S2026-B')).closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual(expect.arrayContaining(['indefinida', 'Recall']));
    expect(screen.getByRole('columnheader', { name: /Validade/ })).toBeTruthy();
  });

  it('says so when no customer lot has taken tags from the lot', async () => {
    const port = lotsOver([lot], { customerLots: {} });
    render(
      <MemoryApp
        route="/areaparceiro/lotes/41/lotesClientes"
        services={[
          [SessionPortToken, new FakeSessionPort(partner)],
          [PreferencesPortToken, new FakePreferences()],
          [PartnerLotPortToken, port],
        ]}
      >
        <PartnerCustomerLotListView partnerLotId={41} />
      </MemoryApp>,
    );
    expect(await screen.findByText('No records found.')).toBeTruthy();
  });
});

describe('partner lot form: a lot keeps its history (issue 24 §5)', () => {
  it("says why a lot whose tags were read or taken into a customer's lots stays with its customer", async () => {
    // Free tags and no product: the form offers the choice; only the server knows the lot's history.
    const free: PartnerLot = { ...lot, productId: null, productName: null };
    // Its tags were read: the server keeps it with its customer.
    const port = lotsOver([free], { customerLots: {}, readLotIds: [free.id] });
    renderWith(<PartnerLotFormView id={free.id} />, `/areaparceiro/lote/${free.id}`, 'en', port);
    const select = await screen.findByRole('combobox', { name: /^Customer/ });
    await waitFor(() => expect((select as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Café Serra Alta', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const text = 'This lot already has readings or tags in a customer’s lots, so it stays with its customer.';
    // In the toast and under the customer it was refused for, not 'loading data error'.
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.queryByText('loading data error')).toBeNull();
    expect(await port.get(free.id)).toMatchObject({ customerId: 3, customerName: 'Vinícola Aurora do Vale' });
  });
});
