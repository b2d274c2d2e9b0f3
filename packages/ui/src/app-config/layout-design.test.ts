import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_COLORS, LAYOUT_TEMPLATE_FILES, withLayoutColor } from '@tagtrail/domain';
import { BLANK_PNG, defaultDesign, designFromEntries, entriesOfDesign, pngSize } from './layout-design';

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set(BLANK_PNG.subarray(0, 16));
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};

describe('the layout design and its template files (spec A §3)', () => {
  it('writes theme.json for the tenant and all six images, a blank PNG for each one left empty', () => {
    const entries = entriesOfDesign(defaultDesign, 'aurora-001');
    expect([...entries.keys()].sort()).toEqual([...LAYOUT_TEMPLATE_FILES].sort());
    expect(entries.get('splash.png')).toEqual(BLANK_PNG);
    expect(JSON.parse(new TextDecoder().decode(entries.get('theme.json')))).toEqual({
      tenant: { id: 'aurora-001' },
      template: DEFAULT_LAYOUT_COLORS,
    });
  });

  it('reads back what it wrote: the colours and the chosen images, blank ones as none', () => {
    const logo = png(150, 100);
    const design = {
      colors: withLayoutColor(DEFAULT_LAYOUT_COLORS, 'primaryColor', '#7b1e3a'),
      images: { ...defaultDesign.images, 'logo_main.png': logo },
    };
    const read = designFromEntries(entriesOfDesign(design, 't'));
    expect(read).toEqual({ ...design, themeReadable: true });
  });

  it('takes the default colours when theme.json cannot be read, and no image that is not a PNG', () => {
    const entries = new Map([
      ['theme.json', new TextEncoder().encode('{not json')],
      ['splash.png', new TextEncoder().encode('GIF89a…')],
    ]);
    expect(designFromEntries(entries)).toEqual({ ...defaultDesign, themeReadable: false });
  });

  it("reads a PNG's size from its header, and none from bytes that are not a PNG", () => {
    expect(pngSize(BLANK_PNG)).toEqual({ width: 1, height: 1 });
    expect(pngSize(png(150, 100))).toEqual({ width: 150, height: 100 });
    expect(pngSize(new Uint8Array([1, 2, 3]))).toBeUndefined();
  });
});
