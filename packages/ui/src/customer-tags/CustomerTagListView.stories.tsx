import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { CustomerTagListView } from './CustomerTagListView';

const user = storyUsers.customer;
const route = '/areacliente/tags';

const meta = {
  title: 'Customer/Tags/List',
  component: CustomerTagListView,
  parameters: { layout: 'padded', app: { route, user } },
} satisfies Meta<typeof CustomerTagListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The customer's tags: lots, product, readings, the active switch and the readings action; secure tags with a replayed
 * or invalid reading say 'possible copy' under their id.
 */
export const Tags: Story = {};

export const Empty: Story = {
  parameters: { app: { route, user, customerTags: { seed: [] } } },
};

export const Loading: Story = {
  parameters: { app: { route, user, customerTags: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { route, user, customerTags: { options: { failOn: ['list'] } } } },
};

/** The switch fails to save: 'status updated error', and the switch stays where it was. */
export const SwitchFailed: Story = {
  parameters: { app: { route, user, customerTags: { options: { failOn: ['setActive'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('switch');
    if (first !== undefined) await userEvent.click(first);
  },
};
