import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoPartnerLots } from '@tagtrail/adapters';
import { storyUsers } from '../story-fixtures';
import { PartnerLotListView } from './PartnerLotListView';

const route = '/areaparceiro/lotes';
const user = storyUsers.partner;
const qrLot = demoPartnerLots.find((lot) => lot.type === 2 && lot.totalTags <= 2_000)!;
/** A QrCode lot whose product has a GTIN in the GS1 stories (issue 29 §4); the demo products have none. */
const gs1Lot = demoPartnerLots.find((lot) => lot.type === 2 && lot.productId !== null && lot.totalTags <= 2_000)!;
const productGtins = { [gs1Lot.productId!]: '07898765000013' };
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

/** Opens the QR download menu of `number`'s row and, if given, chooses the format whose name matches `format`. */
async function download(canvasElement: HTMLElement, number: string, format?: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(number) }));
  // The menu is portalled out of the story's root, into the document's body.
  if (format) await userEvent.click(await within(document.body).findByRole('menuitem', { name: format }));
}

/** The QR download's two formats (issue 29 §4): Tagtrail links (/t/…) or GS1 Digital Link. */
export const DownloadMenu: Story = {
  parameters: {
    app: { route: `${route}?searchText=${encodeURIComponent(qrLot.number)}`, user, partnerLots: { seed } },
  },
  play: ({ canvasElement }) => download(canvasElement, qrLot.number),
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
  play: ({ canvasElement }) => download(canvasElement, qrLot.number, /Tagtrail/),
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
  play: ({ canvasElement }) => download(canvasElement, qrLot.number, /Tagtrail/),
};

/** GS1 Digital Links for a lot whose product has a GTIN: every tag has one, saved as `{lot}-gs1.txt`. */
export const DigitalLinksDownloaded: Story = {
  parameters: {
    app: {
      route: `${route}?searchText=${encodeURIComponent(gs1Lot.number)}`,
      user,
      partnerLots: { seed, options: { productGtins } },
    },
  },
  play: ({ canvasElement }) => download(canvasElement, gs1Lot.number, /GS1/),
};

/** GS1 Digital Links asked for a lot without product: every tag keeps its Tagtrail link, and the warning says why. */
export const DigitalLinksWithoutGtin: Story = {
  parameters: {
    app: {
      route: `${route}?searchText=${encodeURIComponent(qrLot.number)}`,
      user,
      partnerLots: { seed, options: { productGtins } },
    },
  },
  play: ({ canvasElement }) => download(canvasElement, qrLot.number, /GS1/),
};
