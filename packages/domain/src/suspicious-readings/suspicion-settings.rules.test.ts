import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUSPICION_SETTINGS,
  MAX_DEVICES_RANGE,
  MAX_READINGS_RANGE,
  MAX_SPEED_KMH_RANGE,
  MIN_DISTANCE_KM_RANGE,
  SuspicionSettingsSchema,
  WINDOW_HOURS_RANGE,
  type SuspicionSettings,
} from './suspicion-settings.model';
import { SUSPICION_SETTING_OUT_OF_RANGE, isWithinRange, validateSuspicionSettings } from './suspicion-settings.rules';

const withTravel = (changes: Partial<SuspicionSettings['impossibleTravel']>): SuspicionSettings => ({
  ...DEFAULT_SUSPICION_SETTINGS,
  impossibleTravel: { ...DEFAULT_SUSPICION_SETTINGS.impossibleTravel, ...changes },
});
const withCount = (changes: Partial<SuspicionSettings['tooManyReadings']>): SuspicionSettings => ({
  ...DEFAULT_SUSPICION_SETTINGS,
  tooManyReadings: { ...DEFAULT_SUSPICION_SETTINGS.tooManyReadings, ...changes },
});

const THRESHOLDS = [
  {
    field: 'impossibleTravel.maxSpeedKmh',
    range: MAX_SPEED_KMH_RANGE,
    with: (value: number) => withTravel({ maxSpeedKmh: value }),
  },
  {
    field: 'impossibleTravel.minDistanceKm',
    range: MIN_DISTANCE_KM_RANGE,
    with: (value: number) => withTravel({ minDistanceKm: value }),
  },
  {
    field: 'tooManyReadings.maxReadings',
    range: MAX_READINGS_RANGE,
    with: (value: number) => withCount({ maxReadings: value }),
  },
  {
    field: 'tooManyReadings.maxDevices',
    range: MAX_DEVICES_RANGE,
    with: (value: number) => withCount({ maxDevices: value }),
  },
  {
    field: 'tooManyReadings.windowHours',
    range: WINDOW_HOURS_RANGE,
    with: (value: number) => withCount({ windowHours: value }),
  },
] as const;

describe('suspicious-reading settings (issue 28 §1)', () => {
  it('has every rule on by default, at 1000 km/h, 50 km, 20 readings, 5 devices in 24 hours', () => {
    expect(DEFAULT_SUSPICION_SETTINGS).toEqual({
      offMarket: { enabled: true },
      impossibleTravel: { enabled: true, maxSpeedKmh: 1000, minDistanceKm: 50 },
      tooManyReadings: { enabled: true, maxReadings: 20, maxDevices: 5, windowHours: 24 },
      afterExpiry: { enabled: true },
      copy: { enabled: true },
    });
    expect(validateSuspicionSettings(DEFAULT_SUSPICION_SETTINGS)).toEqual([]);
  });

  it('shares defaults no caller can change', () => {
    expect(Object.isFrozen(DEFAULT_SUSPICION_SETTINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SUSPICION_SETTINGS.tooManyReadings)).toBe(true);
  });

  it('fills what stored settings leave out with the defaults', () => {
    const stored = { impossibleTravel: { maxSpeedKmh: 800 }, copy: { enabled: false } };
    expect(v.parse(SuspicionSettingsSchema, stored)).toEqual({
      ...DEFAULT_SUSPICION_SETTINGS,
      impossibleTravel: { enabled: true, maxSpeedKmh: 800, minDistanceKm: 50 },
      copy: { enabled: false },
    });
    expect(v.safeParse(SuspicionSettingsSchema, { offMarket: { enabled: 'yes' } }).success).toBe(false);
  });

  it('accepts each threshold at both ends of its range and refuses it one past either end, on its own field', () => {
    for (const { field, range, with: settingsWith } of THRESHOLDS) {
      expect(validateSuspicionSettings(settingsWith(range.min))).toEqual([]);
      expect(validateSuspicionSettings(settingsWith(range.max))).toEqual([]);
      for (const value of [range.min - 1, range.max + 1])
        expect(validateSuspicionSettings(settingsWith(value))).toEqual([
          { key: SUSPICION_SETTING_OUT_OF_RANGE, field, params: { min: range.min, max: range.max } },
        ]);
    }
  });

  it('refuses a threshold that is not a whole number', () => {
    for (const value of [50.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(validateSuspicionSettings(withTravel({ minDistanceKm: value }))).toEqual([
        { key: SUSPICION_SETTING_OUT_OF_RANGE, field: 'impossibleTravel.minDistanceKm', params: { min: 1, max: 5000 } },
      ]);
  });

  it('checks the thresholds of a switched-off rule too: they are stored', () => {
    const settings = withCount({ enabled: false, windowHours: 0 });
    expect(validateSuspicionSettings(settings).map((error) => error.field)).toEqual(['tooManyReadings.windowHours']);
  });

  it('reports every threshold out of range, in the order of the form', () => {
    const settings = {
      ...withTravel({ maxSpeedKmh: 0, minDistanceKm: 0 }),
      tooManyReadings: { enabled: true, maxReadings: 1, maxDevices: 1, windowHours: 721 },
    };
    expect(validateSuspicionSettings(settings).map((error) => error.field)).toEqual(
      THRESHOLDS.map(({ field }) => field),
    );
  });

  it('property: a threshold passes exactly when it is a whole number within its range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...THRESHOLDS),
        fc.oneof(fc.integer({ min: -10, max: 30_000 }), fc.double({ min: -10, max: 30_000 })),
        ({ range, with: settingsWith }, value) => {
          const passes = Number.isInteger(value) && value >= range.min && value <= range.max;
          expect(isWithinRange(value, range)).toBe(passes);
          expect(validateSuspicionSettings(settingsWith(value)).length === 0).toBe(passes);
        },
      ),
    );
  });
});
