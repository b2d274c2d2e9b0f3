import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCustomerTags } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { TagReadingListView } from './TagReadingListView';

const user = storyUsers.customer;
const read = demoCustomerTags.find((tag) => tag.readingCount > 5) ?? demoCustomerTags[0];
const tagId = read?.id ?? 1;
const route = `/areacliente/tags/${tagId}`;

const meta = {
  title: 'Customer/Tags/Readings',
  component: TagReadingListView,
  args: { tagId },
  parameters: { layout: 'padded', app: { route, user } },
} satisfies Meta<typeof TagReadingListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tag read on several phones, one reading without a position. */
export const Readings: Story = {};

export const Loading: Story = {
  parameters: { app: { route, user, customerTags: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { route, user, customerTags: { options: { failOn: ['get'] } } } },
};

const copied = demoCustomerTags.find((tag) => tag.possibleCopy && tag.readingCount >= 4) ?? demoCustomerTags[0];
const qr = demoCustomerTags.find((tag) => !tag.tagId.startsWith('04') && tag.readingCount > 0) ?? demoCustomerTags[0];

/** A secure tag whose URL was copied: genuine readings, one replayed and one invalid, each said in words. */
export const PossibleCopy: Story = {
  args: { tagId: copied?.id ?? 1 },
  parameters: { app: { route: `/areacliente/tags/${copied?.id ?? 1}`, user } },
};

/** A QR tag: its readings prove nothing, said quietly. */
export const NotVerified: Story = {
  args: { tagId: qr?.id ?? 1 },
  parameters: { app: { route: `/areacliente/tags/${qr?.id ?? 1}`, user } },
};

/** The tag loads but its readings do not. */
export const ReadingsError: Story = {
  parameters: { app: { route, user, customerTags: { options: { failOn: ['readings'] } } } },
};

const travelled =
  demoCustomerTags.find((tag) => tag.possibleCopy && tag.id % 3 === 0 && tag.readingCount >= 2) ??
  demoCustomerTags.find((tag) => tag.id % 3 === 0 && tag.readingCount >= 2) ??
  demoCustomerTags[0];

/**
 * Readings that broke rules (issue 28 §3): a badge per rule, named as the Alerts list names it and explained on hover
 * ('Impossible travel' on the second reading, 'Copy' on a replayed or invalid one).
 */
export const SuspiciousReadings: Story = {
  args: { tagId: travelled?.id ?? 1 },
  parameters: { app: { route: `/areacliente/tags/${travelled?.id ?? 1}`, user } },
};
