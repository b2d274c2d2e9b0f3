// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import {
  PreferencesPortToken,
  SalesPointPortToken,
  SessionPortToken,
  type IssuedSalesPointPassword,
  type ListQuery,
  type Page,
  type SalesPoint,
  type SalesPointInput,
  type SalesPointPort,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { SalesPointFormView } from './SalesPointFormView';
import { SalesPointListView } from './SalesPointListView';

afterEach(cleanup);

const customerUser = { username: 'carlos.cliente', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

class FakeSalesPoints implements SalesPointPort {
  readonly updated: [number, SalesPointInput][] = [];
  readonly resets: number[] = [];
  failReset = false;
  constructor(public salesPoints: SalesPoint[]) {}
  list = async (query: ListQuery): Promise<Page<SalesPoint>> => {
    const start = query.page * query.rowsPerPage;
    return { records: this.salesPoints.slice(start, start + query.rowsPerPage), total: this.salesPoints.length };
  };
  get = async (id: number) => {
    const found = this.salesPoints.find((s) => s.id === id);
    if (!found) throw new Error('not found');
    return { ...found };
  };
  create = async (input: SalesPointInput): Promise<IssuedSalesPointPassword> => {
    const id = 100 + this.salesPoints.length;
    this.salesPoints.push({ id, ...input, userId: id });
    return { id, temporaryPassword: 'Tmp7kQ2xY9pAbCdE', expiresAt: '2026-03-08T15:30:00.000Z' };
  };
  update = async (id: number, input: SalesPointInput) => {
    this.updated.push([id, input]);
    return id;
  };
  resetPassword = async (id: number): Promise<IssuedSalesPointPassword> => {
    if (this.failReset) throw new Error('offline');
    this.resets.push(id);
    return { id, temporaryPassword: 'New3hR8pQ4zWxYzA', expiresAt: '2026-03-09T10:00:00.000Z' };
  };
}

const centro: SalesPoint = { id: 41, login: 'loja.centro', name: 'Loja Centro', email: 'c@a.test', userId: 41 };

function renderAt(route: string, port: FakeSalesPoints) {
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
    renderAt('/areacliente/pontovendas', new FakeSalesPoints([centro]));
    expect(await screen.findByText('loja.centro')).toBeTruthy();
    expect(screen.getByText('Loja Centro')).toBeTruthy();
    expect(screen.getByText('c@a.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit loja.centro' }).getAttribute('href')).toBe(
      '/areacliente/pontovenda/41',
    );
  });

  it("resets a row's password beside it, after asking, and shows the new one once", async () => {
    const norte = { ...centro, id: 42, login: 'loja.norte', name: 'Loja Norte', email: 'n@a.test', userId: 42 };
    const port = new FakeSalesPoints([centro, norte]);
    const at = renderAt('/areacliente/pontovendas', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of loja.norte' }));
    const question = await dialog();
    expect(question.getByText(/loja\.norte gets a new one-time password/)).toBeTruthy();
    expect(port.resets).toEqual([]);
    fireEvent.click(question.getByRole('button', { name: 'Reset', hidden: true }));
    await waitFor(() => expect(screen.getByDisplayValue('New3hR8pQ4zWxYzA')).toBeTruthy());
    expect(port.resets).toEqual([42]);
    expect(await screen.findByText('The password was reset.')).toBeTruthy();
    // The list stays: the reset is done from where the row is.
    expect(at.current()).toBe('/areacliente/pontovendas');
  });

  it('asks before resetting, and Cancel resets nothing', async () => {
    const port = new FakeSalesPoints([centro]);
    renderAt('/areacliente/pontovendas', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of loja.centro' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(port.resets).toEqual([]);
  });

  it("says MESSAGE_RESET_PASSWORD_ERROR when a row's reset fails, and shows no password", async () => {
    const port = new FakeSalesPoints([centro]);
    port.failReset = true;
    renderAt('/areacliente/pontovendas', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of loja.centro' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Reset', hidden: true }));
    expect(await screen.findByText('The password could not be reset.')).toBeTruthy();
    expect(screen.queryByDisplayValue('New3hR8pQ4zWxYzA')).toBeNull();
  });
});

describe('sales-point form', () => {
  it('creates a sales point and shows its one-time password once, then the list', async () => {
    const port = new FakeSalesPoints([]);
    const at = renderAt('/areacliente/pontovenda', port);
    fireEvent.change(await screen.findByLabelText(/^User/, { selector: 'input' }), { target: { value: 'loja.nova' } });
    fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Loja Nova' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/, { selector: 'input' }), { target: { value: 'n@a.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await dialog();
    expect(shown.getByDisplayValue('Tmp7kQ2xY9pAbCdE')).toBeTruthy();
    fireEvent.click(shown.getByRole('button', { name: 'Done', hidden: true }));
    await waitFor(() => expect(at.current()).toBe('/areacliente/pontovendas'));
    expect(port.salesPoints.map((s) => s.login)).toEqual(['loja.nova']);
  });

  it('shows user and e-mail read-only when editing, and saves the name', async () => {
    const port = new FakeSalesPoints([centro]);
    renderAt('/areacliente/pontovenda/41', port);
    const login = (await screen.findByLabelText(/^User/, { selector: 'input' })) as HTMLInputElement;
    expect(login.readOnly).toBe(true);
    expect((screen.getByLabelText(/^E-mail/, { selector: 'input' }) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Centro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(port.updated).toEqual([[41, { login: 'loja.centro', name: 'Centro', email: 'c@a.test' }]]),
    );
  });

  it('resets the password after asking, and shows the new one once', async () => {
    const port = new FakeSalesPoints([centro]);
    renderAt('/areacliente/pontovenda/41', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Reset', hidden: true }));
    await waitFor(() => expect(screen.getByDisplayValue('New3hR8pQ4zWxYzA')).toBeTruthy());
    expect(port.resets).toEqual([41]);
    expect(await screen.findByText('The password was reset.')).toBeTruthy();
  });

  it('says MESSAGE_RESET_PASSWORD_ERROR when the reset fails, and shows no password', async () => {
    const port = new FakeSalesPoints([centro]);
    port.failReset = true;
    renderAt('/areacliente/pontovenda/41', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Reset', hidden: true }));
    expect(await screen.findByText('The password could not be reset.')).toBeTruthy();
    expect(screen.queryByDisplayValue('New3hR8pQ4zWxYzA')).toBeNull();
  });
});
