import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDigitalLink,
  GS1_BAD_CHECK_DIGIT,
  GS1_BAD_URI,
  GS1_DUPLICATE_AI,
  GS1_MISSING_GTIN,
  GS1_UNKNOWN_KEY,
  parseDigitalLink,
  type DigitalLinkInput,
  type DigitalLinkResult,
} from './digital-link';
import {
  compressDigitalLink,
  decompressDigitalLink,
  GS1_BAD_COMPRESSION,
  GS1_UNSUPPORTED_AI,
} from './digital-link-compression';
import { gtinCheckDigit } from './gtin.rules';

/** GS1 AI encodable character set 82, in ASCII order. */
const SET_82 = `!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function value(result: DigitalLinkResult<string>): string {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

function refusalOf(result: DigitalLinkResult<string>) {
  if (result.ok) throw new Error(`expected a refusal, got ${result.value}`);
  return result.error;
}

/** Bits written as a compressed segment is, for bits no encoder of ours would write. */
function segmentOf(bits: string): string {
  const padded = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
  return (padded.match(/.{6}/g) ?? []).map((six) => BASE64URL[parseInt(six, 2)]).join('');
}

/** AI 01 (eight bits) and a GTIN-14 in 47 bits, as the compression writes them. */
const gtinBits = (gtin: string) => `00000001${BigInt(gtin).toString(2).padStart(47, '0')}`;

// Examples published with implementations of GS1's compression, re-typed: Solidsoft-Reply/Gs1DigitalLinkLib (a port of
// GS1's prototype, gs1/GS1DigitalLinkCompressionPrototype), Tests/Features/CompressGs1DigitalLink.feature and
// DecompressGs1DigitalLink.feature; Trust-Codes-Ltd/gs1-compression (the alternative GS1's prototype names),
// tests/compress/test_central_functions.py and tests/decompress/test_central_functions.py. Kept to GTIN links.
const PUBLISHED: readonly [uncompressed: string, compressed: string][] = [
  ['https://id.gs1.org/01/09780345418913', 'https://id.gs1.org/ARHKVAdpQg'],
  ['https://id.gs1.org/01/05412345000013', 'https://id.gs1.org/AQnYUc1gmg'],
  ['https://id.gs1.org/01/05412345000013/10/ABC123', 'https://id.gs1.org/AQnYUc1gmiCNV4JG'],
  ['https://id.gs1.org/01/05412345000013/10/ABC123/21/72292641703', 'https://id.gs1.org/AQnYUc1gmiCNV4JGQhcNT6K6c'],
  [
    'https://id.gs1.org/01/05412345000013/22/AJY3095721P49/10/ABC123/21/72292641703',
    'https://id.gs1.org/AQnYUc1gmiCNV4JGQhcNT6K6cibQCWN9Pee9tT-PQ',
  ],
  [
    'https://id.gs1.org/01/05412345000013/22/AJY3095721P49/10/ABC123',
    'https://id.gs1.org/AQnYUc1gmiCNV4JGRNoBLG-nvPe2p_Ho',
  ],
  ['https://id.gs1.org/01/05412345000013/21/72292641703', 'https://id.gs1.org/AQnYUc1gmkIXDU-iun'],
  [
    'https://id.gs1.org/01/05412345000013/22/AJY3095721P49/21/72292641703',
    'https://id.gs1.org/AQnYUc1gmkIXDU-iunIm0AljfT3nvbU_j0',
  ],
  ['https://id.gs1.org/01/05412345000013/22/AJY3095721P49', 'https://id.gs1.org/AQnYUc1gmkTaASxvp7z3tqfx6'],
  // Trust Codes: a numeric lot, a lower-case serial; then (3103)000189(01)05412345000013(3923)2172(10)ABC123.
  ['https://id.gs1.org/01/09421902960055/10/2010005828/21/xyz1234', 'https://id.gs1.org/AREjalurbiAUO-cgohCz45Z67b8A'],
  [
    'https://id.gs1.org/01/05412345000013/10/ABC123?3103=000189&3923=2172',
    'https://id.gs1.org/AQnYUc1gmiCNV4JGYgYAF6ckaEPg',
  ],
];

describe('decompressing a Digital Link (issue 29 §3)', () => {
  it('reads the published examples back to their uncompressed links', () => {
    for (const [uncompressed, compressed] of PUBLISHED)
      expect(decompressDigitalLink(compressed), compressed).toEqual({ ok: true, value: uncompressed });
    expect(decompressDigitalLink('https://dlnkd.tn.gg/ARHKVAdpQg')).toEqual({
      ok: true,
      value: 'https://dlnkd.tn.gg/01/09780345418913',
    });
  });

  it("takes the query's parameters along, and compressed key=value pairs that are no AI", () => {
    // Gs1DigitalLinkLib, Tests/Features/AdditionalUriContent.feature: the pairs in the query, then compressed too.
    const uncompressed = 'https://id.gs1.org/01/05412345000013/10/ABC123?17=290331&arv=true&donor=bmgf';
    expect(decompressDigitalLink('https://id.gs1.org/AQnYUc1gmiCNV4JGLo3DY?arv=true&donor=bmgf')).toEqual({
      ok: true,
      value: uncompressed,
    });
    expect(decompressDigitalLink('https://id.gs1.org/AQnYUc1gmiCNV4JGLo3Dfg2q72Etrue8K7RPRWwjc0D4')).toEqual({
      ok: true,
      value: uncompressed,
    });
    expect(value(decompressDigitalLink('https://id.gs1.org/ARHKVAdpQg?linkType=gs1:pip&15=261231'))).toBe(
      'https://id.gs1.org/01/09780345418913?15=261231&linkType=gs1%3Apip',
    );
  });

  it("reads the optimisation table's codes", () => {
    // Written by GS1's prototype (src/GS1DigitalLinkToolkit.js at 21a894b, compressGS1DigitalLink with optimisations
    // on): code 1A stands for AIs 01, 10, 21 and 17.
    expect(value(decompressDigitalLink('https://id.gs1.org/GgnYUc1gmo1XgkbGuwyjcNg'))).toBe(
      'https://id.gs1.org/01/05412345000013/10/ABC123/21/XYZ?17=290331',
    );
  });

  it('keeps a path prefix in the base, and ignores a fragment', () => {
    expect(value(decompressDigitalLink('https://example.com/resolver/ARHKVAdpQg#top'))).toBe(
      'https://example.com/resolver/01/09780345418913',
    );
  });

  it('refuses a compressed link of another primary key, or any AI without a format here, as GS1_UNSUPPORTED_AI', () => {
    const cases: [string, string][] = [
      ['https://id.gs1.org/AN2yxDhfaiaw', '00'],
      ['https://id.gs1.org/QUSaVjC_dA', '414'],
      ['https://id.gs1.org/gAYMBI_bNGwJk', '8006'],
      ['https://id.gs1.org/JTLIetaiHYA', '253'],
      // GTIN, then (235)8TFV883a904GH&3.
      ['https://id.gs1.org/AQnYUc1gmkax7ipGrOHDPC5YNI8hMz', '235'],
    ];
    for (const [uri, ai] of cases)
      expect(refusalOf(decompressDigitalLink(uri)), uri).toEqual({ key: GS1_UNSUPPORTED_AI, part: ai });
  });

  it('refuses bits an encoder does not write: cut short, padded with ones, or too few for any AI', () => {
    for (const segment of ['ARHKVAdpQ', 'ARHKVAdpQh', 'A', '_'.repeat(12)])
      expect(refusalOf(decompressDigitalLink(`https://id.gs1.org/${segment}`)), segment).toEqual({
        key: GS1_BAD_COMPRESSION,
        part: 'path',
      });
  });

  it('refuses what the link would be refused for uncompressed, naming the part', () => {
    const link = (bits: string, query = '') => `https://id.gs1.org/${segmentOf(bits)}${query}`;
    expect(refusalOf(decompressDigitalLink(link(gtinBits('09780345418914'))))).toEqual({
      key: GS1_BAD_CHECK_DIGIT,
      part: '01',
    });
    expect(refusalOf(decompressDigitalLink(link(gtinBits('09780345418913').repeat(2))))).toMatchObject({
      key: GS1_DUPLICATE_AI,
      part: '01',
    });
    expect(refusalOf(decompressDigitalLink('https://id.gs1.org/AQnYUc1gmiCNV4JGLo3DY?17=290331'))).toMatchObject({
      key: GS1_DUPLICATE_AI,
      part: '17',
    });
    expect(refusalOf(decompressDigitalLink('https://id.gs1.org/AQnYUc1gmiCNV4JG?10=X'))).toMatchObject({
      key: GS1_DUPLICATE_AI,
      part: '10',
    });
    // AI 17 alone, 26-12-31: a link without its GTIN.
    expect(refusalOf(decompressDigitalLink(link(`00010111${(261231).toString(2).padStart(20, '0')}`)))).toEqual({
      key: GS1_MISSING_GTIN,
      part: '01',
    });
  });

  it('refuses what is no compressed URI', () => {
    for (const uri of [
      '',
      'ARHKVAdpQg',
      'ftp://id.gs1.org/ARHKVAdpQg',
      'https://id.gs1.org/',
      'https://id.gs1.org/AR+HK',
    ])
      expect(refusalOf(decompressDigitalLink(uri)), uri).toMatchObject({ key: GS1_BAD_URI });
  });
});

