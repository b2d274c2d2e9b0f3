import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONSUMER_SCAN_BIZ_STEP, tagEpc, tagUrn } from './epcis-event';
import {
  EPCIS_BAD_PER_PAGE,
  EPCIS_BAD_TIME,
  EPCIS_BAD_URI,
  EPCIS_BAD_VALUE,
  EPCIS_DEFAULT_PER_PAGE,
  EPCIS_MAX_PER_PAGE,
  EPCIS_REPEATED_PARAMETER,
  EPCIS_UNKNOWN_PARAMETER,
  readEpcisQuery,
  type EpcisQueryParameters,
} from './epcis-query.rules';

const GTIN = '07891234567895';

function query(parameters: EpcisQueryParameters) {
  const read = readEpcisQuery(parameters);
  if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.errors)}`);
  return read.query;
}
function refusal(parameters: EpcisQueryParameters) {
  const read = readEpcisQuery(parameters);
  if (read.ok) throw new Error('accepted');
  return read.errors;
}

describe('the EPCIS query parameters', () => {
  it('ask for every event, thirty a page, when none is given', () => {
    expect(query({})).toEqual({
      from: null,
      until: null,
      epcs: null,
      epcClasses: null,
      ofOurKind: true,
      perPage: EPCIS_DEFAULT_PER_PAGE,
      nextPageToken: null,
    });
  });

  it('bound the event time by ISO instants with their offset, a "+" read as a space taken back', () => {
    expect(
      query({ GE_eventTime: '2026-05-01T00:00:00Z', LT_eventTime: '2026-06-01T00:00:00.000 03:00' }),
    ).toMatchObject({
      from: '2026-05-01T00:00:00Z',
      until: '2026-06-01T00:00:00.000+03:00',
    });
    for (const bad of [
      '2026-05-01',
      '2026-02-30T00:00:00Z',
      '2026-05-01T24:00:00Z',
      'yesterday',
      '2026-05-01T00:00:00',
    ])
      expect(refusal({ GE_eventTime: bad })).toEqual([{ key: EPCIS_BAD_TIME, field: 'GE_eventTime' }]);
  });

  it('match a tag by our URN, its Digital Link on any host, its SGTIN, and a GTIN by an SGTIN pattern', () => {
    const link = tagEpc('https://other.example/r', { tagId: '04A1B2C3D4E5F6', gtin: GTIN, lotNumber: 'L1' });
    const { epcs } = query({
      MATCH_epc: [
        tagUrn('abc'),
        link,
        'urn:epc:id:sgtin:7891234.056789.S%2F1',
        'urn:epc:idpat:sgtin:7891234.056789.*',
        'https://example.com/not-a-link',
      ].join('|'),
    });
    expect(epcs).toEqual([
      { kind: 'tag', tagId: 'abc' },
      { kind: 'item', gtin: GTIN, serial: '04A1B2C3D4E5F6' },
      { kind: 'item', gtin: GTIN, serial: 'S/1' },
      { kind: 'class', gtin: GTIN },
    ]);
  });

  it("match a product's class by its GTIN's link, with or without the lot, an LGTIN or a pattern", () => {
    const { epcClasses } = query({
      MATCH_epcClass: `https://id.gs1.org/01/${GTIN}|https://id.gs1.org/01/${GTIN}/10/L%2F1|urn:epc:class:lgtin:7891234.056789.L1|urn:epc:idpat:sgtin:7891234.056789.*|${tagUrn('abc')}`,
    });
    expect(epcClasses).toEqual([
      { kind: 'class', gtin: GTIN },
      { kind: 'class', gtin: GTIN, lot: 'L/1' },
      { kind: 'class', gtin: GTIN, lot: 'L1' },
      { kind: 'class', gtin: GTIN },
    ]);
  });

  it('match nothing when they name only what is not of ours, rather than refusing', () => {
    expect(query({ MATCH_epc: 'urn:epc:id:sscc:4012345.0000000333' }).epcs).toEqual([]);
    expect(query({ EQ_bizStep: 'shipping' }).ofOurKind).toBe(false);
    expect(query({ eventType: 'AggregationEvent' }).ofOurKind).toBe(false);
    expect(query({ EQ_action: 'ADD|DELETE' }).ofOurKind).toBe(false);
    expect(
      query({ EQ_bizStep: `shipping|${CONSUMER_SCAN_BIZ_STEP}`, eventType: 'ObjectEvent', EQ_action: 'OBSERVE' })
        .ofOurKind,
    ).toBe(true);
    expect(query({ EQ_bizStep: 'tagtrail:bizstep:consumer_scan' }).ofOurKind).toBe(true);
  });

  it('refuse what is not a URI, an unknown action, an empty list value, a repeated or unknown parameter', () => {
    expect(refusal({ MATCH_epc: 'not a uri' })).toEqual([{ key: EPCIS_BAD_URI, field: 'MATCH_epc' }]);
    expect(refusal({ EQ_action: 'OBSERVE|LOOK' })).toEqual([{ key: EPCIS_BAD_VALUE, field: 'EQ_action' }]);
    expect(refusal({ EQ_bizStep: 'shipping||' })).toEqual([{ key: EPCIS_BAD_VALUE, field: 'EQ_bizStep' }]);
    expect(refusal({ perPage: ['1', '2'] })).toEqual([{ key: EPCIS_REPEATED_PARAMETER, field: 'perPage' }]);
    expect(refusal({ EQ_readPoint: 'geo:0,0', GE_recordTime: '2026-01-01T00:00:00Z' })).toEqual([
      { key: EPCIS_UNKNOWN_PARAMETER, field: 'EQ_readPoint' },
      { key: EPCIS_UNKNOWN_PARAMETER, field: 'GE_recordTime' },
    ]);
  });

  it('take any page size from 1 to the largest, and refuse every other (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: EPCIS_MAX_PER_PAGE + 10 }), (size) => {
        const read = readEpcisQuery({ perPage: String(size) });
        return size >= 1 && size <= EPCIS_MAX_PER_PAGE
          ? read.ok && read.query.perPage === size
          : !read.ok && read.errors[0]?.key === EPCIS_BAD_PER_PAGE;
      }),
    );
    expect(refusal({ perPage: '1e3' })[0]?.key).toBe(EPCIS_BAD_PER_PAGE);
  });
});
