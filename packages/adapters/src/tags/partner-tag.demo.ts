/**
 * Demo tags of the first demo partner's lots (partner-lot.demo.ts): the first tags of each lot, those of lots with
 * a product in a customer lot and read now and then, some with a location. The NFC tags prove themselves at each tap
 * (issue 27): their readings are genuine, but every third one read has had its URL copied (a reading replayed, and
 * another forged when it was read often). Fixed, so stories stay alike.
 */
import type { ReadingAuthenticity, Tag } from '@tagtrail/domain';
import { demoPartnerLots } from '../lots/partner-lot.demo';

const TAGS_PER_LOT = 8;
const HOUR_MS = 60 * 60 * 1000;
const LAST_READING = Date.UTC(2026, 1, 27, 18, 45);

/**
 * What the demo tag's reading number `index` (0: the newest) proved: on a tag marked as a possible copy, the second
 * newest (the only one, on a tag read once) was a replayed URL and the fourth a forged one; any other reading of an
 * NFC tag is genuine and a QR tag's proves nothing. So a tag is marked exactly when one of its readings is a copy.
 */
export function demoReadingAuthenticity(
  tag: Pick<Tag, 'tagId' | 'readingCount' | 'possibleCopy'>,
  index: number,
): ReadingAuthenticity {
  if (tag.possibleCopy && index === Math.min(1, tag.readingCount - 1)) return 'replayed';
  if (tag.possibleCopy && index === 3) return 'invalid';
  return tag.tagId.startsWith('04') ? 'genuine' : 'unverified';
}

function buildDemoPartnerTags(): Tag[] {
  const tags: Tag[] = [];
  for (const [lotIndex, lot] of demoPartnerLots.entries()) {
    const used = lot.totalTags - lot.availableTags;
    for (let sequence = 1; sequence <= Math.min(TAGS_PER_LOT, lot.totalTags); sequence += 1) {
      const inCustomerLot = sequence <= used && lot.productId !== null;
      // Tags in a customer lot are on shelves: some read many times, a few never.
      const readingCount = inCustomerLot ? ((lotIndex * 7 + sequence * 13) % 23) * (sequence % 4 === 0 ? 0 : 1) : 0;
      tags.push({
        id: lot.id * 1_000 + sequence,
        tagId:
          lot.type === 1
            ? `04${(lot.id * 131 + sequence * 17).toString(16).toUpperCase().padStart(6, '0')}A2${String(sequence).padStart(4, '0')}`
            : `q${lot.id.toString(36)}${(sequence * 7919 + lot.id * 104_729).toString(36).padStart(8, 'x')}`,
        sequence,
        productName: inCustomerLot ? lot.productName : null,
        partnerLotNumber: lot.number,
        customerLotNumber: inCustomerLot
          ? `LC-${lot.number.slice(3)}-${String((sequence % 3) + 1).padStart(2, '0')}`
          : null,
        customerName: lot.customerName,
        readingCount,
        locatedReadingCount: Math.floor(readingCount * 0.6),
        active: true,
        lastReadAt:
          readingCount > 0 ? new Date(LAST_READING - (lotIndex * 29 + sequence * 5) * HOUR_MS).toISOString() : null,
        // Every third NFC tag that was read has had its URL copied.
        possibleCopy: lot.type === 1 && readingCount > 0 && sequence % 3 === 2,
      });
    }
  }
  return tags;
}

export const demoPartnerTags: readonly Tag[] = buildDemoPartnerTags();
