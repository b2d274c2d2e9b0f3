/**
 * A reading as an EPCIS 2.0 event (issue 29 §5): each scan of a tag is an ObjectEvent that observes the tag, with the
 * GS1 Core Business Vocabulary 2.0 event hash as its eventID, and the documents that carry events. Pure: the server
 * hashes the pre-hash string (a SHA-256 it is given), reads the readings and streams the documents.
 *
 * What an event holds, by the EPCIS 2.0 standard's field names:
 * - `eventTime` the reading's instant in UTC, to the millisecond; `eventTimeZoneOffset` '+00:00' (a scan does not tell
 *   the reader's zone);
 * - `epcList` the tag: its GS1 Digital Link `{PUBLIC_URL}/01/{GTIN}[/10/{lot}]/21/{serial}` when its product has a
 *   GTIN (issue 29 §4: the lot when AI 10 holds the customer lot's number), else `urn:tagtrail:tag:{tag id}`;
 * - `action` OBSERVE; `bizStep` `urn:tagtrail:epcis:bizstep:consumer_scan`, ours, since no CBV business step is a
 *   shopper reading a product's tag;
 * - `readPoint` `geo:{latitude},{longitude}` (RFC 5870) when the reading was located;
 * - `tagtrail:authenticity` what the scan proved (unverified, genuine, replayed, invalid) and `tagtrail:suspicions`
 *   the rules the reading broke, when it broke any: user extension fields, their prefix declared in `@context`.
 *
 * Our vocabulary is a URN namespace, `urn:tagtrail:epcis:`, not an address: an event, and so its hash, is the same
 * whichever host a server answers on. A tag's URN names the tag alone (tag ids are unique across every lot).
 */
import type { ReadingAuthenticity } from '../public-reading/reading-authenticity.model';
import type { SuspicionRule } from '../suspicious-readings/suspicion-rule.model';
import { tagDigitalLink } from '../lots/partner-lot.model';

/** The versions a document and the query interface's GS1-EPCIS-Version and GS1-CBV-Version headers declare. */
export const EPCIS_VERSION = '2.0.0';
export const CBV_VERSION = '2.0.0';
/** An EPCIS document's `schemaVersion`. */
export const EPCIS_SCHEMA_VERSION = '2.0';
export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';
/** Our vocabulary's namespace and the JSON-LD prefix our extension fields are written with. */
export const TAGTRAIL_EPCIS_NAMESPACE = 'urn:tagtrail:epcis:';
export const TAGTRAIL_EPCIS_PREFIX = 'tagtrail';
/** Every document's `@context`: GS1's, and our prefix. */
export const EPCIS_DOCUMENT_CONTEXT = [EPCIS_CONTEXT, { [TAGTRAIL_EPCIS_PREFIX]: TAGTRAIL_EPCIS_NAMESPACE }] as const;
/** The prefixes of our documents' `@context`, as the event hash reads extension names. */
export const OUR_NAMESPACES: Readonly<Record<string, string>> = { [TAGTRAIL_EPCIS_PREFIX]: TAGTRAIL_EPCIS_NAMESPACE };
/** Our business step: a consumer read the product's tag (a scan of its NFC chip or QR code). */
export const CONSUMER_SCAN_BIZ_STEP = `${TAGTRAIL_EPCIS_NAMESPACE}bizstep:consumer_scan`;
/** A tag of a product without a GTIN: this prefix, then the tag's id as it was listed in its lot's file. */
export const TAG_URN_PREFIX = 'urn:tagtrail:tag:';
export const AUTHENTICITY_FIELD = `${TAGTRAIL_EPCIS_PREFIX}:authenticity`;
export const SUSPICIONS_FIELD = `${TAGTRAIL_EPCIS_PREFIX}:suspicions`;
/** The query interface's one query (EPCIS 2.0 §8.2.7): what a query document's `queryName` says. */
export const SIMPLE_EVENT_QUERY = 'SimpleEventQuery';
/** The digest of eventIDs (RFC 6920 `ni` URI) and the version of the hash algorithm (CBV 2.0 §8.9). */
const EVENT_HASH_PREFIX = 'ni:///sha-256;';
const EVENT_HASH_VERSION = '?ver=CBV2.0';

/** A reading as an event needs it. */
export interface EpcisReading {
  /** ISO instant. */
  readonly readAt: string;
  readonly tagId: string;
  /** The GTIN-14 of the tag's product (its customer lot's, else its partner lot's); null when it has none. */
  readonly gtin: string | null;
  /** The number of the customer lot the tag is in; null while in none. */
  readonly lotNumber: string | null;
  /** 0, 0 is no position (readings.latitude/longitude). */
  readonly latitude: number;
  readonly longitude: number;
  readonly authenticity: ReadingAuthenticity;
  readonly suspicions: readonly SuspicionRule[];
}

