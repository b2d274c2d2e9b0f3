/**
 * GS1 Digital Link URIs for a product (issue 29 §2), uncompressed, read and written by the GS1 Digital Link Standard:
 * URI Syntax 1.2 (its ABNF rule names are cited below): `https://{host}{pathPrefix}/01/{GTIN}[/22/{CPV}][/10/{lot}]
 * [/21/{serial}][?{AI}={value}&{other parameter}={value}…]`. Only the GTIN is a primary key here: a tag names a
 * product; SSCCs, GLNs and the other keys are refused as links without a GTIN.
 */
import type { RuleError } from '../shared/errors';
import { gtinErrors, GTIN_BAD_CHECK_DIGIT, GTIN_INVALID_LENGTH, STORED_GTIN_LENGTH } from './gtin.rules';

export const GTIN_AI = '01';
export const CPV_AI = '22';
export const LOT_AI = '10';
export const SERIAL_AI = '21';
/** `gtin-path = gtin-comp [cpv-comp] [lot-comp] [ser-comp]`: each qualifier optional, never out of this order. */
export const GTIN_QUALIFIER_ORDER = [CPV_AI, LOT_AI, SERIAL_AI] as const;
/** `cpv-value`, `lot-value`, `ser-value` = 1*20XCHAR. */
export const QUALIFIER_MAX_LENGTH = 20;
/** The longest value any AI holds (AIs 91-99, X..90): the limit of an attribute whose own format is not listed here. */
export const ATTRIBUTE_MAX_LENGTH = 90;

/**
 * Not an http(s) address with a host, or a path or query no URI may hold; `part` is 'scheme', 'host', 'path', 'query'
 * or, when building, 'base'.
 */
export const GS1_BAD_URI = 'GS1_BAD_URI';
/** No `/01/{GTIN}` in the path. */
export const GS1_MISSING_GTIN = 'GS1_MISSING_GTIN';
/** A path key other than the GTIN's qualifiers 22, 10 and 21, among them the DL 1.0 short names (`/gtin/`, `/lot/`). */
export const GS1_UNKNOWN_KEY = 'GS1_UNKNOWN_KEY';
/** A qualifier after one that must follow it (`/21/…/10/…`). */
export const GS1_QUALIFIER_ORDER = 'GS1_QUALIFIER_ORDER';
/** A qualifier given as a query parameter: its place is the path. */
export const GS1_QUALIFIER_IN_QUERY = 'GS1_QUALIFIER_IN_QUERY';
/** The same AI twice, in the path, the query or both. */
export const GS1_DUPLICATE_AI = 'GS1_DUPLICATE_AI';
export const GS1_EMPTY_VALUE = 'GS1_EMPTY_VALUE';
/** A value longer than its AI holds; `params.max` says how long it may be. */
export const GS1_VALUE_TOO_LONG = 'GS1_VALUE_TOO_LONG';
/** A character outside what the part may hold: GS1 character set 82 for AI values, digits for the GTIN. */
export const GS1_BAD_CHARACTER = 'GS1_BAD_CHARACTER';
/** A GTIN of a length other than 8, 12, 13 or 14 digits. */
export const GS1_BAD_LENGTH = 'GS1_BAD_LENGTH';
export const GS1_BAD_CHECK_DIGIT = 'GS1_BAD_CHECK_DIGIT';
/** An attribute whose value does not have its AI's format (a date that is no date…); `params.format` says which. */
export const GS1_BAD_ATTRIBUTE = 'GS1_BAD_ATTRIBUTE';

/** What a Digital Link is refused for, naming the part: an AI ('01', '10', '17'…) or a piece of the URI ('host'). */
export interface DigitalLinkError extends RuleError {
  readonly part: string;
}

export type DigitalLinkResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DigitalLinkError };

