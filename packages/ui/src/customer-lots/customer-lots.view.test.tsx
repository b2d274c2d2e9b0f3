// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryCustomerLotAdapter, type MemoryCustomerLotOptions } from '@tagtrail/adapters';
import {
  CustomerLotPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type CustomerLot,
  type CustomerLotPort,
} from '@tagtrail/domain';
import { Route, Switch } from 'wouter';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { CustomerLotFormView } from './CustomerLotFormView';
import { CustomerLotListView } from './CustomerLotListView';
import { AssociateTagsView } from './AssociateTagsView';
import { AvailablePartnerLotListView } from './AvailablePartnerLotListView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

const stored: CustomerLot = {
  id: 7,
  customerId: 1,
  productId: 11,
  newProductId: null,
  productName: 'Merlot 750 ml',
  partnerLotId: null,
  partnerLotNumber: null,
  number: 'ME-7',
  manufactureDate: '2026-03-01',
  releaseDate: '2026-03-10',
  expiryDate: '',
  expiryUndefined: true,
  status: 1,
  statusDate: '2026-04-01',
  markets: ['BR', 'PT'],
};

/**
 * The customer's lots in memory, answering as the server does: lot ME-7 with 310 of its 600 tags read 1,275 times and
 * one whole partner lot linked, and 500 free tags in the partner lots given to the customer, 100 of them with a product.
 */
const lotsOver = (options: MemoryCustomerLotOptions = {}) =>
  new MemoryCustomerLotAdapter([stored], {
    products: [{ id: 11, code: 'ME-750', name: 'Merlot 750 ml' }],
    tagsByLot: { 7: { total: 600, read: 310, readings: 1275 } },
    availablePartnerLots: [
      { partnerLotId: 31, number: 'PL-0042', createdAt: '2026-01-12T13:20:00.000Z', totalTags: 400, productName: null },
      {
        partnerLotId: 32,
        number: 'PL-0043',
        createdAt: '2026-01-10T09:00:00.000Z',
        totalTags: 100,
        productName: 'Merlot 750 ml',
      },
    ],
    subLots: [
      {
        customerLotId: 7,
        subLotId: 1,
        partnerLotNumber: 'PL-0007',
        linkedAt: '2026-03-12T10:00:00.000Z',
        startTag: null,
        endTag: null,
        startSequence: 0,
        endSequence: 0,
      },
    ],
    ...options,
  });

const everyLot = { page: 0, rowsPerPage: 10, searchText: '' };

function renderWith(ui: React.ReactNode, route: string, port: CustomerLotPort) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [CustomerLotPortToken, port],
      ]}
      onLocation={(l) => (location = l)}
    >
      {ui}
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

