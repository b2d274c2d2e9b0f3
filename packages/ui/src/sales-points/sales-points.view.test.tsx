// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { MemorySalesPointAdapter, type MemorySalesPointOptions } from '@tagtrail/adapters';
import {
  PreferencesPortToken,
  SalesPointPortToken,
  SessionPortToken,
  type IssuedSalesPointPassword,
  type SalesPoint,
  type SalesPointPort,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { SalesPointFormView } from './SalesPointFormView';
import { SalesPointListView } from './SalesPointListView';

afterEach(cleanup);

const customerUser = { username: 'carlos.cliente', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

/** The customer's sales points in memory, answering as the server does, their password resets watched. */
function salesPointsOver(seed: readonly SalesPoint[], options: MemorySalesPointOptions = {}) {
  const port = new MemorySalesPointAdapter(seed, options);
  return { port, resets: vi.spyOn(port, 'resetPassword'), creates: vi.spyOn(port, 'create') };
}

/** The one-time password a watched call answered. */
async function passwordOf(call: { mock: { results: { value: unknown }[] } }): Promise<string> {
  return ((await call.mock.results[0]?.value) as IssuedSalesPointPassword).temporaryPassword;
}

/** Any one-time password on the screen (16 characters of the server's alphabet). */
const ONE_TIME_PASSWORD = /^[A-HJ-NP-Za-km-np-z2-9]{16}$/;

const centro: SalesPoint = { id: 41, login: 'loja.centro', name: 'Loja Centro', email: 'c@a.test', userId: 41 };

function renderAt(route: string, port: SalesPointPort) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [SalesPointPortToken, port],
        [SessionPortToken, new FakeSessionPort(customerUser)],
        [PreferencesPortToken, new FakePreferences()],
      ]}
      onLocation={(l) => (location = l)}
    >
      <Switch>
        <Route path="/areacliente/pontovendas">
          <SalesPointListView />
        </Route>
        <Route path="/areacliente/pontovenda">
          <SalesPointFormView key="new" />
        </Route>
        <Route path="/areacliente/pontovenda/:id">{({ id }) => <SalesPointFormView id={Number(id)} />}</Route>
      </Switch>
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

// jsdom gives Fluent's focus trap no real focus events, so dialogs soon turn aria-hidden: include hidden elements.
const dialog = async () => within(await screen.findByRole('alertdialog', { hidden: true }));

describe('sales-point list', () => {
  it('shows login, name and e-mail, each with an edit link', async () => {
    renderAt('/areacliente/pontovendas', salesPointsOver([centro]).port);
    expect(await screen.findByText('loja.centro')).toBeTruthy();
    expect(screen.getByText('Loja Centro')).toBeTruthy();
    expect(screen.getByText('c@a.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit loja.centro' }).getAttribute('href')).toBe(
      '/areacliente/pontovenda/41',
    );
  });

  it("resets a row's password beside it, after asking, and shows the new one once", async () => {
    const norte = { ...centro, id: 42, login: 'loja.norte', name: 'Loja Norte', email: 'n@a.test', userId: 42 };
    const { port, resets } = salesPointsOver([centro, norte]);
    const at = renderAt('/areacliente/pontovendas', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of loja.norte' }));
    const question = await dialog();
    expect(question.getByText(/loja\.norte gets a new one-time password/)).toBeTruthy();
    expect(resets).not.toHaveBeenCalled();
    fireEvent.click(question.getByRole('button', { name: 'Reset', hidden: true }));
    await waitFor(() => expect(resets.mock.calls).toEqual([[42]]));
    expect(await screen.findByDisplayValue(await passwordOf(resets))).toBeTruthy();
    expect(await screen.findByText('The password was reset.')).toBeTruthy();
    // The list stays: the reset is done from where the row is.
    expect(at.current()).toBe('/areacliente/pontovendas');
  });

  it('asks before resetting, and Cancel resets nothing', async () => {
    const { port, resets } = salesPointsOver([centro]);
    renderAt('/areacliente/pontovendas', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of loja.centro' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(resets).not.toHaveBeenCalled();
  });

  it("says MESSAGE_RESET_PASSWORD_ERROR when a row's reset fails, and shows no password", async () => {
    renderAt('/areacliente/pontovendas', salesPointsOver([centro], { failOn: ['resetPassword'] }).port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of loja.centro' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Reset', hidden: true }));
    expect(await screen.findByText('The password could not be reset.')).toBeTruthy();
    expect(screen.queryByDisplayValue(ONE_TIME_PASSWORD)).toBeNull();
  });
});

describe('sales-point form', () => {
  it('creates a sales point and shows its one-time password once, then the list', async () => {
    const { port, creates } = salesPointsOver([]);
    const at = renderAt('/areacliente/pontovenda', port);
    fireEvent.change(await screen.findByLabelText(/^User/, { selector: 'input' }), { target: { value: 'loja.nova' } });
    fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Loja Nova' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/, { selector: 'input' }), { target: { value: 'n@a.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await dialog();
    await waitFor(() => expect(creates).toHaveBeenCalledTimes(1));
    expect(shown.getByDisplayValue(await passwordOf(creates))).toBeTruthy();
    fireEvent.click(shown.getByRole('button', { name: 'Done', hidden: true }));
    await waitFor(() => expect(at.current()).toBe('/areacliente/pontovendas'));
    const { records } = await port.list({ page: 0, rowsPerPage: 10, searchText: '' });
    expect(records.map((s) => s.login)).toEqual(['loja.nova']);
  });

  it('shows user and e-mail read-only when editing, and saves the name', async () => {
    const { port } = salesPointsOver([centro]);
    renderAt('/areacliente/pontovenda/41', port);
    const login = (await screen.findByLabelText(/^User/, { selector: 'input' })) as HTMLInputElement;
    expect(login.readOnly).toBe(true);
    expect((screen.getByLabelText(/^E-mail/, { selector: 'input' }) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Centro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await port.get(41)).toEqual({ ...centro, name: 'Centro' }));
  });

  it('resets the password after asking, and shows the new one once', async () => {
    const { port, resets } = salesPointsOver([centro]);
    renderAt('/areacliente/pontovenda/41', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Reset', hidden: true }));
    await waitFor(() => expect(resets.mock.calls).toEqual([[41]]));
    expect(await screen.findByDisplayValue(await passwordOf(resets))).toBeTruthy();
    expect(await screen.findByText('The password was reset.')).toBeTruthy();
  });

  it('says MESSAGE_RESET_PASSWORD_ERROR when the reset fails, and shows no password', async () => {
    renderAt('/areacliente/pontovenda/41', salesPointsOver([centro], { failOn: ['resetPassword'] }).port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Reset', hidden: true }));
    expect(await screen.findByText('The password could not be reset.')).toBeTruthy();
    expect(screen.queryByDisplayValue(ONE_TIME_PASSWORD)).toBeNull();
  });
});
