// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryCustomerAdapter, MemoryPasswordAdapter, type MemoryCustomerOptions } from '@tagtrail/adapters';
import {
  CustomerPortToken,
  PasswordPortToken,
  PreferencesPortToken,
  SessionPortToken,
  CUSTOMER_CODE_MAX,
  CUSTOMER_NAME_MAX,
  type Customer,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { ChangePasswordView } from '../password/ChangePasswordView';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { CustomerFormView } from './CustomerFormView';
import { CustomerListView } from './CustomerListView';

afterEach(cleanup);

const partner = { username: 'paulo', role: 'PARCEIRO', accessToken: 't', partnerId: 1 } as const;
const noMessages = { 1: '', 2: '', 3: '' };
const aurora: Customer = {
  id: 3,
  code: 'AURORA',
  name: 'Vinícola Aurora do Vale',
  taxId: '000000000000',
  linkedProduct: false,
  exclusive: true,
  singleReading: false,
  singleReadingMessages: noMessages,
  tenantId: 'aurora-003',
};

/** The signed-in partner's customers in memory, answering as the server does. */
const customersOver = (seed: readonly Customer[] = [aurora], options: MemoryCustomerOptions = {}) =>
  new MemoryCustomerAdapter(
    seed.map((customer) => ({ ...customer, partnerId: partner.partnerId })),
    { myPartnerId: partner.partnerId, ...options },
  );

function renderWith(ui: React.ReactNode, route: string, services: [symbol, unknown][]) {
  let location: MemoryLocation | undefined;
  const session = new FakeSessionPort(partner);
  render(
    <MemoryApp
      route={route}
      services={[[SessionPortToken, session], [PreferencesPortToken, new FakePreferences()], ...services]}
      onLocation={(l) => (location = l)}
    >
      {ui}
    </MemoryApp>,
  );
  return { session, current: () => location?.history[location.history.length - 1] ?? '' };
}

const dialogButton = async (name: string) =>
  within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { name, hidden: true });

describe('customer list (spec A §2)', () => {
  it('shows code and name, with edit, users and app actions', async () => {
    renderWith(<CustomerListView />, '/areaparceiro/clientes', [[CustomerPortToken, customersOver()]]);
    expect(await screen.findByText('AURORA')).toBeTruthy();
    expect(screen.getByText('Vinícola Aurora do Vale')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Vinícola Aurora do Vale' }).getAttribute('href')).toBe(
      '/areaparceiro/cliente/3',
    );
    expect(screen.getByRole('link', { name: 'Users of Vinícola Aurora do Vale' }).getAttribute('href')).toBe(
      '/areaparceiro/cliente/3/usuarios',
    );
    expect(screen.getByRole('link', { name: 'App of Vinícola Aurora do Vale' }).getAttribute('href')).toBe(
      '/areaparceiro/cliente/3/aplicativos/',
    );
  });
});

