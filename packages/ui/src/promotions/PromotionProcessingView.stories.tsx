import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStuffedPromotionReadings } from '@tagtrail/adapters';
import { expect, userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { PromotionProcessingView } from './PromotionProcessingView';

const user = storyUsers.customer;
const at = (id: number) => `/areacliente/promocao/${id}/processar`;
/** Steps that last as long as anyone looks: the page stays on the step the promotion is at. */
const still = { pollsPerStep: 1_000_000 };

const meta = {
  title: 'Customer/Promotions/Processing',
  component: PromotionProcessingView,
  args: { id: 1 },
  parameters: { layout: 'padded', app: { route: at(1), user } },
} satisfies Meta<typeof PromotionProcessingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not processed, with possible winners: Process is offered. Entries: 3, one per tag; nothing kept out. */
export const Ready: Story = {};

/**
 * Someone tried to stuff the draw (issue 24 §3): three buyers read their bottles first, then a script read them again
 * with made-up phones and from an address that had made too many new devices, and a blocked phone read another. One
 * entry per tag keeps it at the buyers' 3 entries and says what it kept out.
 */
export const EntriesKeptOut: Story = {
  parameters: {
    app: { route: at(1), user, promotions: { options: { readings: demoStuffedPromotionReadings } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 3 later readers, 1 blocked device, 4 readings without a device, in whichever language.
    await expect(await canvas.findByText(/^3 (phones|celulares|teléfonos) /)).toBeInTheDocument();
    await expect(canvas.getByText(/^1 (blocked device|dispositivo bloqueado)$/)).toBeInTheDocument();
    await expect(canvas.getByText(/^4 (readings|leituras|lecturas) /)).toBeInTheDocument();
  },
};

/** The entry counts fail to load: the page shows none and works without them. */
export const EntryCountsFailed: Story = {
  parameters: { app: { route: at(1), user, promotions: { options: { failOn: ['entryCounts'] } } } },
};

/** No reading matches the filter: Process disabled, with the notice to change the filter. */
export const NoPossibleWinners: Story = {
  args: { id: 2 },
  parameters: { app: { route: at(2), user } },
};

/** Process pressed: the page follows each step, a second apart, to done and the winners. */
export const Running: Story = {
  parameters: { app: { route: at(1), user, promotions: { options: { pollsPerStep: 3 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Process|Processar|Procesar)$/ }));
  },
};

/** Step 2: selecting awards. */
export const SelectingAwards: Story = {
  args: { id: 4 },
  parameters: { app: { route: at(4), user, promotions: { options: still } } },
};

/** Step 3: scheduling notifications. */
export const SchedulingNotifications: Story = {
  args: { id: 5 },
  parameters: { app: { route: at(5), user, promotions: { options: still } } },
};

/** Processed: entries one per device, the winners (one prize withdrawn) and Reprocess. */
export const DoneWithWinners: Story = {
  args: { id: 3 },
  parameters: { app: { route: at(3), user } },
};

/** The server refuses Process: the page says so and offers it again. */
export const ProcessFailed: Story = {
  parameters: { app: { route: at(1), user, promotions: { options: { failOn: ['process'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Process|Processar|Procesar)$/ }));
  },
};

/** The winners fail to load: 'Error loading data' with Retry under the finished steps. */
export const WinnersFailed: Story = {
  args: { id: 3 },
  parameters: { app: { route: at(3), user, promotions: { options: { failOn: ['winners'] } } } },
};

export const Loading: Story = {
  parameters: { app: { route: at(1), user, promotions: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { route: at(1), user, promotions: { options: { failOn: ['get'] } } } },
};