/** An ObjectEvent as we write it (the JSON-LD object, fields in the standard's order). */
export interface EpcisObjectEvent {
  readonly type: 'ObjectEvent';
  readonly eventID?: string;
  readonly eventTime: string;
  readonly eventTimeZoneOffset: string;
  readonly epcList: readonly string[];
  readonly action: 'OBSERVE' | 'ADD' | 'DELETE';
  readonly bizStep?: string;
  readonly disposition?: string;
  readonly readPoint?: { readonly id: string };
  /** User extension fields: `prefix:name`, their prefix in the document's `@context`. */
  readonly [extension: `${string}:${string}`]: EpcisExtensionValue;
}
export type EpcisExtensionValue =
  string | readonly EpcisExtensionValue[] | { readonly [name: string]: EpcisExtensionValue };

/**
 * The tag's EPC: its Digital Link on `publicUrl` when it can have one (the QR download's, issue 29 §4: a GTIN, an id
 * that is a serial, the lot when AI 10 holds it), else its URN.
 */
export function tagEpc(publicUrl: string, tag: Pick<EpcisReading, 'tagId' | 'gtin' | 'lotNumber'>): string {
  return tagDigitalLink(publicUrl, tag) ?? tagUrn(tag.tagId);
}

/** `urn:tagtrail:tag:{tag id}`, the id percent-encoded where RFC 8141 would not take it as it is. */
export function tagUrn(tagId: string): string {
  return `${TAG_URN_PREFIX}${encodeURIComponent(tagId).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The tag id a `urn:tagtrail:tag:` URN names; undefined for any other text. */
export function tagIdOfUrn(urn: string): string | undefined {
  if (urn.slice(0, TAG_URN_PREFIX.length).toLowerCase() !== TAG_URN_PREFIX) return undefined;
  try {
    const id = decodeURIComponent(urn.slice(TAG_URN_PREFIX.length));
    return id === '' ? undefined : id;
  } catch {
    return undefined;
  }
}

/** 0, 0 is where a reading without a position is stored (readings.latitude/longitude). */
const isLocated = (reading: Pick<EpcisReading, 'latitude' | 'longitude'>) =>
  Number.isFinite(reading.latitude) &&
  Number.isFinite(reading.longitude) &&
  (reading.latitude !== 0 || reading.longitude !== 0);

/** The reading's ObjectEvent without its eventID. */
export function readingObjectEvent(reading: EpcisReading, publicUrl: string): EpcisObjectEvent {
  return {
    type: 'ObjectEvent',
    eventTime: new Date(reading.readAt).toISOString(),
    eventTimeZoneOffset: '+00:00',
    epcList: [tagEpc(publicUrl, reading)],
    action: 'OBSERVE',
    bizStep: CONSUMER_SCAN_BIZ_STEP,
    ...(isLocated(reading) ? { readPoint: { id: `geo:${reading.latitude},${reading.longitude}` } } : {}),
    [AUTHENTICITY_FIELD]: reading.authenticity,
    ...(reading.suspicions.length === 0 ? {} : { [SUSPICIONS_FIELD]: [...reading.suspicions] }),
  };
}

/**
 * The reading's ObjectEvent with its eventID: the CBV event hash of the event, `sha256Hex` hashing the pre-hash
 * string's UTF-8 bytes to 64 hex digits (node:crypto on the server).
 */
export function readingEvent(
  reading: EpcisReading,
  publicUrl: string,
  sha256Hex: (text: string) => string,
): EpcisObjectEvent {
  const { type, ...rest } = readingObjectEvent(reading, publicUrl);
  const eventID = epcisEventHash(epcisPreHash({ type, ...rest }, OUR_NAMESPACES), sha256Hex);
  return { type, eventID, ...rest };
}

// ── The CBV 2.0 event hash (§8.9 "EPCIS Event Hash ID") ─────────────────────────────────────────────────────────

/** `ni:///sha-256;{digest}?ver=CBV2.0` (RFC 6920), the digest of the pre-hash string. */
export function epcisEventHash(preHash: string, sha256Hex: (text: string) => string): string {
  return `${EVENT_HASH_PREFIX}${sha256Hex(preHash).toLowerCase()}${EVENT_HASH_VERSION}`;
}

/** The fields the canonical property order names, which are no user extension. */
const STANDARD_FIELDS = new Set([
  'type',
  'eventID',
  'recordTime',
  'errorDeclaration',
  '@context',
  'eventTime',
  'eventTimeZoneOffset',
  'epcList',
  'action',
  'bizStep',
  'disposition',
  'readPoint',
]);

/**
 * The pre-hash string of an ObjectEvent (CBV 2.0 §8.9, as GS1's reference implementation, github.com/RalphTro/
 * epcis-event-hash-generator, writes it): each field present in the canonical property order as `name=value`, lists
 * by their element name with the elements sorted, no separators; timestamps in UTC to the millisecond; Digital Links
 * as constrained canonical ones (`https://id.gs1.org`, no query, the finest key only: a serial drops the lot); CBV
 * URNs as their Web URIs; numbers without trailing zeros; then every user extension as `{namespace}name=value`,
 * sorted. `namespaces` are the document's `@context` prefixes that extension names use.
 *
 * The fields an ObjectEvent of ours can hold are covered (eventTime, eventTimeZoneOffset, epcList, action, bizStep,
 * disposition, readPoint, string extensions, nested or listed); quantities, business transactions, sources,
 * destinations, sensor data and ILMD are not, nor EPC URNs in epcList, which we never write.
 */
export function epcisPreHash(event: EpcisObjectEvent, namespaces: Readonly<Record<string, string>>): string {
  let text = `eventType=${event.type}`;
  text += `eventTime=${canonicalTime(event.eventTime)}`;
  text += `eventTimeZoneOffset=${event.eventTimeZoneOffset.trim()}`;
  const epcs = event.epcList.map((epc) => `epc=${canonicalValue(epc)}`).sort(byCodeUnits);
  if (epcs.length > 0) text += `epcList${epcs.join('')}`;
  text += `action=${event.action}`;
  if (event.bizStep !== undefined) text += `bizStep=${canonicalValue(event.bizStep)}`;
  if (event.disposition !== undefined) text += `disposition=${canonicalValue(event.disposition)}`;
  if (event.readPoint !== undefined) text += `readPointid=${canonicalValue(event.readPoint.id)}`;
  const extensions = Object.entries(event)
    .filter(([name]) => !STANDARD_FIELDS.has(name))
    .flatMap(([name, value]) =>
      extensionEntries(expandedName(name, namespaces), value as EpcisExtensionValue, namespaces),
    );
  return text + extensions.sort(byCodeUnits).join('');
}

/** Rules 10 and 11: sorted by UTF-16 code units, which orders ASCII as its code values do. */
const byCodeUnits = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

/** `prefix:name` as `{namespace}name` when the prefix is declared; a name of no declared prefix as it is. */
function expandedName(name: string, namespaces: Readonly<Record<string, string>>): string {
  const colon = name.indexOf(':');
  const namespace = colon === -1 ? undefined : namespaces[name.slice(0, colon)];
  return namespace === undefined ? name : `{${namespace}}${name.slice(colon + 1)}`;
}

/** An extension's substrings: one per value (a list gives one per element), a nested one its name then its fields. */
function extensionEntries(
  name: string,
  value: EpcisExtensionValue,
  namespaces: Readonly<Record<string, string>>,
): string[] {
  if (typeof value === 'string') {
    const text = value.trim();
    return [text === '' ? name : `${name}=${canonicalValue(text)}`];
  }
  if (Array.isArray(value))
    return (value as readonly EpcisExtensionValue[]).flatMap((element) => extensionEntries(name, element, namespaces));
  const fields = Object.entries(value as Readonly<Record<string, EpcisExtensionValue>>)
    .flatMap(([child, childValue]) => extensionEntries(expandedName(child, namespaces), childValue, namespaces))
    .sort(byCodeUnits);
  return [`${name}${fields.join('')}`];
}

/** Rules 5-7 and 14-18 on a value: trimmed, CBV URNs as Web URIs, numbers without trailing zeros, Digital Links. */
function canonicalValue(raw: string): string {
  const text = webVocabulary(raw.trim());
  return constrainedDigitalLink(text) ?? canonicalNumber(text) ?? text;
}

const CBV_URNS: readonly (readonly [string, string])[] = [
  ['urn:epcglobal:cbv:bizstep:', 'https://ref.gs1.org/cbv/BizStep-'],
  ['urn:epcglobal:cbv:disp:', 'https://ref.gs1.org/cbv/Disp-'],
  ['urn:epcglobal:cbv:btt:', 'https://ref.gs1.org/cbv/BTT-'],
  ['urn:epcglobal:cbv:sdt:', 'https://ref.gs1.org/cbv/SDT-'],
  ['urn:epcglobal:cbv:er:', 'https://ref.gs1.org/cbv/ER-'],
];

function webVocabulary(text: string): string {
  for (const [urn, uri] of CBV_URNS) if (text.startsWith(urn)) return uri + text.slice(urn.length);
  return text;
}

/** A decimal number without a leading '+', leading zeros or trailing zeros ('1.0' is '1'); undefined for others. */
function canonicalNumber(text: string): string | undefined {
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? String(number) : undefined;
}

/** Rules 8-9: UTC, 'Z', milliseconds; a fourth decimal of 5 to 9 rounds the third up. */
function canonicalTime(raw: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/i.exec(raw.trim());
  if (match === null) return raw.trim();
  const [, year, month, day, hour, minute, second, fraction = '', zone] = match as unknown as string[];
  const digits = fraction.padEnd(4, '0');
  const milliseconds = Number(digits.slice(0, 3)) + (Number(digits[3]) >= 5 ? 1 : 0);
  const offsetMinutes =
    zone!.toUpperCase() === 'Z'
      ? 0
      : (zone!.startsWith('-') ? -1 : 1) * (Number(zone!.slice(1, 3)) * 60 + Number(zone!.slice(4, 6)));
  const utc =
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) +
    milliseconds -
    offsetMinutes * 60_000;
  return new Date(utc).toISOString();
}

