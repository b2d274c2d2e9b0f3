/**
 * A promotion's public page as HTML (issue 24 §4): what anyone who follows its link reads — the prize, the period,
 * how entries count, the products and places, the rules — and how to check the draw: the seed's commitment from the
 * save on, the frozen entry list's digest from the period's end, the seed and the winners once drawn, and the record
 * `pnpm verify-draw` re-runs. No script, no image, no font: a cheap phone shows it at once.
 */
import type { LanguageCode } from '@tagtrail/domain';
import { day, escapeHtml, pageHead, webLink } from './html';
import { PROMOTION_PAGE_TEXTS, type PromotionPageTexts } from './promotion-page.texts';
import type { TagPageColors } from './tag-page.html';

/** What the public promotion page shows. Calendar dates are YYYY-MM-DD, instants ISO 8601. */
export interface PublicPromotion {
  /** The page's public reference, /p/{reference}. */
  readonly reference: string;
  /** The manufacturer running the promotion. */
  readonly customerName: string;
  readonly description: string;
  /** The prize, or a notification's title. */
  readonly prize: string;
  /** Draw type 1: the winners get a message, there is no prize to take. */
  readonly notification: boolean;
  /** The period's first and last days (whole days, UTC). */
  readonly startDate: string;
  readonly endDate: string;
  readonly winnersCount: number;
  /** One entry per tag held by its first reader, or one per phone. */
  readonly entryRule: 'perTag' | 'perDevice';
  /** Product names; none: every product of the manufacturer. */
  readonly products: readonly string[];
  /** The countries, states and cities readings must come from; none: anywhere. */
  readonly places: readonly string[];
  /** The official rules; only a web link is shown as a link. */
  readonly rulesUrl: string | null;
  /** SHA-256 of the seed; null only for an old promotion whose commitment came when processing started. */
  readonly commitment: string | null;
  /** The entry list once frozen: at the period's end, or when the draw started if sooner. */
  readonly entries: { readonly frozenAt: string; readonly count: number; readonly digest: string } | null;
  /** The draw once done: the revealed seed and the first winners' entry hashes, in the order drawn. */
  readonly draw: {
    readonly seed: string;
    readonly drawnAt: string | null;
    readonly winners: readonly string[];
    readonly winnersTotal: number;
  } | null;
  /** The full record's address on this site; null until drawn. */
  readonly recordUrl: string | null;
}

export interface PromotionPageHtmlInput {
  /** Undefined: no promotion has the reference, and the page says so. */
  readonly promotion: PublicPromotion | undefined;
  readonly language: LanguageCode;
  readonly colors: TagPageColors;
}

/** Characters of a winner's entry hash the page lists; the record has them whole. */
const SHORT_HASH = 16;

const NUMBER_LOCALE: Readonly<Record<LanguageCode, string>> = { pt: 'pt-BR', en: 'en-GB', es: 'es-ES' };

/** An instant in UTC (YYYY-MM-DDTHH:MM…), whatever offset it came with: the period's days are UTC days. */
function utc(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString();
}

