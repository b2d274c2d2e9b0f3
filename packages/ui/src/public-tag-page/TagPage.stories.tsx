/**
 * The public tag page (issue 12 §2, spec B §4) in each of its states, as the server renders it
 * (@tagtrail/public-pages) from the domain's page rules: here so each state is seen, and axe-checked by the stories
 * suite, beside the portal's views. The page's script is left out: it records scans and slides photos.
 */
import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DEFAULT_LAYOUT_COLORS,
  LANGUAGES,
  NO_PUBLIC_TAG,
  publicTagPage,
  type LanguageCode,
  type PublicTagReading,
  type StoreLinks,
} from '@tagtrail/domain';
import { tagPageHtml, type TagPageColors, type TagPagePrize } from '@tagtrail/public-pages';

const TODAY = '2026-11-25';
/** The white-label app's listings, as STORE_URL_APPLE and STORE_URL_GOOGLE give them to the server. */
const LISTED: StoreLinks = {
  apple: 'https://apps.apple.com/app/tagtrail/id1000000001',
  google: 'https://play.google.com/store/apps/details?id=example.tagtrail',
};

/** The page's own style and body, shown in place (a frame would keep axe out). */
function TagPagePreview({
  reading,
  language,
  colors = DEFAULT_LAYOUT_COLORS,
  prizes = [],
  storeLinks = LISTED,
}: {
  readonly reading: PublicTagReading;
  readonly language: LanguageCode;
  readonly colors?: TagPageColors;
  readonly prizes?: readonly TagPagePrize[];
  readonly storeLinks?: StoreLinks;
}) {
  const { style, body } = useMemo(() => {
    const languageId = LANGUAGES.find((candidate) => candidate.code === language)?.id ?? 2;
    const html = tagPageHtml({
      page: publicTagPage(reading, languageId, TODAY),
      language,
      colors,
      prizes,
      tenantId: null,
      scriptUrl: undefined,
      storeLinks,
    });
    const page = new DOMParser().parseFromString(html, 'text/html');
    return { style: page.head.querySelector('style')?.textContent ?? '', body: page.body.innerHTML };
  }, [reading, language, colors, prizes, storeLinks]);
  return (
    <div lang={language} style={{ maxWidth: 420, margin: '0 auto' }}>
      <style>{style}</style>
      <div dangerouslySetInnerHTML={{ __html: body }} />
    </div>
  );
}

/** A bottle drawn in the product line's colour: what a demo product photo looks like. */
const bottle = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#f4efe6"/><rect x="215" y="40" width="50" height="70" rx="8" fill="${colour}"/><rect x="180" y="100" width="120" height="230" rx="28" fill="${colour}"/><rect x="195" y="180" width="90" height="70" fill="#fff"/></svg>`,
  )}`;

const reserva: PublicTagReading = {
  ...NO_PUBLIC_TAG,
  serial: '04A1B2C3D4E5F6',
  productName: 'Vinho Tinto Reserva 2021',
  productDescription: 'Cabernet Sauvignon e Merlot da Serra Gaúcha, 12 meses em carvalho francês.',
  productManualUrl: 'https://vinicola.example/reserva/ficha.pdf',
  productVideoUrl: 'https://vinicola.example/reserva/video',
  photoUrls: [bottle('#7b1e3a'), bottle('#4a1426')],
  customerName: 'Vinícola Serra Alta',
  lotNumber: 'RES-2021-07',
  lotStatusId: 0,
  manufactureDate: '2021-07-14',
  expiryDate: null,
  tagStatusId: 1,
  readingCount: 1,
};

const winery: TagPageColors = { primaryColor: '#7b1e3a', primaryDarkColor: '#4a1426', secondaryColor: '#c9a227' };

const meta = {
  title: 'Public/Tag page',
  component: TagPagePreview,
  args: { reading: reserva, language: 'pt', colors: winery },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TagPagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A genuine product in date: photos (the carousel's controls), video and manual, lot, dates, manufacturer, serial,
 * and the App Store and Google Play badges.
 */
export const Available: Story = {};

export const AvailableInEnglish: Story = { args: { language: 'en' } };

/** The app is in no store yet (no STORE_URL_APPLE or STORE_URL_GOOGLE): both badges lead to /store, which says so. */
export const AppNotListed: Story = { args: { language: 'en', storeLinks: {} } };

/** Without a template of its own the page is in Tagtrail's colours; no photos, no links. */
export const PlainProduct: Story = {
  args: {
    colors: DEFAULT_LAYOUT_COLORS,
    reading: { ...reserva, photoUrls: [], productManualUrl: null, productVideoUrl: null, productDescription: null },
  },
};

/** Lot status 1: the recall banner with its date. */
export const Recall: Story = { args: { reading: { ...reserva, lotStatusId: 1, statusDate: '2026-11-02' } } };

/** Status 0 but the validity date has passed: a shopper never sees an expired product as fine. */
export const ExpiredByDate: Story = {
  args: { language: 'en', reading: { ...reserva, expiryDate: '2026-10-31' } },
};

/** Lot status 9 in Spanish. */
export const Misplaced: Story = {
  args: { language: 'es', reading: { ...reserva, lotStatusId: 9, statusDate: '2026-09-18' } },
};

/** The manufacturer switched the tag off: blocked. */
export const TagSwitchedOff: Story = { args: { reading: { ...reserva, tagStatusId: null } } };

/** A single-use tag read before: the customer's own warning in the visitor's language. */
export const ReadBefore: Story = {
  args: {
    reading: {
      ...reserva,
      singleReading: true,
      readingCount: 2,
      singleReadingMessages: { 1: 'Este lacre já foi lido. Desconfie se a garrafa parecer aberta.', 2: '', 3: '' },
    },
  },
};

/** A link that names no tag: 'resource not found' (answered with 404). */
export const NotFound: Story = { args: { language: 'en', reading: NO_PUBLIC_TAG } };

/** A phone the customer's draw picked opens any of its tag pages: the prize and its code, and a notification. */
export const WinnerDevice: Story = {
  args: {
    language: 'en',
    prizes: [
      {
        promotion: 'Sorteio Safra de Inverno',
        prize: 'Kit com 3 garrafas da safra',
        notification: false,
        code: 'K7M9QX2P4R8TW',
        rulesUrl: 'https://vinicola.example/regulamento.pdf',
      },
      {
        promotion: 'Aviso de lançamento da nova safra',
        prize: 'A nova safra chegou!',
        notification: true,
        code: null,
        rulesUrl: null,
      },
    ],
  },
};

export const WinnerDeviceInPortuguese: Story = { args: { ...WinnerDevice.args, language: 'pt' } };
