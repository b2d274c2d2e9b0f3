import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { CustomerLotFormView } from './CustomerLotFormView';

const user = storyUsers.customer;

const meta = {
  title: 'Customer/Lots/Form',
  component: CustomerLotFormView,
  args: { id: 1 },
  parameters: { layout: 'padded', app: { route: '/areacliente/lote/1', user } },
} satisfies Meta<typeof CustomerLotFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored lot with its product (locked), dates and an expiry. */
export const Stored: Story = {};

/** A lot under recall: the status date is asked for. */
export const Recalled: Story = {
  args: { id: 3 },
  parameters: { app: { route: '/areacliente/lote/3', user } },
};

/** A lot without a product yet: the product is chosen here. */
export const WithoutProduct: Story = {
  args: { id: 5 },
  parameters: { app: { route: '/areacliente/lote/5', user } },
};

/** A new lot: expiry undefined and status available by default. */
export const New: Story = {
  args: { id: undefined },
  parameters: { app: { route: '/areacliente/lote', user } },
};

/** Dates out of order: 'Check the selected dates:' with each broken ordering on its own line. */
export const WrongDates: Story = {
  args: { id: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const release = await canvas.findByLabelText(/Release date|Data de liberação|Fecha de liberación/);
    await userEvent.clear(release);
    await userEvent.type(release, '2020-01-01');
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** Deleting a lot whose tags have been read is refused with the server's message. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Delete|Excluir|Eliminar/ }));
  },
};

export const Loading: Story = {
  parameters: { app: { route: '/areacliente/lote/1', user, customerLots: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { route: '/areacliente/lote/1', user, customerLots: { options: { failOn: ['get'] } } } },
};
