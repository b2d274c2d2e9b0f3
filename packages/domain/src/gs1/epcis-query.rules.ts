/**
 * The EPCIS 2.0 query interface's parameters (issue 29 §5; EPCIS 2.0 §8.2.7.1, the REST binding's `GET /events`), read
 * into a query or refused by name: what a customer's system asks of its readings. Parameters we answer: GE_eventTime,
 * LT_eventTime, MATCH_epc and MATCH_anyEPC, MATCH_epcClass, EQ_bizStep, eventType, EQ_action, perPage, nextPageToken.
 * Any other is refused (§8.2.7: a parameter the implementation does not recognise raises a QueryParameterException).
 *
 * What matches:
 * - MATCH_epc: a tag by our URN (`urn:tagtrail:tag:{id}`), by its Digital Link (any host: the GTIN and serial name it)
 *   or by its SGTIN EPC URN; an EPC pattern `urn:epc:idpat:sgtin:{company prefix}.{item reference}.*` every tag of
 *   that GTIN (§8.2.7.1.1).
 * - MATCH_epcClass: our events carry instances, never a quantityList, so by the letter of §8.2.7.1 it would match
 *   none; here it selects the readings of tags whose product is of the class: a Digital Link of a GTIN, with or without
 *   its lot (`…/01/{GTIN}[/10/{lot}]`), an LGTIN class URN (`urn:epc:class:lgtin:…`) or an SGTIN pattern.
 * - A well-formed URI of no form above names nothing of ours: it matches no reading, it is not refused.
 */
import type { RuleError } from '../shared/errors';
import { parseDigitalLink } from './digital-link';
import { CONSUMER_SCAN_BIZ_STEP, TAGTRAIL_EPCIS_NAMESPACE, TAGTRAIL_EPCIS_PREFIX, tagIdOfUrn } from './epcis-event';
import { gtinCheckDigit } from './gtin.rules';

/** The REST binding's default page (its PerPage schema) and our largest: a month of a busy customer's readings. */
export const EPCIS_DEFAULT_PER_PAGE = 30;
export const EPCIS_MAX_PER_PAGE = 100_000;

/** A parameter this interface does not answer. */
export const EPCIS_UNKNOWN_PARAMETER = 'EPCIS_UNKNOWN_PARAMETER';
/** A parameter given twice (its values are one pipe-separated list). */
export const EPCIS_REPEATED_PARAMETER = 'EPCIS_REPEATED_PARAMETER';
/** Not an ISO 8601 date and time with its offset (`2026-05-01T00:00:00Z`, `…-03:00`). */
export const EPCIS_BAD_TIME = 'EPCIS_BAD_TIME';
/** Not a URI (a scheme, a colon, no spaces). */
export const EPCIS_BAD_URI = 'EPCIS_BAD_URI';
/** perPage not a whole number from 1 to EPCIS_MAX_PER_PAGE; `params.max` says the limit. */
export const EPCIS_BAD_PER_PAGE = 'EPCIS_BAD_PER_PAGE';
/** An EQ_action other than ADD, OBSERVE or DELETE, or an empty value in a list. */
export const EPCIS_BAD_VALUE = 'EPCIS_BAD_VALUE';

/** One tag, or every tag of a GTIN (and lot). */
export type EpcisEpcMatch =
  | { readonly kind: 'tag'; readonly tagId: string }
  | { readonly kind: 'item'; readonly gtin: string; readonly serial: string }
  | { readonly kind: 'class'; readonly gtin: string; readonly lot?: string };

export interface EpcisEventQuery {
  /** Inclusive, as written (ISO 8601 with an offset): the database reads it to the microsecond. */
  readonly from: string | null;
  /** Exclusive. */
  readonly until: string | null;
  /** The readings of any of these tags; null for no such filter, empty for one that matches nothing. */
  readonly epcs: readonly EpcisEpcMatch[] | null;
  readonly epcClasses: readonly EpcisEpcMatch[] | null;
  /** False when EQ_bizStep, eventType or EQ_action names none of what our events are: no reading matches. */
  readonly ofOurKind: boolean;
  readonly perPage: number;
  /** As the client sent it back: the server opens and checks it. */
  readonly nextPageToken: string | null;
}

export type EpcisQueryParameters = Readonly<Record<string, string | readonly string[] | undefined>>;

const KNOWN = new Set([
  'GE_eventTime',
  'LT_eventTime',
  'MATCH_epc',
  'MATCH_anyEPC',
  'MATCH_epcClass',
  'EQ_bizStep',
  'eventType',
  'EQ_action',
  'perPage',
  'nextPageToken',
]);
// A query string sent without encoding reads the offset's '+' as a space ('…T10:00:00 03:00'): taken as the '+'.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+ -]\d{2}:\d{2})$/i;
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;
const ACTIONS = ['ADD', 'OBSERVE', 'DELETE'];
const OUR_BIZ_STEPS = [
  CONSUMER_SCAN_BIZ_STEP,
  CONSUMER_SCAN_BIZ_STEP.replace(TAGTRAIL_EPCIS_NAMESPACE, `${TAGTRAIL_EPCIS_PREFIX}:`),
];

