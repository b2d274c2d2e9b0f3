import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoPartners, demoPartnerUsers } from '@tagtrail/adapters';
import { PartnerUserFormView } from './PartnerUserFormView';

const partner = demoPartners[0]!;
const stored = demoPartnerUsers.find((user) => user.partnerId === partner.id)!;
const newRoute = `/admin/parceiro/${partner.id}/usuario`;
const storedRoute = `/admin/parceiro/${partner.id}/usuario/${stored.id}`;

const meta = {
  title: 'Admin/Partners/Users/Form',
  component: PartnerUserFormView,
  args: { partnerId: partner.id },
  parameters: { layout: 'padded', app: { route: newRoute } },
} satisfies Meta<typeof PartnerUserFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.findByLabelText(name, { selector: 'input' });

async function fill(canvasElement: HTMLElement, login: string, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await field(canvas, /^(User|Usuário|Usuario)/), login);
  await userEvent.type(await field(canvas, /^(Name|Nome|Nombre)/), 'João Pereira');
  await userEvent.type(await field(canvas, /^(E-mail|Correo electrónico)/), email);
  await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
}

export const New: Story = {};

/** Save with nothing filled and a bad e-mail: 'required field' and the e-mail's own message under the fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvas, /^(E-mail|Correo electrónico)/), 'joao@partner');
    await userEvent.click(canvas.getByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** Created: the one-time temporary password, its expiry, a copy button; Done leads to the list. */
export const TemporaryPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'joao.pereira.novo', 'joao@etiquetas.example');
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(await dialog.findByRole('button', { name: /Copy|Copiar/ })).toBeInTheDocument();
  },
};

/** The login belongs to another account: USERNAME_TAKEN in words, and everything typed stays. */
export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, stored.login, 'joao@etiquetas.example');
  },
};

/** A stored user: read-only fields and Delete (with confirmation), no Save. */
export const ExistingUser: Story = {
  args: { id: stored.id },
  parameters: { app: { route: storedRoute } },
};

export const LoadError: Story = {
  args: { id: stored.id },
  parameters: { app: { route: storedRoute, partnerUsers: { options: { failOn: ['get'] } } } },
};

/** A stored user's "New one-time password": the question, saying the current password and sessions end. */
export const NewPasswordAsked: Story = {
  args: { id: stored.id },
  parameters: { app: { route: storedRoute } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /New one-time password|Nova senha|Nueva contraseña/ }),
    );
    await within(document.body).findByRole('alertdialog');
  },
};

/** Issued: the new one-time password, shown once, with its expiry. */
export const NewPasswordShown: Story = {
  args: { id: stored.id },
  parameters: { app: { route: storedRoute } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /New one-time password|Nova senha|Nueva contraseña/ }),
    );
    const asked = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(asked.getByRole('button', { name: /^(Issue|Gerar|Generar)$/ }));
    await expect(await within(document.body).findByRole('button', { name: /Copy|Copiar/ })).toBeInTheDocument();
  },
};

/** The server could not issue it: said in words, nothing shown. */
export const NewPasswordFailed: Story = {
  args: { id: stored.id },
  parameters: {
    app: { route: storedRoute, partnerUsers: { options: { failOn: ['issueTemporaryPassword'] } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /New one-time password|Nova senha|Nueva contraseña/ }),
    );
    const asked = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(asked.getByRole('button', { name: /^(Issue|Gerar|Generar)$/ }));
  },
};
