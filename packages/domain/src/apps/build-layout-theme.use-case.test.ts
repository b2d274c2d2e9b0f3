import { describe, expect, it } from 'vitest';
import {
  buildLayoutTheme,
  LAYOUT_THEME_INVALID,
  layoutThemeJson,
  readLayoutTheme,
} from './build-layout-theme.use-case';
import { DEFAULT_LAYOUT_COLORS, LAYOUT_COLOR_FIELDS } from './layout-theme.model';

describe('build the layout theme document', () => {
  it('puts the tenant id in the tenant block and the colours in the template block (spec A §3)', () => {
    expect(buildLayoutTheme(DEFAULT_LAYOUT_COLORS, 'tenant-7')).toEqual({
      tenant: { id: 'tenant-7' },
      template: DEFAULT_LAYOUT_COLORS,
    });
  });

  it('writes the colours in the fixed theme.json order', () => {
    const shuffled = Object.fromEntries(
      Object.entries(DEFAULT_LAYOUT_COLORS).reverse(),
    ) as typeof DEFAULT_LAYOUT_COLORS;
    expect(Object.keys(buildLayoutTheme(shuffled, 't').template)).toEqual(LAYOUT_COLOR_FIELDS);
  });

  it('writes theme.json as indented JSON that reads back to the same theme', () => {
    const theme = buildLayoutTheme(DEFAULT_LAYOUT_COLORS, 'tenant-7');
    const json = layoutThemeJson(theme);
    expect(json).toContain('\n  "tenant": {');
    expect(readLayoutTheme(json)).toEqual({ ok: true, theme });
  });

  it('reads colours written in upper case as lower case', () => {
    const json = JSON.stringify({
      tenant: { id: 't' },
      template: { ...DEFAULT_LAYOUT_COLORS, primaryColor: '#0055B8' },
    });
    const read = readLayoutTheme(json);
    expect(read.ok && read.theme.template.primaryColor).toBe('#0055b8');
  });

  it('refuses a file that is not JSON', () => {
    expect(readLayoutTheme('{nope')).toEqual({ ok: false, errors: [{ key: LAYOUT_THEME_INVALID }] });
  });

  it('refuses a theme with a colour missing or not a colour, naming the field', () => {
    const { mainButtonTo: _dropped, ...rest } = DEFAULT_LAYOUT_COLORS;
    const read = readLayoutTheme(JSON.stringify({ tenant: { id: 't' }, template: { ...rest, tabTextColor: 'white' } }));
    expect(read).toEqual({
      ok: false,
      errors: [
        { key: LAYOUT_THEME_INVALID, field: 'template.tabTextColor' },
        { key: LAYOUT_THEME_INVALID, field: 'template.mainButtonTo' },
      ],
    });
  });
});