// GS1 AI encodable characters a constrained canonical link keeps bare (the reference's final check): no '%'.
const AI_VALUE = String.raw`[\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]`;
const CANONICAL_LINKS = [
  String.raw`00/\d{18}`,
  String.raw`01/\d{14}`,
  String.raw`01/\d{14}/21/${AI_VALUE}{0,20}`,
  String.raw`01/\d{14}/10/${AI_VALUE}{0,20}`,
  String.raw`414/\d{13}`,
  String.raw`414/\d{13}/254/${AI_VALUE}{0,20}`,
  String.raw`417/\d{13}`,
].map((path) => new RegExp(`^https://id\\.gs1\\.org/${path}$`));
/** The primary keys handled here, with the DL 1.0 short names a link may still use. */
const KEY_NAMES: Readonly<Record<string, string>> = {
  '00': '00',
  sscc: '00',
  '01': '01',
  gtin: '01',
  '414': '414',
  gln: '414',
  '417': '417',
  party: '417',
};
const QUALIFIER_NAMES: Readonly<Record<string, string>> = { cpv: '22', lot: '10', ser: '21', '254': '254' };

/**
 * Rule 18: a Digital Link of an SSCC, a GTIN (with its lot or serial), a GLN or a party GLN as its constrained
 * canonical form: on id.gs1.org, without the query, the GTIN in 14 digits, no CPV, the lot dropped beside a serial.
 * Undefined for any other text, which is hashed as it is (as the reference does with a link it cannot constrain).
 */
