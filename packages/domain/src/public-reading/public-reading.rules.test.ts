import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, PublicTagReadingSchema, UNKNOWN_POSITION, type PublicTagReading } from './public-reading.model';
import {
  carouselSettings,
  DEFAULT_CAROUSEL_TRANSITION_MS,
  positionOrUnknown,
  PUBLIC_BANNER_BLOCKED,
  PUBLIC_BANNER_EXPIRED,
  PUBLIC_BANNER_MISPLACED,
  PUBLIC_BANNER_RECALL,
  PUBLIC_BANNER_SINGLE_READING,
  PUBLIC_RESOURCE_NOT_FOUND,
  expiryHasPassed,
  publicTagBanner,
  publicTagPage,
  singleReadingMessageFor,
} from './public-reading.rules';

/** A tag that reads fine: serial, active tag, available lot, not single-use. */
const reading = (over: Partial<PublicTagReading> = {}): PublicTagReading => ({
  ...v.parse(PublicTagReadingSchema, { serial: 'TAG-0001', tagStatusId: 1, lotStatusId: 0, statusDate: '2025-03-01' }),
  ...over,
});

describe('public page constants (spec B §7, §9)', () => {
  it('announces app version 3.0.12', () => {
    expect(APP_VERSION).toBe('3.0.12');
  });

  it('a missing answer field reads as nothing: no photos, not single-use, no readings', () => {
    const parsed = v.parse(PublicTagReadingSchema, {});
    expect(parsed).toMatchObject({ serial: null, photoUrls: [], singleReading: false, readingCount: 0 });
    expect(parsed.singleReadingMessages).toEqual({ 1: '', 2: '', 3: '' });
  });
});

describe('blocked and warning banner (spec B §4)', () => {
  it('lot status 1 shows a blocked banner with the recall message and the status date', () => {
    expect(publicTagBanner(reading({ lotStatusId: 1 }), 2)).toEqual({
      kind: 'blocked',
      reason: 'recall',
      messageKey: PUBLIC_BANNER_RECALL,
      statusDate: '2025-03-01',
    });
  });

  it('lot status 5 shows the expired message; 9 the misplaced message', () => {
    expect(publicTagBanner(reading({ lotStatusId: 5 }), 2)).toMatchObject({
      kind: 'blocked',
      messageKey: PUBLIC_BANNER_EXPIRED,
    });
    expect(publicTagBanner(reading({ lotStatusId: 9 }), 2)).toMatchObject({
      kind: 'blocked',
      messageKey: PUBLIC_BANNER_MISPLACED,
    });
  });

  it('any other lot status shows no banner', () => {
    for (const status of [0, 2, 3, 4, 6, 7, 8, 10]) {
      expect(publicTagBanner(reading({ lotStatusId: status }), 2)).toEqual({ kind: 'none' });
    }
    expect(publicTagBanner(reading({ lotStatusId: null }), 2)).toEqual({ kind: 'none' });
  });

  it('a missing tag status also shows blocked', () => {
    expect(publicTagBanner(reading({ tagStatusId: null }), 2)).toEqual({
      kind: 'blocked',
      reason: 'tagStatusMissing',
      messageKey: PUBLIC_BANNER_BLOCKED,
      statusDate: null,
    });
  });

  it('a blocked lot wins over a missing tag status and a repeated single reading', () => {
    const banner = publicTagBanner(
      reading({ lotStatusId: 1, tagStatusId: null, singleReading: true, readingCount: 3 }),
      2,
    );
    expect(banner).toMatchObject({ kind: 'blocked', reason: 'recall' });
  });

  it("a single-use tag read more than once shows a warning with the message in the visitor's language", () => {
    const messages = { 1: 'Já lida', 2: 'Already read', 3: 'Ya leída' };
    const single = reading({ singleReading: true, readingCount: 2, singleReadingMessages: messages });
    expect(publicTagBanner(single, 3)).toEqual({
      kind: 'warning',
      reason: 'singleReadingRepeated',
      message: 'Ya leída',
      messageKey: PUBLIC_BANNER_SINGLE_READING,
    });
    expect(publicTagBanner(single, 1)).toMatchObject({ message: 'Já lida' });
  });

  it('a single-use tag read for the first time shows no banner', () => {
    expect(publicTagBanner(reading({ singleReading: true, readingCount: 1 }), 2)).toEqual({ kind: 'none' });
  });

  it('a tag that is not single-use never warns, however often it is read', () => {
    expect(publicTagBanner(reading({ singleReading: false, readingCount: 50 }), 2)).toEqual({ kind: 'none' });
  });
});

