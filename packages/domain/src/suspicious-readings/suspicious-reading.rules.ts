/**
 * The suspicious-reading rules (issue 28 §1) as one pure judgement of a tag's readings: which of the fresh readings
 * break which rules, given the readings of the same tag judged before them. The server calls it per tag for batches
 * of thousands of readings, so it sorts once and walks the tag's readings once (a sliding window, no pairs).
 */
import type { GeoPosition } from '../public-reading/public-reading.model';
import { isPossibleCopy, type ReadingAuthenticity } from '../public-reading/reading-authenticity.model';
import { isKnownPosition } from '../public-reading/reverse-geocoder.port';
import { isLocalDate } from '../shared/dates';
import { normalizeMarkets } from './market.rules';
import type { SuspicionRule } from './suspicion-rule.model';
import type { SuspicionSettings } from './suspicion-settings.model';

/** A reading as the rules see it. */
export interface ReadingToJudge {
  readonly id: string;
  readonly readAt: Date;
  /** 0,0 together is no position (`isKnownPosition`). */
  readonly latitude: number;
  readonly longitude: number;
  /** The device that read the tag, when known; a reading without one is never counted as another device. */
  readonly deviceId: string | null;
  /** ISO 3166-1 alpha-2 code, as the reverse geocoder found it; null at sea or without a position. */
  readonly country: string | null;
  readonly authenticity: ReadingAuthenticity;
}

/** What the rules know of the reading's tag and lot. */
export interface TagToJudge {
  /** The lot's intended markets, ISO 3166-1 alpha-2 codes; empty: sold anywhere. */
  readonly markets: readonly string[];
  /** The lot's validity date, 'YYYY-MM-DD'; null when the lot has none. */
  readonly expiryDate: string | null;
}

/** What the caller must pass as earlier readings, beside the fresh ones (see `judgeTagReadings`). */
export interface ReadingHistoryNeeded {
  /** Every earlier reading made at most this many hours before the earliest fresh one, or after it (0: none before). */
  readonly hours: number;
  /**
   * Of those made before the earliest fresh one, only the latest this many: a fresh reading preceded in its window
   * by more than `maxReadings` others is flagged whatever they were, and otherwise its window holds no older one. A
   * flooded tag's history then costs the caller `maxReadings` rows, not the whole window.
   */
  readonly latestReadings: number;
  /** And the latest earlier reading with a known position made before the earliest fresh one, however old. */
  readonly latestKnownPosition: boolean;
}

/** The mean Earth radius (IUGG), in km: the sphere that best fits the ellipsoid for distances in any direction. */
export const EARTH_RADIUS_KM = 6371.0088;

const MILLISECONDS_PER_HOUR = 3_600_000;
const MILLISECONDS_PER_DAY = 86_400_000;

/**
 * The great-circle distance between two positions in km (haversine). On the sphere it is within about 0.5 % of the
 * true distance on the ellipsoid, and near antipodes the formula loses up to a metre to rounding: both far below
 * what a phone's position or a speed threshold can tell apart.
 */
export function distanceKm(from: GeoPosition, to: GeoPosition): number {
  const radians = Math.PI / 180;
  const fromLatitude = from.latitude * radians;
  const toLatitude = to.latitude * radians;
  const halfLatitudeChange = Math.sin((toLatitude - fromLatitude) / 2);
  const halfLongitudeChange = Math.sin(((to.longitude - from.longitude) * radians) / 2);
  const haversine =
    halfLatitudeChange * halfLatitudeChange +
    Math.cos(fromLatitude) * Math.cos(toLatitude) * halfLongitudeChange * halfLongitudeChange;
  // Rounding can push antipodal points a hair above 1, where asin has no answer.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, haversine)));
}

/**
 * How much of a tag's history the rules need to judge fresh readings: the too-many-readings window (when that rule
 * is on) and the latest reading with a position to measure travel from (when impossible travel is on).
 */
export function historyNeeded(settings: SuspicionSettings): ReadingHistoryNeeded {
  const counting = settings.tooManyReadings.enabled;
  return {
    hours: counting ? settings.tooManyReadings.windowHours : 0,
    latestReadings: counting ? settings.tooManyReadings.maxReadings : 0,
    latestKnownPosition: settings.impossibleTravel.enabled,
  };
}

/** A reading with its instant read once, and whether it is being judged now. */
interface TimedReading {
  readonly reading: ReadingToJudge;
  readonly time: number;
  readonly fresh: boolean;
}

/**
 * Whether the reading breaks one rule. The rules that look back keep state, so a check is called once for every
 * reading of the tag, earlier ones too, in (readAt, id) order, with the reading's place in that order.
 */
type RuleCheck = (current: TimedReading, index: number) => boolean;

/**
 * The rules each fresh reading of one tag breaks, in the order of SUSPICION_RULES. Every fresh reading is a key, with
 * [] when it breaks none, so the caller can tell "judged, nothing found" from "not judged".
 *
 * The readings are put in (readAt, id) order, whatever order they come in, and a reading is judged only by itself and
 * the readings before it in that order: flags never change when later readings arrive, so judging a tag's readings
 * in batches of any size gives the flags judging them all at once gives, provided `earlier` holds what
 * `historyNeeded(settings)` asks for: every earlier reading from `hours` before the earliest fresh one on (of those
 * before the earliest fresh one, the latest `latestReadings` are enough), and the latest earlier reading with a known
 * position before the earliest fresh one. Passing more is harmless. A reading
 * in both lists is judged as fresh, once.
 *
 * - off-market: the lot has markets, the reading's country is known and is not one of them.
 * - impossible-travel: the reading has a known position, and the latest reading before it with a known position is
 *   at least `minDistanceKm` away and was made too little time before to cover that distance at `maxSpeedKmh`
 *   (no time at all counts as too little).
 * - too-many-readings: in the window (readAt − windowHours, readAt], this reading and those before it number more than
 *   `maxReadings`, or came from more than `maxDevices` distinct devices. Readings at the same instant count in id
 *   order: the one with the smaller id does not count the other.
 * - after-expiry: the lot has a validity date and the reading was made after the end of that day, in UTC.
 * - copy: the tap was replayed or did not verify (`isPossibleCopy`).
 *
 * A rule switched off in the settings flags nothing.
 */
