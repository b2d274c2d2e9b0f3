import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { ChangePasswordView } from './ChangePasswordView';

const meta = {
  title: 'Shared/Change password',
  component: ChangePasswordView,
  parameters: { layout: 'padded', app: { user: storyUsers.partner, route: '/areaparceiro/password' } },
} satisfies Meta<typeof ChangePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.findByLabelText(name, { selector: 'input' });
const current = /^(Current password|Senha atual|Contraseña actual)/;
const next = /^(New password|Nova senha|Nueva contraseña)/;
const confirmation = /^(Confirm the new password|Confirme a nova senha|Confirme la nueva contraseña)/;
const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: /Change password|Alterar senha|Cambiar contraseña/ }));

export const Empty: Story = {};

/** Nothing filled: 'required field' under each of the three. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => submit(within(canvasElement)),
};

/** New and confirmation differ: 'Passwords do not match.' under the confirmation. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvas, current), 'tagtrail');
    await userEvent.type(await field(canvas, next), 'a-new-secret');
    await userEvent.type(await field(canvas, confirmation), 'a-new-secreT');
    await submit(canvas);
  },
};

/** The current password is wrong: 'invalid password' under it. */
export const InvalidCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvas, current), 'not-my-password');
    await userEvent.type(await field(canvas, next), 'a-new-secret');
    await userEvent.type(await field(canvas, confirmation), 'a-new-secret');
    await submit(canvas);
  },
};

/** The server fails: 'update password error', and what was typed stays. */
export const UpdateError: Story = {
  parameters: { app: { user: storyUsers.partner, route: '/areaparceiro/password', password: { failOn: ['change'] } } },
  play: InvalidCurrentPassword.play,
};
