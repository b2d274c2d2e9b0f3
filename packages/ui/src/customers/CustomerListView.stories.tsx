import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCustomers } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { CustomerListView } from './CustomerListView';

const route = '/areaparceiro/clientes';
const partner = { user: storyUsers.partner };

const meta = {
  title: 'Partner/Customers/List',
  component: CustomerListView,
  parameters: { layout: 'padded', app: { ...partner, route } },
} satisfies Meta<typeof CustomerListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The first page is still on its way: skeleton rows. */
export const Loading: Story = { parameters: { app: { ...partner, route, customers: { options: { never: true } } } } };

export const Empty: Story = { parameters: { app: { ...partner, route, customers: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...partner, route, customers: { options: { failOn: ['list'] } } } },
};

/** The query string carries the search, page and rows per page. */
export const SearchApplied: Story = {
  parameters: { app: { ...partner, route: `${route}?page=0&rowsPerPage=25&searchText=caf` } },
};

/** Long names are cut with an ellipsis and shown whole on hover. */
export const LongText: Story = {
  parameters: {
    app: {
      ...partner,
      route,
      customers: {
        seed: [
          ...demoCustomers.slice(0, 2),
          {
            ...demoCustomers[0]!,
            id: 999,
            code: 'COOPAGRO-CERRADO',
            name: 'Cooperativa Agroindustrial dos Produtores de Café Especial do Cerrado Mineiro e Alto Paranaíba Ltda',
          },
        ],
      },
    },
  },
};
