/**
 * A product's public page as HTML (issue 29 §3): where our GS1 resolver sends a GTIN alone, or a GTIN and one of the
 * product's lots — the product's name, main photo, description and links, its GTIN, and for a lot its number, dates
 * and status (the tag page's banner: a recalled, expired or misplaced lot says so), for a GTIN alone the product's
 * recalled lots. No script: it records no scan (a tag's page does).
 */
import {
  expiryHasPassed,
  PUBLIC_BANNER_EXPIRED,
  PUBLIC_BLOCKING_LOT_STATUS,
  type LanguageCode,
} from '@tagtrail/domain';
import { day, escapeHtml, pageHead, webLink, type PageColors } from './html';
import { PRODUCT_PAGE_TEXTS } from './product-page.texts';
import { TAG_PAGE_TEXTS } from './tag-page.texts';

/** What the product page shows. Calendar dates are YYYY-MM-DD. */
export interface PublicProduct {
  readonly name: string;
  /** Null or '' for none. */
  readonly description: string | null;
  readonly customerName: string;
  /** As people read it (the shortest GTIN length that holds it). */
  readonly gtin: string;
  /** The main photo's address on our origin; null for none. */
  readonly photoUrl: string | null;
  readonly manualUrl: string | null;
  readonly videoUrl: string | null;
  /** The lot the page is about, one of the product's; null for the product alone. */
  readonly lot: {
    readonly number: string;
    /** spec B §4: 0 available, 1 recall, 5 overdue, 9 lost. */
    readonly statusId: number;
    readonly statusDate: string | null;
    readonly manufactureDate: string | null;
    readonly expiryDate: string | null;
  } | null;
  /** The numbers of the product's recalled lots, shown on the product's page (not a lot's). */
  readonly recalledLots: readonly string[];
}

export interface ProductPageHtmlInput {
  /** Undefined: no product carries the GTIN (or the lot is not the product's), and the page says so. */
  readonly product: PublicProduct | undefined;
  readonly language: LanguageCode;
  readonly colors: PageColors;
  /** Today as YYYY-MM-DD, for a lot's expiry; without it no date is compared. */
  readonly today?: string;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#f5f5f5}
header{background:var(--primary);color:var(--on-primary);padding:.75rem 1rem;font-weight:600}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;line-height:1.25;margin:.75rem 0}
.photo{background:#fff;border-radius:8px;overflow:hidden;aspect-ratio:1}.photo img{width:100%;height:100%;object-fit:contain;display:block}
.banner{border-radius:8px;padding:.75rem 1rem;margin:.75rem 0;font-weight:600;background:#fde7e9;color:#8a1a1d;border:2px solid #c50f1f}
.banner small{display:block;font-weight:400}
.links{display:flex;flex-wrap:wrap;gap:.5rem;margin:.75rem 0}
.links a{display:inline-block;min-height:44px;padding:.6rem 1rem;border-radius:6px;background:var(--secondary);color:var(--on-secondary);text-decoration:none;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;background:#fff;border-radius:8px;padding:1rem;margin:.75rem 0}
dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}.missing{text-align:center;padding:3rem 1rem}`;

export function productPageHtml({ product, language, colors, today }: ProductPageHtmlInput): string {
  const t = PRODUCT_PAGE_TEXTS[language];
  const tag = TAG_PAGE_TEXTS[language];
  const head = (title: string) => pageHead(language, colors, title, STYLE);

  if (product === undefined)
    return `${head(`Tagtrail · ${t.notFound}`)}<header>Tagtrail</header><main class="missing"><h1>${escapeHtml(t.notFound)}</h1></main></body></html>`;

  const parts = [head(`${product.name} · ${product.customerName}`)];
  parts.push(`<header>${escapeHtml(product.customerName)}</header><main>`);
  if (product.photoUrl !== null && product.photoUrl.startsWith('/') && !product.photoUrl.startsWith('//'))
    parts.push(
      `<div class="photo"><img src="${escapeHtml(product.photoUrl)}" alt="${escapeHtml(t.photo(product.name))}" fetchpriority="high"></div>`,
    );
  parts.push(`<h1>${escapeHtml(product.name)}</h1>`);

  const banner = product.lot === null ? recalledLotsBanner(product, language) : lotBanner(product.lot, language, today);
  if (banner !== undefined) parts.push(banner);

  const video = webLink(product.videoUrl);
  const manual = webLink(product.manualUrl);
  if (video !== undefined || manual !== undefined) {
    parts.push(`<nav class="links">`);
    if (video !== undefined) parts.push(`<a href="${escapeHtml(video)}" rel="noopener">${escapeHtml(tag.video)}</a>`);
    if (manual !== undefined)
      parts.push(`<a href="${escapeHtml(manual)}" rel="noopener">${escapeHtml(tag.manual)}</a>`);
    parts.push(`</nav>`);
  }
  if (product.description !== null && product.description.trim() !== '')
    parts.push(`<p>${escapeHtml(product.description)}</p>`);

  const rows: [string, string][] = [[t.gtin, product.gtin]];
  if (product.lot !== null) {
    const { lot } = product;
    rows.push(
      [tag.lot, lot.number],
      [tag.manufactured, day(lot.manufactureDate)],
      [tag.expiry, lot.expiryDate === null || lot.expiryDate === '' ? tag.expiryUndefined : day(lot.expiryDate)],
    );
  }
  rows.push([tag.manufacturer, product.customerName]);
  parts.push(
    `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value || '—')}</dd>`).join('')}</dl>`,
  );
  parts.push(`</main></body></html>`);
  return parts.join('');
}

/** A lot's banner as the tag page words it: its blocking status with the date, else an expiry that has passed. */
function lotBanner(lot: NonNullable<PublicProduct['lot']>, language: LanguageCode, today: string | undefined) {
  const tag = TAG_PAGE_TEXTS[language];
  const block = PUBLIC_BLOCKING_LOT_STATUS[lot.statusId];
  const expired = block === undefined && today !== undefined && expiryHasPassed(lot.expiryDate, today);
  if (block === undefined && !expired) return undefined;
  const messageKey = block?.messageKey ?? PUBLIC_BANNER_EXPIRED;
  const since = block === undefined ? lot.expiryDate : lot.statusDate;
  return (
    `<div class="banner" role="alert">${escapeHtml(tag.banner[messageKey] ?? messageKey)}` +
    `${since === null ? '' : `<small>${escapeHtml(tag.since(day(since)))}</small>`}</div>`
  );
}

function recalledLotsBanner(product: PublicProduct, language: LanguageCode): string | undefined {
  if (product.recalledLots.length === 0) return undefined;
  const message = PRODUCT_PAGE_TEXTS[language].recalledLots(product.recalledLots.join(', '));
  return `<div class="banner" role="alert">${escapeHtml(message)}</div>`;
}
