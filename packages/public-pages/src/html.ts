/** What the public pages share: escaping, their head, dates as the spec writes them, and which links they offer. */
import type { LanguageCode, LayoutColors } from '@tagtrail/domain';

/** Text made safe to stand in HTML, as content or inside a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The manufacturer's colours a page is drawn in: its app template's theme (the server reads it). */
export type PageColors = Pick<LayoutColors, 'primaryColor' | 'primaryDarkColor' | 'secondaryColor'>;

/** A page's start up to its open <body>: language, phone viewport, title, and its style in the given colours. */
export function pageHead(language: LanguageCode, colors: PageColors, title: string, style: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="theme-color" content="${escapeHtml(colors.primaryColor)}">` +
    `<title>${escapeHtml(title)}</title><style>:root{--primary:${escapeHtml(colors.primaryColor)};` +
    `--secondary:${escapeHtml(colors.primaryDarkColor)}}${style}</style></head><body>`
  );
}

/** spec A §9: dates as DD/MM/YYYY; '' for none. */
export function day(iso: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match === null ? '' : `${match[3]}/${match[2]}/${match[1]}`;
}

/** Only web links are offered: a stored link of another scheme (javascript:) is not a link. */
export function webLink(url: string | null): string | undefined {
  return url !== null && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
}
