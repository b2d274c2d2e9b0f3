import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import { DeviceListView } from './DeviceListView';

const route = '/areacliente/dispositivos';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Devices/List',
  component: DeviceListView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof DeviceListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phones and browsers with and without an owner, two of them blocked, one whose model is unknown. */
export const Filled: Story = {};

/** The first page is still on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { app: { ...customer, route, devices: { options: { never: true } } } },
};

/** No tag of the customer has been read yet. */
export const Empty: Story = { parameters: { app: { ...customer, route, devices: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, devices: { options: { failOn: ['list'] } } } },
};

/** The search text in the query string filters by model, id or owner. */
export const SearchApplied: Story = {
  parameters: { app: { ...customer, route: `${route}?page=0&searchText=pereira` } },
};
