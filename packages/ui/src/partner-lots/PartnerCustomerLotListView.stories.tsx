import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPartnerCustomerLots, demoPartnerLots } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { PartnerCustomerLotListView } from './PartnerCustomerLotListView';
import { partnerLotPaths } from './partner-lot.paths';

const user = storyUsers.partner;
/** The demo lot with the most customer lots behind it. */
const lot = [...demoPartnerLots].sort(
  (a, b) => (demoPartnerCustomerLots[b.id]?.length ?? 0) - (demoPartnerCustomerLots[a.id]?.length ?? 0),
)[0]!;
const route = partnerLotPaths.customerLots(lot.id);
/** One of each situation, and an expiry left undefined. */
const everySituation = {
  [lot.id]: [
    ...(demoPartnerCustomerLots[lot.id] ?? []),
    {
      productName: lot.productName,
      customerLotNumber: 'S2025-RECALL',
      manufactureDate: '2025-11-03',
      releaseDate: '2025-11-06',
      expiryDate: '',
      status: 1,
    },
    {
      productName: lot.productName,
      customerLotNumber: 'S2025-LOST',
      manufactureDate: '2025-10-20',
      releaseDate: '2025-10-22',
      expiryDate: '2027-10-20',
      status: 9,
    },
    {
      productName: null,
      customerLotNumber: 'S2024-OLD',
      manufactureDate: '2024-02-01',
      releaseDate: '2024-02-03',
      expiryDate: '2025-02-01',
      status: 5,
    },
  ],
};

const meta = {
  title: 'Partner/Lots/Customer lots',
  component: PartnerCustomerLotListView,
  args: { partnerLotId: lot.id },
  parameters: { layout: 'padded', app: { route, user, partnerLots: { options: { customerLots: everySituation } } } },
} satisfies Meta<typeof PartnerCustomerLotListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Product, lot, manufacture, release, validity ('undefined' when not set) and situation (Available, Recall, Expired,
 * Misplaced), titled with the partner lot's order number.
 */
export const Filled: Story = {};

export const Loading: Story = { parameters: { app: { route, user, partnerLots: { options: { never: true } } } } };

/** A lot no customer lot has taken tags from yet. */
export const Empty: Story = {
  parameters: { app: { route, user, partnerLots: { options: { customerLots: {} } } } },
};

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { route, user, partnerLots: { options: { failOn: ['customerLots'] } } } },
};
