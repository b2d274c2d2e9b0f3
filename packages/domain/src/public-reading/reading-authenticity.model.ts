/**
 * What a reading proved about the tag it read (issue 27 §4). A secure NFC tag (NTAG 424 DNA) signs every tap with a
 * read counter that only grows: a valid signature with a counter above any the tag has shown is genuine; a valid one
 * with a counter not above is a URL read before and sent again (a copy); a message that names a tag of the lot but
 * does not verify is invalid. QR codes and plain NFC tags prove nothing: unverified, as every reading was before.
 */
import * as v from 'valibot';

/** In the order the database stores them (readings.authenticity: 0 unverified … 3 invalid). */
export const READING_AUTHENTICITIES = ['unverified', 'genuine', 'replayed', 'invalid'] as const;
export type ReadingAuthenticity = (typeof READING_AUTHENTICITIES)[number];
export const ReadingAuthenticitySchema = v.picklist(READING_AUTHENTICITIES);

/** The stored code of an authenticity. */
export const authenticityCode = (authenticity: ReadingAuthenticity): number =>
  READING_AUTHENTICITIES.indexOf(authenticity);

/** The authenticity a stored code means; a code it does not know is unverified, which claims nothing. */
export const authenticityOfCode = (code: number): ReadingAuthenticity => READING_AUTHENTICITIES[code] ?? 'unverified';

/** A reading that suggests the tag was copied: the manufacturer is shown these as possible copies. */
export const isPossibleCopy = (authenticity: ReadingAuthenticity): boolean =>
  authenticity === 'replayed' || authenticity === 'invalid';
