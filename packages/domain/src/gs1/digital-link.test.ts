import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDigitalLink,
  digitalLinkErrors,
  GS1_BAD_ATTRIBUTE,
  GS1_BAD_CHARACTER,
  GS1_BAD_CHECK_DIGIT,
  GS1_BAD_LENGTH,
  GS1_BAD_URI,
  GS1_DUPLICATE_AI,
  GS1_EMPTY_VALUE,
  GS1_MISSING_GTIN,
  GS1_QUALIFIER_IN_QUERY,
  GS1_QUALIFIER_ORDER,
  GS1_UNKNOWN_KEY,
  GS1_VALUE_TOO_LONG,
  parseDigitalLink,
  type DigitalLink,
  type DigitalLinkError,
  type DigitalLinkInput,
} from './digital-link';
import { gtinCheckDigit } from './gtin.rules';

/** GS1 AI encodable character set 82, in ASCII order. */
const SET_82 = `!"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz`;

function parsed(uri: string): DigitalLink {
  const result = parseDigitalLink(uri);
  if (!result.ok) throw new Error(`${uri}: ${JSON.stringify(result.error)}`);
  return result.value;
}

function refusalOf(result: ReturnType<typeof parseDigitalLink> | ReturnType<typeof buildDigitalLink>) {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const refused = (uri: string): DigitalLinkError => refusalOf(parseDigitalLink(uri));

function built(input: DigitalLinkInput): string {
  const result = buildDigitalLink(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const bare = { attributes: {}, params: {} };

// Cases re-typed from GS1's syntax engine: gs1/gs1-syntax-engine, src/c-lib/dl.c, test_dl_parseDLuri (kept to the
// GTIN, the one primary key a tag carries), test_dl_generateDLuri and test_dl_URIescape.
describe('reading a Digital Link (issue 29 §2)', () => {
  it("reads the examples of the Digital Link standard that GS1's syntax engine tests", () => {
    expect(parsed('https://id.gs1.org/01/09520123456788')).toEqual({
      base: 'https://id.gs1.org',
      pathPrefix: '',
      gtin: '09520123456788',
      ...bare,
    });
    expect(parsed('https://id.gs1.org/01/09520123456788/22/2A')).toMatchObject({ cpv: '2A' });
    expect(parsed('https://id.gs1.org/01/09520123456788/10/ABC123')).toMatchObject({ lot: 'ABC123' });
    expect(parsed('https://id.gs1.org/01/09520123456788/21/12345')).toMatchObject({ serial: '12345' });
    expect(parsed('https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426')).toEqual({
      base: 'https://id.gs1.org',
      pathPrefix: '',
      gtin: '09520123456788',
      lot: 'ABC1',
      serial: '12345',
      attributes: { '17': '180426' },
      params: {},
    });
    expect(parsed('https://id.gs1.org/01/09520123456788?3103=000195').attributes).toEqual({ '3103': '000195' });
    for (const uri of [
      'https://example.com/01/09520123456788?3103=000195&3922=0299&17=201225',
      'https://id.gs1.org/01/09520123456788?17=201225&3103=000195&3922=0299',
    ])
      expect(parsed(uri).attributes, uri).toEqual({ '3103': '000195', '3922': '0299', '17': '201225' });
  });

  it("reads GS1's own example product, Dal Giardino risotto rice (gs1/DigitalLinkDocs)", () => {
    expect(parsed('https://id.gs1.org/01/09506000134352/10/A1?linkType=gs1:pip')).toEqual({
      base: 'https://id.gs1.org',
      pathPrefix: '',
      gtin: '09506000134352',
      lot: 'A1',
      attributes: {},
      params: { linkType: 'gs1:pip' },
    });
  });

  it('reads all three qualifiers, in the order 22, 10, 21, each optional', () => {
    expect(parsed('https://a/01/12312312312333/22/TEST/10/ABC/21/XYZ')).toEqual({
      base: 'https://a',
      pathPrefix: '',
      gtin: '12312312312333',
      cpv: 'TEST',
      lot: 'ABC',
      serial: 'XYZ',
      ...bare,
    });
    for (const path of ['/22/A', '/10/B', '/21/C', '/22/A/10/B', '/22/A/21/C', '/10/B/21/C'])
      expect(parseDigitalLink(`https://a/01/12312312312333${path}`).ok, path).toBe(true);
  });

  it('takes the path before /01/ as a prefix of the resolver, and the last /01/ as the GTIN', () => {
    expect(parsed('https://a/stem/01/12312312312333')).toMatchObject({ base: 'https://a/stem', pathPrefix: '/stem' });
    expect(parsed('https://a/more/stem/01/12312312312333').pathPrefix).toBe('/more/stem');
    expect(parsed('https://a/01/faux/01/12312312312333')).toMatchObject({
      pathPrefix: '/01/faux',
      gtin: '12312312312333',
    });
  });

  it('takes any host: a name, punycode, a port, IPv4, IPv6', () => {
    for (const host of ['xn--fsq.xn--0zwm56d', 'a.', 'a:65535', '192.0.2.1', '3232235777', '[2001:db8::1]'])
      expect(parsed(`https://${host}/01/12312312312333`).base, host).toBe(`https://${host}`);
  });

  it('refuses what is no http(s) address with a host', () => {
    expect(refused('')).toEqual({ key: GS1_BAD_URI, part: 'scheme' });
    expect(refused('ftp://a/01/12312312312333')).toEqual({ key: GS1_BAD_URI, part: 'scheme' });
    for (const uri of [
      'http://',
      'http:///01/12312312312333',
      'https://[fe80::1%25lo]/01/12312312312333',
      'https://$a/01/12312312312333',
      'https://a$/01/12312312312333',
      'https://user@a/01/12312312312333',
    ])
      expect(refused(uri), uri).toEqual({ key: GS1_BAD_URI, part: 'host' });
  });

  it('refuses a link without /01/ and a GTIN', () => {
    for (const uri of ['http://a', 'http://a/', 'http://a/b', 'https://a/00/006141411234567890'])
      expect(refused(uri), uri).toEqual({ key: GS1_MISSING_GTIN, part: '01' });
    expect(refused('https://a/01/12312312312333/')).toEqual({ key: GS1_BAD_URI, part: 'path' });
    expect(refused('https://a/01//12312312312333')).toEqual({ key: GS1_BAD_URI, part: 'path' });
  });

  it('refuses a GTIN whose check digit does not match, naming 01', () => {
    expect(refused('https://id.gs1.org/01/09506000134353')).toEqual({ key: GS1_BAD_CHECK_DIGIT, part: '01' });
    expect(refused('https://a/01/12312312312334')).toEqual({ key: GS1_BAD_CHECK_DIGIT, part: '01' });
  });

  it('refuses a GTIN of another length, or with other characters than digits', () => {
    expect(refused('https://a/01/123123123123')).toEqual({ key: GS1_BAD_CHECK_DIGIT, part: '01' });
    expect(refused('https://a/01/1231231231233')).toEqual({ key: GS1_BAD_CHECK_DIGIT, part: '01' });
    expect(refused('https://a/01/123123123123334')).toEqual({ key: GS1_BAD_LENGTH, part: '01' });
    expect(refused('https://a/01/1231231231233%003')).toEqual({ key: GS1_BAD_CHARACTER, part: '01' });
    for (const bad of ['<', '>', '{', '}', '\\', '^', '`'])
      expect(refused(`https://a/01/12312312312333${bad}bad`), bad).toEqual({ key: GS1_BAD_CHARACTER, part: '01' });
  });

  it('refuses a qualifier out of order, naming it', () => {
    expect(refused('https://a/01/12312312312333/21/y/10/z')).toEqual({ key: GS1_QUALIFIER_ORDER, part: '10' });
    expect(refused('https://a/01/12312312312333/10/y/22/z')).toEqual({ key: GS1_QUALIFIER_ORDER, part: '22' });
    expect(refused('https://a/01/12312312312333/10/y/10/z')).toEqual({ key: GS1_DUPLICATE_AI, part: '10' });
  });

  it('refuses a path key that is not a qualifier of the GTIN', () => {
    expect(refused('https://a/01/12312312312333/99/ABC')).toEqual({ key: GS1_UNKNOWN_KEY, part: '99' });
    expect(refused('https://example.com/01/09520123456788/89/ABC123?99=XYZ')).toEqual({
      key: GS1_UNKNOWN_KEY,
      part: '89',
    });
    // URI Syntax 1.2 allows 235 instead of 22, 10 and 21; a tag's link never carries it.
    expect(refused('https://a/01/12312312312333/235/TEST')).toEqual({ key: GS1_UNKNOWN_KEY, part: '235' });
  });

  it('refuses the DL 1.0 short names (/gtin/, /lot/, /ser/): deprecated by 1.2, removed by 1.3', () => {
    expect(refused('https://a/gtin/12312312312333')).toEqual({ key: GS1_UNKNOWN_KEY, part: 'gtin' });
    expect(refused('https://a/gtin/12312312312333/ser/ABC123')).toEqual({ key: GS1_UNKNOWN_KEY, part: 'gtin' });
    expect(refused('https://a/01/12312312312333/lot/ABC123')).toEqual({ key: GS1_UNKNOWN_KEY, part: 'lot' });
  });

  it('refuses an empty qualifier', () => {
    expect(refused('https://a/01/12312312312333/10/')).toEqual({ key: GS1_EMPTY_VALUE, part: '10' });
  });

  it('refuses a qualifier longer than 20 characters, naming it', () => {
    expect(parsed(`https://a/01/12312312312333/21/${'S'.repeat(20)}`).serial).toBe('S'.repeat(20));
    expect(refused(`https://a/01/12312312312333/21/${'S'.repeat(21)}`)).toEqual({
      key: GS1_VALUE_TOO_LONG,
      part: '21',
      params: { max: 20 },
    });
  });

  it('decodes percent-encoded values; "+" is itself in the path and a space in the query', () => {
    expect(parsed('https://a/01/12312312312333/22/ABC%2d123?99=ABC&98=XYZ%2f987')).toMatchObject({
      cpv: 'ABC-123',
      attributes: { '99': 'ABC', '98': 'XYZ/987' },
    });
    expect(parsed('https://a/01/12312312312333/22/ABC+123?99=ABC&98=XYZ%2f987').cpv).toBe('ABC+123');
    expect(refused('https://a/01/12312312312333/22/ABC%2d123?99=ABC&98=XYZ+987')).toEqual({
      key: GS1_BAD_CHARACTER,
      part: '98',
    });
  });

  it('takes every character of set 82 in a qualifier, percent-encoded or not, and refuses the others', () => {
    expect(SET_82).toHaveLength(82);
    for (const character of SET_82) {
      const encoded = `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
      expect(parsed(`https://a/01/12312312312333/10/A${encoded}`).lot, character).toBe(`A${character}`);
    }
    for (const encoded of [
      '%20',
      '%23',
      '%24',
      '%40',
      '%5B',
      '%5C',
      '%5E',
      '%60',
      '%7B',
      '%7C',
      '%7D',
      '%7E',
      '%C3%A9',
      '%00',
    ])
      expect(refused(`https://a/01/12312312312333/10/A${encoded}`), encoded).toEqual({
        key: GS1_BAD_CHARACTER,
        part: '10',
      });
    for (const raw of ['~', '$', '@', 'A%4gB', 'A%2', '%C3'])
      expect(refused(`https://a/01/12312312312333/10/A${raw}`), raw).toEqual({ key: GS1_BAD_CHARACTER, part: '10' });
  });

  it('ignores a fragment and an empty query', () => {
    for (const uri of [
      'https://a/01/12312312312333/22/test/10/abc/21/xyz#',
      'https://a/01/12312312312333/22/test/10/abc/21/xyz#fragment',
      'https://a/01/12312312312333/22/test/10/abc/21/xyz?',
    ])
      expect(parsed(uri), uri).toEqual({
        base: 'https://a',
        pathPrefix: '',
        gtin: '12312312312333',
        cpv: 'test',
        lot: 'abc',
        serial: 'xyz',
        ...bare,
      });
    expect(parsed('https://a/01/12312312312333?99=ABC#fragment').attributes).toEqual({ '99': 'ABC' });
  });

  it('keeps the attributes apart from the other query parameters, which it keeps too', () => {
    for (const uri of [
      'https://a/01/12312312312333?99=ABC&unknown=666&98=XYZ',
      'https://a/01/12312312312333?unknown1=555&99=ABC&unknown2=666&98=XYZ&unknown3=777',
      'https://a/01/12312312312333?&&&99=ABC&&&&&&98=XYZ&&&',
      'https://a/01/12312312312333?singleton1&99=ABC&singleton2&98=XYZ&singleton3',
    ])
      expect(parsed(uri).attributes, uri).toEqual({ '99': 'ABC', '98': 'XYZ' });
    expect(parsed('https://a/01/12312312312333?unknown1=555&99=ABC&singleton&linkType=gs1%3Apip').params).toEqual({
      unknown1: '555',
      singleton: '',
      linkType: 'gs1:pip',
    });
    expect(parsed('https://a/01/12312312312333?context=a+b&context=c').params).toEqual({ context: 'a b' });
  });

  it('refuses an empty attribute', () => {
    expect(refused('https://a/01/12312312312333?99=')).toEqual({ key: GS1_EMPTY_VALUE, part: '99' });
  });

  it('refuses an attribute longer than its AI holds', () => {
    expect(parsed(`https://a/01/12312312312333?99=${'A'.repeat(90)}`).attributes['99']).toHaveLength(90);
    expect(refused(`https://a/01/12312312312333?99=${'A'.repeat(91)}`)).toEqual({
      key: GS1_VALUE_TOO_LONG,
      part: '99',
      params: { max: 90 },
    });
  });

  it('refuses a qualifier in the query: its place is the path', () => {
    expect(refused('https://example.com/01/09520123456788?10=ABC123')).toEqual({
      key: GS1_QUALIFIER_IN_QUERY,
      part: '10',
    });
    expect(refused('https://a/01/12312312312333?21=1')).toEqual({ key: GS1_QUALIFIER_IN_QUERY, part: '21' });
  });

  it('refuses an AI given twice', () => {
    for (const [query, part] of [
      ['99=XYZ789&01=09520123456788', '01'],
      ['99=XYZ789&10=ABC123', '10'],
      ['99=XYZ789&99=XYZ789', '99'],
    ] as const)
      expect(refused(`https://id.gs1.org/01/09520123456788/10/ABC123?${query}`), query).toEqual({
        key: GS1_DUPLICATE_AI,
        part,
      });
  });

  it('refuses a number that cannot be an AI as a query parameter', () => {
    expect(refused('https://a/01/12312312312333?1=A')).toEqual({ key: GS1_UNKNOWN_KEY, part: '1' });
    expect(refused('https://a/01/12312312312333?12345=A')).toEqual({ key: GS1_UNKNOWN_KEY, part: '12345' });
  });

  it('checks dates: YYMMDD, a day of 00 for a month without a day, 29 February in leap years', () => {
    for (const value of ['261231', '261200', '240229', '000229'])
      expect(parsed(`https://a/01/12312312312333?17=${value}`).attributes['17'], value).toBe(value);
    for (const value of ['261331', '260001', '260230', '250229', '261232', '2612', '26123100', '26-12-'])
      expect(refused(`https://a/01/12312312312333?17=${value}`), value).toEqual({
        key: GS1_BAD_ATTRIBUTE,
        part: '17',
        params: { format: 'YYMMDD' },
      });
    expect(refused('https://a/01/12312312312333?15=261300')).toMatchObject({ key: GS1_BAD_ATTRIBUTE, part: '15' });
    expect(refused('https://a/01/12312312312333?7006=261200')).toMatchObject({ key: GS1_BAD_ATTRIBUTE, part: '7006' });
    expect(parsed('https://a/01/12312312312333?7003=2612312359').attributes['7003']).toBe('2612312359');
    for (const value of ['2612312400', '2612311260', '261231'])
      expect(refused(`https://a/01/12312312312333?7003=${value}`), value).toEqual({
        key: GS1_BAD_ATTRIBUTE,
        part: '7003',
        params: { format: 'YYMMDDhhmm' },
      });
  });

  it('checks measures and other coded attributes', () => {
    expect(refused('https://a/01/12312312312333?3103=195')).toEqual({
      key: GS1_BAD_ATTRIBUTE,
      part: '3103',
      params: { format: 'N6' },
    });
    expect(refused('https://a/01/12312312312333?3922=12.50')).toEqual({
      key: GS1_BAD_ATTRIBUTE,
      part: '3922',
      params: { format: 'N..15' },
    });
    expect(refused(`https://a/01/12312312312333?240=${'A'.repeat(31)}`)).toEqual({
      key: GS1_VALUE_TOO_LONG,
      part: '240',
      params: { max: 30 },
    });
  });

  it('gives a form its error on the field, with the part', () => {
    expect(digitalLinkErrors('https://a/01/12312312312333/21/y/10/z', 'link')).toEqual([
      { key: GS1_QUALIFIER_ORDER, field: 'link', params: { part: '10' } },
    ]);
    expect(digitalLinkErrors(`https://a/01/12312312312333/21/${'S'.repeat(21)}`, 'link')).toEqual([
      { key: GS1_VALUE_TOO_LONG, field: 'link', params: { part: '21', max: 20 } },
    ]);
    expect(digitalLinkErrors('https://a/01/12312312312333', 'link')).toEqual([]);
  });
});

// Where GS1's syntax engine (gs1/gs1-syntax-engine, dl.c) refuses by default and we read the link, as URI Syntax 1.2
// allows: a tag reader should not turn away a link the standard it follows calls valid.
describe("reading a Digital Link more leniently than GS1's syntax engine", () => {
  it('reads a GTIN-8, -12 or -13 in the path as GTIN-14 (1.2 `gtin-value`)', () => {
    expect(parsed('https://a/01/2112345678900').gtin).toBe('02112345678900');
    expect(parsed('https://a/01/416000336108').gtin).toBe('00416000336108');
    expect(parsed('https://a/01/02345673').gtin).toBe('00000002345673');
    expect(parsed('https://brand.example.com/01/9520123456788').gtin).toBe('09520123456788');
    expect(parsed('https://brand.example.com/some-extra/pathinfo/01/9520123456788')).toMatchObject({
      base: 'https://brand.example.com/some-extra/pathinfo',
      pathPrefix: '/some-extra/pathinfo',
      gtin: '09520123456788',
    });
  });

  it('reads a scheme in mixed case (ABNF strings are case-insensitive)', () => {
    expect(parsed('HtTp://a/01/12312312312333').base).toBe('HtTp://a');
  });

  it('splits the query at ";" too (1.2 `queryStringDelim`)', () => {
    expect(parsed('https://a/01/12312312312333?17=261231;15=261201').attributes).toEqual({
      '17': '261231',
      '15': '261201',
    });
  });

  it('keeps an attribute whose AI it does not list, checked as set-82 text of up to 90 characters', () => {
    expect(parsed('https://example.com/01/09520123456788?99=XYZ&89=ABC123').attributes).toEqual({
      '99': 'XYZ',
      '89': 'ABC123',
    });
  });
});

describe('building a Digital Link (issue 29 §2)', () => {
  it("writes the syntax engine's generated links: GTIN-14, qualifiers in order, then the attributes", () => {
    const base = 'https://example.com';
    expect(built({ base, gtin: '12312312312326', serial: 'abc123' })).toBe(
      'https://example.com/01/12312312312326/21/abc123',
    );
    expect(built({ base, gtin: '12312312312326', cpv: 'ABC', lot: 'DEF', serial: 'GHI' })).toBe(
      'https://example.com/01/12312312312326/22/ABC/10/DEF/21/GHI',
    );
    expect(
      built({ base, gtin: '12312312312326', cpv: 'ABC', lot: 'DEF', serial: 'GHI', attributes: { '95': 'INT' } }),
    ).toBe('https://example.com/01/12312312312326/22/ABC/10/DEF/21/GHI?95=INT');
    expect(built({ base, serial: 'XYZ', gtin: '12312312312333', lot: 'ABC123', attributes: { '99': 'XYZ' } })).toBe(
      'https://example.com/01/12312312312333/10/ABC123/21/XYZ?99=XYZ',
    );
    expect(built({ base: 'https://example.com/', gtin: '12312312312326' })).toBe(
      'https://example.com/01/12312312312326',
    );
  });

  it('percent-encodes "+" in the path and in the query', () => {
    expect(
      built({
        base: 'https://example.com',
        gtin: '12312312312333',
        lot: 'ABC+123',
        attributes: { '99': 'XYZ+QWERTY' },
      }),
    ).toBe('https://example.com/01/12312312312333/10/ABC%2B123?99=XYZ%2BQWERTY');
  });

  it('percent-encodes every symbol of set 82 but "-", "." and "_", in upper-case hex', () => {
    expect(built({ base: 'https://a', gtin: '12312312312333', lot: `!"%&'()*+,/:;<=>?` })).toBe(
      'https://a/01/12312312312333/10/%21%22%25%26%27%28%29%2A%2B%2C%2F%3A%3B%3C%3D%3E%3F',
    );
    expect(built({ base: 'https://a', gtin: '12312312312333', serial: 'A-b.C_9' })).toBe(
      'https://a/01/12312312312333/21/A-b.C_9',
    );
  });

  it('writes a short GTIN as GTIN-14, the attributes by AI and then the other parameters', () => {
    expect(
      built({
        base: 'https://tags.example.com',
        gtin: '9506000134352',
        lot: 'A1',
        attributes: { '3103': '000195', '17': '261231' },
        params: { linkType: 'gs1:pip' },
      }),
    ).toBe('https://tags.example.com/01/09506000134352/10/A1?17=261231&3103=000195&linkType=gs1%3Apip');
  });

  it('refuses what the link cannot carry, naming the part', () => {
    const gtin = '09506000134352';
    const errorOf = (input: DigitalLinkInput) => refusalOf(buildDigitalLink(input));
    expect(errorOf({ base: 'tags.example.com', gtin })).toEqual({ key: GS1_BAD_URI, part: 'base' });
    expect(errorOf({ base: 'https://a?x=1', gtin })).toEqual({ key: GS1_BAD_URI, part: 'base' });
    expect(errorOf({ base: 'https://a', gtin: '09506000134353' })).toEqual({ key: GS1_BAD_CHECK_DIGIT, part: '01' });
    expect(errorOf({ base: 'https://a', gtin: '' })).toEqual({ key: GS1_EMPTY_VALUE, part: '01' });
    expect(errorOf({ base: 'https://a', gtin, lot: '' })).toEqual({ key: GS1_EMPTY_VALUE, part: '10' });
    expect(errorOf({ base: 'https://a', gtin, lot: 'A B' })).toEqual({ key: GS1_BAD_CHARACTER, part: '10' });
    expect(errorOf({ base: 'https://a', gtin, attributes: { '21': 'S' } })).toEqual({
      key: GS1_QUALIFIER_IN_QUERY,
      part: '21',
    });
    expect(errorOf({ base: 'https://a', gtin, attributes: { '17': '261331' } })).toMatchObject({
      key: GS1_BAD_ATTRIBUTE,
      part: '17',
    });
    expect(errorOf({ base: 'https://a', gtin, params: { '17': '261231' } })).toEqual({
      key: GS1_BAD_URI,
      part: 'query',
    });
  });
});

/** A valid GTIN of any length. */
const gtinArbitrary = fc
  .constantFrom(7, 11, 12, 13)
  .chain((bodyLength) => fc.stringMatching(new RegExp(`^[0-9]{${bodyLength}}$`)))
  .map((body) => `${body}${gtinCheckDigit(body)}`);
const set82Text = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...SET_82), minLength, maxLength });
const qualifierValue = set82Text(1, 20);
const dateArbitrary = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2049-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(2, 10).replace(/-/g, ''));
const attributesArbitrary = fc.record(
  { '17': dateArbitrary, '15': dateArbitrary, '3103': fc.stringMatching(/^[0-9]{6}$/), '99': set82Text(1, 90) },
  { requiredKeys: [] },
);
const paramsArbitrary = fc.dictionary(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,11}$/),
  fc.string({ unit: 'grapheme' }),
  {
    maxKeys: 3,
  },
);
const baseArbitrary = fc.constantFrom(
  'https://tags.example.com',
  'https://tags.example.com/',
  'http://localhost:4000',
  'https://example.com/resolver/v1',
  'https://example.com/01',
);

