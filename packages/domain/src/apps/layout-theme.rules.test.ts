import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { darken, lighten } from '../shared/hex-color';
import { DEFAULT_LAYOUT_COLORS, LAYOUT_COLOR_FIELDS, type LayoutColorField } from './layout-theme.model';
import {
  LAYOUT_IMAGE_PNG_ONLY,
  LAYOUT_TEMPLATE_FILE_MISSING,
  validateLayoutImage,
  validateTemplateFiles,
  withLayoutColor,
} from './layout-theme.rules';

const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const directFields = LAYOUT_COLOR_FIELDS.filter((f) => f !== 'primaryColor' && f !== 'secondaryColor');

describe('layout colour rule (spec A §4)', () => {
  it('recomputes the primary light (lightened by 0.9) and dark (darkened by 0.1) variants when the primary changes', () => {
    const colors = withLayoutColor(DEFAULT_LAYOUT_COLORS, 'primaryColor', '#ff0000');
    expect(colors).toEqual({
      ...DEFAULT_LAYOUT_COLORS,
      primaryColor: '#ff0000',
      primaryLightColor: '#ffe6e6',
      primaryDarkColor: '#e60000',
    });
  });

  it('recomputes the secondary light and dark variants when the secondary changes', () => {
    const colors = withLayoutColor(DEFAULT_LAYOUT_COLORS, 'secondaryColor', '#00ff00');
    expect(colors).toEqual({
      ...DEFAULT_LAYOUT_COLORS,
      secondaryColor: '#00ff00',
      secondaryLightColor: '#e6ffe6',
      secondaryDarkColor: '#00e600',
    });
  });

  it('property: the primary and secondary variants always follow their colour', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (primary, secondary) => {
        const colors = withLayoutColor(
          withLayoutColor(DEFAULT_LAYOUT_COLORS, 'primaryColor', primary),
          'secondaryColor',
          secondary,
        );
        expect(colors.primaryLightColor).toBe(lighten(primary, 0.9));
        expect(colors.primaryDarkColor).toBe(darken(primary, 0.1));
        expect(colors.secondaryLightColor).toBe(lighten(secondary, 0.9));
        expect(colors.secondaryDarkColor).toBe(darken(secondary, 0.1));
      }),
    );
  });

  it('property: any other colour is set as given and nothing else changes', () => {
    fc.assert(
      fc.property(fc.constantFrom<LayoutColorField>(...directFields), hexColor, (field, color) => {
        expect(withLayoutColor(DEFAULT_LAYOUT_COLORS, field, color)).toEqual({
          ...DEFAULT_LAYOUT_COLORS,
          [field]: color,
        });
      }),
    );
  });

  it('stores a picked colour in lower case', () => {
    expect(withLayoutColor(DEFAULT_LAYOUT_COLORS, 'tabTextColor', '#ABCDEF').tabTextColor).toBe('#abcdef');
  });

  it('ignores a value that is not a colour', () => {
    expect(withLayoutColor(DEFAULT_LAYOUT_COLORS, 'primaryColor', 'blue')).toBe(DEFAULT_LAYOUT_COLORS);
  });
});

describe('layout images (spec A §5: "Layout images must be .png")', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

  it('accepts a PNG', () => {
    expect(validateLayoutImage('splash.png', png)).toEqual([]);
  });

  it('refuses anything else under the image it was meant for', () => {
    expect(validateLayoutImage('splash.png', jpeg)).toEqual([{ key: LAYOUT_IMAGE_PNG_ONLY, field: 'splash.png' }]);
    expect(validateLayoutImage('logo_main.png', new Uint8Array())).toHaveLength(1);
  });

  it('property: judges by the bytes alone, never the name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        return validateLayoutImage(name, png).length === 0 && validateLayoutImage(name, jpeg).length === 1;
      }),
    );
  });
});

describe('template contents (spec A §3)', () => {
  const complete = [
    'theme.json',
    'splash.png',
    'menu_logo_150x100.png',
    'background.png',
    'logo_main.png',
    'button_video.png',
    'button_manual.png',
  ];

  it('accepts a zip with theme.json and the six images, in a folder or not', () => {
    expect(validateTemplateFiles(complete)).toEqual([]);
    expect(validateTemplateFiles(complete.map((name) => `template/${name}`))).toEqual([]);
  });

  it('names every file the zip lacks', () => {
    expect(validateTemplateFiles(complete.filter((name) => name !== 'theme.json' && name !== 'splash.png'))).toEqual([
      { key: LAYOUT_TEMPLATE_FILE_MISSING, params: { file: 'theme.json' } },
      { key: LAYOUT_TEMPLATE_FILE_MISSING, params: { file: 'splash.png' } },
    ]);
  });
});
