/** What the public tag page shows, decided from the server's answer (spec B §2, §4, §8, §9). */
import { LOT_STATUS } from '../lots/lot-status.model';
import { LANGUAGES, type LanguageId } from '../shared/languages';
import {
  UNKNOWN_POSITION,
  type GeoPosition,
  type PublicTagMessages,
  type PublicTagReading,
} from './public-reading.model';

/** spec B §8: "'resource not found' label if no serial". */
export const PUBLIC_RESOURCE_NOT_FOUND = 'PUBLIC_RESOURCE_NOT_FOUND';
/** spec B §4: the blocked banner's messages (recall, expired, misplaced), and the one for a tag without status. */
export const PUBLIC_BANNER_RECALL = 'PUBLIC_BANNER_RECALL';
export const PUBLIC_BANNER_EXPIRED = 'PUBLIC_BANNER_EXPIRED';
export const PUBLIC_BANNER_MISPLACED = 'PUBLIC_BANNER_MISPLACED';
export const PUBLIC_BANNER_BLOCKED = 'PUBLIC_BANNER_BLOCKED';
/** The warning shown for a single-use tag read again when the customer wrote no message in any language. */
export const PUBLIC_BANNER_SINGLE_READING = 'PUBLIC_BANNER_SINGLE_READING';

export type BlockedReason = 'recall' | 'expired' | 'misplaced' | 'tagStatusMissing';

/** spec B §4: "lot status 1, 5 or 9 shows a blocked banner with the matching message (recall, expired, misplaced)". */
export const PUBLIC_BLOCKING_LOT_STATUS: Readonly<Record<number, { reason: BlockedReason; messageKey: string }>> = {
  [LOT_STATUS.recall]: { reason: 'recall', messageKey: PUBLIC_BANNER_RECALL },
  [LOT_STATUS.overdue]: { reason: 'expired', messageKey: PUBLIC_BANNER_EXPIRED },
  [LOT_STATUS.lost]: { reason: 'misplaced', messageKey: PUBLIC_BANNER_MISPLACED },
};

export type PublicTagBanner =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'blocked';
      readonly reason: BlockedReason;
      readonly messageKey: string;
      /** Shown with a lot status; null for a tag without status. */
      readonly statusDate: string | null;
    }
  | {
      readonly kind: 'warning';
      readonly reason: 'singleReadingRepeated';
      /** The customer's message in the visitor's language (or the nearest one); null when there is none at all. */
      readonly message: string | null;
      /** What to show when `message` is null. */
      readonly messageKey: string;
    };

/**
 * The customer's single-reading message for a visitor: their language first, then English (the default language),
 * then the others in id order; null when no language has one.
 */
export function singleReadingMessageFor(messages: PublicTagMessages, languageId: LanguageId): string | null {
  const order: LanguageId[] = [languageId, 2, ...LANGUAGES.map((language) => language.id)];
  for (const id of order) {
    const message = messages[id];
    if (message !== undefined && message.trim() !== '') return message;
  }
  return null;
}

/**
 * Whether the lot's validity has passed on `today` (both YYYY-MM-DD, the visitor's calendar day as the server sees
 * it): the expiry day itself is still valid. An undefined expiry never passes.
 */
export function expiryHasPassed(expiryDate: string | null, today: string): boolean {
  if (expiryDate === null || expiryDate.trim() === '') return false;
  return expiryDate.slice(0, 10) < today;
}

/**
 * The banner, most serious first: a recalled, expired or misplaced lot blocks with its status date; a lot whose
 * validity has passed blocks as expired even while its status says available, dated its expiry (a shopper must never
 * see an expired product as fine); a tag without status blocks; a single-use tag read more than once warns. `today`
 * is YYYY-MM-DD; without it no date is compared.
 */
export function publicTagBanner(reading: PublicTagReading, languageId: LanguageId, today?: string): PublicTagBanner {
  const lotBlock = reading.lotStatusId === null ? undefined : PUBLIC_BLOCKING_LOT_STATUS[reading.lotStatusId];
  if (lotBlock !== undefined) return { kind: 'blocked', ...lotBlock, statusDate: reading.statusDate };
  if (today !== undefined && expiryHasPassed(reading.expiryDate, today)) {
    return { kind: 'blocked', reason: 'expired', messageKey: PUBLIC_BANNER_EXPIRED, statusDate: reading.expiryDate };
  }
  if (reading.tagStatusId === null) {
    return { kind: 'blocked', reason: 'tagStatusMissing', messageKey: PUBLIC_BANNER_BLOCKED, statusDate: null };
  }
  if (reading.singleReading && reading.readingCount > 1) {
    return {
      kind: 'warning',
      reason: 'singleReadingRepeated',
      message: singleReadingMessageFor(reading.singleReadingMessages, languageId),
      messageKey: PUBLIC_BANNER_SINGLE_READING,
    };
  }
  return { kind: 'none' };
}

/** spec B §9: "Public image carousel transition 5500 ms unless the server gives a value". */
export const DEFAULT_CAROUSEL_TRANSITION_MS = 5500;

export interface CarouselSettings {
  readonly intervalMs: number;
  /** spec B §9: "sliding off when the value is 0". */
  readonly sliding: boolean;
  /** spec B §9: "controls only with more than one image". */
  readonly controls: boolean;
}

/** A missing, negative or non-numeric value counts as not given. */
export function carouselSettings(transitionMs: number | null | undefined, imageCount: number): CarouselSettings {
  const given = typeof transitionMs === 'number' && Number.isFinite(transitionMs) && transitionMs >= 0;
  const intervalMs = given ? transitionMs : DEFAULT_CAROUSEL_TRANSITION_MS;
  return { intervalMs, sliding: intervalMs !== 0, controls: imageCount > 1 };
}

/** spec B §8: a position that could not be had (denied, failed, nonsense) is sent as latitude 0, longitude 0. */
export function positionOrUnknown(position: GeoPosition | null | undefined): GeoPosition {
  if (position === null || position === undefined) return UNKNOWN_POSITION;
  const { latitude, longitude } = position;
  const valid =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid ? { latitude, longitude } : UNKNOWN_POSITION;
}

export type PublicTagPage =
  | { readonly kind: 'notFound'; readonly messageKey: string }
  | {
      readonly kind: 'found';
      readonly reading: PublicTagReading;
      readonly banner: PublicTagBanner;
      readonly carousel: CarouselSettings;
    };

/** The whole page: 'resource not found' without a serial, else the reading with its banner and carousel. */
export function publicTagPage(reading: PublicTagReading, languageId: LanguageId, today?: string): PublicTagPage {
  if (reading.serial === null || reading.serial.trim() === '') {
    return { kind: 'notFound', messageKey: PUBLIC_RESOURCE_NOT_FOUND };
  }
  return {
    kind: 'found',
    reading,
    banner: publicTagBanner(reading, languageId, today),
    carousel: carouselSettings(reading.carouselTransitionMs, reading.photoUrls.length),
  };
}
