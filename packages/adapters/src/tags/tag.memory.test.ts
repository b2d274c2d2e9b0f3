import { describe, expect, it } from 'vitest';
import { isPossibleCopy, type MapReading, type ReadingSearchQuery } from '@tagtrail/domain';
import { demoPartnerTags } from './partner-tag.demo';
import { MAP_READINGS_LIMIT, type MemoryMapReading } from './reading-search.memory';
import { demoCustomerTags, demoTagReadings, MemoryTagAdapter } from './tag.memory';

const anySearch: ReadingSearchQuery = {
  startDate: null,
  endDate: null,
  productIds: null,
  categoryIds: null,
  countryIds: null,
  regionIds: null,
  cityIds: null,
  authenticities: null,
  suspiciousOnly: false,
};

describe('tags in memory: what the scans proved (issue 27 §5)', () => {
  it('marks a demo tag as a possible copy exactly when one of its readings is replayed or invalid', () => {
    for (const tag of demoPartnerTags) {
      expect(
        demoTagReadings(tag).some((reading) => isPossibleCopy(reading.authenticity)),
        tag.tagId,
      ).toBe(tag.possibleCopy);
    }
    expect(demoCustomerTags.some((tag) => tag.possibleCopy)).toBe(true);
    expect(demoCustomerTags.some((tag) => !tag.possibleCopy && tag.readingCount > 0)).toBe(true);
  });

  it('reads a QR tag’s readings as unverified and an NFC tag’s as genuine unless copied', () => {
    const qr = demoPartnerTags.find((tag) => !tag.tagId.startsWith('04') && tag.readingCount > 0);
    const nfc = demoPartnerTags.find((tag) => tag.tagId.startsWith('04') && tag.readingCount > 0 && !tag.possibleCopy);
    expect(new Set(demoTagReadings(qr!).map((reading) => reading.authenticity))).toEqual(new Set(['unverified']));
    expect(new Set(demoTagReadings(nfc!).map((reading) => reading.authenticity))).toEqual(new Set(['genuine']));
  });

  it('searches the map keeping only the authenticities asked for, as the server does', async () => {
    const port = new MemoryTagAdapter();
    const all = await port.searchReadings(anySearch);
    const copies = await port.searchReadings({ ...anySearch, authenticities: ['replayed', 'invalid'] });
    expect(copies.length).toBeGreaterThan(0);
    expect(copies).toEqual(all.filter((reading) => isPossibleCopy(reading.authenticity)));
    expect(await port.searchReadings({ ...anySearch, authenticities: [] })).toEqual([]);
  });

  it('filters the readings a story gives by authenticity too', async () => {
    const reading = (authenticity: MapReading['authenticity']): MapReading => ({
      readAt: '2026-03-01T12:00:00.000Z',
      latitude: 1,
      longitude: 2,
      customerLotNumber: null,
      productName: null,
      authenticity,
      suspicions: [],
    });
    const port = new MemoryTagAdapter([], { mapReadings: [reading('genuine'), reading('invalid')] });
    expect(await port.searchReadings({ ...anySearch, authenticities: ['genuine'] })).toEqual([reading('genuine')]);
  });
});

describe('tags in memory: suspicious readings (issue 28 §3)', () => {
  it('flags a possible copy with the rule copy, and some other readings with impossible travel', () => {
    const readings = demoCustomerTags.flatMap(demoTagReadings);
    for (const reading of readings) {
      expect(reading.suspicions.includes('copy')).toBe(isPossibleCopy(reading.authenticity));
    }
    expect(readings.some((reading) => reading.suspicions.includes('impossible-travel'))).toBe(true);
    expect(readings.some((reading) => reading.suspicions.length === 0)).toBe(true);
  });

  it('searches the map keeping only suspicious readings when asked, as the server does', async () => {
    const port = new MemoryTagAdapter();
    const all = await port.searchReadings(anySearch);
    const suspicious = await port.searchReadings({ ...anySearch, suspiciousOnly: true });
    expect(suspicious.length).toBeGreaterThan(0);
    expect(suspicious).toEqual(all.filter((reading) => reading.suspicions.length > 0));
  });
});

describe('tags in memory: the reading map as the server answers it (issue 26 §4)', () => {
  const located = (readAt: string): MemoryMapReading => ({
    readAt,
    latitude: -23.55,
    longitude: -46.63,
    customerLotNumber: null,
    productName: null,
    authenticity: 'unverified',
    suspicions: [],
    productId: null,
    categoryId: null,
    country: 'BR',
    region: null,
    city: null,
  });

  it(`answers at most ${MAP_READINGS_LIMIT} readings, the newest, as the server's limit does`, async () => {
    // One reading a second from the first instant on, the oldest first: the answer drops the first one alone.
    const start = Date.UTC(2026, 2, 1);
    const readings = Array.from({ length: MAP_READINGS_LIMIT + 1 }, (_, index) =>
      located(new Date(start + index * 1_000).toISOString()),
    );
    const port = new MemoryTagAdapter([], { readingMap: { categories: [], products: [], readings } });
    const answer = await port.searchReadings(anySearch);
    expect(answer).toHaveLength(MAP_READINGS_LIMIT);
    expect(answer[0]?.readAt).toBe(readings.at(-1)?.readAt);
    expect(answer.at(-1)?.readAt).toBe(readings[1]?.readAt);
  });

  it('offers the places and products of the demo tags’ readings, and searches them by place', async () => {
    const port = new MemoryTagAdapter();
    const options = await port.readingFilters();
    expect(options.countries.map((option) => option.name)).toEqual(['BR', 'PT']);
    expect(options.cities.map((option) => option.name)).toEqual(['Curitiba', 'Lisbon', 'Porto Alegre', 'São Paulo']);
    expect(options.products.length).toBeGreaterThan(0);
    const lisbon = options.cities.find((option) => option.name === 'Lisbon')?.id as number;
    const inLisbon = await port.searchReadings({ ...anySearch, cityIds: [lisbon] });
    expect(inLisbon.length).toBeGreaterThan(0);
    expect(inLisbon.every((reading) => reading.latitude === 38.72 && reading.longitude === -9.14)).toBe(true);
    const product = options.products[0] as { id: number; name: string };
    const ofProduct = await port.searchReadings({ ...anySearch, productIds: [product.id] });
    expect(ofProduct.length).toBeGreaterThan(0);
    expect(ofProduct.every((reading) => reading.productName === product.name)).toBe(true);
  });
});
