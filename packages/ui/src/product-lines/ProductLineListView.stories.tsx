import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import { ProductLineListView } from './ProductLineListView';

// spec B §2: the side menu opens the list with 100 rows.
const route = '/areacliente/linhasproduto?rowsPerPage=100';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Product lines/List',
  component: ProductLineListView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof ProductLineListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The first page is still on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { app: { ...customer, route, productLines: { options: { never: true } } } },
};

export const Empty: Story = { parameters: { app: { ...customer, route, productLines: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, productLines: { options: { failOn: ['list'] } } } },
};

/** The search text in the query string filters by code or description. */
export const SearchApplied: Story = {
  parameters: { app: { ...customer, route: `${route}&page=0&searchText=tint` } },
};