describe('compressing a Digital Link', () => {
  it('writes the published examples', () => {
    for (const [uncompressed, compressed] of PUBLISHED)
      expect(compressDigitalLink(uncompressed), uncompressed).toEqual({ ok: true, value: compressed });
  });

  it('leaves parameters that are no AI in the query, as GS1’s prototype does unless asked', () => {
    expect(compressDigitalLink('https://id.gs1.org/01/05412345000013/10/ABC123?17=290331&arv=true&donor=bmgf')).toEqual(
      { ok: true, value: 'https://id.gs1.org/AQnYUc1gmiCNV4JGLo3DY?arv=true&donor=bmgf' },
    );
  });

  it('writes a run of the optimisation table as its code when asked, which is shorter', () => {
    const uri = 'https://id.gs1.org/01/05412345000013/10/ABC123/21/XYZ?17=290331';
    const optimised = value(compressDigitalLink(uri, { optimise: true }));
    expect(optimised).toBe('https://id.gs1.org/GgnYUc1gmo1XgkbGuwyjcNg');
    expect(value(compressDigitalLink(uri)).length).toBeGreaterThan(optimised.length);
  });

  it('keeps the leading zeros of a numeric lot, which GS1’s prototype reads back without', () => {
    const uri = 'https://id.gs1.org/01/05412345000013/10/007/21/0';
    expect(value(decompressDigitalLink(value(compressDigitalLink(uri))))).toBe(uri);
  });

  it('refuses an AI without a format here, and a link refused uncompressed', () => {
    expect(refusalOf(compressDigitalLink('https://id.gs1.org/01/09780345418913?12=261231'))).toEqual({
      key: GS1_UNSUPPORTED_AI,
      part: '12',
    });
    expect(refusalOf(compressDigitalLink('https://id.gs1.org/gtin/09780345418913'))).toMatchObject({
      key: GS1_UNKNOWN_KEY,
    });
  });
});

