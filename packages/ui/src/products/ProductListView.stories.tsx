import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoProducts } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { ProductListView } from './ProductListView';

// spec B §2, §9: the side menu opens the list with 100 rows.
const route = '/areacliente/produtos?rowsPerPage=100';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Products/List',
  component: ProductListView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof ProductListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo winery's products: one name past 100 characters, cut there and whole on hover. */
export const Filled: Story = {};

/** The first page is still on its way: skeleton rows. */
export const Loading: Story = { parameters: { app: { ...customer, route, products: { options: { never: true } } } } };

export const Empty: Story = { parameters: { app: { ...customer, route, products: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, products: { options: { failOn: ['list'] } } } },
};

/** Most read first, from the URL. */
export const SortedByReads: Story = {
  parameters: { app: { ...customer, route: `${route}&sort=reads&direction=desc` } },
};

/** A search from the URL: only the Merlot. */
export const Searched: Story = {
  parameters: { app: { ...customer, route: `${route}&searchText=merlot` } },
};

/** 120 products: the 100-row page the menu opens, with the pager below. */
export const HundredRows: Story = {
  parameters: {
    app: {
      ...customer,
      route,
      products: {
        seed: Array.from({ length: 120 }, (_, index) => ({
          ...demoProducts[index % demoProducts.length]!,
          id: index + 1,
          code: `AUR-${String(index + 1).padStart(3, '0')}`,
        })),
      },
    },
  },
};
