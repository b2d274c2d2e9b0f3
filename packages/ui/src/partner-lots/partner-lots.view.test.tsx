// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
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
