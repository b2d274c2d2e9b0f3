/**
 * The broken values the bad-input suite puts where a contract schema expects something: numbers past PostgreSQL's
 * integer range and JavaScript's safe integers, ids that are not ids, strings with NUL bytes, lone surrogates and
 * other odd Unicode, strings far longer than any form sends, and values of every wrong JSON type.
 */
import fc from 'fast-check';

/** PostgreSQL's `integer` (int4), the type of every id column. */
export const INT4_MAX = 2_147_483_647;

/**
 * JSON text put into a body as it is: what JSON.stringify cannot write (`1e400`, which parses to Infinity, a
 * 20-digit number it would round, nesting deeper than a recursive serialiser survives).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A path segment or query value sent as it is, undecoded (malformed or over-long UTF-8 escapes). */
export class RawText {
  constructor(readonly text: string) {}
}

/** What a body may hold: any JSON value, with RawJson pieces inside. */
export type BodyValue = unknown;

export function jsonTextOf(value: BodyValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonTextOf).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonTextOf(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const LONG_DIGITS = '9'.repeat(400);

/** Numbers where a number belongs, none of them a plausible id or count of the world the suite runs against. */
export const boundaryNumber: fc.Arbitrary<BodyValue> = fc.oneof(
  fc.constantFrom<BodyValue>(
    0,
    -0,
    -1,
    INT4_MAX + 1,
    -INT4_MAX - 2,
    2 ** 32,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e20,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    0.5,
    1.5,
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('99999999999999999999'),
    new RawJson(LONG_DIGITS),
    new RawJson('1.0000000000000000000001'),
  ),
  fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  // Valid as a number, unknown as a record: the call reaches the database with it.
  fc.integer({ min: 10_000_000, max: INT4_MAX }),
);

/** Ids as path segments, query values and form fields carry them: text. None names a row of the suite's world. */
export const badIdText: fc.Arbitrary<string | RawText> = fc.oneof(
  fc.constantFrom<string | RawText>(
    '0',
    '-1',
    '-0',
    '2147483648',
    '4294967296',
    '9007199254740993',
    '99999999999999999999',
    LONG_DIGITS,
    '1e3',
    '1e400',
    '0x10',
    '0b1',
    '0o7',
    '1.5',
    '7.0',
    '+7',
    ' 7',
    '7 ',
    'Infinity',
    '-Infinity',
    'NaN',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '١٢',
    '１２',
    '²',
    '7\u0000',
    '\u0000',
    "1' OR '1'='1",
    '1;DROP TABLE partners',
    '..',
    '.',
    new RawText('%'),
    new RawText('%ZZ'),
    new RawText('%00'),
    new RawText('%C0%AF'),
    new RawText('%ED%A0%80'),
    new RawText('%FF%FE'),
  ),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 40n }).map(String),
  fc.integer({ min: -INT4_MAX, max: 0 }).map(String),
  fc.integer({ min: 10_000_000, max: INT4_MAX }).map(String),
  fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/^\s*\d+\s*$/.test(text)),
);

/** Text where text belongs, from empty through odd Unicode to far longer than any field. */
export function nastyString(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: NASTY_TEXTS, weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.integer({ min: Math.min(1_000, maxLength), max: maxLength }),
          fc.constantFrom('x', 'é', '\u0000', '𝕿'),
        )
        .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length))),
      weight: 2,
    },
  );
}

const NASTY_TEXTS = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202eevil',
  '\u200b',
  'Ω≈ç√∫',
  '𝕿𝖆𝖌𝖙𝖗𝖆𝖎𝖑',
  '👨‍👩‍👧‍👦',
  'ﷺ',
  "'; DROP TABLE partners; --",
  '%',
  '_',
  '\\',
  '%00',
  '${constructor}',
  '<script>alert(1)</script>',
  '\r\n\t',
  'null',
  // JSON text (a field may hold some) whose string holds an escaped NUL, which jsonb refuses.
  '{"1":"a\\u0000b"}',
  // An address of valid form, longer than any column keeps.
  `${'a'.repeat(300)}@example.com`,
  `someone@${'b'.repeat(250)}.example.com`,
);

/** A value of any JSON type, for a field of another; deep nesting included. */
export const anyJson: fc.Arbitrary<BodyValue> = fc.oneof(
  fc.constantFrom<BodyValue>(
    null,
    true,
    false,
    0,
    '',
    'texto',
    [],
    {},
    [null],
    { '': null },
    new RawJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
    new RawJson(`${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  boundaryNumber,
  nastyString(2_000),
);

/** Keys a body should not have, the prototype's among them. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'tenantId', 'parceiroId', 'clienteId', ''),
  fc.string({ maxLength: 20 }),
);

/** Replaces lone surrogates, which percent-encoding cannot carry, with U+FFFD as a browser's URL parser does. */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Garbage for an Authorization header. */
export const badAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Basic YWRtaW46dGFndHJhaWw=',
    'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.',
    'Bearer a.b.c',
    `Bearer ${'A'.repeat(8_000)}`,
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((text) => `Bearer ${text.replace(/[\r\n]/g, '')}`),
);
