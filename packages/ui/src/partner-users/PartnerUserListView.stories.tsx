import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPartners, demoPartnerUsers } from '@tagtrail/adapters';
import { PartnerUserListView } from './PartnerUserListView';

const partner = demoPartners[0]!;
const route = `/admin/parceiro/${partner.id}/usuarios`;

const meta = {
  title: 'Admin/Partners/Users/List',
  component: PartnerUserListView,
  args: { partnerId: partner.id },
  parameters: { layout: 'padded', app: { route } },
} satisfies Meta<typeof PartnerUserListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The partner's users (the spec's rows carry the user only), a view action each, New user and Back. */
export const Filled: Story = {};

/** The first page is still on its way: skeleton rows. */
export const Loading: Story = {
  parameters: { app: { route, partnerUsers: { options: { never: true } } } },
};

export const Empty: Story = {
  parameters: {
    app: { route, partnerUsers: { seed: demoPartnerUsers.filter((user) => user.partnerId !== partner.id) } },
  },
};

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { route, partnerUsers: { options: { failOn: ['list'] } } } },
};
