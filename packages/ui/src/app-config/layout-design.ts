/**
 * A layout design as the designer holds it (spec A §3 "App template"): its colours and its six images, read from a
 * template zip's entries and written back to them. Images are checked by their bytes (spec A §5 "Layout images
 * must be .png": a renamed JPEG is refused), never by name.
 */
import {
  buildLayoutTheme,
  DEFAULT_LAYOUT_COLORS,
  isPng,
  LAYOUT_IMAGE_NAMES,
  layoutThemeJson,
  readLayoutTheme,
  THEME_FILE_NAME,
  type LayoutColors,
  type LayoutImageName,
} from '@tagtrail/domain';

/** The design's images; null where none was chosen (the zip then holds BLANK_PNG, as every template must). */
export type LayoutImages = Readonly<Record<LayoutImageName, Uint8Array | null>>;

export interface LayoutDesign {
  readonly colors: LayoutColors;
  readonly images: LayoutImages;
}

/** A 1 × 1 transparent PNG: the template's file for an image the partner left empty. */
export const BLANK_PNG = new Uint8Array([
  137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137,
  0, 0, 0, 11, 73, 68, 65, 84, 120, 156, 99, 96, 0, 2, 0, 0, 5, 0, 1, 122, 94, 171, 63, 0, 0, 0, 0, 73, 69, 78, 68, 174,
  66, 96, 130,
]);

export const noImages: LayoutImages = Object.freeze(
  Object.fromEntries(LAYOUT_IMAGE_NAMES.map((name) => [name, null])) as Record<LayoutImageName, null>,
);

export const defaultDesign: LayoutDesign = { colors: DEFAULT_LAYOUT_COLORS, images: noImages };

/** A PNG's width and height, read from its header; undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (!isPng(bytes) || bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * The design a template's entries hold. Colours come from theme.json (the defaults when it cannot be read, with
 * `themeReadable` false); an image that is missing, not a PNG, or the blank one counts as none.
 */
export function designFromEntries(entries: ReadonlyMap<string, Uint8Array>): LayoutDesign & { themeReadable: boolean } {
  const themeBytes = entries.get(THEME_FILE_NAME);
  const theme = themeBytes === undefined ? undefined : readLayoutTheme(new TextDecoder().decode(themeBytes));
  const images = Object.fromEntries(
    LAYOUT_IMAGE_NAMES.map((name) => {
      const bytes = entries.get(name);
      return [name, bytes !== undefined && isPng(bytes) && !sameBytes(bytes, BLANK_PNG) ? bytes : null];
    }),
  ) as Record<LayoutImageName, Uint8Array | null>;
  return theme?.ok
    ? { colors: theme.theme.template, images, themeReadable: true }
    : { colors: DEFAULT_LAYOUT_COLORS, images, themeReadable: false };
}

/** The entries of the template zip for a design: theme.json for the tenant, and the six images. */
export function entriesOfDesign(design: LayoutDesign, tenantId: string): Map<string, Uint8Array> {
  const entries = new Map<string, Uint8Array>([
    [THEME_FILE_NAME, new TextEncoder().encode(layoutThemeJson(buildLayoutTheme(design.colors, tenantId)))],
  ]);
  for (const name of LAYOUT_IMAGE_NAMES) entries.set(name, design.images[name] ?? BLANK_PNG);
  return entries;
}

/** The i18n key part of an image's name: 'splash.png' reads its label from `layout.image.splash`. */
export function imageKey(name: LayoutImageName): string {
  return name.replace(/\.png$/, '');
}
