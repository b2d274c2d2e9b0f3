import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoAdminLotIdsWithReadings, demoAdminLots } from '@tagtrail/adapters';
import { AdminLotListView } from './AdminLotListView';

const route = '/admin/lotes';
const withReadings = demoAdminLots.find((lot) => lot.id === demoAdminLotIdsWithReadings[0])!;
/** The demo lots (three without a partner: 'undefined') and one of a type the list does not know: '-'. */
const seed = [
  ...demoAdminLots.slice(0, 3),
  { ...demoAdminLots[3]!, id: 99, number: 'PED-LEGACY-0001', type: 3 as unknown as 1, appless: false },
  ...demoAdminLots.slice(3),
];

const meta = {
  title: 'Admin/Lots/List',
  component: AdminLotListView,
  parameters: { layout: 'padded', app: { route, adminLots: { seed } } },
} satisfies Meta<typeof AdminLotListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Partner ('undefined' when gone), number, NFC / QrCode / '-', appless only for QrCode, date, total, edit, delete. */
export const Filled: Story = {
  parameters: { app: { route: `${route}?rowsPerPage=25`, adminLots: { seed } } },
};

export const Loading: Story = { parameters: { app: { route, adminLots: { options: { never: true } } } } };

export const Empty: Story = { parameters: { app: { route, adminLots: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = { parameters: { app: { route, adminLots: { options: { failOn: ['list'] } } } } };

/**
 * A lot whose tags have been read: its delete is disabled before anyone confirms, the reason ('You can not delete a
 * order with readings!') in the tooltip a pointer or the keyboard brings up.
 */
export const DeleteDisabled: Story = {
  parameters: { app: { route: `${route}?searchText=${encodeURIComponent(withReadings.number)}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: new RegExp(withReadings.number) });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(remove);
    await expect(await within(document.body).findByRole('tooltip')).toBeVisible();
  },
};
