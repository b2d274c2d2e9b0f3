/**
 * The app template a partner designs for a customer's mobile app (spec A §2 "layout designer", §3 "App template",
 * §9): a zip holding theme.json and six png images. theme.json is read by the mobile app, so its keys are kept
 * as the spec writes them (they are English already).
 */
import * as v from 'valibot';
import { darken, lighten } from '../shared/hex-color';

/** A colour as theme.json and the picker carry it; read in either case, kept in lower case. */
export const HexColorSchema = v.pipe(v.string(), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/), v.toLowerCase());

export const LayoutColorsSchema = v.object({
  primaryColor: HexColorSchema,
  primaryLightColor: HexColorSchema,
  primaryDarkColor: HexColorSchema,
  secondaryColor: HexColorSchema,
  secondaryLightColor: HexColorSchema,
  secondaryDarkColor: HexColorSchema,
  tabTextColor: HexColorSchema,
  statusBarColor: HexColorSchema,
  mainButtonFrom: HexColorSchema,
  mainButtonTo: HexColorSchema,
});
export type LayoutColors = v.InferOutput<typeof LayoutColorsSchema>;
export type LayoutColorField = keyof LayoutColors;

export const LAYOUT_COLOR_FIELDS = Object.keys(LayoutColorsSchema.entries) as LayoutColorField[];

/**
 * theme.json. spec A §3: "a tenant block with the tenant id and a template block with the colours".
 * The tenant block's key is not shown; we write `tenant.id`.
 */
export const LayoutThemeSchema = v.object({
  tenant: v.object({ id: v.pipe(v.string(), v.minLength(1)) }),
  template: LayoutColorsSchema,
});
export type LayoutTheme = v.InferOutput<typeof LayoutThemeSchema>;

export const THEME_FILE_NAME = 'theme.json';

/** spec A §3: the images every template holds. */
export const LAYOUT_IMAGE_NAMES = [
  'splash.png',
  'menu_logo_150x100.png',
  'background.png',
  'logo_main.png',
  'button_video.png',
  'button_manual.png',
] as const;
export type LayoutImageName = (typeof LAYOUT_IMAGE_NAMES)[number];

/** Every file a template zip must hold. */
export const LAYOUT_TEMPLATE_FILES: readonly string[] = [THEME_FILE_NAME, ...LAYOUT_IMAGE_NAMES];

/** spec A §4, §9: the light variant is 0.9 lighter, the dark variant 0.1 darker. */
export const LIGHT_VARIANT_AMOUNT = 0.9;
export const DARK_VARIANT_AMOUNT = 0.1;

/** The light and dark variants of a primary or secondary colour. */
export function colorVariants(color: string): { light: string; dark: string } {
  return { light: lighten(color, LIGHT_VARIANT_AMOUNT), dark: darken(color, DARK_VARIANT_AMOUNT) };
}

export const DEFAULT_PRIMARY_COLOR = '#0055b8';
export const DEFAULT_SECONDARY_COLOR = '#999999';
export const DEFAULT_STATUS_BAR_COLOR = '#0048a6';
export const DEFAULT_MAIN_BUTTON_FROM = '#0143a5';
export const DEFAULT_MAIN_BUTTON_TO = '#0054b6';
/** The tab text default is not shown in the spec; white reads on the default primary blue. */
export const DEFAULT_TAB_TEXT_COLOR = '#ffffff';

const primaryDefaults = colorVariants(DEFAULT_PRIMARY_COLOR);
const secondaryDefaults = colorVariants(DEFAULT_SECONDARY_COLOR);

/** spec A §9: the default colours, with the variants derived by the same rule the designer applies. */
export const DEFAULT_LAYOUT_COLORS: LayoutColors = Object.freeze({
  primaryColor: DEFAULT_PRIMARY_COLOR,
  primaryLightColor: primaryDefaults.light,
  primaryDarkColor: primaryDefaults.dark,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  secondaryLightColor: secondaryDefaults.light,
  secondaryDarkColor: secondaryDefaults.dark,
  tabTextColor: DEFAULT_TAB_TEXT_COLOR,
  statusBarColor: DEFAULT_STATUS_BAR_COLOR,
  mainButtonFrom: DEFAULT_MAIN_BUTTON_FROM,
  mainButtonTo: DEFAULT_MAIN_BUTTON_TO,
});

/**
 * spec A §2, §9: the picker offers 16 presets; which ones is not shown. Ours: the two default colours,
 * twelve Material 500 hues, black and white.
 */
export const LAYOUT_PRESET_COLORS = [
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  '#f44336',
  '#e91e63',
  '#9c27b0',
  '#673ab7',
  '#3f51b5',
  '#03a9f4',
  '#00bcd4',
  '#009688',
  '#4caf50',
  '#cddc39',
  '#ffc107',
  '#ff5722',
  '#000000',
  '#ffffff',
] as const;

/** spec A §2: the designer's tabs; view state only (spec A §4). */
export const LAYOUT_TABS = ['splash', 'main', 'read', 'setting'] as const;
export type LayoutTab = (typeof LAYOUT_TABS)[number];

/** spec A §9: "the downloaded layout zip is named after the lower-cased customer code". */
export function layoutZipName(customerCode: string): string {
  return `${customerCode.trim().toLowerCase()}.zip`;
}
