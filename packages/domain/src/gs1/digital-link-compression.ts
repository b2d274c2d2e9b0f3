/**
 * Compressed GS1 Digital Link URIs (issue 29 §3), written and read by the compression of the GS1 Digital Link Standard
 * (1.1 and 1.2, "Compression"), as GS1's prototype implements it (gs1/GS1DigitalLinkCompressionPrototype,
 * src/GS1DigitalLinkToolkit.js): the link's AIs as bits — each AI's digits four bits apiece, or one 8-bit code of the
 * optimisation table for a common run of AIs, then its value by the AI's format — written in base64url as the one
 * path segment after the base: `https://id.gs1.org/01/09780345418913` is `https://id.gs1.org/ARHKVAdpQg`.
 *
 * The AIs read and written are those a product's link carries here (digital-link.ts), in the formats of GS1's table:
 * the GTIN 01; its qualifiers 22, 10 and 21; the dates 11, 13, 15, 16, 17 and 7006, the date and time 7003; 20, 30,
 * 8005, 422, 424 and 426; the texts 240, 241, 243, 250, 251, 7002, 7020, 7021, 8012 and 90-99; the trade measures
 * 310n-316n, 320n-329n, 330n-337n, 340n-349n, 350n-357n, 360n-369n; the prices 392n. Any other AI, every other primary
 * key among them, is GS1_UNSUPPORTED_AI: without its format the length of its value is unknown, and so is where the
 * next AI starts.
 */
import {
  buildDigitalLink,
  CPV_AI,
  GS1_BAD_ATTRIBUTE,
  GS1_BAD_URI,
  GS1_DUPLICATE_AI,
  GS1_EMPTY_VALUE,
  GS1_MISSING_GTIN,
  GS1_VALUE_TOO_LONG,
  GTIN_AI,
  GTIN_QUALIFIER_ORDER,
  LOT_AI,
  parseDigitalLink,
  SERIAL_AI,
  type DigitalLinkError,
  type DigitalLinkResult,
} from './digital-link';

/** An AI whose format this compression does not hold (see the list above); `part` names it. */
export const GS1_UNSUPPORTED_AI = 'GS1_UNSUPPORTED_AI';
/**
 * Bits that are no compressed Digital Link: a code no table has, a value past its format's range, a value or code cut
 * short by the end, or padding that is not the encoder's (fewer than six zero bits).
 */
export const GS1_BAD_COMPRESSION = 'GS1_BAD_COMPRESSION';

export interface CompressionOptions {
  /**
   * Writes a run of AIs the standard's optimisation table has (01 with 10, 21 and 17; 01 with 3103…) as its one 8-bit
   * code: a character or two shorter. Off by default, as in GS1's prototype and the examples published with it.
   */
  readonly optimise?: boolean;
}

type ValueFormat =
  | { readonly kind: 'fixedDigits'; readonly length: number }
  | { readonly kind: 'digits'; readonly max: number }
  | { readonly kind: 'text'; readonly max: number };

const fixedDigits = (length: number): ValueFormat => ({ kind: 'fixedDigits', length });
const DATE = fixedDigits(6);
const TEXT_20: ValueFormat = { kind: 'text', max: 20 };
const TEXT_30: ValueFormat = { kind: 'text', max: 30 };
const TEXT_90: ValueFormat = { kind: 'text', max: 90 };

