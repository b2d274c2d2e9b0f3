import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoPartners } from '@tagtrail/adapters';
import { PartnerFormView } from './PartnerFormView';

const first = demoPartners[0]!;

const meta = {
  title: 'Admin/Partners/Form',
  component: PartnerFormView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PartnerFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = { parameters: { app: { route: '/admin/parceiro/' } } };

export const EditFilled: Story = {
  args: { id: first.id },
  parameters: { app: { route: `/admin/parceiro/${first.id}` } },
};

export const Loading: Story = {
  args: { id: first.id },
  parameters: { app: { route: `/admin/parceiro/${first.id}`, partners: { options: { never: true } } } },
};

export const LoadError: Story = {
  args: { id: first.id },
  parameters: { app: { route: `/admin/parceiro/${first.id}`, partners: { options: { failOn: ['get'] } } } },
};

/** Save is tried and the server fails: 'Fail to save partner data.', and what was typed stays. */
export const SaveError: Story = {
  args: { id: first.id },
  parameters: { app: { route: `/admin/parceiro/${first.id}`, partners: { options: { failOn: ['update'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/Name|Nome|Nombre/);
    await userEvent.type(name, ' (new)');
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
    await expect(name).toHaveValue(`${first.name} (new)`);
  },
};

/** Delete is refused with error 1: the server's PARTNER_IN_USE message, translated; the user stays here. */
export const DeleteRefused: Story = {
  args: { id: first.id },
  parameters: { app: { route: `/admin/parceiro/${first.id}`, partners: { options: { inUseIds: [first.id] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Delete|Excluir|Eliminar/ }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Delete|Excluir|Eliminar/ }));
  },
};

/** Save with empty fields: the 'required field' toast and a message under each field. */
export const RequiredFields: Story = {
  parameters: { app: { route: '/admin/parceiro/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** A CNPJ whose check digits are wrong: refused before sending, the reason under the tax id (issue 8 §7). */
export const InvalidCnpj: Story = {
  parameters: { app: { route: '/admin/parceiro/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Name|Nome|Nombre/), 'Cedro Etiquetas Ltda.');
    const taxId = canvas.getByLabelText(/Tax id|CNPJ|Identificación fiscal/);
    await userEvent.type(taxId, '11.222.333/0001-82');
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
    await expect(taxId).toHaveAttribute('aria-invalid', 'true');
  },
};