/** The query the parameters ask, or every parameter wrong (RuleError.field names the parameter). */
export function readEpcisQuery(
  parameters: EpcisQueryParameters,
): { readonly ok: true; readonly query: EpcisEventQuery } | { readonly ok: false; readonly errors: RuleError[] } {
  const errors: RuleError[] = [];
  const single = (name: string): string | undefined => {
    const value = parameters[name];
    if (Array.isArray(value)) {
      errors.push({ key: EPCIS_REPEATED_PARAMETER, field: name });
      return undefined;
    }
    return value as string | undefined;
  };
  const list = (name: string): string[] | undefined => {
    const value = single(name);
    if (value === undefined) return undefined;
    const values = value.split('|').map((part) => part.trim());
    if (values.some((part) => part === '')) {
      errors.push({ key: EPCIS_BAD_VALUE, field: name });
      return undefined;
    }
    return values;
  };
  for (const name of Object.keys(parameters))
    if (parameters[name] !== undefined && !KNOWN.has(name)) errors.push({ key: EPCIS_UNKNOWN_PARAMETER, field: name });

  const time = (name: string): string | null => {
    const value = single(name)?.trim();
    if (value === undefined) return null;
    const written = value.replace(/ (\d{2}:\d{2})$/, '+$1');
    if (!isDateTime(written)) {
      errors.push({ key: EPCIS_BAD_TIME, field: name });
      return null;
    }
    return written;
  };
  const from = time('GE_eventTime');
  const until = time('LT_eventTime');

  const uris = (name: string): string[] | undefined => {
    const values = list(name);
    if (values?.some((value) => !URI.test(value))) {
      errors.push({ key: EPCIS_BAD_URI, field: name });
      return undefined;
    }
    return values;
  };
  const epcValues = uris('MATCH_epc');
  const anyEpcValues = uris('MATCH_anyEPC');
  const classValues = uris('MATCH_epcClass');
  const epcs =
    epcValues === undefined && anyEpcValues === undefined
      ? null
      : [...(epcValues ?? []), ...(anyEpcValues ?? [])].flatMap((value) => epcMatchOf(value, 'epc'));
  const epcClasses = classValues === undefined ? null : classValues.flatMap((value) => epcMatchOf(value, 'class'));

  const bizSteps = list('EQ_bizStep');
  const eventTypes = list('eventType');
  const actions = list('EQ_action');
  if (actions?.some((action) => !ACTIONS.includes(action))) errors.push({ key: EPCIS_BAD_VALUE, field: 'EQ_action' });
  const ofOurKind =
    (bizSteps === undefined || bizSteps.some((step) => OUR_BIZ_STEPS.includes(step))) &&
    (eventTypes === undefined || eventTypes.includes('ObjectEvent')) &&
    (actions === undefined || actions.includes('OBSERVE'));

  const perPageText = single('perPage')?.trim();
  const perPage = perPageText === undefined ? EPCIS_DEFAULT_PER_PAGE : Number(perPageText);
  if (perPageText !== undefined && !(/^[0-9]+$/.test(perPageText) && perPage >= 1 && perPage <= EPCIS_MAX_PER_PAGE))
    errors.push({ key: EPCIS_BAD_PER_PAGE, field: 'perPage', params: { max: EPCIS_MAX_PER_PAGE } });
  const token = single('nextPageToken')?.trim();

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: {
      from,
      until,
      epcs,
      epcClasses,
      ofOurKind,
      perPage,
      nextPageToken: token === undefined || token === '' ? null : token,
    },
  };
}

function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (match === null) return false;
  const [, year, month, day, hour, minute, second = '0'] = match as unknown as string[];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60
  );
}

/** The GTIN-14 of an EPC URN's company prefix and item reference (TDS §6.3.1: the indicator digit leads). */
function gtinOfEpcParts(companyPrefix: string, itemReference: string): string | undefined {
  if (!/^\d+$/.test(companyPrefix) || !/^\d+$/.test(itemReference)) return undefined;
  if (companyPrefix.length < 6 || companyPrefix.length + itemReference.length !== 13) return undefined;
  const body = `${itemReference[0]!}${companyPrefix}${itemReference.slice(1)}`;
  return `${body}${gtinCheckDigit(body)!}`;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** What one URI of MATCH_epc or MATCH_epcClass selects; [] when it names nothing of ours. */
function epcMatchOf(uri: string, parameter: 'epc' | 'class'): EpcisEpcMatch[] {
  const tagId = tagIdOfUrn(uri);
  if (tagId !== undefined) return parameter === 'epc' ? [{ kind: 'tag', tagId }] : [];

  const pattern = /^urn:epc:idpat:sgtin:(\d+)\.(\d+)\.\*$/.exec(uri);
  if (pattern !== null) {
    const gtin = gtinOfEpcParts(pattern[1]!, pattern[2]!);
    return gtin === undefined ? [] : [{ kind: 'class', gtin }];
  }
  const sgtin = /^urn:epc:id:sgtin:(\d+)\.(\d+)\.(.+)$/.exec(uri);
  if (sgtin !== null && parameter === 'epc') {
    const gtin = gtinOfEpcParts(sgtin[1]!, sgtin[2]!);
    const serial = decoded(sgtin[3]!);
    return gtin === undefined || serial === undefined ? [] : [{ kind: 'item', gtin, serial }];
  }
  const lgtin = /^urn:epc:class:lgtin:(\d+)\.(\d+)\.(.+)$/.exec(uri);
  if (lgtin !== null && parameter === 'class') {
    const gtin = gtinOfEpcParts(lgtin[1]!, lgtin[2]!);
    const lot = decoded(lgtin[3]!);
    return gtin === undefined || lot === undefined ? [] : [{ kind: 'class', gtin, lot }];
  }

  const link = parseDigitalLink(uri);
  if (!link.ok) return [];
  const { gtin, lot, serial } = link.value;
  if (parameter === 'epc') return serial === undefined ? [] : [{ kind: 'item', gtin, serial }];
  if (serial !== undefined) return [];
  return [lot === undefined ? { kind: 'class', gtin } : { kind: 'class', gtin, lot }];
}