export interface DigitalLink {
  /** Scheme, host and path prefix, as written: what `buildDigitalLink` takes back as `base`. */
  readonly base: string;
  /** The path before `/01/`, '' when there is none: a resolver may live under a path of its site's. */
  readonly pathPrefix: string;
  /** GTIN-14. */
  readonly gtin: string;
  readonly cpv?: string;
  readonly lot?: string;
  readonly serial?: string;
  /** The query's AIs and their values: '17' the expiry date (YYMMDD), '15' best before, '3103' the net weight… */
  readonly attributes: Readonly<Record<string, string>>;
  /** The query's other parameters (`linkType`, `context`…), decoded; one without `=` has ''. */
  readonly params: Readonly<Record<string, string>>;
}

export interface DigitalLinkInput {
  /** Scheme, host and any path prefix: 'https://tags.example.com', 'https://example.com/resolver'. */
  readonly base: string;
  /** Any of GTIN-8, -12, -13 or -14: the link carries it as GTIN-14. */
  readonly gtin: string;
  readonly cpv?: string;
  readonly lot?: string;
  readonly serial?: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly params?: Readonly<Record<string, string>>;
}

const QUALIFIER_NAMES = { [CPV_AI]: 'cpv', [LOT_AI]: 'lot', [SERIAL_AI]: 'serial' } as const;

