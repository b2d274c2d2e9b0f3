// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { MemoryCustomerAdapter, MemoryCustomerUserAdapter, type MemoryCustomerUserOptions } from '@tagtrail/adapters';
import {
  CustomerPortToken,
  CustomerUserPortToken,
  emptyCustomerInput,
  PreferencesPortToken,
  SessionPortToken,
  type CustomerUserPort,
  type SessionUser,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { CustomerUserFormView } from './CustomerUserFormView';
import { CustomerUserListView } from './CustomerUserListView';

afterEach(cleanup);

const partner: SessionUser = { username: 'paula', role: 'PARCEIRO', accessToken: 't' };
const maria = { id: 7, customerId: 1, login: 'maria.silva', name: 'Maria Silva', email: 'maria@acme.test' };
const other = { id: 9, customerId: 2, login: 'zeca', name: 'Zeca', email: 'zeca@beta.test' };

/** The partner's customer, whose name the list's heading shows. */
const customers = new MemoryCustomerAdapter(
  [{ ...emptyCustomerInput, id: 1, partnerId: 1, name: 'Vinícola Aurora', code: 'AURORA', tenantId: 'aurora-1a2b3c' }],
  {
    myPartnerId: 1,
  },
);

/** Customer users in memory, as the server keeps them: scoped by the customer, no new one-time password call. */
const usersOver = (options: MemoryCustomerUserOptions = {}) => new MemoryCustomerUserAdapter([maria, other], options);

/** A one-time password as shown: 16 characters of the server's alphabet. */
const ONE_TIME_PASSWORD = /^[A-HJ-NP-Za-km-np-z2-9]{16}$/;

/** The customer users' screens are the partner users' (user-accounts) under another owner: what differs is tested. */
function renderAt(route: string, users: CustomerUserPort = usersOver()) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [CustomerUserPortToken, users],
        [CustomerPortToken, customers],
        [SessionPortToken, new FakeSessionPort(partner)],
        [PreferencesPortToken, new FakePreferences()],
      ]}
      onLocation={(l) => (location = l)}
    >
      <Switch>
        <Route path="/areaparceiro/cliente/:cid/usuarios">
          {({ cid }) => <CustomerUserListView customerId={Number(cid)} />}
        </Route>
        <Route path="/areaparceiro/cliente/:cid/usuario">
          {({ cid }) => <CustomerUserFormView key="new" customerId={Number(cid)} />}
        </Route>
        <Route path="/areaparceiro/cliente/:cid/usuario/:id">
          {({ cid, id }) => <CustomerUserFormView key={id} customerId={Number(cid)} id={Number(id)} />}
        </Route>
      </Switch>
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

describe('customer users (partner area)', () => {
  it("lists only this customer's users, with a way back to the customer", async () => {
    renderAt('/areaparceiro/cliente/1/usuarios');
    expect(await screen.findByText('maria.silva')).toBeTruthy();
    expect(screen.queryByText('zeca')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Users of Vinícola Aurora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View maria.silva' }).getAttribute('href')).toBe(
      '/areaparceiro/cliente/1/usuario/7',
    );
    expect(screen.getByRole('link', { name: 'Back to the customer' }).getAttribute('href')).toBe(
      '/areaparceiro/cliente/1',
    );
  });

  it('shows a stored user read-only, with Delete and no new one-time password (the calls have none)', async () => {
    renderAt('/areaparceiro/cliente/1/usuario/7');
    const login = (await screen.findByLabelText(/^User/)) as HTMLInputElement;
    expect(login.value).toBe('maria.silva');
    expect(login.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New one-time password' })).toBeNull();
  });

  it("says the spec's 'loading data error' when a user cannot be read", async () => {
    renderAt('/areaparceiro/cliente/1/usuario/7', usersOver({ failOn: ['get'] }));
    expect(await within(await screen.findByRole('alert')).findByText('loading data error')).toBeTruthy();
  });

  it("creates a user, shows its one-time password once, then the customer's list", async () => {
    const view = renderAt('/areaparceiro/cliente/1/usuario');
    fireEvent.change(await screen.findByLabelText(/^User/), { target: { value: 'joana' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Joana Dias' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'joana@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    expect((dialog.getByLabelText('Temporary password', { selector: 'input' }) as HTMLInputElement).value).toMatch(
      ONE_TIME_PASSWORD,
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Done', hidden: true }));
    await waitFor(() => expect(view.current()).toBe('/areaparceiro/cliente/1/usuarios'));
    expect(await screen.findByText('joana')).toBeTruthy();
  });
});
