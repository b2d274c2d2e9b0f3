/** Sub-lot rules (spec B §5 "Adding a sub-lot needs a selected partner lot"; spec A §8 dictionary). */
import { REQUIRED_FIELD_MESSAGE, type RuleError } from '../shared/errors';

/** The toast when adding a sub-lot fails, and when deleting one fails (spec B §8). */
export const ADD_MESSAGE_ERROR = 'ADD_MESSAGE_ERROR';
export const DELETE_SUBLOT_MESSAGE_ERROR = 'DELETE_SUBLOT_MESSAGE_ERROR';
/** 'It is not possible to unlink the suborder!': the server refuses to unlink a sub-lot in use. */
export const SUBLOT_IN_USE = 'SUBLOT_IN_USE';

export function validateSubLotAdd(input: { readonly partnerLotId: number | null }): RuleError[] {
  return input.partnerLotId === null ? [{ key: REQUIRED_FIELD_MESSAGE, field: 'partnerLotId' }] : [];
}

/**
 * A sub-lot is in use once any of its tags has been read: unlinking it would orphan those readings.
 * (The spec gives the message, not the test; readings are what the lot delete rule counts too.)
 */
export function validateSubLotUnlink(usage: { readonly readingCount: number }): RuleError[] {
  return usage.readingCount > 0 ? [{ key: SUBLOT_IN_USE }] : [];
}

/** Ours: the range asked for does not lie inside the partner lot (sequences run from 1 to its tag count). */
export const SUBLOT_RANGE_OUTSIDE_LOT = 'SUBLOT_RANGE_OUTSIDE_LOT';
/** Ours: the range shares tags with another sub-lot cut from the same partner lot. */
export const SUBLOT_RANGE_OVERLAPS = 'SUBLOT_RANGE_OVERLAPS';

/** A range of a partner lot's tags by sequence, both ends included; 0/0 asks for the whole lot (spec B §3). */
export interface SequenceRange {
  readonly startSequence: number;
  readonly endSequence: number;
}

/** The tags a range takes of a lot of `lotSize` tags: 0/0 is all of them. */
export function resolvedRange(range: SequenceRange, lotSize: number): SequenceRange {
  return range.startSequence === 0 && range.endSequence === 0 ? { startSequence: 1, endSequence: lotSize } : range;
}

export function rangesOverlap(a: SequenceRange, b: SequenceRange): boolean {
  return a.startSequence <= b.endSequence && b.startSequence <= a.endSequence;
}

/**
 * Adding a sub-lot (issue 11 §3): the range (0/0 for the whole partner lot) must lie inside the partner lot, from 1
 * to its size with the start not after the end, and share no tag with the partner lot's other sub-lots, given as
 * they are stored (0/0 for whole).
 */
export function validateSubLotRange(
  range: SequenceRange,
  lotSize: number,
  others: readonly SequenceRange[],
): RuleError[] {
  const wanted = resolvedRange(range, lotSize);
  const inside =
    Number.isInteger(wanted.startSequence) &&
    Number.isInteger(wanted.endSequence) &&
    wanted.startSequence >= 1 &&
    wanted.startSequence <= wanted.endSequence &&
    wanted.endSequence <= lotSize;
  if (!inside) return [{ key: SUBLOT_RANGE_OUTSIDE_LOT, field: 'startSequence', params: { max: lotSize } }];
  const overlapping = others.some((other) => rangesOverlap(wanted, resolvedRange(other, lotSize)));
  return overlapping ? [{ key: SUBLOT_RANGE_OVERLAPS, field: 'startSequence' }] : [];
}
