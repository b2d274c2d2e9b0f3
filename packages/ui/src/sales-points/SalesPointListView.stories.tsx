import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoSalesPoints } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { SalesPointListView } from './SalesPointListView';

const route = '/areacliente/pontovendas';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Sales points/List',
  component: SalesPointListView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof SalesPointListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  parameters: { app: { ...customer, route, salesPoints: { options: { never: true } } } },
};

export const Empty: Story = { parameters: { app: { ...customer, route, salesPoints: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, salesPoints: { options: { failOn: ['list'] } } } },
};

const first = demoSalesPoints[0]!;
/** The reset beside the first row, in any of the three languages. */
const resetOfFirst = new RegExp(
  `^(Reset the password of|Redefinir a senha de|Restablecer la contraseña de) ${first.login}$`,
);
const confirmReset = /^(Reset|Redefinir|Restablecer)$/;

/** The reset beside a row asks first: the current password and every open session of that sales point end. */
export const ResetAsked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: resetOfFirst }));
    await within(document.body).findByRole('alertdialog');
  },
};

/** Reset from the list: MESSAGE_RESET_PASSWORD_SUCCESS and the new one-time password, shown once; the list stays. */
export const ResetDone: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: resetOfFirst }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: confirmReset }));
    await expect(await body.findByRole('button', { name: /Copy|Copiar/ })).toBeInTheDocument();
  },
};

/** The reset fails: MESSAGE_RESET_PASSWORD_ERROR, and no password. */
export const ResetFailed: Story = {
  parameters: { app: { ...customer, route, salesPoints: { options: { failOn: ['resetPassword'] } } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: resetOfFirst }));
    await userEvent.click(await within(document.body).findByRole('button', { name: confirmReset }));
  },
};
