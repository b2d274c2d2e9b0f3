/**
 * The public tag page as HTML (spec B §2 "Public tag page", §4; issue 12 §1): what a shopper sees, whole, before any
 * script runs — product, banner, links, description, lot and dates, manufacturer, serial, the two app-store badges —
 * in the visitor's language and the manufacturer's colours. The page's small script (apps/public tag-page.client.ts) only
 * records the scan and runs the carousel; without it the page reads the same.
 */
import {
  LANGUAGES,
  singleReadingMessageFor,
  type LanguageCode,
  type PublicTagPage,
  type ReadingAuthenticity,
  type StoreLinks,
} from '@tagtrail/domain';
import { day, escapeHtml, pageHead, webLink, type PageColors } from './html';
import { TAG_PAGE_TEXTS, type TagPageTexts } from './tag-page.texts';

const DEFAULT_LANGUAGE_ID = 2;

/** The manufacturer's colours the page is drawn in: its app template's theme (the server reads it). */
export type TagPageColors = PageColors;

/** What the visitor's device won at the tag's customer and has not taken yet (issue 13 §4). */
export interface TagPagePrize {
  /** The promotion's description. */
  readonly promotion: string;
  /** The prize; a notification's title. */
  readonly prize: string;
  /** A notification (draw type 1): a message, no prize to take. */
  readonly notification: boolean;
  /** The prize code to show at a till; null for a notification. */
  readonly code: string | null;
  readonly rulesUrl: string | null;
}

