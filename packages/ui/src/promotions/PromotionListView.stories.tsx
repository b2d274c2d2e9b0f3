import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import { PromotionListView } from './PromotionListView';

const route = '/areacliente/promocoes';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Promotions/List',
  component: PromotionListView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof PromotionListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One promotion in each status: Edit and Process until processed, details and the draw's results after. */
export const Filled: Story = {};

export const Loading: Story = {
  parameters: { app: { ...customer, route, promotions: { options: { never: true } } } },
};

export const Empty: Story = { parameters: { app: { ...customer, route, promotions: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, promotions: { options: { failOn: ['list'] } } } },
};