/** GS1's table of value formats (`tableF`), for the AIs listed at the top of this file. */
const VALUE_FORMATS: Readonly<Record<string, ValueFormat>> = {
  [GTIN_AI]: fixedDigits(14),
  [CPV_AI]: TEXT_20,
  [LOT_AI]: TEXT_20,
  [SERIAL_AI]: TEXT_20,
  '11': DATE,
  '13': DATE,
  '15': DATE,
  '16': DATE,
  '17': DATE,
  '7006': DATE,
  '7003': fixedDigits(10),
  '20': fixedDigits(2),
  '30': { kind: 'digits', max: 8 },
  '8005': fixedDigits(6),
  '422': fixedDigits(3),
  '424': fixedDigits(3),
  '426': fixedDigits(3),
  '240': TEXT_30,
  '241': TEXT_30,
  '250': TEXT_30,
  '251': TEXT_30,
  '7002': TEXT_30,
  '90': TEXT_30,
  '243': TEXT_20,
  '7020': TEXT_20,
  '7021': TEXT_20,
  '8012': TEXT_20,
  ...Object.fromEntries(['91', '92', '93', '94', '95', '96', '97', '98', '99'].map((ai) => [ai, TEXT_90])),
};
// Six digits whose last AI digit places the decimal point, as digital-link.ts reads them.
const MEASURE_AI = /^3(?:1[0-6]|2[0-9]|3[0-7]|4[0-9]|5[0-7]|6[0-9])[0-5]$/;
const PRICE_AI = /^392[0-9]$/;

function valueFormatOf(ai: string): ValueFormat | undefined {
  if (MEASURE_AI.test(ai)) return fixedDigits(6);
  if (PRICE_AI.test(ai)) return { kind: 'digits', max: 15 };
  return Object.hasOwn(VALUE_FORMATS, ai) ? VALUE_FORMATS[ai] : undefined;
}

/**
 * An AI's length by its first two digits (`tableP`), for all AIs: an AI outside our formats is still named in its
 * refusal. A pair none of these holds is reserved.
 */
const TWO_DIGIT_AI_PREFIX = /^(?:0[0-2]|1[0-35-7]|2[0-2]|3[07]|9[0-9])$/;
const THREE_DIGIT_AI_PREFIX = /^(?:2[3-5]|4[0-2]|71)$/;
const FOUR_DIGIT_AI_PREFIX = /^(?:3[1-69]|43|7[02]|8[0-2])$/;

function aiLengthOf(prefix: string): number | undefined {
  if (TWO_DIGIT_AI_PREFIX.test(prefix)) return 2;
  if (THREE_DIGIT_AI_PREFIX.test(prefix)) return 3;
  if (FOUR_DIGIT_AI_PREFIX.test(prefix)) return 4;
  return undefined;
}

/** One run per code, the run's last AI ending in the code's place among `codes`. */
const numberedRuns = (codes: readonly string[], run: (place: number) => string[]) =>
  Object.fromEntries(codes.map((code, place) => [code, run(place)]));

/**
 * The optimisation table (`tableOpt`): codes outside 00-99, each standing for its run of AIs, whose values follow in
 * this order. In GS1's order, which breaks a tie between two runs of the same length when compressing.
 */
