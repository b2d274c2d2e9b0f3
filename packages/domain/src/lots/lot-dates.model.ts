/**
 * Date schemas the lot and tag models share. Calendar dates are ISO `YYYY-MM-DD` (shared/dates.ts); an
 * instant (a lot's creation, a reading) is an ISO 8601 date-time with its offset, e.g. `2026-03-01T12:00:00Z`.
 */
import * as v from 'valibot';
import { isLocalDate, type LocalDate } from '../shared/dates';

export const LotDateSchema = v.custom<LocalDate>(isLocalDate, 'expected a YYYY-MM-DD calendar date');

/** A date field a form may leave empty: '' stands for "not given" (spec B §5: "sent empty"). */
export const LotDateOrEmptySchema = v.union([v.literal(''), LotDateSchema]);
export type LotDateOrEmpty = v.InferOutput<typeof LotDateOrEmptySchema>;

export const InstantSchema = v.pipe(v.string(), v.isoTimestamp());
