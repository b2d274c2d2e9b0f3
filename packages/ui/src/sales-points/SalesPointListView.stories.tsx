import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import { SalesPointListView } from './SalesPointListView';

const route = '/areacliente/pontovendas';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Sales points/List',
  component: SalesPointListView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof SalesPointListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  parameters: { app: { ...customer, route, salesPoints: { options: { never: true } } } },
};

export const Empty: Story = { parameters: { app: { ...customer, route, salesPoints: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, salesPoints: { options: { failOn: ['list'] } } } },
};
