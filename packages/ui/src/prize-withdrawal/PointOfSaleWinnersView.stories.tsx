import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUsers } from '../story-fixtures';
import { pointOfSalePrizePaths } from './prize-withdrawal.paths';
import { PointOfSaleWinnersView } from './PointOfSaleWinnersView';

const app = { user: storyUsers.sales, route: pointOfSalePrizePaths.list };

const meta = {
  title: 'Point of sale/Winners',
  component: PointOfSaleWinnersView,
  parameters: { layout: 'padded', app },
} satisfies Meta<typeof PointOfSaleWinnersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code entry and the winners: who took which prize, the CPF hidden but for its last digits. */
export const Winners: Story = {};

export const Empty: Story = { parameters: { app: { ...app, prizeCodes: { seed: [] } } } };

export const Loading: Story = { parameters: { app: { ...app, prizeCodes: { options: { never: true } } } } };

/** 'Error loading data' with Retry; the code entry still works. */
export const LoadError: Story = {
  parameters: { app: { ...app, prizeCodes: { options: { failOn: ['winners'] } } } },
};
