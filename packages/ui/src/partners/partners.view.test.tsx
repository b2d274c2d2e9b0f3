// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { MemoryPartnerAdapter, type MemoryPartnerOptions } from '@tagtrail/adapters';
import { PortError, SEARCH_DEBOUNCE_MS, type Partner } from '@tagtrail/domain';
import { renderView } from '../testing/render';
import { refusing } from '../testing/refusing';
import { AppLink } from '../navigation/navigation';
import { PartnerFormView } from './PartnerFormView';
import { PartnerListView } from './PartnerListView';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// jsdom gives Fluent's focus trap (tabster) no real focus events, so a quarter second after a dialog opens it
// marks the dialog aria-hidden; queries inside dialogs therefore include hidden elements.
const dialogButton = async (name: string) =>
  within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name, hidden: true });

const acme = { id: 1, name: 'Acme Tags', taxId: '11222333000181' };
const beta = { id: 2, name: 'Beta Labels', taxId: '12ABC34501DE35' };
/** Partners named in the order of their ids, as the list sorts them by name. */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Partner ${String(i + 1).padStart(2, '0')}`,
    taxId: `${i}`,
  }));

/** The partners in memory, answering as the server does. */
const partnersOver = (seed: readonly Partner[], options: MemoryPartnerOptions = {}) =>
  new MemoryPartnerAdapter(seed, options);
const everyPartner = async (port: MemoryPartnerAdapter) =>
  (await port.list({ page: 0, rowsPerPage: 100, searchText: '' })).records;

describe('partner list', () => {
  it('shows name and tax id (with its mask) of each partner and the total', async () => {
    renderView(<PartnerListView />, { route: '/admin/parceiros', partners: partnersOver([acme, beta]) });
    expect(await screen.findByText('Acme Tags')).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText('12.ABC.345/01DE-35')).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Acme Tags' }).getAttribute('href')).toBe('/admin/parceiro/1');
    expect(screen.getByRole('link', { name: 'Users of Beta Labels' }).getAttribute('href')).toBe(
      '/admin/parceiro/2/usuarios',
    );
  });

  it('opens the new-partner form from New Partner', async () => {
    const view = renderView(<PartnerListView />, { route: '/admin/parceiros', partners: partnersOver([acme]) });
    fireEvent.click(await screen.findByRole('button', { name: 'New Partner' }));
    expect(view.current()).toBe('/admin/parceiro/');
  });

  it('reads page, rows per page and search from the query string', async () => {
    const port = partnersOver(many(30));
    const list = vi.spyOn(port, 'list');
    renderView(<PartnerListView />, {
      route: '/admin/parceiros?page=1&rowsPerPage=25&searchText=Partner',
      partners: port,
    });
    expect(await screen.findByText('Partner 26')).toBeTruthy();
    expect(list.mock.calls[0]?.[0]).toEqual({ page: 1, rowsPerPage: 25, searchText: 'Partner' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Partner');
  });

  it('searches after the debounce, back on the first page, and writes the query string', async () => {
    const port = partnersOver([acme, beta]);
    const list = vi.spyOn(port, 'list');
    const view = renderView(<PartnerListView />, { route: '/admin/parceiros?page=0', partners: port });
    await screen.findByText('Acme Tags');
    const asked = list.mock.calls.length;
    // The debounce runs on the test's clock: only setTimeout is faked, and nothing below waits in real time
    // (Testing Library's findBy and waitFor need the real one).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'beta' } });
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(view.current()).not.toContain('searchText');
    expect(list).toHaveBeenCalledTimes(asked);

    await wait(1);
    expect(view.current()).toContain('searchText=beta');
    expect(view.current()).toContain('page=0');
    expect(list.mock.calls.slice(asked).map(([query]) => query)).toEqual([
      { page: 0, rowsPerPage: 10, searchText: 'beta' },
    ]);
    // The memory adapter answers on a later turn of the (test's) clock, as a server would.
    await act(() => vi.runAllTimersAsync());
    expect(screen.queryByText('Acme Tags')).toBeNull();
    expect(screen.getByText('Beta Labels')).toBeTruthy();
  });

  it('moves between pages with the page buttons', async () => {
    const view = renderView(<PartnerListView />, {
      route: '/admin/parceiros',
      partners: partnersOver(many(23)),
    });
    await screen.findByText('Partner 01');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Partner 11')).toBeTruthy();
    expect(view.current()).toContain('page=1');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Partner 23')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes the rows per page and goes back to the first page', async () => {
    const view = renderView(<PartnerListView />, {
      route: '/admin/parceiros?page=2',
      partners: partnersOver(many(60)),
    });
    await screen.findByText('Partner 21');
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(await screen.findByText('Partner 50')).toBeTruthy();
    expect(view.current()).toContain('rowsPerPage=50');
    expect(view.current()).toContain('page=0');
  });

  it("says 'Error loading data' and loads again on Retry", async () => {
    const port = partnersOver([acme]);
    const failure = refusing(port, 'list', new PortError(500, 'INTERNAL', 'INTERNAL'));
    renderView(<PartnerListView />, { route: '/admin/parceiros', partners: port });
    expect(await screen.findByText('Error loading data')).toBeTruthy();
    failure.allow();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme Tags')).toBeTruthy();
  });

  it('says so when there is nothing to show', async () => {
    renderView(<PartnerListView />, { route: '/admin/parceiros', partners: partnersOver([]) });
    expect(await screen.findByText('No records found.')).toBeTruthy();
    expect(screen.getByText('Total: 0')).toBeTruthy();
  });
});

/** The form as routed in the Admin area, so navigation after save and delete is visible. */
function FormRoutes() {
  return (
    <Switch>
      <Route path="/admin/parceiro/">
        <PartnerFormView key="new" />
      </Route>
      <Route path="/admin/parceiro/:id">
        {({ id }) => (
          <>
            <PartnerFormView key={id} id={Number(id)} />
            <AppLink to="/admin/parceiros">to the list</AppLink>
          </>
        )}
      </Route>
      <Route path="/admin/parceiros">list page</Route>
    </Switch>
  );
}

describe('partner form', () => {
  it("refuses empty fields with 'required field' and marks both fields", async () => {
    const port = partnersOver([]);
    renderView(<FormRoutes />, { route: '/admin/parceiro/', partners: port });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^Tax id/).getAttribute('aria-invalid')).toBe('true');
    // a message under each field, and the toast (its toaster may still be loading)
    await waitFor(() => expect(screen.getAllByText('required field').length).toBeGreaterThanOrEqual(3));
    expect(await everyPartner(port)).toHaveLength(0);
  });

  it('creates a partner, says so, and becomes its page', async () => {
    const port = partnersOver([acme]);
    const view = renderView(<FormRoutes />, { route: '/admin/parceiro/', partners: port });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: '  New Co ' } });
    fireEvent.change(screen.getByLabelText(/^Tax id/), { target: { value: '11.444.777/0001-61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Partner data saved.')).toBeTruthy();
    await waitFor(() => expect(view.current()).toBe('/admin/parceiro/2'));
    expect(await port.get(2)).toEqual({ id: 2, name: 'New Co', taxId: '11444777000161' });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('refuses a CNPJ whose check digits are wrong, saying so under the tax id, and saves it once corrected', async () => {
    const port = partnersOver([]);
    renderView(<FormRoutes />, { route: '/admin/parceiro/', partners: port });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Cedro Ltda' } });
    const taxId = screen.getByLabelText(/^Tax id/) as HTMLInputElement;
    fireEvent.change(taxId, { target: { value: '11.222.333/0001-82' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Enter a valid CNPJ: 14 characters ending in the right check digits, such as 11.222.333/0001-81.';
    await waitFor(() => expect(taxId.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(await everyPartner(port)).toHaveLength(0);

    // Typed without the mask and in lower case: upper case at once, the mask put in on leaving the field.
    fireEvent.change(taxId, { target: { value: '12abc34501de35' } });
    expect(taxId.value).toBe('12ABC34501DE35');
    fireEvent.blur(taxId);
    expect(taxId.value).toBe('12.ABC.345/01DE-35');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Partner data saved.')).toBeTruthy();
    expect((await everyPartner(port))[0]?.taxId).toBe('12ABC34501DE35');
  });

  it('shows a stored CNPJ with its mask', async () => {
    renderView(<FormRoutes />, { route: '/admin/parceiro/1', partners: partnersOver([{ ...acme }]) });
    expect(((await screen.findByLabelText(/^Tax id/)) as HTMLInputElement).value).toBe('11.222.333/0001-81');
  });

  it('loads a partner and saves changes in place', async () => {
    const port = partnersOver([{ ...acme }]);
    const view = renderView(<FormRoutes />, { route: '/admin/parceiro/1', partners: port });
    const name = (await screen.findByDisplayValue('Acme Tags')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Acme Tags SA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Partner data saved.')).toBeTruthy();
    expect((await port.get(1)).name).toBe('Acme Tags SA');
    expect(view.current()).toBe('/admin/parceiro/1');
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const port = partnersOver([{ ...acme }]);
    const view = renderView(<FormRoutes />, { route: '/admin/parceiro/1', partners: port });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(await screen.findByText('Partner removed.')).toBeTruthy();
    await waitFor(() => expect(view.current()).toBe('/admin/parceiros'));
    expect(await everyPartner(port)).toHaveLength(0);
  });

  it("shows the server's message when the delete is refused, and stays", async () => {
    const port = partnersOver([{ ...acme }], { inUseIds: [acme.id] });
    const view = renderView(<FormRoutes />, { route: '/admin/parceiro/1', partners: port });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(
      await screen.findByText('This partner still has users, customers or lots and cannot be removed.'),
    ).toBeTruthy();
    expect(view.current()).toBe('/admin/parceiro/1');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
  });

  it('asks before leaving with unsaved changes', async () => {
    const view = renderView(<FormRoutes />, {
      route: '/admin/parceiro/1',
      partners: partnersOver([{ ...acme }]),
    });
    fireEvent.change(await screen.findByDisplayValue('Acme Tags'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'to the list' }));
    expect(await screen.findByText('You have unsaved changes. Leave this page and lose them?')).toBeTruthy();
    fireEvent.click(await dialogButton('Stay'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(view.current()).toBe('/admin/parceiro/1');
    fireEvent.click(screen.getByRole('link', { name: 'to the list', hidden: true }));
    fireEvent.click(await dialogButton('Leave'));
    await waitFor(() => expect(view.current()).toBe('/admin/parceiros'));
  });
});
