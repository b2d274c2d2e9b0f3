import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoOpenPrizeCode } from '@tagtrail/adapters';
import { PointOfSaleRedemptionPortToken } from '@tagtrail/domain';
import { storyUsers } from '../story-fixtures';
import { pointOfSalePrizePaths } from './prize-withdrawal.paths';
import { PrizeWithdrawalFormView } from './PrizeWithdrawalFormView';

const route = pointOfSalePrizePaths.withdrawal(7, demoOpenPrizeCode);
const app = { user: storyUsers.sales, route };

const meta = {
  title: 'Point of sale/Prize withdrawal form',
  component: PrizeWithdrawalFormView,
  args: {
    portToken: PointOfSaleRedemptionPortToken,
    promotionId: 7,
    code: demoOpenPrizeCode,
    listPath: pointOfSalePrizePaths.list,
  },
  parameters: { layout: 'padded', app },
} satisfies Meta<typeof PrizeWithdrawalFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: ReturnType<typeof within>, name: RegExp) =>
  canvas.findByLabelText(name, { selector: 'input, textarea' });

async function fill(canvasElement: HTMLElement, cpf: string, birthDate: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await input(canvas, /^(Full name|Nome completo|Nombre completo)/), 'Ana Beatriz Souza');
  await userEvent.type(await input(canvas, /^CPF/), cpf);
  await userEvent.type(await input(canvas, /^(Address|Endereço|Dirección)/), 'Rua Sinimbu, 455, Caxias do Sul - RS');
  const date = await input(canvas, /^(Birth date|Data de nascimento|Fecha de nacimiento)/);
  await userEvent.clear(date);
  await userEvent.type(date, birthDate);
  await userEvent.click(canvas.getByRole('button', { name: /Withdraw prize|Retirar prêmio|Retirar premio/ }));
}

/** The empty form for a code still to be withdrawn. */
export const Empty: Story = {};

/** Withdraw with nothing filled: 'required field' under each of the four. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Withdraw prize|Retirar prêmio|Retirar premio/ }));
  },
};

/** A CPF whose check digits do not match: INVALID_CPF under it; the mask was added as it was typed. */
export const InvalidCpf: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '12345678900', '1992-11-03');
    await expect(await within(canvasElement).findByText(/valid CPF|CPF válido/)).toBeInTheDocument();
  },
};

/** A birth date after today: refused under the field. */
export const BirthDateInFuture: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '12345678909', '2999-01-01');
  },
};

/** The server fails: CODE_WITHDRAW_ERROR, and everything typed stays. */
export const SaveFailed: Story = {
  parameters: { app: { ...app, prizeCodes: { options: { failOn: ['withdraw'] } } } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '12345678909', '1992-11-03');
  },
};

/** Withdrawing: the button waits with a spinner, the fields locked. */
export const Withdrawing: Story = {
  parameters: { app: { ...app, prizeCodes: { options: { never: true } } } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '12345678909', '1992-11-03');
  },
};

/** Saved: CODE_SUCCESSFULLY_WITHDRAW, and the page goes back to the winners (not rendered in this story's frame). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '12345678909', '1992-11-03');
    await expect(
      await within(document.body).findByText(
        /Prize withdrawn successfully|Prêmio retirado com sucesso|Premio retirado con éxito/,
      ),
    ).toBeInTheDocument();
  },
};
