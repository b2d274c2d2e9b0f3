import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { MyAppFormView } from './MyAppFormView';

const user = storyUsers.customer;
const route = '/areacliente/aplicativo';

const meta = {
  title: 'Customer/My app',
  component: MyAppFormView,
  parameters: { layout: 'padded', app: { route, user } },
} satisfies Meta<typeof MyAppFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A winery's stored app: name, switches, WhatsApp contact, manual, video and sharing links. */
export const Stored: Story = {};

/** A customer without an app yet: an empty form whose switches wait for the first save. */
export const NoAppYet: Story = {
  parameters: { app: { route, user, myApp: { seed: null } } },
};

/** Saving without a name and with a link that is not a web address: both fields say why. */
export const Refused: Story = {
  parameters: { app: { route, user, myApp: { seed: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [manualLink] = await canvas.findAllByRole('textbox', { name: /^(Link|Enlace)/ });
    if (manualLink === undefined) throw new Error('no manual link field');
    await userEvent.type(manualLink, 'javascript:alert(1)');
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** The save fails on the server: 'save message error', nothing typed is lost. */
export const SaveFailed: Story = {
  parameters: { app: { route, user, myApp: { options: { failOn: ['update'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /App name|Nome do aplicativo|Nombre/ }),
      ' Premium',
    );
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

export const Loading: Story = {
  parameters: { app: { route, user, myApp: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { route, user, myApp: { options: { failOn: ['get'] } } } },
};
