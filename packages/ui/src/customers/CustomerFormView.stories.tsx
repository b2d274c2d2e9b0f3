import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoCustomers } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { CustomerFormView } from './CustomerFormView';

const myPartnerId = demoCustomers[0]!.partnerId;
const mine = demoCustomers.filter((customer) => customer.partnerId === myPartnerId);
const plain = mine.find((customer) => !customer.singleReading)!;
const single = mine.find((customer) => customer.singleReading) ?? plain;
const partner = { user: storyUsers.partner };
const editRoute = (id: number) => `/areaparceiro/cliente/${id}`;

const meta = {
  title: 'Partner/Customers/Form',
  component: CustomerFormView,
  parameters: { layout: 'padded', app: { ...partner, route: '/areaparceiro/cliente/' } },
} satisfies Meta<typeof CustomerFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: /^(Save|Salvar|Guardar)$/ }));

/** A new customer: the tax id blank (saved so, it is stored as the default twelve zeros), every switch off. */
export const New: Story = {};

export const EditFilled: Story = {
  args: { id: plain.id },
  parameters: { app: { ...partner, route: editRoute(plain.id) } },
};

/** A single-reading customer: its message in each language, the code locked. */
export const EditSingleReading: Story = {
  args: { id: single.id },
  parameters: { app: { ...partner, route: editRoute(single.id) } },
};

export const Loading: Story = {
  args: { id: plain.id },
  parameters: { app: { ...partner, route: editRoute(plain.id), customers: { options: { never: true } } } },
};

export const LoadError: Story = {
  args: { id: plain.id },
  parameters: { app: { ...partner, route: editRoute(plain.id), customers: { options: { failOn: ['get'] } } } },
};

/** Save with nothing filled: 'required field' under code and name. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas);
    await expect(await canvas.findAllByText(/required field|campo obrigatório|campo obligatorio/i)).not.toHaveLength(0);
  },
};

/** Single reading on with no message in any language: the messages' own error. */
export const SingleReadingWithoutMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^(Code|Código)/), 'NOVO');
    await userEvent.type(canvas.getByLabelText(/^(Name|Nome|Nombre)/), 'Novo Cliente');
    await userEvent.click(canvas.getByRole('switch', { name: /Single reading|Leitura única|Lectura única/ }));
    await save(canvas);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/** A code another of the partner's customers has: said in words, under the code. */
export const CodeTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^(Code|Código)/), plain.code.toLowerCase());
    await userEvent.type(canvas.getByLabelText(/^(Name|Nome|Nombre)/), 'Outro Cliente');
    await save(canvas);
  },
};

/** Save is tried and the server fails: 'save message error', and what was typed stays. */
export const SaveError: Story = {
  args: { id: plain.id },
  parameters: { app: { ...partner, route: editRoute(plain.id), customers: { options: { failOn: ['update'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/^(Name|Nome|Nombre)/);
    await userEvent.type(name, ' (novo)');
    await save(canvas);
    await expect(name).toHaveValue(`${plain.name} (novo)`);
  },
};

/** Delete is refused with error 1: the server's CUSTOMER_IN_USE message, translated; the user stays here. */
export const DeleteRefused: Story = {
  args: { id: plain.id },
  parameters: {
    app: { ...partner, route: editRoute(plain.id), customers: { options: { inUseIds: [plain.id] } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Delete|Excluir|Eliminar/ }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Delete|Excluir|Eliminar/ }));
  },
};

/** A CNPJ whose check digits are wrong: refused before sending, the reason under the tax id (issue 8 §7). */
export const InvalidCnpj: Story = {
  args: { id: plain.id },
  parameters: { app: { ...partner, route: editRoute(plain.id) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taxId = await canvas.findByLabelText(/Tax id|CNPJ|Identificación fiscal/);
    await userEvent.clear(taxId);
    await userEvent.type(taxId, '11.222.333/0001-82');
    await save(canvas);
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
  },
};