const gtinArbitrary = fc.stringMatching(/^[0-9]{13}$/).map((body) => `${body}${gtinCheckDigit(body)!}`);
const qualifierArbitrary = fc.option(fc.string({ unit: fc.constantFrom(...SET_82), minLength: 1, maxLength: 20 }), {
  nil: undefined,
});
// Day 00 is allowed in these dates (no day given); up to 28 is a day of every month.
const dateArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 28 }))
  .map((parts) => parts.map((part) => String(part).padStart(2, '0')).join(''));
const attributesArbitrary = fc.record(
  {
    '11': dateArbitrary,
    '13': dateArbitrary,
    '15': dateArbitrary,
    '16': dateArbitrary,
    '17': dateArbitrary,
    '3103': fc.stringMatching(/^[0-9]{6}$/),
  },
  { requiredKeys: [] },
);
const linkArbitrary = fc
  .record({
    gtin: gtinArbitrary,
    cpv: qualifierArbitrary,
    lot: qualifierArbitrary,
    serial: qualifierArbitrary,
    attributes: attributesArbitrary,
    params: fc.dictionary(fc.stringMatching(/^[a-zA-Z]{1,8}$/), fc.string({ maxLength: 12 }), { maxKeys: 2 }),
  })
  .map((parts): DigitalLinkInput => {
    const { cpv, lot, serial, ...rest } = parts;
    return {
      base: 'https://id.gs1.org',
      ...rest,
      ...(cpv === undefined ? {} : { cpv }),
      ...(lot === undefined ? {} : { lot }),
      ...(serial === undefined ? {} : { serial }),
    };
  });

describe('properties', () => {
  it('decompressing the compressed link of any product link gives the link back, optimised or not', () => {
    fc.assert(
      fc.property(linkArbitrary, fc.boolean(), (input, optimise) => {
        const uri = value(buildDigitalLink(input));
        const compressed = value(compressDigitalLink(uri, { optimise }));
        expect(compressed).toMatch(/^https:\/\/id\.gs1\.org\/[A-Za-z0-9_-]+(?:\?|$)/);
        expect(decompressDigitalLink(compressed)).toEqual({ ok: true, value: uri });
      }),
    );
  });

  it('decompressing any text never throws, and what it reads is a Digital Link with a GTIN', () => {
    const readsOrRefuses = (uri: string) => {
      const result = decompressDigitalLink(uri);
      if (result.ok) expect(parseDigitalLink(result.value).ok).toBe(true);
      else expect(result.error.key).toMatch(/^GS1_/);
    };
    fc.assert(fc.property(fc.string(), readsOrRefuses));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...BASE64URL), maxLength: 60 }), (segment) =>
        readsOrRefuses(`https://id.gs1.org/${segment}`),
      ),
    );
    // Any bits after a valid GTIN reach the deeper readers: qualifiers, attributes, other pairs, padding.
    fc.assert(
      fc.property(gtinArbitrary, fc.array(fc.boolean(), { maxLength: 300 }), (gtin, tail) =>
        readsOrRefuses(`https://id.gs1.org/${segmentOf(gtinBits(gtin) + tail.map(Number).join(''))}`),
      ),
    );
  });
});