function constrainedDigitalLink(text: string): string | undefined {
  const match = /^https?:\/\/[^/?#]+((?:\/[^/?#]*)*)/i.exec(text);
  if (match === null) return undefined;
  const segments = match[1]!.split('/').slice(1);
  const keyAt = segments.findIndex((segment, index) => KEY_NAMES[segment] !== undefined && index + 1 < segments.length);
  if (keyAt === -1) return undefined;
  const key = KEY_NAMES[segments[keyAt]!]!;
  let value = segments[keyAt + 1]!;
  if (key === '01' && /^(\d{8}|\d{12}|\d{13})$/.test(value)) value = value.padStart(14, '0');
  const qualifiers = new Map<string, string>();
  for (let at = keyAt + 2; at + 1 < segments.length; at += 2)
    qualifiers.set(QUALIFIER_NAMES[segments[at]!] ?? segments[at]!, segments[at + 1]!);
  qualifiers.delete('22');
  if (qualifiers.has('21')) qualifiers.delete('10');
  const path = [key, value, ...[...qualifiers].flat()].join('/');
  const link = `https://id.gs1.org/${path}`;
  return CANONICAL_LINKS.some((pattern) => pattern.test(link)) ? link : undefined;
}

// ── Documents ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * An EPCISQueryDocument's text around its events, for a server that writes the events in between as they are read
 * (a page of a hundred thousand is never held whole): `head`, the events joined by commas, `tail`.
 */
export function epcisQueryDocumentFrame(creationDate: string): { readonly head: string; readonly tail: string } {
  const marker = '"@@events@@"';
  const text = JSON.stringify({
    '@context': EPCIS_DOCUMENT_CONTEXT,
    type: 'EPCISQueryDocument',
    schemaVersion: EPCIS_SCHEMA_VERSION,
    creationDate,
    epcisBody: { queryResults: { queryName: SIMPLE_EVENT_QUERY, resultsBody: { eventList: ['@@events@@'] } } },
  });
  const at = text.indexOf(marker);
  return { head: text.slice(0, at), tail: text.slice(at + marker.length) };
}