describe('Digital Link properties', () => {
  it('property: building then reading gives back the same link, for any valid input', () => {
    fc.assert(
      fc.property(
        baseArbitrary,
        gtinArbitrary,
        fc.option(qualifierValue, { nil: undefined }),
        fc.option(qualifierValue, { nil: undefined }),
        fc.option(qualifierValue, { nil: undefined }),
        attributesArbitrary,
        paramsArbitrary,
        (base, gtin, cpv, lot, serial, attributes, params) => {
          const input = { base, gtin, cpv, lot, serial, attributes, params };
          const link = parsed(built(input));
          const trimmedBase = base.replace(/\/$/, '');
          expect(link).toEqual({
            base: trimmedBase,
            pathPrefix: trimmedBase.replace(/^https?:\/\/[^/]+/, ''),
            gtin: gtin.padStart(14, '0'),
            ...(cpv === undefined ? {} : { cpv }),
            ...(lot === undefined ? {} : { lot }),
            ...(serial === undefined ? {} : { serial }),
            attributes,
            params,
          });
          expect(built(link)).toBe(built(input));
        },
      ),
    );
  });

  it('property: a qualifier over 20 characters is refused, naming it, when built and when read', () => {
    fc.assert(
      fc.property(
        gtinArbitrary,
        fc.constantFrom(['22', 'cpv'], ['10', 'lot'], ['21', 'serial']),
        set82Text(21, 40),
        (gtin, [ai, name], value) => {
          const expected = { key: GS1_VALUE_TOO_LONG, part: ai, params: { max: 20 } };
          expect(refusalOf(buildDigitalLink({ base: 'https://a', gtin, [name]: value }))).toEqual(expected);
          const uri = `https://a/01/${gtin}/${ai}/${encodeURIComponent(value)}`;
          expect(refused(uri)).toEqual(expected);
        },
      ),
    );
  });

  it('property: any two qualifiers swapped are refused, naming the first found after one it must precede', () => {
    fc.assert(
      fc.property(
        gtinArbitrary,
        fc.subarray(['22', '10', '21'], { minLength: 2 }),
        fc.nat(),
        fc.nat(),
        qualifierValue,
        (gtin, ais, first, second, value) => {
          const [i, j] = [first % ais.length, second % ais.length];
          fc.pre(i !== j);
          const swapped = [...ais];
          [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
          const path = swapped.map((ai) => `/${ai}/${encodeURIComponent(value)}`).join('');
          const outOfPlace = swapped.find((ai, at) =>
            swapped.slice(0, at).some((before) => ais.indexOf(before) > ais.indexOf(ai)),
          );
          expect(refused(`https://a/01/${gtin}${path}`)).toEqual({ key: GS1_QUALIFIER_ORDER, part: outOfPlace });
        },
      ),
    );
  });
});
