import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { LayoutDesignerView } from './LayoutDesignerView';

const user = storyUsers.partner;
/** The demo winery (customer 1, app 1) has a stored layout in its colours; the coffee roaster (2, app 2) none. */
const route = '/areaparceiro/cliente/1/aplicativo/1/layout';

const meta = {
  title: 'Partner/Apps/Layout designer',
  component: LayoutDesignerView,
  args: { customerId: 1, appId: 1 },
  parameters: { layout: 'padded', app: { route, user } },
} satisfies Meta<typeof LayoutDesignerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTab =
  (name: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name }));
  };

/** The stored layout opened: the splash image and the status bar and primary colours. */
export const Splash: Story = {};

/** The main screen: logos, background, the gradient button and the two round buttons. */
export const Main: Story = { play: openTab(/^(Main|Principal)$/) };

export const Read: Story = { play: openTab(/^(Read|Leitura|Lectura)$/) };

export const Setting: Story = { play: openTab(/^(Setting|Configurações|Ajustes)$/) };

/** No layout stored yet: the spec's default colours and no images. */
export const NoStoredLayout: Story = {
  args: { customerId: 2, appId: 2 },
  parameters: { app: { route: '/areaparceiro/cliente/2/aplicativo/2/layout', user } },
};

/** The colour picker open on the primary colour: the 16 presets and the hex code. */
export const ColorPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Primary colour|Cor primária|Color primario)/ }));
  },
};

/** A file that is not a PNG, whatever its name, is refused as soon as it is chosen. */
export const NotAPng: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: /^(Splash|Abertura|Inicio)$/ });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][accept^="image"]');
    if (input)
      fireEvent.change(input, {
        target: { files: [new File(['GIF89a not a png'], 'logo.png', { type: 'image/png' })] },
      });
  },
};

/** A zip from elsewhere refused by the server: its problems listed in the user's language. */
export const ZipRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: /^(Splash|Abertura|Inicio)$/ });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][accept^=".zip"]');
    if (input) fireEvent.change(input, { target: { files: [new File(['not a zip'], 'layout.zip')] } });
  },
};

/** Saving fails: 'layout save error'. */
export const SaveFailed: Story = {
  parameters: { app: { route, user, appTemplates: { failOn: ['upload'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Save|Salvar|Guardar)$/ }));
  },
};

export const Loading: Story = { parameters: { app: { route, user, appTemplates: { never: true } } } };

/** The stored layout cannot be read: the page says so, with Retry. */
export const LoadError: Story = { parameters: { app: { route, user, appTemplates: { failOn: ['download'] } } } };
