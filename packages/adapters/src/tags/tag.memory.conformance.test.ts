/** The customer's tag port's conformance cases (tag.conformance.ts) run against the memory adapter. */
import type { TagReading } from '@tagtrail/domain';
import { CONFORMANCE_TAG_LOTS, CONFORMANCE_TAGS, conformanceTagRow, describeTagConformance } from './tag.conformance';
import { MemoryTagAdapter } from './tag.memory';

const CUSTOMER_NAME = 'Vinícola Conformidade';

describeTagConformance('memory', async () => {
  const tagIds = CONFORMANCE_TAGS.map((_tag, index) => 501 + index);
  let nextReadingId = 9_001;
  const readingIds: number[][] = [];
  const readingsByTag: Record<number, TagReading[]> = {};
  CONFORMANCE_TAGS.forEach(([lot, sequence], index) => {
    const readings = (lot.tags[sequence - 1]?.readings ?? []).map(({ deviceId, ...reading }): TagReading => ({
      ...reading,
      id: nextReadingId++,
      deviceId: `pseudonym-of-${deviceId}`,
      suspicions: [],
    }));
    readingIds.push(readings.map((reading) => reading.id));
    readingsByTag[tagIds[index] as number] = readings;
  });
  // The customer's adapter holds the tags of the lots given to it alone, as row-level security shows them.
  const seed = CONFORMANCE_TAGS.flatMap(([lot, sequence], index) =>
    lot.given ? [conformanceTagRow(lot, sequence, tagIds[index] as number, CUSTOMER_NAME, 'customer')] : [],
  );
  const partnerLots = CONFORMANCE_TAG_LOTS.map((lot, index) => ({
    id: 61 + index,
    number: lot.number,
    createdAt: lot.createdAt,
  }));
  return {
    port: new MemoryTagAdapter(seed, { partnerLots, readingsByTag }),
    customerName: CUSTOMER_NAME,
    tagIds,
    readingIds,
  };
});
