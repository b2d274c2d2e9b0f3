import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { storyUsers } from '../story-fixtures';
import { AssociateTagsView } from './AssociateTagsView';

const user = storyUsers.customer;
const route = '/areacliente/loteassociar/1';

const meta = {
  title: 'Customer/Lots/Associate tags',
  component: AssociateTagsView,
  args: { customerLotId: 1 },
  parameters: { layout: 'padded', app: { route, user } },
} satisfies Meta<typeof AssociateTagsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lot that took a whole partner lot, and two partner lots still offering free tags. */
export const Linked: Story = {};

/** A new lot: no sub-lots yet. */
export const NoSubLots: Story = {
  args: { customerLotId: 5 },
  parameters: { app: { route: '/areacliente/loteassociar/5', user } },
};

/** Every partner lot's tags are taken: nothing to link. */
export const NothingToLink: Story = {
  parameters: { app: { route, user, customerLots: { options: { availablePartnerLots: [] } } } },
};

/** Linking without choosing a partner lot: the partner lot is asked for. */
export const PartnerLotRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Link|Vincular)$/ }));
  },
};

/** A range past the partner lot's end: the server's refusal under the range. */
export const RangeRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: /Partner lot|Lote do parceiro|Lote del socio/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /PL-2026-0057/ }));
    await userEvent.type(await canvas.findByRole('spinbutton', { name: /From sequence|Da sequência|Desde/ }), '490');
    await userEvent.type(await canvas.findByRole('spinbutton', { name: /To sequence|Até a sequência|Hasta/ }), '510');
    await userEvent.click(await canvas.findByRole('button', { name: /^(Link|Vincular)$/ }));
  },
};

export const Loading: Story = {
  parameters: { app: { route, user, customerLots: { options: { never: true } } } },
};

export const LoadError: Story = {
  parameters: { app: { route, user, customerLots: { options: { failOn: ['get'] } } } },
};
