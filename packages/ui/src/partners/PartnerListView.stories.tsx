import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPartners } from '@tagtrail/adapters';
import { PartnerListView } from './PartnerListView';

const meta = {
  title: 'Admin/Partners/List',
  component: PartnerListView,
  parameters: { layout: 'padded', app: { route: '/admin/parceiros' } },
} satisfies Meta<typeof PartnerListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The first page is still on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { app: { route: '/admin/parceiros', partners: { options: { never: true } } } },
};

export const Empty: Story = { parameters: { app: { route: '/admin/parceiros', partners: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { route: '/admin/parceiros', partners: { options: { failOn: ['list'] } } } },
};

/** The query string carries the search, page and rows per page. */
export const SearchApplied: Story = {
  parameters: { app: { route: `/admin/parceiros?page=0&rowsPerPage=25&searchText=${encodeURIComponent('a')}` } },
};

/** Long names are cut with an ellipsis and shown whole on hover. */
export const LongText: Story = {
  parameters: {
    app: {
      route: '/admin/parceiros',
      partners: {
        seed: [
          ...demoPartners.slice(0, 2),
          {
            id: 999,
            name: 'Companhia Brasileira de Distribuição de Produtos Rastreáveis e Etiquetas Inteligentes Ltda',
            taxId: '12.345.678/0001-90',
          },
        ],
      },
    },
  },
};
