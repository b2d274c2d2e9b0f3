import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isHexColor } from '../shared/hex-color';
import {
  DARK_VARIANT_AMOUNT,
  DEFAULT_LAYOUT_COLORS,
  HexColorSchema,
  LAYOUT_COLOR_FIELDS,
  LAYOUT_IMAGE_NAMES,
  LAYOUT_PRESET_COLORS,
  LAYOUT_TABS,
  LAYOUT_TEMPLATE_FILES,
  LayoutThemeSchema,
  LIGHT_VARIANT_AMOUNT,
  layoutZipName,
  THEME_FILE_NAME,
} from './layout-theme.model';

describe('layout template', () => {
  it('holds theme.json and the images splash.png, menu_logo_150x100.png, background.png, logo_main.png, button_video.png, button_manual.png (spec A §3)', () => {
    expect(THEME_FILE_NAME).toBe('theme.json');
    expect(LAYOUT_IMAGE_NAMES).toEqual([
      'splash.png',
      'menu_logo_150x100.png',
      'background.png',
      'logo_main.png',
      'button_video.png',
      'button_manual.png',
    ]);
    expect(LAYOUT_TEMPLATE_FILES).toEqual(['theme.json', ...LAYOUT_IMAGE_NAMES]);
  });

  it('has the template colours theme.json names (spec A §3)', () => {
    expect(LAYOUT_COLOR_FIELDS).toEqual([
      'primaryColor',
      'primaryLightColor',
      'primaryDarkColor',
      'secondaryColor',
      'secondaryLightColor',
      'secondaryDarkColor',
      'tabTextColor',
      'statusBarColor',
      'mainButtonFrom',
      'mainButtonTo',
    ]);
  });

  it('defaults to primary #0055b8, secondary #999999, status bar #0048a6 and a main button from #0143a5 to #0054b6 (spec A §9)', () => {
    expect(DEFAULT_LAYOUT_COLORS).toMatchObject({
      primaryColor: '#0055b8',
      secondaryColor: '#999999',
      statusBarColor: '#0048a6',
      mainButtonFrom: '#0143a5',
      mainButtonTo: '#0054b6',
    });
  });

  it('derives the default light and dark variants with the designer rule: 0.9 lighter, 0.1 darker (spec A §9)', () => {
    expect(LIGHT_VARIANT_AMOUNT).toBe(0.9);
    expect(DARK_VARIANT_AMOUNT).toBe(0.1);
    expect(DEFAULT_LAYOUT_COLORS).toMatchObject({
      primaryLightColor: '#e6eef8',
      primaryDarkColor: '#004da6',
      secondaryLightColor: '#f5f5f5',
      secondaryDarkColor: '#8a8a8a',
    });
  });

  it('has a default for every template colour, each a valid colour', () => {
    expect(Object.keys(DEFAULT_LAYOUT_COLORS).sort()).toEqual([...LAYOUT_COLOR_FIELDS].sort());
    expect(Object.values(DEFAULT_LAYOUT_COLORS).every(isHexColor)).toBe(true);
  });

  it('offers 16 distinct preset colours in the picker (spec A §2, §9)', () => {
    expect(LAYOUT_PRESET_COLORS).toHaveLength(16);
    expect(new Set(LAYOUT_PRESET_COLORS).size).toBe(16);
    expect(LAYOUT_PRESET_COLORS.every(isHexColor)).toBe(true);
  });

  it('has the tabs Splash, Main, Read and Setting (spec A §2)', () => {
    expect(LAYOUT_TABS).toEqual(['splash', 'main', 'read', 'setting']);
  });

  it('names the downloaded zip after the lower-cased customer code (spec A §9)', () => {
    expect(layoutZipName('ACME-01')).toBe('acme-01.zip');
    expect(layoutZipName(' Mixed ')).toBe('mixed.zip');
  });

  it('reads a colour in either case and keeps it in lower case', () => {
    expect(v.parse(HexColorSchema, ' #0055B8 ')).toBe('#0055b8');
    expect(v.safeParse(HexColorSchema, '#05b').success).toBe(false);
    expect(v.safeParse(HexColorSchema, 'blue').success).toBe(false);
  });

  it('reads theme.json as a tenant block with the tenant id and a template block with the colours', () => {
    const theme = { tenant: { id: 'tenant-7' }, template: DEFAULT_LAYOUT_COLORS };
    expect(v.parse(LayoutThemeSchema, theme)).toEqual(theme);
    expect(v.safeParse(LayoutThemeSchema, { tenant: { id: '' }, template: DEFAULT_LAYOUT_COLORS }).success).toBe(false);
    expect(v.safeParse(LayoutThemeSchema, { template: DEFAULT_LAYOUT_COLORS }).success).toBe(false);
  });
});
