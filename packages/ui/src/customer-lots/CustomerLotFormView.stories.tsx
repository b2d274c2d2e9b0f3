import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoCustomerLots } from '@tagtrail/adapters';
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

/** A stored lot with its product (locked), dates and an expiry, sold in Brazil, Portugal and the United States. */
export const Stored: Story = {};

/**
 * Choosing the markets (issue 28 §1): the countries by name in the user's language, found by name or code ('pt'
 * lists Portugal first); none chosen means anywhere.
 */
export const ChoosingMarkets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const markets = await canvas.findByRole('combobox', { name: /Markets|Mercados/ });
    await userEvent.click(markets);
    await userEvent.type(markets, 'pt');
  },
};

/** A lot sold anywhere: no markets chosen. */
export const SoldAnywhere: Story = {
  args: { id: 2 },
  parameters: { app: { route: '/areacliente/lote/2', user } },
};

/** A stored market that is no country (the list changed since): named under the field once Save is pressed. */
export const UnknownMarket: Story = {
  parameters: {
    app: {
      route: '/areacliente/lote/1',
      user,
      customerLots: { seed: demoCustomerLots.map((lot) => (lot.id === 1 ? { ...lot, markets: ['BR', 'XX'] } : lot)) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: /Markets|Mercados/ });
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

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
