import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import { AvailablePartnerLotListView } from './AvailablePartnerLotListView';

const user = storyUsers.customer;
const route = '/areacliente/loteassociar';

const meta = {
  title: 'Customer/Lots/Partner lots available',
  component: AvailablePartnerLotListView,
  parameters: { layout: 'padded', app: { route, user } },
} satisfies Meta<typeof AvailablePartnerLotListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};

export const Empty: Story = {
  parameters: { app: { route, user, customerLots: { options: { availablePartnerLots: [] } } } },
};

export const Loading: Story = {
  parameters: { app: { route, user, customerLots: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { route, user, customerLots: { options: { failOn: ['availablePartnerLots'] } } } },
};
