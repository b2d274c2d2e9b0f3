import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTHENTICITY_FIELD,
  CONSUMER_SCAN_BIZ_STEP,
  epcisEventHash,
  epcisPreHash,
  epcisQueryDocumentFrame,
  readingEvent,
  readingObjectEvent,
  SUSPICIONS_FIELD,
  tagEpc,
  tagIdOfUrn,
  tagUrn,
  type EpcisObjectEvent,
  type EpcisReading,
} from './epcis-event';
import { parseDigitalLink } from './digital-link';
import { tagSerialOf } from './tag-serial';

/** The Web Crypto and text encoder every runtime of ours has; the domain's own types name neither (no DOM, no Node). */
const web = globalThis as unknown as {
  readonly crypto: { readonly subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };
  readonly TextEncoder: new () => { encode(text: string): Uint8Array };
};

/** SHA-256 as the server computes it, here without node:crypto, which the domain does not import. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await web.crypto.subtle.digest('SHA-256', new web.TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
const hashOf = async (preHash: string) =>
  epcisEventHash(preHash, () => '').replace(/;\?/, `;${await sha256Hex(preHash)}?`);

const PUBLIC_URL = 'https://tags.example.com';
const GTIN = '07891234567895';
const reading: EpcisReading = {
  readAt: '2026-05-04T13:14:15.678Z',
  tagId: '04A1B2C3D4E5F6',
  gtin: GTIN,
  lotNumber: 'L2026-05',
  latitude: -23.55052,
  longitude: -46.633308,
  authenticity: 'genuine',
  suspicions: [],
};

/**
 * The test vectors of GS1's reference implementation of the event hash (github.com/RalphTro/epcis-event-hash-generator,
 * MIT licence, commit 5d2f1c3, tests/examples/*.jsonld with their .prehashes and .hashes), typed again here. Each
 * event is written as we write events: its EPCs and read points as Digital Links (an SSCC's and a GLN's on a custom
 * domain, as in the vector, or the canonical link of the vector's EPC URN) and its business step and disposition as
 * CBV Web URIs, which the algorithm reads as the vector's bare words and URNs (rules 14-18): the same event, so the
 * same pre-hash string and hash.
 */
const VECTORS: readonly {
  readonly name: string;
  readonly event: EpcisObjectEvent;
  readonly namespaces: Readonly<Record<string, string>>;
  readonly preHash: string;
  readonly hash: string;
}[] = [
  {
    name: 'TimeStampRoundOff.jsonld, event 1: a fourth decimal of 5 rounds up, a custom domain becomes id.gs1.org',
    event: {
      type: 'ObjectEvent',
      eventTime: '2023-02-02T11:04:03.1415Z',
      eventTimeZoneOffset: '+01:00',
      epcList: ['https://id.gs1.de/00/040123451111111110'],
      action: 'OBSERVE',
      bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping',
      disposition: 'urn:epcglobal:cbv:disp:in_transit',
      readPoint: { id: 'https://id.gs1.de/414/4012345000115' },
    },
    namespaces: {},
    preHash:
      'eventType=ObjectEventeventTime=2023-02-02T11:04:03.142ZeventTimeZoneOffset=+01:00epcListepc=https://id.gs1.org' +
      '/00/040123451111111110action=OBSERVEbizStep=https://ref.gs1.org/cbv/BizStep-shippingdisposition=https://ref.' +
      'gs1.org/cbv/Disp-in_transitreadPointid=https://id.gs1.org/414/4012345000115',
    hash: 'ni:///sha-256;af7658e711574363633f20b3dadc7bc4c13c6f612cf96d95e03c421c0e58f3c6?ver=CBV2.0',
  },
  {
    name: 'TimeStampRoundOff.jsonld, event 2: a read point as a geo URI, a fourth decimal of 4 rounds down',
    event: {
      type: 'ObjectEvent',
      eventTime: '2023-02-02T11:04:03.1414Z',
      eventTimeZoneOffset: '+01:00',
      epcList: ['https://id.gs1.de/00/040123451111111110'],
      action: 'OBSERVE',
      bizStep: 'urn:epcglobal:cbv:bizstep:transporting',
      readPoint: { id: 'geo:50.947573340894124,6.922120147375441' },
    },
    namespaces: {},
    preHash:
      'eventType=ObjectEventeventTime=2023-02-02T11:04:03.141ZeventTimeZoneOffset=+01:00epcListepc=https://id.gs1.org' +
      '/00/040123451111111110action=OBSERVEbizStep=https://ref.gs1.org/cbv/BizStep-transportingreadPointid=geo:50.9' +
      '47573340894124,6.922120147375441',
    hash: 'ni:///sha-256;0550df44527332c1fe417c5837fe61b9e71eaa93307b88519dac549bf2d4dcf9?ver=CBV2.0',
  },
  {
    name: 'ReferenceEventHashAlgorithm.jsonld: sorted EPCs, a local time in UTC, nested and listed user extensions',
    event: {
      type: 'ObjectEvent',
      eventTime: '2020-03-04T11:00:30.000+01:00',
      eventTimeZoneOffset: '+01:00',
      epcList: [
        'https://id.gs1.org/00/040123450000003338',
        'https://id.gs1.org/00/040123450000001112',
        'https://id.gs1.org/00/040123450000002225',
      ],
      action: 'OBSERVE',
      bizStep: 'https://ref.gs1.org/cbv/BizStep-departing',
      readPoint: { id: 'https://id.gs1.org/414/4012345000115/254/987' },
      'example:myField1': { 'example:mySubField1': '2', 'example:mySubField2': '5' },
      'example:myField2': '0',
      'example:myField3': { 'example:mySubField3': ['3', '1'] },
    },
    namespaces: { example: 'https://ns.example.com/epcis/' },
    preHash:
      'eventType=ObjectEventeventTime=2020-03-04T10:00:30.000ZeventTimeZoneOffset=+01:00epcListepc=https://id.gs1.org' +
      '/00/040123450000001112epc=https://id.gs1.org/00/040123450000002225epc=https://id.gs1.org/00/04012345000000333' +
      '8action=OBSERVEbizStep=https://ref.gs1.org/cbv/BizStep-departingreadPointid=https://id.gs1.org/414/401234500' +
      '0115/254/987{https://ns.example.com/epcis/}myField1{https://ns.example.com/epcis/}mySubField1=2{https://ns.ex' +
      'ample.com/epcis/}mySubField2=5{https://ns.example.com/epcis/}myField2=0{https://ns.example.com/epcis/}myField3' +
      '{https://ns.example.com/epcis/}mySubField3=1{https://ns.example.com/epcis/}mySubField3=3',
    hash: 'ni:///sha-256;6ae96341e0acc6d7a261364751f60e68278a81cdf51da0abb6b4e617014e39d7?ver=CBV2.0',
  },
];

