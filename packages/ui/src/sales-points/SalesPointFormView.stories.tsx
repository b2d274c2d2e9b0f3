import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoSalesPoints } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { SalesPointFormView } from './SalesPointFormView';

const stored = demoSalesPoints[0]!;
const newRoute = '/areacliente/pontovenda';
const storedRoute = `/areacliente/pontovenda/${stored.id}`;
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Sales points/Form',
  component: SalesPointFormView,
  parameters: { layout: 'padded', app: { ...customer, route: newRoute } },
} satisfies Meta<typeof SalesPointFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.findByLabelText(name, { selector: 'input' });

async function fill(canvasElement: HTMLElement, login: string, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await field(canvas, /^(User|Usuário|Usuario)/), login);
  await userEvent.type(await field(canvas, /^(Name|Nome|Nombre)/), 'Loja Nova');
  await userEvent.type(await field(canvas, /^(E-mail|Correo electrónico)/), email);
  await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
}

export const New: Story = {};

/** Save with nothing filled and a bad e-mail: 'required field' and the e-mail's own message under the fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvas, /^(E-mail|Correo electrónico)/), 'loja@aurora');
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** Created: the one-time password, shown once, with its expiry and a copy button; Done leads to the list. */
export const TemporaryPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'loja.nova', 'nova@aurora.example');
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(await dialog.findByRole('button', { name: /Copy|Copiar/ })).toBeInTheDocument();
  },
};

/** The login belongs to another account: USERNAME_TAKEN in words, and everything typed stays. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, stored.login, 'nova@aurora.example');
  },
};

/** A stored sales point: user and e-mail locked, the name editable, Save and Reset password. */
export const Stored: Story = { args: { id: stored.id }, parameters: { app: { ...customer, route: storedRoute } } };

export const Loading: Story = {
  args: { id: stored.id },
  parameters: { app: { ...customer, route: storedRoute, salesPoints: { options: { never: true } } } },
};

export const LoadError: Story = {
  args: { id: stored.id },
  parameters: { app: { ...customer, route: storedRoute, salesPoints: { options: { failOn: ['get'] } } } },
};

/** Reset password asks first: the current password and every open session end. */
export const ResetAsked: Story = {
  args: { id: stored.id },
  parameters: { app: { ...customer, route: storedRoute } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Reset password|Redefinir senha/ }));
    await within(document.body).findByRole('alertdialog');
  },
};

/** Reset: MESSAGE_RESET_PASSWORD_SUCCESS and the new one-time password, shown once. */
export const ResetDone: Story = {
  args: { id: stored.id },
  parameters: { app: { ...customer, route: storedRoute } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Reset password|Redefinir senha/ }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: /^(Reset|Redefinir)$/ }));
    await expect(await body.findByRole('button', { name: /Copy|Copiar/ })).toBeInTheDocument();
  },
};

/** The reset fails: MESSAGE_RESET_PASSWORD_ERROR, and no password. */
export const ResetFailed: Story = {
  args: { id: stored.id },
  parameters: { app: { ...customer, route: storedRoute, salesPoints: { options: { failOn: ['resetPassword'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Reset password|Redefinir senha/ }));
    await userEvent.click(await within(document.body).findByRole('button', { name: /^(Reset|Redefinir)$/ }));
  },
};
