/**
 * `#rrggbb` colours (the layout designer's and a product line's, spec A §4, B §3) and the mixes toward white and
 * black the designer uses for light and dark variants (spec A §4: "lightened by 0.9", "darkened by 0.1").
 * Canonical form: lower case, six digits.
 */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** The canonical form every colour in the domain takes. */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

const LONG_HEX = /^#([0-9a-f]{6})$/i;
const SHORT_HEX = /^#([0-9a-f]{3})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}

/** Reads `#rrggbb` or `#rgb` in either case; anything else is not a colour. */
export function parseHex(hex: string): Rgb | undefined {
  const text = hex.trim();
  const short = SHORT_HEX.exec(text)?.[1];
  const digits =
    LONG_HEX.exec(text)?.[1] ??
    (short === undefined
      ? undefined
      : short
          .split('')
          .map((digit) => digit + digit)
          .join(''));
  if (digits === undefined) return undefined;
  const value = parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

const toChannel = (value: number): number =>
  Number.isFinite(value) ? Math.min(255, Math.max(0, Math.round(value))) : 0;

/** Writes the canonical form; channels are rounded and clamped to 0..255. */
export function formatHex(rgb: Rgb): string {
  return `#${[rgb.r, rgb.g, rgb.b].map((channel) => toChannel(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** The canonical form of a colour written any way `parseHex` reads, or undefined. */
export function normaliseHex(hex: string): string | undefined {
  const rgb = parseHex(hex);
  return rgb === undefined ? undefined : formatHex(rgb);
}

const toAmount = (amount: number): number => (Number.isFinite(amount) ? Math.min(1, Math.max(0, amount)) : 0);

function mixToward(hex: string, target: 0 | 255, amount: number): string {
  const rgb = parseHex(hex);
  // Colours reach here from the picker or a validated theme.json; anything else is a programming error.
  if (rgb === undefined) throw new RangeError(`not a colour: ${hex}`);
  const t = toAmount(amount);
  const mix = (channel: number) => channel + (target - channel) * t;
  return formatHex({ r: mix(rgb.r), g: mix(rgb.g), b: mix(rgb.b) });
}

/** Moves each channel `amount` (0..1) of the way to white: 0 keeps the colour, 1 gives white. */
export function lighten(hex: string, amount: number): string {
  return mixToward(hex, 255, amount);
}

/** Moves each channel `amount` (0..1) of the way to black: 0 keeps the colour, 1 gives black. */
export function darken(hex: string, amount: number): string {
  return mixToward(hex, 0, amount);
}