/** GS1 AI encodable character set 82 (GS1 General Specifications figure 7.11-1), the `XCHAR` of the ABNF. */
const CHARACTER_SET_82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;
// RFC 3986 `pchar`: what a path segment may hold as written; set 82's " % / < > ? come percent-encoded.
const PATH_SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/;
// RFC 3986 `query`, less the delimiters & and ; that split it.
const QUERY_PIECE = /^(?:[A-Za-z0-9\-._~!$'()*+,=:@/?]|%[0-9A-Fa-f]{2})*$/;
// A registered name (punycode included), an IPv4 address or a bracketed IPv6 one, and a port: no user or password.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;
const SCHEME_HOST_REST = /^(https?:\/\/)([^/?#]*)(.*)$/i;
const DIGITS = /^[0-9]+$/;
// Application Identifiers are two to four digits.
const AI = /^[0-9]{2,4}$/;
// DL 1.0 spelt the GTIN's path keys as words; URI Syntax 1.2 deprecates them and 1.3 removes them.
const SHORT_GTIN_KEY = 'gtin';

type CodedFormat =
  | { readonly kind: 'date'; readonly dayMayBeZero: boolean }
  | { readonly kind: 'dateTime' }
  | { readonly kind: 'digits'; readonly min: number; readonly max: number };
type AttributeFormat = CodedFormat | { readonly kind: 'text'; readonly max: number };

const DATE_MAY_OMIT_DAY: AttributeFormat = { kind: 'date', dayMayBeZero: true };
const TEXT_20: AttributeFormat = { kind: 'text', max: 20 };
const TEXT_30: AttributeFormat = { kind: 'text', max: 30 };

/**
 * The formats of the attributes a product's link carries (GS1 General Specifications §3.2; `*Parameter` rules of the
 * ABNF). An AI not listed keeps its value after the checks every AI value passes (set 82, at most 90 characters), so
 * a link from elsewhere is not refused for an attribute we have no use for.
 */
const ATTRIBUTE_FORMATS: Readonly<Record<string, AttributeFormat>> = {
  '11': DATE_MAY_OMIT_DAY, // production date
  '13': DATE_MAY_OMIT_DAY, // packaging date
  '15': DATE_MAY_OMIT_DAY, // best before
  '16': DATE_MAY_OMIT_DAY, // sell by
  '17': DATE_MAY_OMIT_DAY, // expiry
  '7006': { kind: 'date', dayMayBeZero: false }, // first freeze date
  '7003': { kind: 'dateTime' }, // expiry date and time
  '20': { kind: 'digits', min: 2, max: 2 }, // variant
  '30': { kind: 'digits', min: 1, max: 8 }, // variable count
  '8005': { kind: 'digits', min: 6, max: 6 }, // price per unit of measure
  '422': { kind: 'digits', min: 3, max: 3 }, // country of origin
  '424': { kind: 'digits', min: 3, max: 3 }, // country of processing
  '426': { kind: 'digits', min: 3, max: 3 }, // country of the full process
  '240': TEXT_30, // additional product id
  '241': TEXT_30, // customer part number
  '250': TEXT_30, // secondary serial number
  '251': TEXT_30, // reference to source entity
  '7002': TEXT_30, // meat cut
  '243': TEXT_20, // packaging component number
  '7020': TEXT_20, // refurbishment lot
  '7021': TEXT_20, // functional status
  '8012': TEXT_20, // software version
  '90': TEXT_30, // agreed between partners
};
// Trade measures, six digits whose last AI digit places the decimal point: net weight 310n (kg) and 320n (lb),
// dimensions, areas and volumes 311n-316n, 321n-329n, 330n-337n, 340n-349n, 350n-357n, 360n-369n.
const MEASURE_AI = /^3(?:1[0-6]|2[0-9]|3[0-7]|4[0-9]|5[0-7]|6[0-9])[0-5]$/;
// Price of a variable-measure item, 392n: up to 15 digits.
const PRICE_AI = /^392[0-9]$/;

function attributeFormat(ai: string): AttributeFormat {
  const listed = ATTRIBUTE_FORMATS[ai];
  if (listed !== undefined) return listed;
  if (MEASURE_AI.test(ai)) return { kind: 'digits', min: 6, max: 6 };
  if (PRICE_AI.test(ai)) return { kind: 'digits', min: 1, max: 15 };
  return { kind: 'text', max: ATTRIBUTE_MAX_LENGTH };
}

/**
 * Leap years by YY alone: GS1 General Specifications §7.12 reads YY within 49 years back and 50 ahead of today, and
 * until 2050 that window holds no century year but 2000, so every YY divisible by 4 is a leap year.
 */
function isCalendarDate(yymmdd: string, dayMayBeZero: boolean): boolean {
  const [year, month, day] = [0, 2, 4].map((at) => Number(yymmdd.slice(at, at + 2))) as [number, number, number];
  if (month < 1 || month > 12) return false;
  if (day === 0) return dayMayBeZero;
  const daysInMonth = [31, year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= daysInMonth;
}

function formatName(format: CodedFormat): string {
  switch (format.kind) {
    case 'date':
      return 'YYMMDD';
    case 'dateTime':
      return 'YYMMDDhhmm';
    case 'digits':
      return format.min === format.max ? `N${format.max}` : `N..${format.max}`;
  }
}

function fitsFormat(value: string, format: CodedFormat): boolean {
  switch (format.kind) {
    case 'date':
      return /^[0-9]{6}$/.test(value) && isCalendarDate(value, format.dayMayBeZero);
    case 'dateTime':
      return (
        /^[0-9]{10}$/.test(value) &&
        isCalendarDate(value.slice(0, 6), false) &&
        Number(value.slice(6, 8)) < 24 &&
        Number(value.slice(8, 10)) < 60
      );
    case 'digits':
      return DIGITS.test(value) && value.length >= format.min && value.length <= format.max;
  }
}

function refusal(key: string, part: string): { ok: false; error: DigitalLinkError } {
  return { ok: false, error: { key, part } };
}

function textValueError(value: string, part: string, max: number): DigitalLinkError | undefined {
  if (value === '') return { key: GS1_EMPTY_VALUE, part };
  if (value.length > max) return { key: GS1_VALUE_TOO_LONG, part, params: { max } };
  if (!CHARACTER_SET_82.test(value)) return { key: GS1_BAD_CHARACTER, part };
  return undefined;
}

function attributeError(ai: string, value: string): DigitalLinkError | undefined {
  const format = attributeFormat(ai);
  if (format.kind === 'text') return textValueError(value, ai, format.max);
  if (value === '') return { key: GS1_EMPTY_VALUE, part: ai };
  return fitsFormat(value, format)
    ? undefined
    : { key: GS1_BAD_ATTRIBUTE, part: ai, params: { format: formatName(format) } };
}

/** The GTIN as the link carries it, 14 digits, or why it cannot be. */
function linkGtin(value: string): DigitalLinkResult<string> {
  if (value === '') return refusal(GS1_EMPTY_VALUE, GTIN_AI);
  if (!DIGITS.test(value)) return refusal(GS1_BAD_CHARACTER, GTIN_AI);
  const key = gtinErrors(value, GTIN_AI)[0]?.key;
  if (key === GTIN_INVALID_LENGTH) return refusal(GS1_BAD_LENGTH, GTIN_AI);
  if (key === GTIN_BAD_CHECK_DIGIT) return refusal(GS1_BAD_CHECK_DIGIT, GTIN_AI);
  return { ok: true, value: value.padStart(STORED_GTIN_LENGTH, '0') };
}

function decodeComponent(raw: string, inQuery: boolean): string | undefined {
  try {
    // In a query '+' is a space (HTML form encoding); in a path it is itself.
    return decodeURIComponent(inQuery ? raw.replace(/\+/g, ' ') : raw);
  } catch {
    return undefined;
  }
}

/**
 * Everything but letters, digits and - . _ ~ percent-encoded, hex in upper case: the URI Syntax's XSYMBOL rule
 * encodes every set-82 symbol but - . _ (its DoubleQuote is written bare, which RFC 3986 does not allow in a URI:
 * %22 it is, as GS1's syntax engine writes it). Undefined for text that is not well-formed UTF-16.
 */
function encodeComponent(value: string): string | undefined {
  try {
    return encodeURIComponent(value).replace(
      /[!'()*]/g,
      (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    return undefined;
  }
}

function pathValue(raw: string, ai: string): DigitalLinkResult<string> {
  const value = PATH_SEGMENT.test(raw) ? decodeComponent(raw, false) : undefined;
  return value === undefined ? refusal(GS1_BAD_CHARACTER, ai) : { ok: true, value };
}

/** Where the primary key `key` is: the last segment holding it that whole key/value pairs follow; -1 if none. */
function primaryKeyIndex(segments: readonly string[], key: string): number {
  for (let at = segments.length - 2; at >= 0; at -= 2) if (segments[at] === key) return at;
  return -1;
}

type Qualifiers = Partial<Record<(typeof GTIN_QUALIFIER_ORDER)[number], string>>;

interface LinkPath {
  readonly pathPrefix: string;
  readonly gtin: string;
  readonly qualifiers: Qualifiers;
}

function readPath(path: string): DigitalLinkResult<LinkPath> {
  const segments = path.split('/').slice(1);
  const gtinAt = primaryKeyIndex(segments, GTIN_AI);
  if (gtinAt === -1) {
    if (primaryKeyIndex(segments, SHORT_GTIN_KEY) !== -1) return refusal(GS1_UNKNOWN_KEY, SHORT_GTIN_KEY);
    const hasEmptySegment = path.length > 1 && (path.endsWith('/') || segments.includes(''));
    return hasEmptySegment ? refusal(GS1_BAD_URI, 'path') : refusal(GS1_MISSING_GTIN, GTIN_AI);
  }
  const prefixSegments = segments.slice(0, gtinAt);
  if (prefixSegments.some((segment) => segment === '' || !PATH_SEGMENT.test(segment)))
    return refusal(GS1_BAD_URI, 'path');

  const rawGtin = pathValue(segments[gtinAt + 1]!, GTIN_AI);
  if (!rawGtin.ok) return rawGtin;
  const gtin = linkGtin(rawGtin.value);
  if (!gtin.ok) return gtin;

  const qualifiers: Qualifiers = {};
  let lastRank = -1;
  for (let at = gtinAt + 2; at < segments.length; at += 2) {
    const key = segments[at]!;
    if (key === '') return refusal(GS1_BAD_URI, 'path');
    const rank = (GTIN_QUALIFIER_ORDER as readonly string[]).indexOf(key);
    if (rank === -1) return refusal(GS1_UNKNOWN_KEY, key);
    const ai = GTIN_QUALIFIER_ORDER[rank]!;
    if (qualifiers[ai] !== undefined) return refusal(GS1_DUPLICATE_AI, ai);
    if (rank < lastRank) return refusal(GS1_QUALIFIER_ORDER, ai);
    lastRank = rank;
    const value = pathValue(segments[at + 1]!, ai);
    if (!value.ok) return value;
    const error = textValueError(value.value, ai, QUALIFIER_MAX_LENGTH);
    if (error !== undefined) return { ok: false, error };
    qualifiers[ai] = value.value;
  }
  const pathPrefix = prefixSegments.map((segment) => `/${segment}`).join('');
  return { ok: true, value: { pathPrefix, gtin: gtin.value, qualifiers } };
}

type LinkQuery = Pick<DigitalLink, 'attributes' | 'params'>;

function readQuery(query: string, qualifiers: Qualifiers): DigitalLinkResult<LinkQuery> {
  const attributes: Record<string, string> = {};
  // A Map, so that a parameter named `__proto__` or `toString` is a parameter like any other.
  const params = new Map<string, string>();
  for (const piece of query.split(/[&;]/)) {
    if (piece === '') continue;
    const equalsAt = piece.indexOf('=');
    const rawKey = equalsAt === -1 ? piece : piece.slice(0, equalsAt);
    const rawValue = equalsAt === -1 ? '' : piece.slice(equalsAt + 1);
    if (DIGITS.test(rawKey)) {
      const ai = rawKey;
      if (!AI.test(ai)) return refusal(GS1_UNKNOWN_KEY, ai);
      if (ai === GTIN_AI || attributes[ai] !== undefined) return refusal(GS1_DUPLICATE_AI, ai);
      if (ai in QUALIFIER_NAMES) {
        const inPath = qualifiers[ai as keyof typeof QUALIFIER_NAMES] !== undefined;
        return refusal(inPath ? GS1_DUPLICATE_AI : GS1_QUALIFIER_IN_QUERY, ai);
      }
      const value = QUERY_PIECE.test(rawValue) ? decodeComponent(rawValue, true) : undefined;
      if (value === undefined) return refusal(GS1_BAD_CHARACTER, ai);
      const error = attributeError(ai, value);
      if (error !== undefined) return { ok: false, error };
      attributes[ai] = value;
    } else {
      const name = QUERY_PIECE.test(piece) ? decodeComponent(rawKey, true) : undefined;
      const value = decodeComponent(rawValue, true);
      if (name === undefined || value === undefined) return refusal(GS1_BAD_URI, 'query');
      if (name !== '' && !params.has(name)) params.set(name, value);
    }
  }
  return { ok: true, value: { attributes, params: Object.fromEntries(params) } };
}

/**
 * A Digital Link read into its parts, or the first thing wrong with it, naming the part. Accepted beyond what a
 * builder writes, as a reader of the standard's links needs to:
 * - the GTIN in 8, 12 or 13 digits, read as GTIN-14: URI Syntax 1.2's `gtin-value` is 14, 13, 12 or 8 digits
 *   (1.4 asks for 14 only; GS1's syntax engine still reads the short forms as legacy links);
 * - letters in either case in the scheme, and symbols RFC 3986 allows bare in a path (`/10/AB+1` is lot 'AB+1');
 * - `;` as well as `&` between query parameters (`queryStringDelim`), `+` for a space in the query;
 * - a fragment, which is ignored.
 * The DL 1.0 short names (`/gtin/`, `/lot/`, `/ser/`) are refused as GS1_UNKNOWN_KEY: 1.2 deprecates them, 1.3 drops
 * them, and GS1's syntax engine reads them only when asked to.
 */
export function parseDigitalLink(uri: string): DigitalLinkResult<DigitalLink> {
  const match = SCHEME_HOST_REST.exec(uri.trim());
  if (match === null) return refusal(GS1_BAD_URI, 'scheme');
  const [, scheme, host, rest] = match as unknown as [string, string, string, string];
  if (!HOST.test(host)) return refusal(GS1_BAD_URI, 'host');
  const withoutFragment = rest.split('#', 1)[0]!;
  const queryAt = withoutFragment.indexOf('?');
  const path = readPath(queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt));
  if (!path.ok) return path;
  const { pathPrefix, gtin, qualifiers } = path.value;
  const query = readQuery(queryAt === -1 ? '' : withoutFragment.slice(queryAt + 1), qualifiers);
  if (!query.ok) return query;
  return {
    ok: true,
    value: {
      base: `${scheme}${host}${pathPrefix}`,
      pathPrefix,
      gtin,
      ...(qualifiers[CPV_AI] === undefined ? {} : { cpv: qualifiers[CPV_AI] }),
      ...(qualifiers[LOT_AI] === undefined ? {} : { lot: qualifiers[LOT_AI] }),
      ...(qualifiers[SERIAL_AI] === undefined ? {} : { serial: qualifiers[SERIAL_AI] }),
      ...query.value,
    },
  };
}

/** An http(s) address with a host and, if any, a path of non-empty segments: no query, no fragment. */
function isLinkBase(base: string): boolean {
  const match = SCHEME_HOST_REST.exec(base);
  if (match === null || !HOST.test(match[2]!)) return false;
  const path = match[3]!;
  return (
    !/[?#]/.test(path) &&
    path
      .split('/')
      .slice(1)
      .every((segment) => segment !== '' && PATH_SEGMENT.test(segment))
  );
}

/**
 * The canonical Digital Link of `input`, or the first thing wrong with it: the GTIN as 14 digits, the qualifiers
 * present in the order 22, 10, 21, values percent-encoded (see `encodeComponent`), then the attributes by AI and the
 * other parameters in the order given. `parseDigitalLink` reads it back to the same parts.
 */
export function buildDigitalLink(input: DigitalLinkInput): DigitalLinkResult<string> {
  const base = input.base.replace(/\/+$/, '');
  if (!isLinkBase(base)) return refusal(GS1_BAD_URI, 'base');

  const gtin = linkGtin(input.gtin);
  if (!gtin.ok) return gtin;
  let path = `/${GTIN_AI}/${gtin.value}`;
  for (const ai of GTIN_QUALIFIER_ORDER) {
    const value = input[QUALIFIER_NAMES[ai]];
    if (value === undefined) continue;
    const error = textValueError(value, ai, QUALIFIER_MAX_LENGTH);
    if (error !== undefined) return { ok: false, error };
    path += `/${ai}/${encodeComponent(value)!}`;
  }

  const query: string[] = [];
  const attributes = Object.entries(input.attributes ?? {}).sort(([left], [right]) => (left < right ? -1 : 1));
  for (const [ai, value] of attributes) {
    if (!AI.test(ai)) return refusal(GS1_UNKNOWN_KEY, ai);
    if (ai === GTIN_AI) return refusal(GS1_DUPLICATE_AI, ai);
    if (ai in QUALIFIER_NAMES) return refusal(GS1_QUALIFIER_IN_QUERY, ai);
    const error = attributeError(ai, value);
    if (error !== undefined) return { ok: false, error };
    query.push(`${ai}=${encodeComponent(value)!}`);
  }
  for (const [name, value] of Object.entries(input.params ?? {})) {
    const encodedName = encodeComponent(name);
    const encodedValue = encodeComponent(value);
    // A name of digits only would be read back as an AI.
    if (name === '' || DIGITS.test(name) || encodedName === undefined || encodedValue === undefined)
      return refusal(GS1_BAD_URI, 'query');
    query.push(`${encodedName}=${encodedValue}`);
  }

  return { ok: true, value: `${base}${path}${query.length === 0 ? '' : `?${query.join('&')}`}` };
}

/** The error of a Digital Link typed in `field`, as a form shows it: `params.part` names the part. */
export function digitalLinkErrors(uri: string, field: string): RuleError[] {
  const parsed = parseDigitalLink(uri);
  return parsed.ok
    ? []
    : [{ key: parsed.error.key, field, params: { part: parsed.error.part, ...parsed.error.params } }];
}
