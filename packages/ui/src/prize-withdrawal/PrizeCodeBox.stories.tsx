import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoOpenPrizeCode, demoPrizes, demoWithdrawnPrizeCode } from '@tagtrail/adapters';
import { PointOfSaleRedemptionPortToken } from '@tagtrail/domain';
import { storyUsers } from '../story-fixtures';
import { pointOfSalePrizePaths } from './prize-withdrawal.paths';
import { PrizeCodeBox } from './PrizeCodeBox';

const app = { user: storyUsers.sales, route: pointOfSalePrizePaths.list };

const meta = {
  title: 'Point of sale/Prize code box',
  component: PrizeCodeBox,
  args: { portToken: PointOfSaleRedemptionPortToken, withdrawalPath: pointOfSalePrizePaths.withdrawal },
  parameters: { layout: 'padded', app },
} satisfies Meta<typeof PrizeCodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

async function lookUp(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(/^(Prize code|Código do prêmio|Código del premio)/, { selector: 'input' }),
    code,
  );
  await userEvent.click(canvas.getByRole('button', { name: /Look up|Consultar/ }));
}

/** The box as it opens: typing shows the code upper-cased. */
export const Idle: Story = {};

/** An unknown code: CODE_NOT_FOUND under the box (and as a notification). */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'zz9z-zz9z');
    await expect(
      await within(canvasElement).findByText(/Code not found|Código não encontrado|Código no encontrado/),
    ).toBeInTheDocument();
  },
};

/** The lookup fails (not a 404): LOADING_CODE_ERROR. */
export const LoadError: Story = {
  parameters: { app: { ...app, prizeCodes: { options: { failOn: ['lookupCode'] } } } },
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, demoOpenPrizeCode);
  },
};

/** Looking up takes a while: the button waits with a spinner. */
export const LookingUp: Story = {
  parameters: { app: { ...app, prizeCodes: { options: { never: true } } } },
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, demoOpenPrizeCode);
  },
};

/** A code already withdrawn: the dialog with the withdrawer's data and PROMOTION_ALREADY_WITHDRAW. */
export const AlreadyWithdrawn: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, demoWithdrawnPrizeCode.toLowerCase());
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(await dialog.findByText('Mariana Albuquerque')).toBeInTheDocument();
  },
};

/**
 * issue 24 §2: a code withdrawn at another counter, or by the customer's staff: the till sees that it was taken and
 * when, not who took it.
 */
export const WithdrawnAtAnotherCounter: Story = {
  parameters: {
    app: {
      ...app,
      prizeCodes: {
        seed: demoPrizes.map((prize) =>
          prize.code === demoWithdrawnPrizeCode ? { ...prize, withdrawnElsewhere: true } : prize,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, demoWithdrawnPrizeCode);
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(await dialog.findByText(/another counter|outro balcão|otro mostrador/)).toBeInTheDocument();
    await expect(dialog.queryByText('Mariana Albuquerque')).toBeNull();
  },
};

/**
 * issue 24 §2: after 10 codes not found in a minute every code waits, the right one too; the box says so instead of
 * "not found", so a guesser learns nothing and a clerk knows to wait.
 */
export const TooManyCodesNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByLabelText(/^(Prize code|Código do prêmio|Código del premio)/, { selector: 'input' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await userEvent.clear(box);
      await userEvent.type(box, `ZZ${attempt}`);
      await userEvent.click(canvas.getByRole('button', { name: /Look up|Consultar/ }));
      await canvas.findByText(/Code not found|Código não encontrado|Código no encontrado/);
    }
    await userEvent.clear(box);
    await userEvent.type(box, demoOpenPrizeCode);
    await userEvent.click(canvas.getByRole('button', { name: /Look up|Consultar/ }));
    await expect(await canvas.findByText(/Wait a minute|Aguarde um minuto|Espere un minuto/)).toBeInTheDocument();
  },
};