export function judgeTagReadings(
  settings: SuspicionSettings,
  tag: TagToJudge,
  earlier: readonly ReadingToJudge[],
  fresh: readonly ReadingToJudge[],
): Map<string, SuspicionRule[]> {
  const timeline = timelineOf(earlier, fresh);
  const candidates: readonly (readonly [SuspicionRule, boolean, () => RuleCheck])[] = [
    ['off-market', settings.offMarket.enabled, () => offMarketCheck(tag)],
    ['impossible-travel', settings.impossibleTravel.enabled, () => impossibleTravelCheck(settings)],
    ['too-many-readings', settings.tooManyReadings.enabled, () => tooManyReadingsCheck(settings, timeline)],
    ['after-expiry', settings.afterExpiry.enabled, () => afterExpiryCheck(tag)],
    ['copy', settings.copy.enabled, () => copyCheck],
  ];
  const checks = candidates.filter(([, enabled]) => enabled).map(([rule, , makeCheck]) => [rule, makeCheck()] as const);

  const judged = new Map<string, SuspicionRule[]>();
  timeline.forEach((current, index) => {
    // Every check runs on every reading, even when an earlier one already flagged it: the checks keep state.
    const broken = checks.filter(([, check]) => check(current, index)).map(([rule]) => rule);
    if (current.fresh) judged.set(current.reading.id, broken);
  });
  return judged;
}

/** Earlier and fresh readings as one list in (readAt, id) order; a reading in both is the fresh one. */
function timelineOf(earlier: readonly ReadingToJudge[], fresh: readonly ReadingToJudge[]): TimedReading[] {
  const byId = new Map<string, TimedReading>();
  for (const reading of earlier) byId.set(reading.id, { reading, time: reading.readAt.getTime(), fresh: false });
  for (const reading of fresh) byId.set(reading.id, { reading, time: reading.readAt.getTime(), fresh: true });
  return [...byId.values()].sort(
    (a, b) => a.time - b.time || (a.reading.id < b.reading.id ? -1 : a.reading.id > b.reading.id ? 1 : 0),
  );
}

function offMarketCheck(tag: TagToJudge): RuleCheck {
  const markets = new Set(normalizeMarkets(tag.markets));
  if (markets.size === 0) return () => false;
  return ({ reading }) => {
    const country = reading.country?.trim().toUpperCase() ?? '';
    return country !== '' && !markets.has(country);
  };
}

function impossibleTravelCheck(settings: SuspicionSettings): RuleCheck {
  const { maxSpeedKmh, minDistanceKm } = settings.impossibleTravel;
  let latestPositioned: TimedReading | undefined;
  return (current) => {
    if (!isKnownPosition(current.reading)) return false;
    const from = latestPositioned;
    latestPositioned = current;
    if (from === undefined) return false;
    const distance = distanceKm(from.reading, current.reading);
    if (!(distance >= minDistanceKm)) return false;
    const hours = (current.time - from.time) / MILLISECONDS_PER_HOUR;
    // Two places far apart at the same instant: no speed explains it.
    return hours <= 0 || distance / hours > maxSpeedKmh;
  };
}

function tooManyReadingsCheck(settings: SuspicionSettings, timeline: readonly TimedReading[]): RuleCheck {
  const { maxReadings, maxDevices, windowHours } = settings.tooManyReadings;
  const windowMilliseconds = windowHours * MILLISECONDS_PER_HOUR;
  const readingsByDevice = new Map<string, number>();
  let oldestInWindow = 0;
  return (current, index) => {
    const device = current.reading.deviceId;
    if (device !== null) readingsByDevice.set(device, (readingsByDevice.get(device) ?? 0) + 1);
    // The window is open at its start: a reading exactly windowHours older has left it.
    for (
      let leaving = timeline[oldestInWindow];
      leaving !== undefined && oldestInWindow < index && leaving.time <= current.time - windowMilliseconds;
      leaving = timeline[++oldestInWindow]
    ) {
      const leavingDevice = leaving.reading.deviceId;
      if (leavingDevice === null) continue;
      const left = (readingsByDevice.get(leavingDevice) ?? 1) - 1;
      if (left === 0) readingsByDevice.delete(leavingDevice);
      else readingsByDevice.set(leavingDevice, left);
    }
    return index - oldestInWindow + 1 > maxReadings || readingsByDevice.size > maxDevices;
  };
}

function afterExpiryCheck(tag: TagToJudge): RuleCheck {
  if (tag.expiryDate === null || !isLocalDate(tag.expiryDate)) return () => false;
  // A lot's validity date has no time zone and the server keeps instants in UTC, so the day ends at the next UTC
  // midnight: in São Paulo (UTC−3) a reading after 21:00 on the expiry day is already after it, in Lisbon in summer
  // (UTC+1) one before 01:00 on the next day is not yet. The hours either way do not change what the flag means.
  const endOfExpiryDay = Date.parse(`${tag.expiryDate}T00:00:00Z`) + MILLISECONDS_PER_DAY;
  return ({ time }) => time >= endOfExpiryDay;
}

const copyCheck: RuleCheck = ({ reading }) => isPossibleCopy(reading.authenticity);
