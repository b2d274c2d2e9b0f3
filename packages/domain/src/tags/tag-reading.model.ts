/** Readings of tags (spec B §3 "Tag reading"). */
import * as v from 'valibot';
import { ReadingAuthenticitySchema } from '../public-reading/reading-authenticity.model';
import { InstantSchema } from '../shared/dates';
import { SuspicionRuleSchema } from '../suspicious-readings/suspicion-rule.model';

const Latitude = v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)));
const Longitude = v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)));

/** One reading in a tag's reading list. */
export const TagReadingSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  deviceModel: v.nullable(v.string()),
  osVersion: v.nullable(v.string()),
  deviceId: v.nullable(v.string()),
  deviceAlias: v.nullable(v.string()),
  readAt: InstantSchema,
  latitude: Latitude,
  longitude: Longitude,
  /** What the scan proved about the tag (issue 27 §5: the manufacturer sees a possible copy). */
  authenticity: ReadingAuthenticitySchema,
  /** The rules the reading broke (issue 28 §3), in SUSPICION_RULES order; none for an ordinary reading. */
  suspicions: v.array(SuspicionRuleSchema),
});
export type TagReading = v.InferOutput<typeof TagReadingSchema>;

/**
 * A reading as the reading map shows it: a marker, and on hover lot number, date and product (spec B §2), and what
 * the scan proved, each authenticity in its own colour (issue 27 §5), and the rules it broke (issue 28 §3).
 */
export const MapReadingSchema = v.object({
  readAt: InstantSchema,
  latitude: Latitude,
  longitude: Longitude,
  customerLotNumber: v.nullable(v.string()),
  productName: v.nullable(v.string()),
  authenticity: ReadingAuthenticitySchema,
  /** The rules the reading broke (issue 28 §3), in SUSPICION_RULES order; none for an ordinary reading. */
  suspicions: v.array(SuspicionRuleSchema),
});
export type MapReading = v.InferOutput<typeof MapReadingSchema>;

export interface Located {
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/**
 * A reading that can go on a map. Zero coordinates are the public page's fallback when geolocation fails
 * (spec B §8: "falls back to latitude 0 and longitude 0"), so 0,0 means "no location" — spec B §7 drops
 * them from the tag map, and the reading's map button is disabled without latitude and longitude (§2).
 */
export function hasLocation(reading: Located): reading is Located & { latitude: number; longitude: number } {
  return (
    reading.latitude !== null &&
    reading.longitude !== null &&
    Number.isFinite(reading.latitude) &&
    Number.isFinite(reading.longitude) &&
    !(reading.latitude === 0 && reading.longitude === 0)
  );
}
