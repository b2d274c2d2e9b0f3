// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { MemoryPartnerAdapter, MemoryPartnerUserAdapter, type MemoryPartnerUserOptions } from '@tagtrail/adapters';
import {
  PartnerPortToken,
  PartnerUserPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type PartnerUser,
  type PartnerUserPort,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { admin } from '../testing/render';
import { PartnerUserFormView } from './PartnerUserFormView';
import { PartnerUserListView } from './PartnerUserListView';

afterEach(cleanup);

type StoredUser = PartnerUser & { partnerId: number };

/** Partner users in memory, as the server keeps them: scoped by the partner, logins unique over every account. */
const usersOver = (seed: readonly StoredUser[] = [], options: MemoryPartnerUserOptions = {}) =>
  new MemoryPartnerUserAdapter(seed, options);

/** As a server that sends each row's name and e-mail too: the memory users, their rows filled in from each user. */
function withRichRows(port: PartnerUserPort): PartnerUserPort {
  return {
    forPartner(partnerId) {
      const users = port.forPartner(partnerId);
      return {
        ...users,
        async list(query, signal) {
          const page = await users.list(query, signal);
          return { ...page, records: await Promise.all(page.records.map((row) => users.get(row.id))) };
        },
      };
    },
  };
}

/** A one-time password as shown: 16 characters of the server's alphabet. */
const ONE_TIME_PASSWORD = /^[A-HJ-NP-Za-km-np-z2-9]{16}$/;

const acme = { id: 1, name: 'Acme Tags', taxId: '1' };
const ana: StoredUser = { id: 7, partnerId: 1, login: 'ana.souza', name: 'Ana Souza', email: 'ana@acme.test' };
const bruno: StoredUser = { id: 8, partnerId: 1, login: 'bruno.lima', name: 'Bruno Lima', email: 'bruno@acme.test' };
const other: StoredUser = { id: 9, partnerId: 2, login: 'zeca', name: 'Zeca', email: 'zeca@beta.test' };

function renderAt(route: string, users: PartnerUserPort) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [PartnerUserPortToken, users],
        [PartnerPortToken, new MemoryPartnerAdapter([acme])],
        [SessionPortToken, new FakeSessionPort(admin)],
        [PreferencesPortToken, new FakePreferences()],
      ]}
      onLocation={(l) => (location = l)}
    >
      <Switch>
        <Route path="/admin/parceiro/:pid/usuarios">
          {({ pid }) => <PartnerUserListView partnerId={Number(pid)} />}
        </Route>
        <Route path="/admin/parceiro/:pid/usuario">
          {({ pid }) => <PartnerUserFormView key="new" partnerId={Number(pid)} />}
        </Route>
        <Route path="/admin/parceiro/:pid/usuario/:id">
          {({ pid, id }) => <PartnerUserFormView key={id} partnerId={Number(pid)} id={Number(id)} />}
        </Route>
      </Switch>
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

// jsdom gives Fluent's focus trap no real focus events, so dialogs soon turn aria-hidden: include hidden elements.
const dialog = async () => within(await screen.findByRole('alertdialog', { hidden: true }));

describe('partner user list', () => {
  it("shows the partner's users, each with a view link, and a way back to the partner", async () => {
    renderAt('/admin/parceiro/1/usuarios', usersOver([ana, bruno, other]));
    expect(await screen.findByText('ana.souza')).toBeTruthy();
    expect(screen.getByText('bruno.lima')).toBeTruthy();
    expect(screen.queryByText('zeca')).toBeNull();
    expect(screen.getByText('Total: 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View ana.souza' }).getAttribute('href')).toBe(
      '/admin/parceiro/1/usuario/7',
    );
    expect(screen.getByRole('link', { name: 'Back to the partner' }).getAttribute('href')).toBe('/admin/parceiro/1');
    expect(await screen.findByRole('heading', { name: 'Users of Acme Tags' })).toBeTruthy();
    // The spec's rows carry only the user: no empty name or e-mail columns.
    expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
  });

  it('shows name and e-mail when the rows carry them', async () => {
    renderAt('/admin/parceiro/1/usuarios', withRichRows(usersOver([ana])));
    expect(await screen.findByText('ana@acme.test')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByText('Ana Souza')).toBeTruthy();
  });

  it('opens the new-user form from New user', async () => {
    const view = renderAt('/admin/parceiro/1/usuarios', usersOver([ana]));
    fireEvent.click(await screen.findByRole('button', { name: 'New user' }));
    expect(view.current()).toBe('/admin/parceiro/1/usuario');
  });
});

