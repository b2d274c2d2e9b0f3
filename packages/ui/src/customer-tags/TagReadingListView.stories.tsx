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

/** The tag loads but its readings do not. */
export const ReadingsError: Story = {
  parameters: { app: { route, user, customerTags: { options: { failOn: ['readings'] } } } },
};
