import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aReading, aTag } from './tag.test-fixtures';
import { TagSchema, canShowReadingMap, canShowReadings } from './tag.model';
import { TagReadingSchema, hasLocation } from './tag-reading.model';

describe('tags (spec B §2 "Customer-area tag list")', () => {
  it('enables the readings action only when the tag has readings', () => {
    expect(canShowReadings(aTag)).toBe(true);
    expect(canShowReadings({ readingCount: 0 })).toBe(false);
  });

  it('offers the map only when some reading has a location', () => {
    expect(canShowReadingMap(aTag)).toBe(true);
    expect(canShowReadingMap({ locatedReadingCount: 0 })).toBe(false);
  });

  it('takes date-times with their offset', () => {
    expect(v.safeParse(TagSchema, aTag).success).toBe(true);
    expect(v.safeParse(TagSchema, { ...aTag, lastReadAt: '01/03/2026 12:00' }).success).toBe(false);
  });
});

describe('reading locations (spec B §2 "Tag readings page", §7)', () => {
  it('disables the map button without latitude and longitude', () => {
    expect(hasLocation(aReading(1, null, 10))).toBe(false);
    expect(hasLocation(aReading(1, 10, null))).toBe(false);
  });

  it('treats zero coordinates as no location: the public page falls back to 0,0 (spec B §8)', () => {
    expect(hasLocation(aReading(1, 0, 0))).toBe(false);
  });

  it('keeps a real place on the equator or the prime meridian', () => {
    expect(hasLocation(aReading(1, 0, 32.5))).toBe(true);
    expect(hasLocation(aReading(1, 51.5, 0))).toBe(true);
  });

  it('refuses coordinates off the globe', () => {
    expect(v.safeParse(TagReadingSchema, aReading(1, 91, 0)).success).toBe(false);
    expect(v.safeParse(TagReadingSchema, aReading(1, 0, -181)).success).toBe(false);
  });
});