describe('single-reading message fallback', () => {
  it('falls back to English, then the other languages in order, when the visitor’s language has none', () => {
    expect(singleReadingMessageFor({ 2: 'Already read', 3: 'Ya leída' }, 1)).toBe('Already read');
    expect(singleReadingMessageFor({ 3: 'Ya leída' }, 1)).toBe('Ya leída');
    expect(singleReadingMessageFor({ 1: '  ', 3: 'Ya leída' }, 1)).toBe('Ya leída');
  });

  it('answers null when no language has a message, so the page shows its own text', () => {
    expect(singleReadingMessageFor({}, 2)).toBeNull();
    const banner = publicTagBanner(reading({ singleReading: true, readingCount: 2 }), 2);
    expect(banner).toMatchObject({ kind: 'warning', message: null, messageKey: PUBLIC_BANNER_SINGLE_READING });
  });

  it('property: the message is the visitor’s own whenever there is one', () => {
    const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(fc.constantFrom(1 as const, 2 as const, 3 as const), text, text, (languageId, own, other) => {
        const messages = { 1: other, 2: other, 3: other, [languageId]: own };
        expect(singleReadingMessageFor(messages, languageId)).toBe(own);
      }),
    );
  });
});

describe('carousel (spec B §9)', () => {
  it('moves every 5500 ms unless the server gives a value', () => {
    expect(DEFAULT_CAROUSEL_TRANSITION_MS).toBe(5500);
    expect(carouselSettings(null, 3).intervalMs).toBe(5500);
    expect(carouselSettings(undefined, 3).intervalMs).toBe(5500);
    expect(carouselSettings(3000, 3).intervalMs).toBe(3000);
  });

  it('treats a negative or impossible value as not given', () => {
    expect(carouselSettings(-1, 3).intervalMs).toBe(5500);
    expect(carouselSettings(Number.NaN, 3).intervalMs).toBe(5500);
  });

  it('turns sliding off when the value is 0', () => {
    expect(carouselSettings(0, 3)).toEqual({ intervalMs: 0, sliding: false, controls: true });
    expect(carouselSettings(2000, 3).sliding).toBe(true);
  });

  it('shows controls only with more than one image', () => {
    expect(carouselSettings(null, 0).controls).toBe(false);
    expect(carouselSettings(null, 1).controls).toBe(false);
    expect(carouselSettings(null, 2).controls).toBe(true);
  });
});

describe('geolocation fallback (spec B §8)', () => {
  it('a failed geolocation is sent as latitude 0 and longitude 0', () => {
    expect(UNKNOWN_POSITION).toEqual({ latitude: 0, longitude: 0 });
    expect(positionOrUnknown(undefined)).toEqual({ latitude: 0, longitude: 0 });
    expect(positionOrUnknown({ latitude: Number.NaN, longitude: 4 })).toEqual({ latitude: 0, longitude: 0 });
    expect(positionOrUnknown({ latitude: 91, longitude: 4 })).toEqual({ latitude: 0, longitude: 0 });
  });

  it('a real position is kept', () => {
    expect(positionOrUnknown({ latitude: -23.55, longitude: -46.63 })).toEqual({ latitude: -23.55, longitude: -46.63 });
  });
});

describe('the page (spec B §2, §8)', () => {
  it("shows 'resource not found' when no serial is returned", () => {
    expect(publicTagPage(reading({ serial: null }), 2)).toEqual({
      kind: 'notFound',
      messageKey: PUBLIC_RESOURCE_NOT_FOUND,
    });
    expect(publicTagPage(reading({ serial: ' ' }), 2).kind).toBe('notFound');
  });

  it('shows the reading with its banner and carousel when there is a serial', () => {
    const page = publicTagPage(reading({ photoUrls: ['a.png', 'b.png'], carouselTransitionMs: 0, lotStatusId: 5 }), 2);
    expect(page).toMatchObject({
      kind: 'found',
      banner: { kind: 'blocked', reason: 'expired' },
      carousel: { intervalMs: 0, sliding: false, controls: true },
    });
  });
});

describe('a lot whose validity has passed (issue 12 §2)', () => {
  it('blocks as expired, dated its expiry, even while the lot status says available', () => {
    expect(publicTagBanner(reading({ lotStatusId: 0, expiryDate: '2026-11-24' }), 1, '2026-11-25')).toEqual({
      kind: 'blocked',
      reason: 'expired',
      messageKey: PUBLIC_BANNER_EXPIRED,
      statusDate: '2026-11-24',
    });
  });

  it('is still fine on its expiry day, and an undefined expiry never passes', () => {
    expect(publicTagBanner(reading({ expiryDate: '2026-11-25' }), 1, '2026-11-25')).toEqual({ kind: 'none' });
    expect(publicTagBanner(reading({ expiryDate: null }), 1, '2099-01-01')).toEqual({ kind: 'none' });
  });

  it('a recall still names the recall, whatever the dates', () => {
    expect(publicTagBanner(reading({ lotStatusId: 1, expiryDate: '2020-01-01' }), 1, '2026-11-25')).toMatchObject({
      reason: 'recall',
    });
  });

  it('property: passed exactly when the expiry day comes before today', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (expiry, today) => {
        expect(expiryHasPassed(expiry, today)).toBe(Date.parse(expiry) < Date.parse(today));
        const banner = publicTagBanner(reading({ expiryDate: expiry }), 1, today);
        expect(banner.kind === 'blocked').toBe(Date.parse(expiry) < Date.parse(today));
      }),
    );
  });
});
