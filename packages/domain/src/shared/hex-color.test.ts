import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { darken, formatHex, isHexColor, lighten, normaliseHex, parseHex } from './hex-color';

/** Any colour in the canonical `#rrggbb` form. */
const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
/** Any amount, including ones outside 0..1 and not-a-number, which are clamped. */
const anyAmount = fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.double());

describe('hex colours', () => {
  it('reads #rrggbb and #rgb in either case', () => {
    expect(parseHex('#0055B8')).toEqual({ r: 0, g: 0x55, b: 0xb8 });
    expect(parseHex('#0055b8')).toEqual({ r: 0, g: 0x55, b: 0xb8 });
    expect(parseHex('#f0a')).toEqual({ r: 0xff, g: 0, b: 0xaa });
  });

  it('refuses text that is not a colour', () => {
    for (const text of ['', '0055b8', '#0055b', '#0055b8f', '#gggggg', 'blue', 'rgb(0,0,0)']) {
      expect(parseHex(text)).toBeUndefined();
      expect(normaliseHex(text)).toBeUndefined();
    }
  });

  it('writes lower case with six digits, rounding and clamping channels', () => {
    expect(formatHex({ r: 0, g: 85, b: 184 })).toBe('#0055b8');
    expect(formatHex({ r: 229.5, g: -3, b: 300 })).toBe('#e600ff');
    expect(formatHex({ r: Number.NaN, g: 1, b: 2 })).toBe('#000102');
  });

  it('calls only the canonical form a hex colour', () => {
    expect(isHexColor('#0055b8')).toBe(true);
    expect(isHexColor('#0055B8')).toBe(false);
    expect(isHexColor('#05b')).toBe(false);
    expect(normaliseHex(' #05B ')).toBe('#0055bb');
  });

  it('property: formatting a parsed colour gives the colour back', () => {
    fc.assert(fc.property(hexColor, (color) => formatHex(parseHex(color)!) === color));
  });

  it('lightens the default primary by 0.9 to #e6eef8 and darkens it by 0.1 to #004da6 (spec A §4, §9)', () => {
    expect(lighten('#0055b8', 0.9)).toBe('#e6eef8');
    expect(darken('#0055b8', 0.1)).toBe('#004da6');
  });

  it('lightens the default secondary by 0.9 to #f5f5f5 and darkens it by 0.1 to #8a8a8a', () => {
    expect(lighten('#999999', 0.9)).toBe('#f5f5f5');
    expect(darken('#999999', 0.1)).toBe('#8a8a8a');
  });

  it('property: lighten and darken always answer a valid #rrggbb', () => {
    fc.assert(
      fc.property(hexColor, anyAmount, (color, amount) => {
        expect(isHexColor(lighten(color, amount))).toBe(true);
        expect(isHexColor(darken(color, amount))).toBe(true);
      }),
    );
  });

  it('property: lighten(c, 0) and darken(c, 0) are the identity', () => {
    fc.assert(fc.property(hexColor, (color) => lighten(color, 0) === color && darken(color, 0) === color));
  });

  it('property: lighten(c, 1) is white', () => {
    fc.assert(fc.property(hexColor, (color) => lighten(color, 1) === '#ffffff'));
  });

  it('property: darken(c, 1) is black', () => {
    fc.assert(fc.property(hexColor, (color) => darken(color, 1) === '#000000'));
  });

  it('property: lighten never decreases any channel and darken never increases one', () => {
    fc.assert(
      fc.property(hexColor, anyAmount, (color, amount) => {
        const before = parseHex(color)!;
        const lighter = parseHex(lighten(color, amount))!;
        const darker = parseHex(darken(color, amount))!;
        for (const channel of ['r', 'g', 'b'] as const) {
          expect(lighter[channel]).toBeGreaterThanOrEqual(before[channel]);
          expect(darker[channel]).toBeLessThanOrEqual(before[channel]);
        }
      }),
    );
  });

  it('property: a larger amount never gives a darker lightened colour', () => {
    fc.assert(
      fc.property(
        hexColor,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (color, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lessLight = parseHex(lighten(color, low))!;
          const moreLight = parseHex(lighten(color, high))!;
          return lessLight.r <= moreLight.r && lessLight.g <= moreLight.g && lessLight.b <= moreLight.b;
        },
      ),
    );
  });

  it('treats a colour it cannot read as a programming error', () => {
    expect(() => lighten('blue', 0.5)).toThrow(RangeError);
    expect(() => darken('', 0.5)).toThrow(RangeError);
  });
});