describe('new partner user', () => {
  it("refuses empty fields with 'required field' under each of them", async () => {
    const users = usersOver();
    renderAt('/admin/parceiro/1/usuario', users);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^User/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    // a message under each field, and the toast once its toaster has loaded
    await waitFor(() => expect(screen.getAllByText('required field').length).toBeGreaterThanOrEqual(4));
    expect((await users.forPartner(1).list({ page: 0, rowsPerPage: 10, searchText: '' })).total).toBe(0);
  });

  it('says clearly what an e-mail must look like', async () => {
    renderAt('/admin/parceiro/1/usuario', usersOver());
    fireEvent.change(await screen.findByLabelText(/^User/), { target: { value: 'joao' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'João' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'joao@partner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText('Enter a valid e-mail address, such as name@example.com.')).length,
    ).toBeGreaterThan(0);
  });

  it('creates the user, shows the temporary password once with its expiry, then goes to the list', async () => {
    const users = usersOver([ana]);
    const view = renderAt('/admin/parceiro/1/usuario', users);
    fireEvent.change(await screen.findByLabelText(/^User/), { target: { value: ' joao ' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'João Souza' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'joao@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const shown = await dialog();
    const password = (shown.getByLabelText('Temporary password', { selector: 'input' }) as HTMLInputElement).value;
    expect(password).toMatch(ONE_TIME_PASSWORD);
    expect(shown.getByText('It is shown only now and will not be shown again.')).toBeTruthy();
    expect(shown.getByText('At the first sign-in the user must choose a new password.')).toBeTruthy();
    expect(shown.getByText(/^Valid until \d{2}\/\d{2}\/2026 \d{2}:\d{2}\.$/)).toBeTruthy();
    // The next id after Ana's.
    expect(await users.forPartner(1).get(8)).toEqual({
      id: 8,
      login: 'joao',
      name: 'João Souza',
      email: 'joao@acme.test',
    });
    expect(view.current()).toBe('/admin/parceiro/1/usuario');

    fireEvent.click(shown.getByRole('button', { name: 'Done', hidden: true }));
    await waitFor(() => expect(view.current()).toBe('/admin/parceiro/1/usuarios'));
    expect(await screen.findByText('joao')).toBeTruthy();
    expect(screen.queryByText(password)).toBeNull();
  });

  it('says a taken username in its own words (another partner’s user has it, in another letter case)', async () => {
    const view = renderAt('/admin/parceiro/1/usuario', usersOver([{ ...ana, partnerId: 2 }]));
    fireEvent.change(await screen.findByLabelText(/^User/), { target: { value: 'Ana.Souza' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ana@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The toast, and the same words under the field until the login changes.
    await waitFor(() =>
      expect(screen.getAllByText('This username is already in use. Choose another one.')).toHaveLength(2),
    );
    const login = screen.getByLabelText(/^User/) as HTMLInputElement;
    expect(login.value).toBe('Ana.Souza');
    expect(login.getAttribute('aria-invalid')).toBe('true');
    expect(view.current()).toBe('/admin/parceiro/1/usuario');
    fireEvent.change(login, { target: { value: 'ana.souza2' } });
    expect(login.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("says the spec's generic insert error for any other failure", async () => {
    renderAt('/admin/parceiro/1/usuario', usersOver([], { failOn: ['create'] }));
    fireEvent.change(await screen.findByLabelText(/^User/), { target: { value: 'joao' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'João' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'joao@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error inserting the data.')).toBeTruthy();
  });
});

describe('stored partner user', () => {
  it('is shown read-only, without Save', async () => {
    renderAt('/admin/parceiro/1/usuario/7', usersOver([ana]));
    const login = (await screen.findByDisplayValue('ana.souza')) as HTMLInputElement;
    expect(login.readOnly).toBe(true);
    expect((screen.getByDisplayValue('ana@acme.test') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('A stored user cannot be changed, only deleted.')).toBeTruthy();
  });

  it('gets a new one-time password after confirmation, shown once, and stays on its page (issue 8 §8)', async () => {
    const users = usersOver([ana]);
    const view = renderAt('/admin/parceiro/1/usuario/7', users);
    fireEvent.click(await screen.findByRole('button', { name: 'New one-time password' }));
    const asked = await dialog();
    expect(
      asked.getByText(
        'ana.souza gets a new one-time password. The current password stops working and every open session of this user ends.',
      ),
    ).toBeTruthy();
    fireEvent.click(asked.getByRole('button', { name: 'Issue', hidden: true }));
    expect(await screen.findByDisplayValue(ONE_TIME_PASSWORD)).toBeTruthy();
    expect(
      screen.getByText(
        'User ana.souza has a new temporary password; the old one and open sessions no longer work. Give them this one to sign in:',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done', hidden: true }));
    await waitFor(() => expect(screen.queryByDisplayValue(ONE_TIME_PASSWORD)).toBeNull());
    expect(view.current()).toBe('/admin/parceiro/1/usuario/7');
  });

  it('says so when the new one-time password could not be issued, and issues nothing on Cancel', async () => {
    renderAt('/admin/parceiro/1/usuario/7', usersOver([ana], { failOn: ['issueTemporaryPassword'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'New one-time password' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    // Nothing asked for: the failing call would have said so.
    expect(screen.queryByText('The new one-time password could not be issued.')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'New one-time password' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Issue', hidden: true }));
    expect(await screen.findByText('The new one-time password could not be issued.')).toBeTruthy();
    expect(screen.queryByDisplayValue(ONE_TIME_PASSWORD)).toBeNull();
  });

  it('is deleted after confirmation, and the list follows', async () => {
    const users = usersOver([ana, bruno]);
    const view = renderAt('/admin/parceiro/1/usuario/7', users);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click((await dialog()).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('User removed.')).toBeTruthy();
    await waitFor(() => expect(view.current()).toBe('/admin/parceiro/1/usuarios'));
    const { records } = await users.forPartner(1).list({ page: 0, rowsPerPage: 10, searchText: '' });
    expect(records.map((u) => u.id)).toEqual([8]);
  });
});
