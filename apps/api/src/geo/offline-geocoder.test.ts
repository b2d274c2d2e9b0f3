import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PLACE } from '@tagtrail/domain';
import { OfflineGeocoder } from './offline-geocoder';

const geocoder = new OfflineGeocoder();
beforeAll(() => geocoder.ready, 30_000);

describe('the offline reverse geocoder', () => {
  it('names the country and the nearest town of readings in cities the demo uses', () => {
    expect(geocoder.placeOf({ latitude: -23.5505, longitude: -46.6333 })).toEqual({
      country: 'BR',
      region: null,
      city: 'São Paulo',
    });
    expect(geocoder.placeOf({ latitude: -30.0346, longitude: -51.2177 })).toMatchObject({
      country: 'BR',
      city: 'Porto Alegre',
    });
    expect(geocoder.placeOf({ latitude: 40.4168, longitude: -3.7038 })).toMatchObject({
      country: 'ES',
      city: 'Madrid',
    });
    expect(geocoder.placeOf({ latitude: 35.6762, longitude: 139.6503 })).toMatchObject({ country: 'JP' });
  });

  it('keeps a town across a border out: a reading in Uruguay is not counted in the Brazilian twin town', () => {
    // Rivera (UY) and Santana do Livramento (BR) share a street as their border.
    const rivera = geocoder.placeOf({ latitude: -30.9053, longitude: -55.5508 });
    expect(rivera.country).toBe('UY');
    expect(rivera.city).toBe('Rivera');
  });

  it('answers no place for the unknown position 0,0, and no town in open sea or desert', () => {
    expect(geocoder.placeOf({ latitude: 0, longitude: 0 })).toEqual(NO_PLACE);
    expect(geocoder.placeOf({ latitude: -40, longitude: -30 })).toEqual({ country: null, region: null, city: null });
  });

  it('answers for any valid position without throwing, a town only with a country', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          const place = geocoder.placeOf({ latitude, longitude });
          return place.city === null || place.country !== null;
        },
      ),
      { numRuns: 2000 },
    );
  });
});