export interface TagPageHtmlInput {
  readonly page: PublicTagPage;
  /** None when the visitor's device won nothing here (or the browser keeps no device id). */
  readonly prizes?: readonly TagPagePrize[];
  readonly language: LanguageCode;
  readonly colors: TagPageColors;
  /** The customer's app tenant, sent back with the scan. */
  readonly tenantId: string | null;
  /** The page's script, absent when the public app is not built (the page still reads). */
  readonly scriptUrl: string | undefined;
  /** The app's store listings the badges lead to; a store without one leads to /store, which says so. */
  readonly storeLinks?: StoreLinks;
  /**
   * The page answers a secure tag's link (issue 27 §4): its 'resource not found' is then a message that did not
   * verify (whichever check it failed), which the script still reports so the tag's owner learns of it.
   */
  readonly secureLink?: boolean;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#f5f5f5}
header{background:var(--primary);color:var(--on-primary);padding:.75rem 1rem;font-weight:600}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;line-height:1.25;margin:.75rem 0}
.photos{position:relative;background:#fff;border-radius:8px;overflow:hidden;aspect-ratio:1}
.photos img{width:100%;height:100%;object-fit:contain;display:block}.photos img[hidden]{display:none}
.photos button{position:absolute;top:50%;transform:translateY(-50%);min-width:44px;min-height:44px;border:0;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;font-size:1.25rem}
.photos .prev{left:.5rem}.photos .next{right:.5rem}
.banner{border-radius:8px;padding:.75rem 1rem;margin:.75rem 0;font-weight:600}
.blocked{background:#fde7e9;color:#8a1a1d;border:2px solid #c50f1f}.genuine{background:#dff6dd;color:#0e4a0e;border:2px solid #107c10}.warning{background:#fff4ce;color:#5c4400;border:2px solid #b58900}
.banner small{display:block;font-weight:400}
.links{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0}
.links a{display:inline-block;min-height:44px;padding:.6rem 1rem;border-radius:6px;background:var(--secondary);color:var(--on-secondary);text-decoration:none;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;background:#fff;border-radius:8px;padding:1rem;margin:.75rem 0}
dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.stores{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}
.stores a{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;padding:.3rem .9rem .3rem .7rem;border-radius:8px;background:#000;color:#fff;text-decoration:none;font-weight:600;font-size:1.15rem;line-height:1.1}
.stores svg{width:1.6rem;height:1.6rem;fill:currentColor;flex:none}.stores small{display:block;font-size:.7rem;font-weight:400}
.missing{text-align:center;padding:3rem 1rem}
.prize{background:#fff;border:2px solid var(--primary);border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.prize h2{font-size:1.25rem;margin:0 0 .5rem}.prize p{margin:.25rem 0}
.code-label{color:#555}.code{font:700 1.75rem/1.2 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:.12em;overflow-wrap:anywhere}`;

export function tagPageHtml({
  page,
  prizes = [],
  language,
  colors,
  tenantId,
  scriptUrl,
  storeLinks = {},
  secureLink = false,
}: TagPageHtmlInput): string {
  const t = TAG_PAGE_TEXTS[language];
  const head = (title: string) => pageHead(language, colors, title, STYLE);

  if (page.kind === 'notFound') {
    return `${head(`Tagtrail · ${t.notFound}`)}<header>Tagtrail</header><main class="missing" data-authenticity="${secureLink ? 'invalid' : 'unverified'}"><h1>Tagtrail</h1><p role="status">${escapeHtml(t.notFound)}</p></main>${secureLink ? scriptHtml(scriptUrl, null) : ''}</body></html>`;
  }

  const { reading, banner, carousel } = page;
  const title = reading.productName ?? reading.serial ?? 'Tagtrail';
  const parts: string[] = [head(`${title} · ${reading.customerName ?? 'Tagtrail'}`)];
  parts.push(
    `<header>${escapeHtml(reading.customerName ?? 'Tagtrail')}</header><main data-authenticity="${reading.authenticity}">`,
  );

  if (reading.photoUrls.length > 0) {
    const total = reading.photoUrls.length;
    parts.push(
      `<section class="photos" aria-roledescription="carousel" aria-label="${escapeHtml(t.photos)}" data-interval="${carousel.sliding ? carousel.intervalMs : 0}">`,
    );
    reading.photoUrls.forEach((url, index) => {
      parts.push(
        `<img src="${escapeHtml(url)}" alt="${escapeHtml(`${title} — ${t.photoOf(index + 1, total)}`)}"${index === 0 ? ' fetchpriority="high"' : ' loading="lazy" hidden'}>`,
      );
    });
    if (carousel.controls)
      parts.push(
        `<button type="button" class="prev" aria-label="${escapeHtml(t.previousPhoto)}">‹</button><button type="button" class="next" aria-label="${escapeHtml(t.nextPhoto)}">›</button>`,
      );
    parts.push(`</section>`);
  }

  parts.push(`<h1>${escapeHtml(title)}</h1>`);
  if (reading.authenticity !== 'unverified') parts.push(authenticityHtml(reading.authenticity, t));
  if (banner.kind === 'blocked') {
    const since = banner.statusDate === null ? '' : `<small>${escapeHtml(t.since(day(banner.statusDate)))}</small>`;
    parts.push(
      `<div class="banner blocked" role="alert">${escapeHtml(t.banner[banner.messageKey] ?? banner.messageKey)}${since}</div>`,
    );
  }
  // The single-reading warning is written whenever the customer sells single-use tags: shown when this tag was read
  // before, hidden otherwise for the script to show should the scan it records turn out not to be the first.
  if (reading.singleReading) {
    const message =
      banner.kind === 'warning' ? (banner.message ?? t.banner[banner.messageKey]) : singleReadingText(page, language);
    parts.push(
      `<div class="banner warning" role="status" id="repeat-warning"${banner.kind === 'warning' ? '' : ' hidden'}>${escapeHtml(message ?? '')}</div>`,
    );
  }

  for (const [index, prize] of prizes.entries()) parts.push(prizeHtml(prize, `prize-${index}`, t));

  const video = webLink(reading.productVideoUrl);
  const manual = webLink(reading.productManualUrl);
  if (video !== undefined || manual !== undefined) {
    parts.push(`<nav class="links">`);
    if (video !== undefined) parts.push(`<a href="${escapeHtml(video)}" rel="noopener">${escapeHtml(t.video)}</a>`);
    if (manual !== undefined) parts.push(`<a href="${escapeHtml(manual)}" rel="noopener">${escapeHtml(t.manual)}</a>`);
    parts.push(`</nav>`);
  }
  if (reading.productDescription !== null) parts.push(`<p>${escapeHtml(reading.productDescription)}</p>`);

  const rows: [string, string][] = [
    [t.lot, reading.lotNumber ?? ''],
    [t.manufactured, day(reading.manufactureDate)],
    [t.expiry, reading.expiryDate === null || reading.expiryDate === '' ? t.expiryUndefined : day(reading.expiryDate)],
    [t.manufacturer, reading.customerName ?? ''],
    [t.serial, reading.serial ?? ''],
  ];
  parts.push(
    `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value || '—')}</dd>`).join('')}</dl>`,
  );
  parts.push(`${storeBadgesHtml(storeLinks, t)}</main>`);
  parts.push(`${scriptHtml(scriptUrl, tenantId)}</body></html>`);
  return parts.join('');
}

/**
 * The two store badges (spec B §2: app-store buttons), drawn here — each store's mark as a small inline SVG and its
 * name as text — since the page may load nothing from elsewhere (its CSP) and stays a few kilobytes. Each link's name
 * is what it shows: "Download on the App Store", "Get it on Google Play".
 */
function storeBadgesHtml(links: StoreLinks, t: TagPageTexts): string {
  const badge = (url: string | undefined, mark: string, lead: string, store: string) =>
    `<a href="${escapeHtml(webLink(url ?? null) ?? '/store')}" rel="noopener">` +
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${mark}"/></svg>` +
    `<span><small>${escapeHtml(lead)}</small> ${store}</span></a>`;
  return (
    `<nav class="stores" aria-label="${escapeHtml(t.getTheApp)}">` +
    badge(links.apple, APPLE_MARK, t.appStoreLead, 'App Store') +
    badge(links.google, GOOGLE_PLAY_MARK, t.googlePlayLead, 'Google Play') +
    `</nav>`
  );
}

/** The stores' marks on a 24-unit square (Simple Icons, CC0). */
const APPLE_MARK =
  'M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701';
const GOOGLE_PLAY_MARK =
  'M22.018 13.298l-3.919 2.218-3.515-3.493 3.543-3.521 3.891 2.202a1.49 1.49 0 0 1 0 2.594zM1.337.924a1.486 1.486 0 0 0-.112.568v21.017c0 .217.045.419.124.6l11.155-11.087L1.337.924zm12.207 10.065l3.258-3.238L3.45.195a1.466 1.466 0 0 0-.946-.179l11.04 10.973zm0 2.067l-11 10.933c.298.036.612-.016.906-.183l13.324-7.54-3.23-3.21z';

/** The page's script, when the public app is built. */
function scriptHtml(scriptUrl: string | undefined, tenantId: string | null): string {
  return scriptUrl === undefined
    ? ''
    : `<script type="module" src="${escapeHtml(scriptUrl)}" data-tenant="${escapeHtml(tenantId ?? '')}"></script>`;
}

/**
 * What a secure tag's tap proved, said plainly: both messages are written, the one that does not apply hidden, for
 * the script to turn to the copy warning should the scan it records find another tap recorded that counter first.
 */
function authenticityHtml(authenticity: ReadingAuthenticity, t: TagPageTexts): string {
  const genuine = authenticity === 'genuine';
  return (
    `<div class="banner genuine" role="status" id="authenticity-genuine"${genuine ? '' : ' hidden'}>` +
    `✓ ${escapeHtml(t.genuine)}<small>${escapeHtml(t.genuineDetail)}</small></div>` +
    `<div class="banner warning" role="alert" id="authenticity-copy"${genuine ? ' hidden' : ''}>` +
    `⚠ ${escapeHtml(t.possibleCopy)}<small>${escapeHtml(t.possibleCopyDetail)}</small></div>`
  );
}

/** A prize the visitor's device won, or a notification for it: its code large enough to read aloud at a till. */
function prizeHtml(prize: TagPagePrize, id: string, t: TagPageTexts): string {
  const rules = webLink(prize.rulesUrl);
  const heading = prize.notification ? t.messageForYou : t.youWon;
  const code =
    prize.code === null
      ? ''
      : `<p class="code-label" id="${id}-code">${escapeHtml(t.yourCode)}</p>` +
        `<p class="code" aria-labelledby="${id}-code">${escapeHtml(prize.code)}</p><p>${escapeHtml(t.showTheCode)}</p>`;
  return (
    `<section class="prize" aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2>` +
    `<p><strong>${escapeHtml(prize.prize)}</strong><br>${escapeHtml(prize.promotion)}</p>${code}` +
    (rules === undefined ? '' : `<p><a href="${escapeHtml(rules)}" rel="noopener">${escapeHtml(t.rules)}</a></p>`) +
    `</section>`
  );
}

/** The customer's message for a repeated reading, in the visitor's language or the nearest one, else ours. */
function singleReadingText(page: PublicTagPage & { kind: 'found' }, language: LanguageCode): string {
  const languageId = LANGUAGES.find((candidate) => candidate.code === language)?.id ?? DEFAULT_LANGUAGE_ID;
  return (
    singleReadingMessageFor(page.reading.singleReadingMessages, languageId) ??
    TAG_PAGE_TEXTS[language].banner.PUBLIC_BANNER_SINGLE_READING ??
    ''
  );
}
