import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { PromotionFormView } from './PromotionFormView';

const user = storyUsers.customer;

const meta = {
  title: 'Customer/Promotions/Form',
  component: PromotionFormView,
  args: { id: 1 },
  parameters: { layout: 'padded', app: { route: '/areacliente/promocao/1', user } },
} satisfies Meta<typeof PromotionFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new promotion: a draw, one entry per tag, status 1, relevance 0, the winners count still to choose. */
export const New: Story = {
  args: { id: undefined },
  parameters: { app: { route: '/areacliente/promocao', user } },
};

/**
 * A stored promotion not yet processed, limited to a product and a country, one entry per tag: editable, with Process.
 */
export const Stored: Story = {};

/** Entries made one per device (issue 24 §3): each option says under it what it means. */
export const EntriesPerDevice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const perDevice = await canvas.findByRole('radio', {
      name: /^(One per device|Uma por dispositivo|Una por dispositivo)$/,
    });
    await userEvent.click(perDevice);
    await expect(perDevice).toBeChecked();
  },
};

/** A notification (type 1): the prize field is titled 'Title'. */
export const Notification: Story = {
  args: { id: 4 },
  parameters: { app: { route: '/areacliente/promocao/4', user } },
};

/**
 * A processed promotion (status 4), its entries one per device as the spec had it: read-only, Save and Delete
 * disabled, its draw and winners a click away.
 */
export const LockedProcessed: Story = {
  args: { id: 3 },
  parameters: { app: { route: '/areacliente/promocao/3', user } },
};

/** Save with nothing filled: 'required field' on the description, prize, winners and both dates. */
export const Validation: Story = {
  args: { id: undefined },
  parameters: { app: { route: '/areacliente/promocao', user } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** The server fails the save: 'Fail to save the data.', what was typed stays. */
export const SaveFailed: Story = {
  parameters: { app: { route: '/areacliente/promocao/1', user, promotions: { options: { failOn: ['update'] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Save|Salvar|Guardar/ }));
  },
};

/** Delete asks first. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Delete|Excluir|Eliminar/ }));
  },
};

/** The filter options failed to load: the filters stay empty and say so. */
export const FiltersFailed: Story = {
  parameters: {
    app: { route: '/areacliente/promocao/1', user, promotions: { options: { failOn: ['filterOptions'] } } },
  },
};

export const Loading: Story = {
  parameters: { app: { route: '/areacliente/promocao/1', user, promotions: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { route: '/areacliente/promocao/1', user, promotions: { options: { failOn: ['get'] } } } },
};
