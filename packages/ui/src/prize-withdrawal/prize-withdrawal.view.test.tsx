// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import {
  demoOpenPrizeCode,
  demoWithdrawnPrizeCode,
  MemoryPointOfSaleRedemptionAdapter,
  type MemoryPrizeCodeOptions,
} from '@tagtrail/adapters';
import {
  INVALID_CPF,
  PointOfSaleRedemptionPortToken,
  PortError,
  PreferencesPortToken,
  SessionPortToken,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { PointOfSaleWinnersView } from './PointOfSaleWinnersView';
import { PrizeWithdrawalFormView } from './PrizeWithdrawalFormView';
import { pointOfSalePrizePaths } from './prize-withdrawal.paths';
import { cpfAsTyped, maskedCpf } from './prize-texts';

afterEach(cleanup);

const salesUser = { username: 'sofia.vendas', role: 'PONTO_VENDA', accessToken: 't', customerId: 1 } as const;

/** The till's port over the demo prizes: the open code is promotion 7's, the withdrawn one was taken at this till. */
const tillOver = (options: MemoryPrizeCodeOptions = {}) => new MemoryPointOfSaleRedemptionAdapter(undefined, options);

function renderAt(route: string, port: MemoryPointOfSaleRedemptionAdapter = tillOver()) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [PointOfSaleRedemptionPortToken, port],
        [SessionPortToken, new FakeSessionPort(salesUser)],
        [PreferencesPortToken, new FakePreferences()],
      ]}
      onLocation={(l) => (location = l)}
    >
      <Switch>
        <Route path="/areapontovenda/promocoes">
          <PointOfSaleWinnersView />
        </Route>
        <Route path="/areapontovenda/promocao/:id/premio/:code">
          {({ id, code }) => (
            <PrizeWithdrawalFormView
              portToken={PointOfSaleRedemptionPortToken}
              promotionId={Number(id)}
              code={decodeURIComponent(code)}
              listPath={pointOfSalePrizePaths.list}
            />
          )}
        </Route>
      </Switch>
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

const codeInput = () => screen.getByLabelText(/^Prize code/, { selector: 'input' }) as HTMLInputElement;
const lookUp = () => fireEvent.click(screen.getByRole('button', { name: /Look up/ }));

