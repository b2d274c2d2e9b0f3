import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import { AppConfigSummaryView } from './AppConfigSummaryView';

const user = storyUsers.partner;
/** The demo winery (customer 1) has an app; the cosmetics maker (customer 3) has none. */
const route = (customerId: number) => `/areaparceiro/cliente/${customerId}/aplicativos/`;

const meta = {
  title: 'Partner/Apps/Summary',
  component: AppConfigSummaryView,
  args: { customerId: 1 },
  parameters: { layout: 'padded', app: { route: route(1), user } },
} satisfies Meta<typeof AppConfigSummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's name and its three switches, read-only, with Edit and Design layout. */
export const Filled: Story = {};

export const Empty: Story = { args: { customerId: 3 }, parameters: { app: { route: route(3), user } } };

export const Loading: Story = {
  parameters: { app: { route: route(1), user, appConfigs: { options: { never: true } } } },
};

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { route: route(1), user, appConfigs: { options: { failOn: ['list'] } } } },
};