describe('customer form (spec A §5, §8)', () => {
  it('creates with the tax id left blank, stored as the default twelve zeros, and single-reading messages per language', async () => {
    const port = customersOver([]);
    const view = renderWith(<CustomerFormView />, '/areaparceiro/cliente/', [[CustomerPortToken, port]]);
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'NORFAR' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Laboratório Nordeste Farma' } });
    expect((screen.getByLabelText(/^Tax id/) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('switch', { name: 'Single reading' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // No message in any language: refused before sending.
    expect(
      await screen.findByText('With single reading on, write the message in at least one language.', {
        selector: '[role=alert]',
      }),
    ).toBeTruthy();
    expect((await port.list({ page: 0, rowsPerPage: 10, searchText: '' })).total).toBe(0);

    fireEvent.change(screen.getByLabelText('Message in Spanish'), { target: { value: 'Ya leída' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.current()).toBe('/areaparceiro/cliente/1'));
    expect(await port.get(1)).toMatchObject({
      code: 'NORFAR',
      taxId: '000000000000',
      singleReading: true,
      singleReadingMessages: { 1: '', 2: '', 3: 'Ya leída' },
    });
  });

  it('refuses a CNPJ whose check digits are wrong under the tax id, and stores a valid one without its mask', async () => {
    const port = customersOver();
    renderWith(<CustomerFormView id={3} />, '/areaparceiro/cliente/3', [[CustomerPortToken, port]]);
    const taxId = (await screen.findByLabelText(/^Tax id/)) as HTMLInputElement;
    // Stored as the default twelve zeros: "not given", shown blank.
    expect(taxId.value).toBe('');
    fireEvent.change(taxId, { target: { value: '11.222.333/0001-80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(taxId.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getAllByText(
        'Enter a valid CNPJ: 14 characters ending in the right check digits, such as 11.222.333/0001-81.',
      ).length,
    ).toBeGreaterThanOrEqual(1);
    expect(await port.get(3)).toMatchObject({ taxId: '000000000000' });

    fireEvent.change(taxId, { target: { value: '11222333000181' } });
    fireEvent.blur(taxId);
    expect(taxId.value).toBe('11.222.333/0001-81');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await port.get(3)).toMatchObject({ taxId: '11222333000181' }));
  });

  it('takes a code and a name as long as the rule and the column allow (50 and 150 characters)', async () => {
    renderWith(<CustomerFormView />, '/areaparceiro/cliente/', [[CustomerPortToken, customersOver([])]]);
    const code = (await screen.findByLabelText(/^Code/)) as HTMLInputElement;
    expect(code.maxLength).toBe(CUSTOMER_CODE_MAX);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).maxLength).toBe(CUSTOMER_NAME_MAX);
    expect([CUSTOMER_CODE_MAX, CUSTOMER_NAME_MAX]).toEqual([50, 150]);
  });

  it('shows a stored CNPJ with its mask', async () => {
    const port = customersOver([{ ...aurora, taxId: '12ABC34501DE35' }]);
    renderWith(<CustomerFormView id={3} />, '/areaparceiro/cliente/3', [[CustomerPortToken, port]]);
    expect(((await screen.findByLabelText(/^Tax id/)) as HTMLInputElement).value).toBe('12.ABC.345/01DE-35');
  });

  it('locks the code of a stored customer', async () => {
    renderWith(<CustomerFormView id={3} />, '/areaparceiro/cliente/3', [[CustomerPortToken, customersOver()]]);
    const code = (await screen.findByLabelText(/^Code/)) as HTMLInputElement;
    expect(code.value).toBe('AURORA');
    expect(code.readOnly).toBe(true);
    expect(screen.getByText('The code cannot be changed.')).toBeTruthy();
  });

  it("says 'save message error' when the save fails", async () => {
    const port = customersOver([aurora], { failOn: ['update'] });
    renderWith(<CustomerFormView id={3} />, '/areaparceiro/cliente/3', [[CustomerPortToken, port]]);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Aurora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
  });

  it("shows the server's message for a refused delete (error 1: it has users) and stays on the customer", async () => {
    const port = customersOver([aurora], { inUseIds: [aurora.id] });
    const view = renderWith(<CustomerFormView id={3} />, '/areaparceiro/cliente/3', [[CustomerPortToken, port]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(
      await screen.findByText('This customer still has users, products or lots and cannot be removed.'),
    ).toBeTruthy();
    expect(view.current()).toBe('/areaparceiro/cliente/3');
  });

  it("says 'delete message error' for any other delete failure, and goes to the list after a delete", async () => {
    renderWith(<CustomerFormView id={3} />, '/areaparceiro/cliente/3', [
      [CustomerPortToken, customersOver([aurora], { failOn: ['remove'] })],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    expect(await screen.findByText('Fail to remove the record.')).toBeTruthy();
    cleanup();

    const port = customersOver();
    const view = renderWith(<CustomerFormView id={3} />, '/areaparceiro/cliente/3', [[CustomerPortToken, port]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await dialogButton('Delete'));
    await waitFor(() => expect(view.current()).toBe('/areaparceiro/clientes'));
    await expect(port.get(3)).rejects.toMatchObject({ status: 404 });
  });
});

describe('change password (spec A §5, §8)', () => {
  /** The signed-in partner's password in memory ('tagtrail'), its changes watched. */
  function passwords() {
    const port = new MemoryPasswordAdapter({ current: 'tagtrail' });
    return { port, change: vi.spyOn(port, 'change') };
  }
  const fill = async (current: string, next: string, confirmation: string) => {
    fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(/^Confirm the new password/), { target: { value: confirmation } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it("refuses a confirmation that does not match ('Passwords do not match.') and sends nothing", async () => {
    const { port, change } = passwords();
    renderWith(<ChangePasswordView />, '/areaparceiro/password', [[PasswordPortToken, port]]);
    await fill('tagtrail', 'a-new-secret', 'a-new-secreT');
    expect(await screen.findAllByText('Passwords do not match.')).not.toHaveLength(0);
    expect(change).not.toHaveBeenCalled();
  });

  it("says 'invalid password' under the current password for PasswordMismatch", async () => {
    const { port } = passwords();
    renderWith(<ChangePasswordView />, '/areaparceiro/password', [[PasswordPortToken, port]]);
    await fill('wrong', 'a-new-secret', 'a-new-secret');
    expect(await screen.findAllByText('Invalid password.')).not.toHaveLength(0);
  });

  it('sends the current and new password, says so and signs out', async () => {
    const { port, change } = passwords();
    const view = renderWith(<ChangePasswordView />, '/areaparceiro/password', [[PasswordPortToken, port]]);
    await fill('tagtrail', 'a-new-secret', 'a-new-secret');
    await waitFor(() => expect(view.session.signedOut).toBe(true));
    expect(change.mock.calls).toEqual([['tagtrail', 'a-new-secret']]);
    expect(await screen.findByText('Password updated. Sign in with the new password.')).toBeTruthy();
  });
});