describe('the CBV 2.0 event hash (GS1 reference vectors)', () => {
  for (const vector of VECTORS) {
    it(`gives the reference's pre-hash string and hash: ${vector.name}`, async () => {
      const preHash = epcisPreHash(vector.event, vector.namespaces);
      expect(preHash).toBe(vector.preHash);
      expect(await hashOf(preHash)).toBe(vector.hash);
    });
  }

  it('constrains a GTIN link as the algorithm does: id.gs1.org, 14 digits, no CPV, no lot beside a serial, no query', () => {
    const preHash = epcisPreHash(
      {
        type: 'ObjectEvent',
        eventTime: '2024-01-01T00:00:00Z',
        eventTimeZoneOffset: '+00:00',
        epcList: ['https://brand.example/p/01/7891234567895/22/A1/10/L1/21/S%2F1?linkType=all'],
        action: 'OBSERVE',
      },
      {},
    );
    // A serial of a character that stays percent-encoded is no constrained link: the reference keeps it as written.
    expect(preHash).toContain('epc=https://brand.example/p/01/7891234567895/22/A1/10/L1/21/S%2F1?linkType=all');
    const plain = epcisPreHash(
      {
        type: 'ObjectEvent',
        eventTime: '2024-01-01T00:00:00Z',
        eventTimeZoneOffset: '+00:00',
        epcList: ['https://brand.example/p/01/7891234567895/22/A1/10/L1/21/S-1?linkType=all'],
        action: 'OBSERVE',
      },
      {},
    );
    expect(plain).toBe(
      'eventType=ObjectEventeventTime=2024-01-01T00:00:00.000ZeventTimeZoneOffset=+00:00' +
        'epcListepc=https://id.gs1.org/01/07891234567895/21/S-1action=OBSERVE',
    );
  });
});

