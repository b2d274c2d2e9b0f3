/**
 * A promotion's public page (issue 24 §4) in each of its states, as the server renders it (@tagtrail/public-pages):
 * open, entries frozen, drawn (a few winners and many), an old promotion without a commitment from its save, a
 * notification, and not found. Shown in place, so the stories suite checks it with axe beside the portal's views.
 */
import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LAYOUT_COLORS, type LanguageCode } from '@tagtrail/domain';
import { promotionPageHtml, type PublicPromotion, type TagPageColors } from '@tagtrail/public-pages';

/** The page's own style and body, shown in place (a frame would keep axe out). */
function PromotionPagePreview({
  promotion,
  language,
  colors = DEFAULT_LAYOUT_COLORS,
}: {
  readonly promotion: PublicPromotion | undefined;
  readonly language: LanguageCode;
  readonly colors?: TagPageColors;
}) {
  const { style, body } = useMemo(() => {
    const page = new DOMParser().parseFromString(promotionPageHtml({ promotion, language, colors }), 'text/html');
    return { style: page.head.querySelector('style')?.textContent ?? '', body: page.body.innerHTML };
  }, [promotion, language, colors]);
  return (
    <div lang={language}>
      <style>{style}</style>
      <div dangerouslySetInnerHTML={{ __html: body }} />
    </div>
  );
}

/** 64 hex digits that look like a SHA-256, the same for the same label (a story needs no real hashing). */
function hexOf(label: string): string {
  let state = 2166136261;
  let hex = '';
  while (hex.length < 64) {
    for (const char of `${label}:${hex.length}`) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
    hex += state.toString(16).padStart(8, '0');
  }
  return hex.slice(0, 64);
}

const winery: TagPageColors = { primaryColor: '#7b1e3a', primaryDarkColor: '#4a1426', secondaryColor: '#c9a227' };

const open: PublicPromotion = {
  reference: 'Vq3x9LmP2sKd7TbWc1RfZa',
  customerName: 'Vinícola Serra Alta',
  description: 'Brinde de Natal',
  prize: 'Uma caixa de Reserva 2021',
  notification: false,
  startDate: '2026-11-01',
  endDate: '2026-12-24',
  winnersCount: 5,
  entryRule: 'perTag',
  products: ['Vinho Tinto Reserva 2021', 'Espumante Brut Serra Alta'],
  places: ['Brasil', 'Rio Grande do Sul'],
  rulesUrl: 'https://vinicola.example/natal/regulamento.pdf',
  commitment: hexOf('commitment'),
  entries: null,
  draw: null,
  recordUrl: null,
};

const frozen: PublicPromotion = {
  ...open,
  entries: { frozenAt: '2026-12-25T00:01:00.000Z', count: 1284, digest: hexOf('entries') },
};

const drawn: PublicPromotion = {
  ...frozen,
  draw: {
    seed: hexOf('seed'),
    drawnAt: '2026-12-26T14:05:00.000Z',
    winners: Array.from({ length: 5 }, (_, i) => hexOf(`winner-${i}`)),
    winnersTotal: 5,
  },
  recordUrl: '/p/Vq3x9LmP2sKd7TbWc1RfZa/draw.json',
};

const meta = {
  title: 'Public/Promotion page',
  component: PromotionPagePreview,
  args: { promotion: open, language: 'pt', colors: winery },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromotionPagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period runs: the rules, the prize and the commitment to the seed, published when the promotion was saved. */
export const Open: Story = {};

/** The period is over: the entry list is frozen, its count and fingerprint published; the draw is to come. */
export const EntriesFrozen: Story = { args: { promotion: frozen } };

/** Drawn: the seed revealed, the winners in the order drawn, and the record anyone can check. */
export const Drawn: Story = { args: { promotion: drawn } };

export const DrawnInEnglish: Story = { args: { promotion: drawn, language: 'en' } };

export const DrawnInSpanish: Story = { args: { promotion: drawn, language: 'es' } };

/** A big draw: the first hundred of 5,000 winners listed, 'and 4,900 more' in the record. One entry per phone, anywhere. */
export const DrawnManyWinners: Story = {
  args: {
    language: 'en',
    promotion: {
      ...drawn,
      winnersCount: 5000,
      entryRule: 'perDevice',
      products: [],
      places: [],
      entries: { frozenAt: '2026-12-25T00:01:00.000Z', count: 48_213, digest: hexOf('entries-big') },
      draw: {
        seed: hexOf('seed-big'),
        drawnAt: '2026-12-26T14:05:00.000Z',
        winners: Array.from({ length: 100 }, (_, i) => hexOf(`big-winner-${i}`)),
        winnersTotal: 5000,
      },
    },
  },
};

/** A promotion saved before seeds were made at the save: its commitment came with processing. */
export const LegacyNoCommitment: Story = { args: { promotion: { ...open, commitment: null } } };

/** A notification to the winners rather than a prize, in Tagtrail's own colours. */
export const Notification: Story = {
  args: {
    colors: DEFAULT_LAYOUT_COLORS,
    promotion: {
      ...open,
      description: 'Aviso de lançamento da nova safra',
      prize: 'A nova safra chegou!',
      notification: true,
      rulesUrl: null,
    },
  },
};

/** A reference no promotion has (answered with 404). */
export const NotFound: Story = { args: { promotion: undefined, language: 'en' } };
