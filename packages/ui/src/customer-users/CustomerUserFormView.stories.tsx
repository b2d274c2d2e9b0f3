import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoCustomers, demoCustomerUsers } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { CustomerUserFormView } from './CustomerUserFormView';

const stored = demoCustomerUsers[0]!;
const customer = demoCustomers.find((c) => c.id === stored.customerId)!;
const newRoute = `/areaparceiro/cliente/${customer.id}/usuario`;
const storedRoute = `/areaparceiro/cliente/${customer.id}/usuario/${stored.id}`;
const partner = { user: storyUsers.partner };

const meta = {
  title: 'Partner/Customers/Users/Form',
  component: CustomerUserFormView,
  args: { customerId: customer.id },
  parameters: { layout: 'padded', app: { ...partner, route: newRoute } },
} satisfies Meta<typeof CustomerUserFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.findByLabelText(name, { selector: 'input' });

async function fill(canvasElement: HTMLElement, login: string, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await field(canvas, /^(User|Usuário|Usuario)/), login);
  await userEvent.type(await field(canvas, /^(Name|Nome|Nombre)/), 'Renata Oliveira');
  await userEvent.type(await field(canvas, /^(E-mail|Correo electrónico)/), email);
  await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
}

export const New: Story = {};

/** Save with nothing filled and a bad e-mail: 'required field' and the e-mail's own message under the fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvas, /^(E-mail|Correo electrónico)/), 'renata@aurora');
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** Created: the one-time password, shown once, with its expiry and a copy button; Done leads to the list. */
export const TemporaryPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'renata.nova', 'renata@aurora.com.br');
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(await dialog.findByRole('button', { name: /Copy|Copiar/ })).toBeInTheDocument();
  },
};

/** The login belongs to another account: USERNAME_TAKEN in words, and everything typed stays. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, stored.login, 'renata@aurora.com.br');
  },
};

/** A stored user: read-only fields and Delete (with confirmation), no Save. */
export const ExistingUser: Story = {
  args: { id: stored.id },
  parameters: { app: { ...partner, route: storedRoute } },
};

export const Loading: Story = {
  args: { id: stored.id },
  parameters: { app: { ...partner, route: storedRoute, customerUsers: { options: { never: true } } } },
};

/** 'loading data error' with Retry and Back (spec A §8). */
export const LoadError: Story = {
  args: { id: stored.id },
  parameters: { app: { ...partner, route: storedRoute, customerUsers: { options: { failOn: ['get'] } } } },
};
