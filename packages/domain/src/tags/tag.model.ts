/** Tags: one NFC chip or QR code of a partner lot (spec A §3 "Tag"; spec B §3 "Tag"). */
import * as v from 'valibot';
import { InstantSchema } from '../shared/dates';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const TagSchema = v.object({
  /** The record id the tag calls use (`tagloteparceiro/{id}`); the spec lists no id, we add one. */
  id: v.pipe(v.number(), v.integer()),
  /** The chip serial or code written in the lot's tag file. */
  tagId: v.string(),
  /** Position in its partner lot, from 1. */
  sequence: v.pipe(v.number(), v.integer()),
  productName: v.nullable(v.string()),
  partnerLotNumber: v.string(),
  /** "My lot": the customer lot the tag went to, if any. */
  customerLotNumber: v.nullable(v.string()),
  customerName: v.nullable(v.string()),
  readingCount: Count,
  /** Readings that came with a location. */
  locatedReadingCount: Count,
  active: v.boolean(),
  lastReadAt: v.nullable(InstantSchema),
  /**
   * Some reading of the tag was replayed or invalid (issue 27 §5): a secure tag's signed URL sent again, or a message
   * naming it that did not verify — the tag may have been copied. Always false for a caller who sees no readings.
   */
  possibleCopy: v.boolean(),
});
export type Tag = v.InferOutput<typeof TagSchema>;

/** spec B §2: the readings action is enabled if there are readings. */
export function canShowReadings(tag: Pick<Tag, 'readingCount'>): boolean {
  return tag.readingCount > 0;
}

/** spec B §2: the map shows located readings, so it is offered when there is at least one. */
export function canShowReadingMap(tag: Pick<Tag, 'locatedReadingCount'>): boolean {
  return tag.locatedReadingCount > 0;
}
