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
    `--secondary:${escapeHtml(colors.primaryDarkColor)};--on-primary:${readableTextOn(colors.primaryColor)};` +
    `--on-secondary:${readableTextOn(colors.primaryDarkColor)}}${style}</style></head><body>`
  );
}

const WHITE = '#fff';
const NEAR_BLACK = '#1f1f1f';

/**
 * The text colour that reads on a manufacturer's colour: white, or near-black when white would contrast less (a
 * pale brand colour). WCAG 2 relative luminance; a colour it cannot read keeps white text.
 */
export function readableTextOn(color: string): string {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (match === null) return WHITE;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  const [red, green, blue] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  const nearBlackLuminance = 0.0137;
  const againstWhite = 1.05 / (luminance + 0.05);
  const againstNearBlack = (luminance + 0.05) / (nearBlackLuminance + 0.05);
  return againstWhite >= againstNearBlack ? WHITE : NEAR_BLACK;
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
