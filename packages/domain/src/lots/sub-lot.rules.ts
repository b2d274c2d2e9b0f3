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
