// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryProductLineAdapter, type MemoryProductLineOptions } from '@tagtrail/adapters';
import {
  PreferencesPortToken,
  ProductLinePortToken,
  SessionPortToken,
  type ProductLine,
  type ProductLinePort,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { ProductLineFormView } from './ProductLineFormView';
import { ProductLineListView } from './ProductLineListView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;
const reds: ProductLine = {
  id: 1,
  code: 'TINTOS',
  description: 'Tintos de guarda',
  imageUrl: 'https://cdn.example.com/linhas/tintos.jpg',
  thumbnailUrl: null,
  link: null,
  colour: '#7b1e3a',
  relevance: 10,
};

/** The customer's product lines in memory, answering as the server does; `usedCodes` are the codes categories use. */
const linesOver = (seed: readonly ProductLine[] = [reds], options: MemoryProductLineOptions = {}) =>
  new MemoryProductLineAdapter(seed, options);

function renderWith(ui: React.ReactNode, route: string, port: ProductLinePort) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [ProductLinePortToken, port],
      ]}
      onLocation={(l) => (location = l)}
    >
      {ui}
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

const dialogButton = async (name: string) =>
  within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name, hidden: true });
const hexField = () => screen.getByRole('textbox', { name: /^Colour/ }) as HTMLInputElement;

describe('product-line list (spec B §2: description, relevance)', () => {
  it('shows each line with its code, relevance and colour, and an edit link', async () => {
    renderWith(<ProductLineListView />, '/areacliente/linhasproduto?rowsPerPage=100', linesOver());
    const row = (await screen.findByText('Tintos de guarda')).closest('tr')!;
    expect(within(row).getByText('TINTOS')).toBeTruthy();
    expect(within(row).getByText('10')).toBeTruthy();
    expect(within(row).getByText('#7b1e3a')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Tintos de guarda' }).getAttribute('href')).toBe(
      '/areacliente/linhaproduto/1',
    );
  });
});

describe('product-line form (spec B §3, §5, §8)', () => {
  it('creates a line with a colour picked, sent as #rrggbb, blank addresses as null, then shows the new line', async () => {
    const port = linesOver([]);
    const view = renderWith(<ProductLineFormView />, '/areacliente/linhaproduto', port);
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'roses' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Rosés de verão' } });
    fireEvent.change(screen.getByLabelText('Pick the colour'), { target: { value: '#e07a8b' } });
    expect(hexField().value).toBe('#e07a8b');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.current()).toBe('/areacliente/linhaproduto/1'));
    expect(await port.get(1)).toEqual({
      id: 1,
      code: 'ROSES',
      description: 'Rosés de verão',
      imageUrl: null,
      thumbnailUrl: null,
      link: null,
      colour: '#e07a8b',
      relevance: 0,
    });
  });

  it('takes a typed hex colour in any case and with three digits, and none once cleared', async () => {
    const port = linesOver();
    renderWith(<ProductLineFormView id={1} />, '/areacliente/linhaproduto/1', port);
    await waitFor(() => expect(hexField().value).toBe('#7b1e3a'));
    expect((screen.getByLabelText('Pick the colour') as HTMLInputElement).value).toBe('#7b1e3a');
    fireEvent.change(hexField(), { target: { value: '#ABC' } });
    fireEvent.blur(hexField());
    expect(hexField().value).toBe('#aabbcc');
    fireEvent.click(screen.getByRole('button', { name: 'No colour' }));
    expect(hexField().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await port.get(1)).colour).toBeNull());
  });

  it('refuses a colour that is no hex before sending, and requires code and description', async () => {
    const port = linesOver([]);
    renderWith(<ProductLineFormView />, '/areacliente/linhaproduto', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^Description/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'ROSES' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Rosés' } });
    fireEvent.change(hexField(), { target: { value: 'rosa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Enter a colour as #rrggbb, such as #7b1e3a.')).length).toBeGreaterThan(0);
    expect((await port.list({ page: 0, rowsPerPage: 10, searchText: '' })).total).toBe(0);
  });

  it("shows the server's errorCode for a 400 (a code another line has), under the code until it changes", async () => {
    renderWith(<ProductLineFormView />, '/areacliente/linhaproduto', linesOver());
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'tintos' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Outra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Another product line already has this code.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'TINTOS2' } });
    await waitFor(() => expect(screen.queryAllByText(message).length).toBeLessThan(2));
  });

  it("says 'save message error' for a 500", async () => {
    renderWith(<ProductLineFormView />, '/areacliente/linhaproduto', linesOver([], { failOn: ['create'] }));
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'ROSES' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Rosés' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
  });

  it("shows the server's message for a delete refused with error 547 (a category uses it) and stays on the line", async () => {
    const port = linesOver([reds], { usedCodes: () => [reds.code] });
    const view = renderWith(<ProductLineFormView id={1} />, '/areacliente/linhaproduto/1', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(await screen.findByText('This product line is used by categories and cannot be removed.')).toBeTruthy();
    expect(view.current()).toBe('/areacliente/linhaproduto/1');
  });
});
