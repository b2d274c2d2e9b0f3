import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCategories } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { CategoryListView } from './CategoryListView';

// spec B §2: the side menu opens the list with 100 rows.
const route = '/areacliente/categorias?rowsPerPage=100';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Categories/List',
  component: CategoryListView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof CategoryListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The first page is still on its way: skeleton rows. */
export const Loading: Story = { parameters: { app: { ...customer, route, categories: { options: { never: true } } } } };

export const Empty: Story = { parameters: { app: { ...customer, route, categories: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, categories: { options: { failOn: ['list'] } } } },
};

/** Sorted by relevance, highest first, from the URL. */
export const SortedByRelevance: Story = {
  parameters: { app: { ...customer, route: `${route}&sort=relevance&direction=desc` } },
};

/** A category used in many product lines: the codes are cut with an ellipsis and shown whole on hover. */
export const LongText: Story = {
  parameters: {
    app: {
      ...customer,
      route,
      categories: {
        seed: [
          ...demoCategories,
          {
            ...demoCategories[0]!,
            id: 99,
            description: 'Vinhos de sobremesa, licorosos e colheita tardia das encostas da Serra Gaúcha',
            parentCategoryId: null,
            usage: ['TINTOS', 'BRANCOS', 'ESPUMANTES', 'EDICOES'],
          },
        ],
      },
    },
  },
};
