import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import { CustomerLotListView } from './CustomerLotListView';

const user = storyUsers.customer;
const route = '/areacliente/lotes';

const meta = {
  title: 'Customer/Lots/List',
  component: CustomerLotListView,
  parameters: { layout: 'padded', app: { route, user } },
} satisfies Meta<typeof CustomerLotListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A winery's lots: counts, unread tags and read/total padded to 4 digits, the two cards above. */
export const Lots: Story = {};

/** A customer with no lots yet: the cards show zero lots and the tags it may still use. */
export const Empty: Story = {
  parameters: { app: { route, user, customerLots: { seed: [] } } },
};

export const Loading: Story = {
  parameters: { app: { route, user, customerLots: { options: { never: true } } } },
};

/** The table fails to load; the cards still show. */
export const LoadError: Story = {
  parameters: { app: { route, user, customerLots: { options: { failOn: ['list'] } } } },
};

/** Only the totals fail: 'LOADING_TOTAL_ERROR' where the cards were, the table still works. */
export const TotalsError: Story = {
  parameters: { app: { route, user, customerLots: { options: { failOn: ['totals'] } } } },
};
