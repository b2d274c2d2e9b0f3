import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { GeolocationPort } from './geolocation.port';
import { PublicTagReadingSchema, type GeoPosition, type PublicTagReading } from './public-reading.model';
import type { PublicReadingPort } from './public-reading.port';
import { readPublicTag } from './read-public-tag.use-case';

const URL = 'https://tags.example/t/abc123';

function fakeReading(answer: Partial<PublicTagReading>) {
  const calls: [string, GeoPosition][] = [];
  const port: PublicReadingPort = {
    read: async (code, position) => {
      calls.push([code, position]);
      return { ...v.parse(PublicTagReadingSchema, {}), ...answer };
    },
  };
  return { port, calls };
}
const at = (position: GeoPosition): GeolocationPort => ({ currentPosition: async () => position });
const failing: GeolocationPort = { currentPosition: async () => Promise.reject(new Error('denied')) };

describe('readPublicTag', () => {
  it('sends the full page URL and the visitor’s position, then shows the reading', async () => {
    const reading = fakeReading({ serial: 'S-1', tagStatusId: 1 });
    const page = await readPublicTag(
      { reading: reading.port, geolocation: at({ latitude: 10, longitude: 20 }) },
      URL,
      2,
    );
    expect(reading.calls).toEqual([[URL, { latitude: 10, longitude: 20 }]]);
    expect(page).toMatchObject({ kind: 'found', banner: { kind: 'none' } });
  });

  it('sends latitude 0 and longitude 0 when geolocation fails', async () => {
    const reading = fakeReading({ serial: 'S-1', tagStatusId: 1 });
    await readPublicTag({ reading: reading.port, geolocation: failing }, URL, 2);
    expect(reading.calls[0]?.[1]).toEqual({ latitude: 0, longitude: 0 });
  });

  it("answers 'resource not found' when the server returns no serial", async () => {
    const reading = fakeReading({});
    const page = await readPublicTag({ reading: reading.port, geolocation: failing }, URL, 2);
    expect(page.kind).toBe('notFound');
  });

  it('leaves a failed reading to the caller to log', async () => {
    const port: PublicReadingPort = { read: async () => Promise.reject(new Error('offline')) };
    await expect(readPublicTag({ reading: port, geolocation: failing }, URL, 2)).rejects.toThrow('offline');
  });
});
