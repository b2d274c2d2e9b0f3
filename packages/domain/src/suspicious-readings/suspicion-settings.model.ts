/**
 * A customer's settings for the suspicious-reading rules (issue 28 §1): each rule can be switched off, and the rules
 * that count or measure have their thresholds. A customer who never saved any has the defaults, every rule on.
 */
import * as v from 'valibot';

/** The whole numbers a threshold may take, both ends allowed. */
export interface IntegerRange {
  readonly min: number;
  readonly max: number;
}

// The ranges are ours (the issue names none): wide enough for any real product, narrow enough that a typo (a speed
// of 1, a window of a year) cannot make every reading suspicious or none.
/** Speeds in km/h: 100 is a car on a motorway, 20,000 beyond any aircraft. */
export const MAX_SPEED_KMH_RANGE: IntegerRange = Object.freeze({ min: 100, max: 20_000 });
/** Distances in km: below 1 km a phone's position error alone would look like travel. */
export const MIN_DISTANCE_KM_RANGE: IntegerRange = Object.freeze({ min: 1, max: 5_000 });
/** Readings in one window: at least 2, so a single reading is never "too many". */
export const MAX_READINGS_RANGE: IntegerRange = Object.freeze({ min: 2, max: 10_000 });
/** Distinct devices in one window: at least 2, so the buyer's own phone is never "too many". */
export const MAX_DEVICES_RANGE: IntegerRange = Object.freeze({ min: 2, max: 1_000 });
/** The counting window in hours: an hour to 30 days. */
export const WINDOW_HOURS_RANGE: IntegerRange = Object.freeze({ min: 1, max: 720 });

/**
 * The settings as stored and sent. A field left out takes its default, so settings saved before a rule existed
 * still parse, with the new rule on.
 */
export const SuspicionSettingsSchema = v.object({
  offMarket: v.optional(v.object({ enabled: v.optional(v.boolean(), true) }), {}),
  impossibleTravel: v.optional(
    v.object({
      enabled: v.optional(v.boolean(), true),
      /** Faster than this between two readings is impossible (a passenger jet cruises at about 900 km/h). */
      maxSpeedKmh: v.optional(v.number(), 1_000),
      /** Readings closer than this are never impossible travel: positions of phones are not exact. */
      minDistanceKm: v.optional(v.number(), 50),
    }),
    {},
  ),
  tooManyReadings: v.optional(
    v.object({
      enabled: v.optional(v.boolean(), true),
      /** More readings than this in one window is too many. */
      maxReadings: v.optional(v.number(), 20),
      /** More distinct devices than this in one window is too many. */
      maxDevices: v.optional(v.number(), 5),
      windowHours: v.optional(v.number(), 24),
    }),
    {},
  ),
  afterExpiry: v.optional(v.object({ enabled: v.optional(v.boolean(), true) }), {}),
  copy: v.optional(v.object({ enabled: v.optional(v.boolean(), true) }), {}),
});
export type SuspicionSettings = v.InferOutput<typeof SuspicionSettingsSchema>;

/** Every rule on, with the default thresholds: what a customer has before saving settings. */
export const DEFAULT_SUSPICION_SETTINGS: SuspicionSettings = deepFreeze(v.parse(SuspicionSettingsSchema, {}));

// The defaults are shared by every customer without settings: a caller that changed them would change them for all.
function deepFreeze<T extends object>(value: T): T {
  for (const field of Object.values(value)) if (typeof field === 'object' && field !== null) deepFreeze(field);
  return Object.freeze(value);
}