const OPTIMISED_RUNS: Readonly<Record<string, readonly string[]>> = {
  '0A': ['01', '22'],
  '0B': ['01', '10'],
  '0C': ['01', '21'],
  '0D': ['01', '17'],
  '0E': ['01', '7003'],
  '0F': ['01', '30'],
  '1A': ['01', '10', '21', '17'],
  '1B': ['01', '15'],
  '1C': ['01', '11'],
  '1D': ['01', '16'],
  '1E': ['01', '91'],
  '1F': ['01', '10', '15'],
  ...numberedRuns(['2A', '2B', '2C', '2D', '2E', '2F'], (n) => ['01', `310${n}`]),
  ...numberedRuns(['3A', '3B', '3C', '3D', '3E', '3F'], (n) => ['01', `320${n}`]),
  '9A': ['8010', '8011'],
  '9B': ['8017', '8019'],
  '9C': ['8018', '8019'],
  '9D': ['414', '254'],
  ...numberedRuns(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9'], (n) => ['01', `392${n}`]),
  ...numberedRuns(['C0', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'], (n) => ['255', `390${n}`]),
  CA: ['255', '3940'],
  CB: ['255', '3941'],
  CC: ['255', '3942'],
  CD: ['255', '3943'],
};

/** The first four bits of a key=value pair that is no AI, compressed (`F` is never the first digit of a code). */
const OTHER_PAIR_FLAG = 0xf;
/** Bits of the length of such a pair's key, and of its value: up to 127 characters each. */
const OTHER_PAIR_LENGTH_BITS = 7;

/** How a text value's characters are written, the three bits before its length. */
const TEXT_ENCODING = { digits: 0, lowerHex: 1, upperHex: 2, base64url: 3, ascii: 4 } as const;
const ENCODING_BITS = 3;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const UPPER_HEX = '0123456789ABCDEF';
const LOWER_HEX = UPPER_HEX.toLowerCase();
const COMPRESSED_SEGMENT = /^[A-Za-z0-9_-]+$/;
// Scheme, host and any path prefix; the compressed segment; the query; a fragment, ignored.
const COMPRESSED_URI = /^(https?:\/\/[^/?#]+(?:\/[^/?#]+)*)\/([^/?#]*)(?:\?([^#]*))?(?:#.*)?$/i;

// The standard's bit counts, as GS1's prototype computes them: n digits in ceil(n·log2 10 + 0.01) bits (a bit more
// than 10^n needs where n·log2 10 falls just short of a whole number, n = 59), a length up to `max` in
// ceil(log2 max + 0.01) bits.
const digitBits = (count: number) => Math.ceil((count * Math.log(10)) / Math.log(2) + 0.01);
const lengthBits = (max: number) => Math.ceil(Math.log(max) / Math.log(2) + 0.01);

const bitsOf = (value: number | bigint, width: number) => value.toString(2).padStart(width, '0');

function refusal(
  key: string,
  part: string,
  params?: DigitalLinkError['params'],
): { ok: false; error: DigitalLinkError } {
  return { ok: false, error: params === undefined ? { key, part } : { key, part, params } };
}

const badBits = () => refusal(GS1_BAD_COMPRESSION, 'path');

// ── Writing ───────────────────────────────────────────────────────────────────────────────────────────────────

function digitsBits(digits: string): string {
  return bitsOf(BigInt(digits), digitBits(digits.length));
}

function charactersBits(text: string, bitsPerCharacter: number, alphabet?: string): string {
  return [...text]
    .map((character) =>
      bitsOf(alphabet === undefined ? character.charCodeAt(0) : alphabet.indexOf(character), bitsPerCharacter),
    )
    .join('');
}

/**
 * A text value in the first encoding that holds it, as GS1's prototype chooses (digits, upper-case then lower-case
 * hexadecimal, base64url, 7-bit ASCII); but digits with a leading zero as upper-case hexadecimal: the prototype reads
 * digits back without their leading zeros (its `handleDecodings`), hexadecimal as written.
 */
function textBits(text: string, max: number): string {
  const length = bitsOf(text.length, lengthBits(max));
  const written = (encoding: number, value: string) => `${bitsOf(encoding, ENCODING_BITS)}${length}${value}`;
  if (/^[1-9][0-9]*$/.test(text)) return written(TEXT_ENCODING.digits, digitsBits(text));
  if (/^[0-9A-F]+$/.test(text)) return written(TEXT_ENCODING.upperHex, charactersBits(text, 4, UPPER_HEX));
  if (/^[0-9a-f]+$/.test(text)) return written(TEXT_ENCODING.lowerHex, charactersBits(text, 4, LOWER_HEX));
  if (COMPRESSED_SEGMENT.test(text)) return written(TEXT_ENCODING.base64url, charactersBits(text, 6, BASE64URL));
  return written(TEXT_ENCODING.ascii, charactersBits(text, 7));
}

function fits(value: string, format: ValueFormat): boolean {
  switch (format.kind) {
    case 'fixedDigits':
      return value.length === format.length && /^[0-9]+$/.test(value);
    case 'digits':
      return value.length >= 1 && value.length <= format.max && /^[0-9]+$/.test(value);
    case 'text':
      // Set 82 is ASCII: seven bits a character hold any of it.
      return value.length >= 1 && value.length <= format.max && /^[\x20-\x7e]+$/.test(value);
  }
}

function valueBits(value: string, format: ValueFormat): string {
  switch (format.kind) {
    case 'fixedDigits':
      return digitsBits(value);
    case 'digits':
      return `${bitsOf(value.length, lengthBits(format.max))}${digitsBits(value)}`;
    case 'text':
      return textBits(value, format.max);
  }
}

function keyBits(key: string): string {
  return [...key].map((digit) => bitsOf(parseInt(digit, 16), 4)).join('');
}

/** GS1's prototype's choice: again and again the run that saves the most AI digits, while one is left whole. */
function optimisedRuns(ais: readonly string[]): { runs: string[]; rest: string[] } {
  const runs: string[] = [];
  let rest = [...ais];
  for (;;) {
    let best: string | undefined;
    let saved = 0;
    for (const [code, run] of Object.entries(OPTIMISED_RUNS)) {
      const digits = run.join('').length;
      if (digits > saved && run.every((ai) => rest.includes(ai))) [best, saved] = [code, digits];
    }
    if (best === undefined) return { runs, rest };
    runs.push(best);
    const written = OPTIMISED_RUNS[best]!;
    rest = rest.filter((ai) => !written.includes(ai));
  }
}

function base64urlOf(bits: string): string {
  const padded = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
  let text = '';
  for (let at = 0; at < padded.length; at += 6) text += BASE64URL[parseInt(padded.slice(at, at + 6), 2)];
  return text;
}

/**
 * The compressed form of the uncompressed Digital Link `uri`, or why there is none: `uri`'s own refusal
 * (parseDigitalLink), or GS1_UNSUPPORTED_AI. Its AIs are written in AI order; the query's other parameters stay in the
 * query, uncompressed, as GS1's prototype leaves them unless asked.
 */
export function compressDigitalLink(uri: string, options: CompressionOptions = {}): DigitalLinkResult<string> {
  const parsed = parseDigitalLink(uri);
  if (!parsed.ok) return parsed;
  const link = parsed.value;
  const values = new Map<string, string>([[GTIN_AI, link.gtin]]);
  if (link.cpv !== undefined) values.set(CPV_AI, link.cpv);
  if (link.lot !== undefined) values.set(LOT_AI, link.lot);
  if (link.serial !== undefined) values.set(SERIAL_AI, link.serial);
  for (const [ai, value] of Object.entries(link.attributes)) values.set(ai, value);

  for (const [ai, value] of values) {
    const format = valueFormatOf(ai);
    if (format === undefined) return refusal(GS1_UNSUPPORTED_AI, ai);
    // parseDigitalLink has checked the value against the same format; this keeps the two from drifting apart quietly.
    if (!fits(value, format)) return refusal(GS1_BAD_ATTRIBUTE, ai);
  }
  const ais = [...values.keys()].sort();
  const { runs, rest } = options.optimise === true ? optimisedRuns(ais) : { runs: [], rest: ais };
  const entry = (ai: string) => valueBits(values.get(ai)!, valueFormatOf(ai)!);
  const bits = [
    ...runs.map((code) => `${keyBits(code)}${OPTIMISED_RUNS[code]!.map(entry).join('')}`),
    ...rest.map((ai) => `${keyBits(ai)}${entry(ai)}`),
  ].join('');

  // The parameters as an uncompressed link writes its query, encoded alike.
  const withParams = buildDigitalLink({ base: link.base, gtin: link.gtin, params: link.params });
  const queryAt = withParams.ok ? withParams.value.indexOf('?') : -1;
  const query = withParams.ok && queryAt !== -1 ? withParams.value.slice(queryAt) : '';
  return { ok: true, value: `${link.base}/${base64urlOf(bits)}${query}` };
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The bits of a compressed segment, read from the left: a short URI, so a string of '0' and '1' for clarity. */
class BitReader {
  private at = 0;

  constructor(private readonly bits: string) {}

  get left(): number {
    return this.bits.length - this.at;
  }

  take(count: number): string | undefined {
    if (count > this.left) return undefined;
    this.at += count;
    return this.bits.slice(this.at - count, this.at);
  }

  number(count: number): number | undefined {
    const taken = this.take(count);
    return taken === undefined ? undefined : parseInt(taken, 2);
  }
}

function readDigits(bits: BitReader, count: number): string | undefined {
  const taken = bits.take(digitBits(count));
  if (taken === undefined) return undefined;
  const value = BigInt(`0b${taken}`);
  return value < 10n ** BigInt(count) ? value.toString().padStart(count, '0') : undefined;
}

function readCharacters(bits: BitReader, count: number, bitsPerCharacter: number, alphabet?: string): string {
  let text = '';
  for (let n = 0; n < count; n++) {
    const code = bits.number(bitsPerCharacter)!;
    text += alphabet === undefined ? String.fromCharCode(code) : alphabet[code]!;
  }
  return text;
}

function readText(bits: BitReader, encoding: number, count: number): string | undefined {
  const characters = (bitsPerCharacter: number, alphabet?: string) =>
    bits.left < count * bitsPerCharacter ? undefined : readCharacters(bits, count, bitsPerCharacter, alphabet);
  switch (encoding) {
    case TEXT_ENCODING.digits:
      return readDigits(bits, count);
    case TEXT_ENCODING.lowerHex:
      return characters(4, LOWER_HEX);
    case TEXT_ENCODING.upperHex:
      return characters(4, UPPER_HEX);
    case TEXT_ENCODING.base64url:
      return characters(6, BASE64URL);
    case TEXT_ENCODING.ascii:
      return characters(7);
    default:
      return undefined;
  }
}

function readValue(bits: BitReader, format: ValueFormat, ai: string): DigitalLinkResult<string> {
  if (format.kind === 'fixedDigits') {
    const value = readDigits(bits, format.length);
    return value === undefined ? badBits() : { ok: true, value };
  }
  const encoding = format.kind === 'text' ? bits.number(ENCODING_BITS) : TEXT_ENCODING.digits;
  const length = bits.number(lengthBits(format.max));
  if (encoding === undefined || length === undefined) return badBits();
  if (length === 0) return refusal(GS1_EMPTY_VALUE, ai);
  if (length > format.max) return refusal(GS1_VALUE_TOO_LONG, ai, { max: format.max });
  const value = readText(bits, encoding, length);
  return value === undefined ? badBits() : { ok: true, value };
}

/** The AI whose first two digits are `prefix`, its other digits read from `bits`. */
function readAi(bits: BitReader, prefix: string): DigitalLinkResult<string> {
  const length = aiLengthOf(prefix);
  if (length === undefined) return badBits();
  let ai = prefix;
  while (ai.length < length) {
    const digit = bits.number(4);
    if (digit === undefined || digit > 9) return badBits();
    ai += String(digit);
  }
  return { ok: true, value: ai };
}

/** A key=value pair that is no AI, after its flag: the key in base64url, the value as a text value is written. */
function readOtherPair(bits: BitReader): [string, string] | undefined {
  const keyLength = bits.number(OTHER_PAIR_LENGTH_BITS);
  const key =
    keyLength === undefined || keyLength === 0 ? undefined : readText(bits, TEXT_ENCODING.base64url, keyLength);
  const encoding = bits.number(ENCODING_BITS);
  const valueLength = bits.number(OTHER_PAIR_LENGTH_BITS);
  if (key === undefined || encoding === undefined || valueLength === undefined) return undefined;
  const value = valueLength === 0 ? '' : readText(bits, encoding, valueLength);
  return value === undefined ? undefined : [key, value];
}

interface CompressedContent {
  readonly ais: ReadonlyMap<string, string>;
  readonly otherPairs: ReadonlyMap<string, string>;
}

function readContent(bits: BitReader): DigitalLinkResult<CompressedContent> {
  const ais = new Map<string, string>();
  const otherPairs = new Map<string, string>();
  // Every entry is longer than a byte: what is left at the end is the padding.
  while (bits.left > 8) {
    const high = bits.number(4)!;
    if (high === OTHER_PAIR_FLAG) {
      const pair = readOtherPair(bits);
      if (pair === undefined) return badBits();
      // As in an uncompressed query, the first of a name counts.
      if (!otherPairs.has(pair[0])) otherPairs.set(pair[0], pair[1]);
      continue;
    }
    const low = bits.number(4)!;
    let run: readonly string[];
    if (high <= 9 && low <= 9) {
      const ai = readAi(bits, `${high}${low}`);
      if (!ai.ok) return ai;
      run = [ai.value];
    } else {
      const code = `${UPPER_HEX[high]!}${UPPER_HEX[low]!}`;
      if (!Object.hasOwn(OPTIMISED_RUNS, code)) return badBits();
      run = OPTIMISED_RUNS[code]!;
    }
    for (const ai of run) {
      const format = valueFormatOf(ai);
      if (format === undefined) return refusal(GS1_UNSUPPORTED_AI, ai);
      if (ais.has(ai)) return refusal(GS1_DUPLICATE_AI, ai);
      const value = readValue(bits, format, ai);
      if (!value.ok) return value;
      ais.set(ai, value.value);
    }
  }
  // Only what an encoder leaves: zeros up to the last whole character.
  const padding = bits.take(bits.left)!;
  if (padding.length >= 6 || padding.includes('1')) return badBits();
  return { ok: true, value: { ais, otherPairs } };
}

/**
 * The uncompressed Digital Link of the compressed `uri` — `https://{host}[{path prefix}]/{compressed}[?{query}]` — in
 * the canonical form `buildDigitalLink` writes, or the first thing wrong with it; it never throws, whatever `uri` holds.
 * The query's parameters join the compressed ones, read as an uncompressed link's query is (an AI there is an attribute,
 * an AI twice is GS1_DUPLICATE_AI); compressed key=value pairs that are no AI come first among the other parameters.
 */
export function decompressDigitalLink(uri: string): DigitalLinkResult<string> {
  const match = COMPRESSED_URI.exec(uri.trim());
  if (match === null || !COMPRESSED_SEGMENT.test(match[2]!)) return refusal(GS1_BAD_URI, 'path');
  const [, base, segment, query] = match as unknown as [string, string, string, string | undefined];

  const bits = [...segment].map((character) => bitsOf(BASE64URL.indexOf(character), 6)).join('');
  const content = readContent(new BitReader(bits));
  if (!content.ok) return content;
  const { ais, otherPairs } = content.value;
  const gtin = ais.get(GTIN_AI);
  if (gtin === undefined) return refusal(GS1_MISSING_GTIN, GTIN_AI);
  const qualifiers: readonly string[] = GTIN_QUALIFIER_ORDER;
  const built = buildDigitalLink({
    base,
    gtin,
    ...(ais.has(CPV_AI) ? { cpv: ais.get(CPV_AI)! } : {}),
    ...(ais.has(LOT_AI) ? { lot: ais.get(LOT_AI)! } : {}),
    ...(ais.has(SERIAL_AI) ? { serial: ais.get(SERIAL_AI)! } : {}),
    attributes: Object.fromEntries([...ais].filter(([ai]) => ai !== GTIN_AI && !qualifiers.includes(ai))),
    params: Object.fromEntries(otherPairs),
  });
  if (!built.ok || query === undefined || query === '') return built;

  const joined = parseDigitalLink(`${built.value}${built.value.includes('?') ? '&' : '?'}${query}`);
  return joined.ok ? buildDigitalLink(joined.value) : joined;
}
