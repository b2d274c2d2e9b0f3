/**
 * The public tag page (spec B §2 "Public tag page", §3 "Public tag response", §7 "Public"): a visitor scans a tag
 * link, the page sends the link and where the visitor is, and shows what the server answers. No sign-in.
 */
import * as v from 'valibot';
import { EMPTY_SINGLE_READING_MESSAGES, SingleReadingMessagesSchema } from '../customers/customer.model';
import type { LanguageId } from '../shared/languages';
import { ReadingAuthenticitySchema } from './reading-authenticity.model';

/** spec B §7, §9: the app version the page announces with every reading, "value 3.0.12". */
export const APP_VERSION = '3.0.12';

export interface GeoPosition {
  readonly latitude: number;
  readonly longitude: number;
}

/** spec B §8: "geolocation failure falls back to latitude 0 and longitude 0". */
export const UNKNOWN_POSITION: GeoPosition = { latitude: 0, longitude: 0 };

/** What the page sends: the full page URL as the code, and the visitor's position. */
export const PublicReadingRequestSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
export type PublicReadingRequest = v.InferOutput<typeof PublicReadingRequestSchema>;

/** The customer's single-reading message in each language, by language id (1 pt, 2 en, 3 es); any may be missing. */
export type PublicTagMessages = Readonly<Partial<Record<LanguageId, string>>>;

const OptionalText = v.optional(v.nullable(v.string()), null);
const OptionalNumber = v.optional(v.nullable(v.number()), null);

export const PublicTagReadingSchema = v.object({
  /** The tag's serial; none means the link names no tag ('resource not found'). */
  serial: OptionalText,
  productName: OptionalText,
  productDescription: OptionalText,
  productManualUrl: OptionalText,
  productVideoUrl: OptionalText,
  photoUrls: v.optional(v.array(v.string()), []),
  customerName: OptionalText,
  lotNumber: OptionalText,
  /** The lot's status: 1 recall, 5 expired, 9 misplaced, anything else available. */
  lotStatusId: OptionalNumber,
  statusDate: OptionalText,
  manufactureDate: OptionalText,
  /** null when the lot's expiry is undefined (the page shows 'undefined'). */
  expiryDate: OptionalText,
  /** The tag's own status; none means the tag is blocked (spec B §4). */
  tagStatusId: OptionalNumber,
  /** The customer sells single-use tags (spec A §3 "leituraUnica"). */
  singleReading: v.optional(v.boolean(), false),
  /** The customer's messages as stored for it (spec A §3); an empty text means none in that language. */
  singleReadingMessages: v.optional(SingleReadingMessagesSchema, EMPTY_SINGLE_READING_MESSAGES),
  /** How many times the tag has been read, this reading included. */
  readingCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** The page's theme name, as the server gives it (its contents are not shown in the spec). */
  theme: OptionalText,
  /** Milliseconds between carousel images; null when the server gives none. */
  carouselTransitionMs: OptionalNumber,
  /** What this reading proved about the tag (issue 27 §4): only a secure NFC tag's tap is ever more than unverified. */
  authenticity: v.optional(ReadingAuthenticitySchema, 'unverified'),
});
export type PublicTagReading = v.InferOutput<typeof PublicTagReadingSchema>;

/** The answer for a link that names no tag: every field empty, no serial ('resource not found'). */
export const NO_PUBLIC_TAG: PublicTagReading = Object.freeze(v.parse(PublicTagReadingSchema, {}));