/** An instant as DD/MM/YYYY HH:MM UTC. */
function instant(iso: string): string {
  const text = utc(iso);
  return `${day(text)} ${text.slice(11, 16)} UTC`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#f5f5f5}
header{background:var(--primary);color:var(--on-primary);padding:.75rem 1rem;font-weight:600}
main{max-width:44rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;line-height:1.25;margin:.75rem 0}
h2{font-size:1.2rem;margin:0 0 .5rem}h3{font-size:1rem;margin:1rem 0 .25rem}
.status{background:#fff;border-left:4px solid var(--primary);border-radius:8px;padding:.6rem 1rem;margin:.5rem 0 .75rem;font-weight:600}
section{background:#fff;border-radius:8px;padding:1rem;margin:.75rem 0}
.prize{font-size:1.25rem;font-weight:700;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
p{margin:.25rem 0}.note{color:#555;font-size:.9rem}
.hash{font:600 .9rem/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere;margin:.25rem 0}
ol{margin:.25rem 0;padding-inline-start:2rem;columns:13rem;column-gap:2.5rem}li{break-inside:avoid}ol code{font:600 .9rem/1.6 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
a{color:var(--secondary);font-weight:600}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.download{display:inline-block;min-height:44px;padding:.6rem 1rem;border-radius:6px;background:var(--secondary);color:var(--on-secondary);text-decoration:none;margin:.5rem 0}
.missing{text-align:center;padding:3rem 1rem}`;

export function promotionPageHtml({ promotion, language, colors }: PromotionPageHtmlInput): string {
  const t = PROMOTION_PAGE_TEXTS[language];
  const head = (title: string) => pageHead(language, colors, title, STYLE);

  if (promotion === undefined)
    return `${head(`Tagtrail · ${t.notFound}`)}<header>Tagtrail</header><main class="missing"><h1>${escapeHtml(t.notFound)}</h1></main></body></html>`;

  const count = (n: number) => new Intl.NumberFormat(NUMBER_LOCALE[language]).format(n);
  const parts = [head(`${promotion.description} · ${promotion.customerName}`)];
  parts.push(`<header>${escapeHtml(promotion.customerName)}</header><main>`);
  parts.push(`<h1>${escapeHtml(promotion.description)}</h1>`);
  parts.push(`<p class="status">${escapeHtml(statusOf(promotion, t))}</p>`);
  parts.push(aboutHtml(promotion, t, count));
  parts.push(enteringHtml(promotion, t));
  parts.push(auditHtml(promotion, t, count));
  parts.push(`</main></body></html>`);
  return parts.join('');
}

/** Where the promotion stands, in one sentence: open until the period's last day, closed, or drawn. */
function statusOf(promotion: PublicPromotion, t: PromotionPageTexts): string {
  const { draw, entries, endDate } = promotion;
  if (draw !== null) return draw.drawnAt === null ? t.drawn : t.drawnOn(day(utc(draw.drawnAt)));
  // The list is frozen a minute after the period's last day ends (scans in flight), or sooner when the draw starts
  // first: entries closed on whichever day comes first, so the line agrees with the period shown below it.
  if (entries !== null) {
    const frozenAt = utc(entries.frozenAt);
    return t.closedOn(day(frozenAt.slice(0, 10) < endDate ? frozenAt : endDate));
  }
  return t.openUntil(day(endDate));
}

function aboutHtml(promotion: PublicPromotion, t: PromotionPageTexts, count: (n: number) => string): string {
  const rows: [string, string][] = [
    [t.winners, count(promotion.winnersCount)],
    [t.period, t.periodValue(day(promotion.startDate), day(promotion.endDate))],
    [
      t.products,
      promotion.products.length === 0 ? t.everyProduct(promotion.customerName) : promotion.products.join(', '),
    ],
    [t.places, promotion.places.length === 0 ? t.anywhere : promotion.places.join(', ')],
  ];
  return (
    `<section aria-labelledby="prize"><h2 id="prize">${escapeHtml(promotion.notification ? t.message : t.prize)}</h2>` +
    `<p class="prize">${escapeHtml(promotion.prize)}</p>` +
    `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></section>`
  );
}

function enteringHtml(promotion: PublicPromotion, t: PromotionPageTexts): string {
  const rules = webLink(promotion.rulesUrl);
  return (
    `<section aria-labelledby="entering"><h2 id="entering">${escapeHtml(t.howToEnter)}</h2>` +
    `<p>${escapeHtml(promotion.entryRule === 'perDevice' ? t.perDevice : t.perTag)}</p>` +
    `<p>${escapeHtml(t.blockedNeverEnter)}</p>` +
    (rules === undefined ? '' : `<p><a href="${escapeHtml(rules)}" rel="noopener">${escapeHtml(t.rules)}</a></p>`) +
    `</section>`
  );
}

function auditHtml(promotion: PublicPromotion, t: PromotionPageTexts, count: (n: number) => string): string {
  const { commitment, entries, draw, recordUrl } = promotion;
  const parts = [
    `<section aria-labelledby="audit"><h2 id="audit">${escapeHtml(t.auditTitle)}</h2><p>${escapeHtml(t.auditIntro)}</p>`,
    `<h3>${escapeHtml(t.commitment)}</h3>`,
    commitment === null
      ? `<p class="note">${escapeHtml(t.commitmentAtDraw)}</p>`
      : `<p class="hash">${escapeHtml(commitment)}</p><p class="note">${escapeHtml(t.commitmentExplained)}</p>`,
    `<h3>${escapeHtml(t.entryList)}</h3>`,
  ];
  if (entries === null) parts.push(`<p class="note">${escapeHtml(t.entryListOpen)}</p>`);
  else
    parts.push(
      `<p class="hash">${escapeHtml(entries.digest)}</p>`,
      `<p>${escapeHtml(`${t.entriesCount(count(entries.count))} · ${t.frozenAt(instant(entries.frozenAt))}`)}</p>`,
      `<p class="note">${escapeHtml(t.entryListExplained)}</p>`,
    );
  parts.push(`<h3>${escapeHtml(t.seed)}</h3>`);
  if (draw === null) parts.push(`<p class="note">${escapeHtml(t.seedSecret)}</p>`);
  else {
    parts.push(`<p class="hash">${escapeHtml(draw.seed)}</p><p class="note">${escapeHtml(t.seedExplained)}</p>`);
    parts.push(`<h3>${escapeHtml(t.drawnWinners)}</h3><p class="note">${escapeHtml(t.winnersExplained)}</p>`);
    if (draw.winnersTotal === 0) parts.push(`<p>${escapeHtml(t.noWinners)}</p>`);
    // A winner's hash is shown by its first characters; a screen reader and a copy get it whole.
    if (draw.winners.length > 0)
      parts.push(
        `<ol>${draw.winners
          .map(
            (winner) =>
              `<li><code aria-hidden="true" title="${escapeHtml(winner)}">${escapeHtml(winner.slice(0, SHORT_HASH))}…</code>` +
              `<span class="vh">${escapeHtml(winner)}</span></li>`,
          )
          .join('')}</ol>`,
      );
    const more = draw.winnersTotal - draw.winners.length;
    if (more > 0) parts.push(`<p>${escapeHtml(t.andMore(count(more)))}</p>`);
  }
  if (recordUrl !== null && recordUrl.startsWith('/') && !recordUrl.startsWith('//'))
    parts.push(
      `<p><a class="download" href="${escapeHtml(recordUrl)}" download>${escapeHtml(t.download)}</a></p>`,
      `<p class="note">${escapeHtml(t.downloadExplained)}</p>`,
    );
  parts.push(`</section>`);
  return parts.join('');
}
