import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoPartnerLots } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { PartnerLotListView } from './PartnerLotListView';

const route = '/areaparceiro/lotes';
const user = storyUsers.partner;
const qrLot = demoPartnerLots.find((lot) => lot.type === 2 && lot.totalTags <= 2_000)!;
/** The demo lots and one of a type the list does not know: '-'. */
const seed = [
  ...demoPartnerLots,
  {
    ...demoPartnerLots[4]!,
    id: 99,
    number: 'OC-LEGACY-0001',
    type: 3,
    appless: false,
    createdAt: '2024-01-05T10:00:00Z',
  },
];

const meta = {
  title: 'Partner/Lots/List',
  component: PartnerLotListView,
  parameters: { layout: 'padded', app: { route, user, partnerLots: { seed } } },
} satisfies Meta<typeof PartnerLotListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Id, customer ('—' before the lot is given), product, order, NFC / QrCode / '-', appless only for QrCode, date,
 * used/total padded to 4 digits, the QR download (QrCode lots only) and edit (free lots without a product only).
 */
export const Filled: Story = { parameters: { app: { route: `${route}?rowsPerPage=25`, user, partnerLots: { seed } } } };

export const Loading: Story = { parameters: { app: { route, user, partnerLots: { options: { never: true } } } } };

export const Empty: Story = { parameters: { app: { route, user, partnerLots: { seed: [] } } } };

/** 'Error loading data' with Retry. */
export const LoadError: Story = {
  parameters: { app: { route, user, partnerLots: { options: { failOn: ['list'] } } } },
};

/** The QR download on its way: the row's button is busy (a slow server). */
export const Downloading: Story = {
  parameters: {
    app: {
      route: `${route}?searchText=${encodeURIComponent(qrLot.number)}`,
      user,
      partnerLots: { seed, options: { delayMs: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: new RegExp(qrLot.number) });
    await userEvent.click(button);
  },
};

/** The download fails: 'Fail to download the QR codes.' */
export const DownloadFailed: Story = {
  parameters: {
    app: {
      route: `${route}?searchText=${encodeURIComponent(qrLot.number)}`,
      user,
      partnerLots: { seed, options: { failOn: ['downloadQrCodes'] } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(qrLot.number) }));
  },
};
