/** The customer dashboard (spec B §2 "Dashboard", §3 "Dashboard response", §9). */
import * as v from 'valibot';

const Count = v.pipe(v.number(), v.minValue(0));

/** spec B §2, §9: "the dashboard shows the latest 500 readings". */
export const DASHBOARD_LATEST_READINGS = 500;
/** spec B §2, §9: the card of tags read in the last 15 minutes. */
export const RECENT_READINGS_MINUTES = 15;
/** issue 27 §5: the card of possible copies counts the readings of the last 7 days. */
export const POSSIBLE_COPIES_DAYS = 7;
/** issue 28 §3: the card of suspicious readings counts the readings of the last 7 days. */
export const SUSPICIOUS_READINGS_DAYS = 7;

/** A reading on the world map. spec B §3 names only "pins (dataRecords)"; the fields are those of a map reading. */
export const ReadingPinSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
  lotNumber: v.optional(v.nullable(v.string()), null),
  productName: v.optional(v.nullable(v.string()), null),
  /** When it was read, ISO 8601. */
  readAt: v.optional(v.nullable(v.string()), null),
});
export type ReadingPin = v.InferOutput<typeof ReadingPinSchema>;

export const ProductReadingsSchema = v.object({ product: v.string(), count: Count });
export type ProductReadings = v.InferOutput<typeof ProductReadingsSchema>;
export const CountryReadingsSchema = v.object({ country: v.string(), count: Count });
export type CountryReadings = v.InferOutput<typeof CountryReadingsSchema>;
export const OsReadingsSchema = v.object({ name: v.string(), count: Count });
export type OsReadings = v.InferOutput<typeof OsReadingsSchema>;

export const DashboardSchema = v.object({
  unprocessedPromotions: Count,
  lockedDevices: Count,
  tagsReadLast15Minutes: Count,
  /** Readings of the last POSSIBLE_COPIES_DAYS days that were replayed or invalid (issue 27 §5). */
  possibleCopiesLast7Days: Count,
  /** Readings (not flags) of the last SUSPICIOUS_READINGS_DAYS days that broke some rule (issue 28 §3). */
  suspiciousReadingsLast7Days: Count,
  pins: v.array(ReadingPinSchema),
  topProducts: v.array(ProductReadingsSchema),
  topCountries: v.array(CountryReadingsSchema),
  readingsByOs: v.array(OsReadingsSchema),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;