describe('prize-code box (spec B §4, §5, §8)', () => {
  it('shows the code upper-cased as typed', async () => {
    renderAt('/areapontovenda/promocoes');
    fireEvent.change(await screen.findByLabelText(/^Prize code/, { selector: 'input' }), {
      target: { value: 'hx4k-9r2t' },
    });
    expect(codeInput().value).toBe('HX4K-9R2T');
  });

  it('does nothing with an empty code', async () => {
    const port = tillOver();
    const lookups = vi.spyOn(port, 'lookupCode');
    renderAt('/areapontovenda/promocoes', port);
    await screen.findByLabelText(/^Prize code/, { selector: 'input' });
    fireEvent.change(codeInput(), { target: { value: '   ' } });
    lookUp();
    // Let every piece of work the click started finish (React's and the machine's), then look.
    await act(async () => {});
    expect(lookups).not.toHaveBeenCalled();
  });

  it('says CODE_NOT_FOUND for an unknown code', async () => {
    renderAt('/areapontovenda/promocoes');
    fireEvent.change(await screen.findByLabelText(/^Prize code/, { selector: 'input' }), { target: { value: 'nope' } });
    lookUp();
    expect((await screen.findAllByText('Code not found.')).length).toBeGreaterThan(0);
  });

  it('says LOADING_CODE_ERROR when the lookup fails', async () => {
    renderAt('/areapontovenda/promocoes', tillOver({ failOn: ['lookupCode'] }));
    fireEvent.change(await screen.findByLabelText(/^Prize code/, { selector: 'input' }), { target: { value: 'abc' } });
    lookUp();
    expect((await screen.findAllByText('Error loading the code. Try again.')).length).toBeGreaterThan(0);
  });

  it("shows the withdrawer's data and PROMOTION_ALREADY_WITHDRAW for a withdrawn code", async () => {
    renderAt('/areapontovenda/promocoes');
    fireEvent.change(await screen.findByLabelText(/^Prize code/, { selector: 'input' }), {
      target: { value: demoWithdrawnPrizeCode.toLowerCase() },
    });
    lookUp();
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    expect(dialog.getByText('This prize has already been withdrawn.')).toBeTruthy();
    expect(dialog.getByText('Mariana Albuquerque')).toBeTruthy();
    expect(dialog.getByText('111.444.777-35')).toBeTruthy();
    expect(dialog.getByText('14/07/1988')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
  });

  it("opens the point of sale's withdrawal form for a code still to be withdrawn", async () => {
    const at = renderAt('/areapontovenda/promocoes');
    fireEvent.change(await screen.findByLabelText(/^Prize code/, { selector: 'input' }), {
      target: { value: `${demoOpenPrizeCode.toLowerCase()} ` },
    });
    lookUp();
    await waitFor(() => expect(at.current()).toBe(`/areapontovenda/promocao/7/premio/${demoOpenPrizeCode}`));
    expect(await screen.findByRole('heading', { name: 'Prize withdrawal' })).toBeTruthy();
  });
});

describe('point-of-sale winners (spec B §7)', () => {
  it('lists the prizes withdrawn at this till: name, the CPF hidden but for its last digits, code and prize', async () => {
    renderAt('/areapontovenda/promocoes');
    expect(await screen.findByText('Ana Beatriz Souza')).toBeTruthy();
    expect(screen.getByText('***.***.*89-09')).toBeTruthy();
    expect(screen.queryByText('123.456.789-09')).toBeNull();
    expect(screen.getByText('W2GX7HD9FP4KS')).toBeTruthy();
    // issue 24 §2: never a code still to be taken.
    expect(screen.queryByText(demoOpenPrizeCode)).toBeNull();
  });
});

describe('withdrawal form (spec B §5, issue 13 §6)', () => {
  const route = `/areapontovenda/promocao/7/premio/${demoOpenPrizeCode}`;
  const field = (label: RegExp) =>
    screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement | HTMLTextAreaElement;
  const fill = (values: { name: string; cpf: string; address: string; birthDate: string }) => {
    fireEvent.change(field(/^Full name/), { target: { value: values.name } });
    fireEvent.change(field(/^CPF/), { target: { value: values.cpf } });
    fireEvent.change(field(/^Address/), { target: { value: values.address } });
    fireEvent.change(field(/^Birth date/), { target: { value: values.birthDate } });
  };
  const withdraw = () => fireEvent.click(screen.getByRole('button', { name: /Withdraw prize/ }));
  const openPrize = (port: MemoryPointOfSaleRedemptionAdapter) => port.store.find(demoOpenPrizeCode);

  it('requires every field and withdraws nothing', async () => {
    const port = tillOver();
    renderAt(route, port);
    await screen.findByRole('heading', { name: 'Prize withdrawal' });
    withdraw();
    expect((await screen.findAllByText('required field')).length).toBe(4);
    expect(openPrize(port)?.withdrawnAt).toBeNull();
  });

  it('masks the CPF as typed and refuses wrong check digits', async () => {
    const port = tillOver();
    renderAt(route, port);
    await screen.findByRole('heading', { name: 'Prize withdrawal' });
    fill({ name: 'Ana Souza', cpf: '12345678900', address: 'Rua A, 1', birthDate: '1990-05-01' });
    expect(field(/^CPF/).value).toBe('123.456.789-00');
    withdraw();
    expect(await screen.findByText(/Enter a valid CPF/)).toBeTruthy();
    expect(openPrize(port)?.withdrawnAt).toBeNull();
  });

  it('refuses a birth date that is not before today', async () => {
    renderAt(route);
    await screen.findByRole('heading', { name: 'Prize withdrawal' });
    fill({ name: 'Ana Souza', cpf: '123.456.789-09', address: 'Rua A, 1', birthDate: '2999-01-01' });
    withdraw();
    expect(await screen.findByText('The birth date must be before today.')).toBeTruthy();
  });

  it('withdraws the code with the values, unmasked cpf, and returns to the winners, where it is listed', async () => {
    const port = tillOver();
    const at = renderAt(route, port);
    await screen.findByRole('heading', { name: 'Prize withdrawal' });
    fill({ name: ' Ana Souza ', cpf: '123.456.789-09', address: 'Rua A, 1', birthDate: '1990-05-01' });
    withdraw();
    await waitFor(() => expect(at.current()).toBe('/areapontovenda/promocoes'));
    expect(openPrize(port)).toMatchObject({
      promotionId: 7,
      withdrawal: { name: 'Ana Souza', cpf: '12345678909', address: 'Rua A, 1', birthDate: '1990-05-01' },
    });
    expect(await screen.findByText(demoOpenPrizeCode)).toBeTruthy();
  });

  it('keeps what was typed when the server refuses, and shows the refusal on its field', async () => {
    const port = tillOver();
    // A refusal the form's own rules let through: only the server knew.
    vi.spyOn(port, 'withdraw').mockRejectedValueOnce(
      new PortError(400, 'VALIDATION', INVALID_CPF, [{ field: 'cpf', key: INVALID_CPF }]),
    );
    const at = renderAt(route, port);
    await screen.findByRole('heading', { name: 'Prize withdrawal' });
    fill({ name: 'Ana Souza', cpf: '123.456.789-09', address: 'Rua A, 1', birthDate: '1990-05-01' });
    withdraw();
    expect(await screen.findByText(/Enter a valid CPF/)).toBeTruthy();
    expect(at.current()).toBe(route);
    expect(field(/^Full name/).value).toBe('Ana Souza');
    expect(field(/^CPF/).value).toBe('123.456.789-09');
    withdraw();
    await waitFor(() => expect(at.current()).toBe('/areapontovenda/promocoes'));
    expect(openPrize(port)).toMatchObject({ withdrawnAt: expect.any(String) });
  });
});

describe('cpf display', () => {
  it('masks as typed, digits only, at most eleven', () => {
    expect(cpfAsTyped('1234')).toBe('123.4');
    expect(cpfAsTyped('123.456.789-091234')).toBe('123.456.789-09');
    expect(cpfAsTyped('abc')).toBe('');
  });

  it('hides all but the last four digits in the winners list', () => {
    expect(maskedCpf('111.444.777-35')).toBe('***.***.*77-35');
    expect(maskedCpf('***.***.*77-35')).toBe('***.***.*77-35');
    expect(maskedCpf(null)).toBe('');
  });
});
