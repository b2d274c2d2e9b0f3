import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPartnerTags } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { PartnerTagListView } from './PartnerTagListView';

const route = '/areaparceiro/tags/';
const user = storyUsers.partner;

const meta = {
  title: 'Partner/Tags/List',
  component: PartnerTagListView,
  parameters: { layout: 'padded', app: { route, user } },
} satisfies Meta<typeof PartnerTagListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tag id, customer, partner lot, my lot, sequence, product and readings; 25 a page. */
export const Filled: Story = { parameters: { app: { route: `${route}?rowsPerPage=25`, user } } };

/** Searched by part of a tag id. */
export const Searched: Story = {
  parameters: {
    app: { route: `${route}?searchText=${encodeURIComponent(demoPartnerTags[3]!.tagId.slice(0, 6))}`, user },
  },
};

/** Tags with a replayed or invalid reading first: each says 'possible copy' under its id. */
export const PossibleCopies: Story = {
  parameters: {
    app: {
      route: `${route}?rowsPerPage=25`,
      user,
      partnerTags: {
        seed: [...demoPartnerTags].sort((a, b) => Number(b.possibleCopy) - Number(a.possibleCopy)),
      },
    },
  },
};

export const Loading: Story = { parameters: { app: { route, user, partnerTags: { options: { never: true } } } } };

export const Empty: Story = { parameters: { app: { route, user, partnerTags: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { route, user, partnerTags: { options: { failOn: ['list'] } } } },
};
