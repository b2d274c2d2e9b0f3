import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCustomers, demoCustomerUsers } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { CustomerUserListView } from './CustomerUserListView';

const customer = demoCustomers.find((c) => demoCustomerUsers.filter((u) => u.customerId === c.id).length > 1)!;
const route = `/areaparceiro/cliente/${customer.id}/usuarios`;
const partner = { user: storyUsers.partner };

const meta = {
  title: 'Partner/Customers/Users/List',
  component: CustomerUserListView,
  args: { customerId: customer.id },
  parameters: { layout: 'padded', app: { ...partner, route } },
} satisfies Meta<typeof CustomerUserListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  parameters: { app: { ...partner, route, customerUsers: { options: { never: true } } } },
};

export const Empty: Story = { parameters: { app: { ...partner, route, customerUsers: { seed: [] } } } };

/** 'Error loading data' with Retry; the title falls back to the generic one when the customer cannot be read. */
export const LoadError: Story = {
  parameters: {
    app: {
      ...partner,
      route,
      customerUsers: { options: { failOn: ['list'] } },
      customers: { options: { failOn: ['get'] } },
    },
  },
};