describe('customer lot list (spec B §2)', () => {
  it('shows the cards and each lot with its readings, unread tags and read/total padded to 4 digits', async () => {
    renderWith(<CustomerLotListView />, '/areacliente/lotes', lotsOver());
    const cards = await screen.findByRole('region', { name: 'Lot totals' });
    await waitFor(() => expect(within(cards).getByText('500')).toBeTruthy());
    expect(within(cards).getByText(/100 from lots with a product/)).toBeTruthy();
    expect(await screen.findByText('ME-7')).toBeTruthy();
    expect(screen.getByText('1,275')).toBeTruthy();
    expect(screen.getByRole('img', { name: '0310/0600: 310 of 600 tags of lot ME-7 read' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit lot ME-7' }).getAttribute('href')).toBe('/areacliente/lote/7');
  });

  it("says 'LOADING_TOTAL_ERROR' when only the totals fail, and still lists the lots", async () => {
    renderWith(<CustomerLotListView />, '/areacliente/lotes', lotsOver({ failOn: ['totals'] }));
    expect(await screen.findByText('Error loading the totals.')).toBeTruthy();
    expect(await screen.findByText('ME-7')).toBeTruthy();
  });

  it('leads to the partner lots available (/loteassociar) and back', async () => {
    const at = renderWith(
      <Switch>
        <Route path="/areacliente/lotes">
          <CustomerLotListView />
        </Route>
        <Route path="/areacliente/loteassociar">
          <AvailablePartnerLotListView />
        </Route>
      </Switch>,
      '/areacliente/lotes',
      lotsOver(),
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Partner lots available' }));
    expect(await screen.findByText('PL-0042')).toBeTruthy();
    expect(at.current()).toBe('/areacliente/loteassociar');
    expect(screen.getByRole('heading', { name: 'Partner lots available' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to lots' }));
    expect(await screen.findByText('ME-7')).toBeTruthy();
    expect(at.current()).toBe('/areacliente/lotes');
  });
});

describe('customer lot form (spec B §4, §5)', () => {
  it('lists each broken date ordering under one heading and sends nothing', async () => {
    const port = lotsOver();
    renderWith(<CustomerLotFormView />, '/areacliente/lote', port);
    fireEvent.change(await screen.findByLabelText(/^Lot/), { target: { value: 'NEW-1' } });
    fireEvent.change(screen.getByLabelText(/^Manufacturing date/), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText(/^Release date/), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Expiry undefined' }));
    fireEvent.change(screen.getByLabelText(/^Expiry date/), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The field messages are alerts too: the list of broken orderings is the one holding a list.
    await screen.findAllByText('Check the selected dates:');
    const alert = screen.getAllByRole('alert').find((node) => node.querySelector('ul') !== null);
    if (alert === undefined) throw new Error('no list of broken date orderings');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The release date is before the manufacturing date.',
      'The expiry date is before the manufacturing date.',
      'The expiry date is before the release date.',
    ]);
    expect((await port.list(everyLot)).total).toBe(1);
  });

  it('clears the status date when the lot becomes available again, and saves without it', async () => {
    const port = lotsOver();
    renderWith(<CustomerLotFormView id={7} />, '/areacliente/lote/7', port);
    expect(((await screen.findByLabelText(/^Status date/)) as HTMLInputElement).value).toBe('2026-04-01');
    fireEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Available' }));
    expect(screen.queryByLabelText(/^Status date/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await port.get(7)).status).toBe(0));
    expect(await port.get(7)).toMatchObject({ productId: 11, status: 0, statusDate: '', expiryDate: '' });
  });

  it('creates a lot with the chosen product and goes to its page', async () => {
    const port = lotsOver();
    const view = renderWith(<CustomerLotFormView />, '/areacliente/lote', port);
    const product = await screen.findByRole('combobox', { name: /^Product/ });
    // The choices arrive after the form: the select is disabled until they do.
    await waitFor(() =>
      expect(product.hasAttribute('disabled') || product.getAttribute('aria-disabled') === 'true').toBe(false),
    );
    fireEvent.click(product);
    fireEvent.click(await screen.findByRole('option', { name: /Merlot 750 ml/ }));
    fireEvent.change(screen.getByLabelText(/^Lot/), { target: { value: ' NEW-2 ' } });
    fireEvent.change(screen.getByLabelText(/^Manufacturing date/), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText(/^Release date/), { target: { value: '2026-05-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The next id after lot 7.
    await waitFor(() => expect(view.current()).toBe('/areacliente/lote/8'));
    expect(await port.get(8)).toMatchObject({ productId: 11, number: 'NEW-2', expiryUndefined: true, status: 0 });
  });
});

describe('customer lot markets (issue 28 §1)', () => {
  it('shows the lot’s markets by name, with what they are for', async () => {
    renderWith(<CustomerLotFormView id={7} />, '/areacliente/lote/7', lotsOver());
    const markets = (await screen.findByRole('combobox', { name: /^Markets/ })) as HTMLInputElement;
    await waitFor(() => expect(markets.value).toBe('Brazil, Portugal'));
    expect(
      screen.getByText(
        'Countries where this lot is sold; leave empty for anywhere. A reading elsewhere raises an off-market alert.',
      ),
    ).toBeTruthy();
  });

  // A multi-select's options are checkable items (role menuitemcheckbox in Fluent's Combobox).
  it('finds a country by its code or its name, adds it and saves the markets in order', async () => {
    const port = lotsOver();
    renderWith(<CustomerLotFormView id={7} />, '/areacliente/lote/7', port);
    const markets = (await screen.findByRole('combobox', { name: /^Markets/ })) as HTMLInputElement;
    await waitFor(() => expect(markets.value).toBe('Brazil, Portugal'));
    fireEvent.click(markets);
    fireEvent.change(markets, { target: { value: 'ar' } });
    // The code first, then the names that hold the text.
    await waitFor(() =>
      expect(screen.getAllByRole('menuitemcheckbox', { hidden: true })[0]?.textContent).toBe('Argentina'),
    );
    expect(screen.getByRole('menuitemcheckbox', { name: 'Qatar', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Argentina', hidden: true }));
    fireEvent.change(markets, { target: { value: 'united states' } });
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'United States', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await port.get(7)).markets).toEqual(['AR', 'BR', 'PT', 'US']));
  });

  it('takes a chosen market off, and saves none: sold anywhere', async () => {
    const port = lotsOver();
    renderWith(<CustomerLotFormView id={7} />, '/areacliente/lote/7', port);
    const markets = (await screen.findByRole('combobox', { name: /^Markets/ })) as HTMLInputElement;
    await waitFor(() => expect(markets.value).toBe('Brazil, Portugal'));
    fireEvent.click(markets);
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Brazil', hidden: true }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Portugal', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await port.get(7)).markets).toEqual([]));
  });

  it('says a stored code that is no country is one, and sends nothing', async () => {
    const port = new MemoryCustomerLotAdapter([{ ...stored, markets: ['BR', 'XX'] }], {
      products: [{ id: 11, code: 'ME-750', name: 'Merlot 750 ml' }],
    });
    renderWith(<CustomerLotFormView id={7} />, '/areacliente/lote/7', port);
    const markets = (await screen.findByRole('combobox', { name: /^Markets/ })) as HTMLInputElement;
    await waitFor(() => expect(markets.value).toBe('Brazil, XX'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Under the field, and in the form's summary of what to fix.
    await screen.findAllByText('XX is not a country code. Choose the countries from the list.');
    expect(markets.getAttribute('aria-invalid')).toBe('true');
    expect((await port.get(7)).markets).toEqual(['BR', 'XX']);
  });
});

describe('associate tags (issue 11 §3)', () => {
  it('lists the sub-lots, asks for a partner lot, then links a range of its tags', async () => {
    const port = lotsOver();
    renderWith(<AssociateTagsView customerLotId={7} />, '/areacliente/loteassociar/7', port);
    expect(await screen.findByRole('heading', { name: 'Tags of lot ME-7' })).toBeTruthy();
    expect(await screen.findByText('PL-0007')).toBeTruthy();
    expect(screen.getAllByText('Whole lot').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('required field', { selector: '[role=alert] *, [role=alert]' })).toBeTruthy();
    expect((await port.subLots(7, everyLot)).total).toBe(1);
    fireEvent.click(screen.getByRole('combobox', { name: /^Partner lot/ }));
    fireEvent.click(await screen.findByRole('option', { name: /PL-0042/ }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'From sequence' }), { target: { value: '11' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'To sequence' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(async () =>
      expect((await port.subLots(7, everyLot)).records).toContainEqual(
        expect.objectContaining({ partnerLotNumber: 'PL-0042', startSequence: 11, endSequence: 20 }),
      ),
    );
  });
});