describe('a reading as an ObjectEvent', () => {
  it('observes the tag by its Digital Link, with the lot, at the instant read, at the place read, as a consumer scan', () => {
    const event = readingObjectEvent(reading, PUBLIC_URL);
    expect(event).toEqual({
      type: 'ObjectEvent',
      eventTime: '2026-05-04T13:14:15.678Z',
      eventTimeZoneOffset: '+00:00',
      epcList: [`${PUBLIC_URL}/01/${GTIN}/10/L2026-05/21/04A1B2C3D4E5F6`],
      action: 'OBSERVE',
      bizStep: CONSUMER_SCAN_BIZ_STEP,
      readPoint: { id: 'geo:-23.55052,-46.633308' },
      [AUTHENTICITY_FIELD]: 'genuine',
    });
  });

  it('names a tag whose product has no GTIN by our URN, and leaves out the read point of an unlocated reading', () => {
    const event = readingObjectEvent({ ...reading, gtin: null, latitude: 0, longitude: 0 }, PUBLIC_URL);
    expect(event.epcList).toEqual(['urn:tagtrail:tag:04A1B2C3D4E5F6']);
    expect(event.readPoint).toBeUndefined();
  });

  it("keeps a QR tag's link to its short serial, and leaves out a lot number AI 10 cannot hold", () => {
    const qrTagId = '0123456789abcdef0123456789abcdef';
    const epc = tagEpc(PUBLIC_URL, { tagId: qrTagId, gtin: GTIN, lotNumber: 'Lote de maio' });
    expect(epc).toBe(`${PUBLIC_URL}/01/${GTIN}/21/${tagSerialOf(qrTagId)!}`);
    expect(parseDigitalLink(epc).ok).toBe(true);
  });

  it('carries the rules the reading broke as an extension field, and none when it broke none', () => {
    const flagged = readingObjectEvent({ ...reading, suspicions: ['off-market', 'copy'] }, PUBLIC_URL);
    expect(flagged[SUSPICIONS_FIELD]).toEqual(['off-market', 'copy']);
    expect(readingObjectEvent(reading, PUBLIC_URL)[SUSPICIONS_FIELD]).toBeUndefined();
  });

  it('has as its eventID the hash of its own pre-hash string, our extensions under our namespace', async () => {
    const hashed: string[] = [];
    const event = readingEvent({ ...reading, suspicions: ['off-market'] }, PUBLIC_URL, (text) => {
      hashed.push(text);
      return 'ab'.repeat(32);
    });
    expect(event.eventID).toBe(`ni:///sha-256;${'ab'.repeat(32)}?ver=CBV2.0`);
    expect(hashed).toEqual([
      'eventType=ObjectEventeventTime=2026-05-04T13:14:15.678ZeventTimeZoneOffset=+00:00' +
        `epcListepc=https://id.gs1.org/01/${GTIN}/21/04A1B2C3D4E5F6action=OBSERVE` +
        `bizStep=${CONSUMER_SCAN_BIZ_STEP}readPointid=geo:-23.55052,-46.633308` +
        '{urn:tagtrail:epcis:}authenticity=genuine{urn:tagtrail:epcis:}suspicions=off-market',
    ]);
    expect(Object.keys(event).slice(0, 2)).toEqual(['type', 'eventID']);
  });

  it('hashes one event to one id however its fields and lists are ordered (property)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['off-market', 'copy', 'after-expiry'] as const, { minLength: 1 }), (rules) => {
        const event = readingObjectEvent({ ...reading, suspicions: rules }, PUBLIC_URL);
        const reordered = Object.fromEntries(Object.entries(event).reverse()) as unknown as EpcisObjectEvent;
        const sorted = { ...event, [SUSPICIONS_FIELD]: [...rules].sort() };
        const of = (e: EpcisObjectEvent) => epcisPreHash(e, { tagtrail: 'urn:tagtrail:epcis:' });
        return of(event) === of(reordered) && of(event) === of(sorted);
      }),
    );
  });

  it('gives two readings of one tag at different instants different ids (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (at, later) => {
          const of = (ms: number) =>
            epcisPreHash(readingObjectEvent({ ...reading, readAt: new Date(ms).toISOString() }, PUBLIC_URL), {});
          return of(at) !== of(at + later);
        },
      ),
    );
  });
});

describe('our tag URN', () => {
  it('reads back the tag id it names, whatever characters the id has (property)', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 64 }), (tagId) => tagIdOfUrn(tagUrn(tagId)) === tagId));
  });

  it('names no tag for another URN', () => {
    expect(tagIdOfUrn('urn:epc:id:sgtin:0614141.107346.2018')).toBeUndefined();
    expect(tagIdOfUrn('urn:tagtrail:tag:')).toBeUndefined();
  });
});

describe('documents', () => {
  it('frames a query document around events written in between, as one JSON text', () => {
    const events = [readingObjectEvent(reading, PUBLIC_URL), readingObjectEvent(reading, PUBLIC_URL)];
    const { head, tail } = epcisQueryDocumentFrame('2026-05-05T00:00:00.000Z');
    const document = JSON.parse(`${head}${events.map((event) => JSON.stringify(event)).join(',')}${tail}`);
    expect(document).toMatchObject({
      '@context': [
        'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld',
        { tagtrail: 'urn:tagtrail:epcis:' },
      ],
      type: 'EPCISQueryDocument',
      schemaVersion: '2.0',
      epcisBody: { queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: events } } },
    });
  });
});
