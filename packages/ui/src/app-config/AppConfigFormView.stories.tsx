import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { AppConfigFormView } from './AppConfigFormView';

const user = storyUsers.partner;

const meta = {
  title: 'Partner/Apps/Form',
  component: AppConfigFormView,
  args: { customerId: 1, appId: 1 },
  parameters: { layout: 'padded', app: { route: '/areaparceiro/cliente/1/aplicativo/1', user } },
} satisfies Meta<typeof AppConfigFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored app: name and the three switches, with Design layout. */
export const Existing: Story = {};

/** A new app: the switches stay off until it is saved (spec A §5). */
export const New: Story = {
  args: { customerId: 3, appId: undefined },
  parameters: { app: { route: '/areaparceiro/cliente/3/aplicativo/', user } },
};

/** Saving without a name: 'required field'. */
export const NameRequired: Story = {
  args: { customerId: 3, appId: undefined },
  parameters: { app: { route: '/areaparceiro/cliente/3/aplicativo/', user } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

export const Loading: Story = {
  parameters: {
    app: { route: '/areaparceiro/cliente/1/aplicativo/1', user, appConfigs: { options: { never: true } } },
  },
};

export const LoadError: Story = {
  parameters: {
    app: { route: '/areaparceiro/cliente/1/aplicativo/1', user, appConfigs: { options: { failOn: ['get'] } } },
  },
};
