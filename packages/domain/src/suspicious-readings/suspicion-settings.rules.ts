/** Suspicious-reading settings rules (issue 28 §1): the settings form's checks, run again by the server. */
import type { RuleError } from '../shared/errors';
import {
  MAX_DEVICES_RANGE,
  MAX_READINGS_RANGE,
  MAX_SPEED_KMH_RANGE,
  MIN_DISTANCE_KM_RANGE,
  WINDOW_HOURS_RANGE,
  type IntegerRange,
  type SuspicionSettings,
} from './suspicion-settings.model';

/** A threshold that is not a whole number within its range; `params.min` and `params.max` say the range. */
export const SUSPICION_SETTING_OUT_OF_RANGE = 'SUSPICION_SETTING_OUT_OF_RANGE';

/** Whether a threshold is a whole number within its range. */
export function isWithinRange(value: number, range: IntegerRange): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

/**
 * One SUSPICION_SETTING_OUT_OF_RANGE error per threshold outside its range, on the threshold's path
 * ('impossibleTravel.maxSpeedKmh'), in the order of the form. A switched-off rule's thresholds are checked too: they
 * are stored, and become live the day the rule is switched on again.
 */
export function validateSuspicionSettings(input: SuspicionSettings): RuleError[] {
  const thresholds: readonly (readonly [field: string, value: number, range: IntegerRange])[] = [
    ['impossibleTravel.maxSpeedKmh', input.impossibleTravel.maxSpeedKmh, MAX_SPEED_KMH_RANGE],
    ['impossibleTravel.minDistanceKm', input.impossibleTravel.minDistanceKm, MIN_DISTANCE_KM_RANGE],
    ['tooManyReadings.maxReadings', input.tooManyReadings.maxReadings, MAX_READINGS_RANGE],
    ['tooManyReadings.maxDevices', input.tooManyReadings.maxDevices, MAX_DEVICES_RANGE],
    ['tooManyReadings.windowHours', input.tooManyReadings.windowHours, WINDOW_HOURS_RANGE],
  ];
  return thresholds
    .filter(([, value, range]) => !isWithinRange(value, range))
    .map(([field, , range]) => ({
      key: SUSPICION_SETTING_OUT_OF_RANGE,
      field,
      params: { min: range.min, max: range.max },
    }));
}
