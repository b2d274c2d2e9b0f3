/**
 * Read a public tag: find where the visitor is (0, 0 when that fails, spec B §8), register the reading, and decide
 * what the page shows. Other failures are the caller's to log (spec B §8: "other failures are only logged").
 */
import type { Cancellation } from '../shared/cancellation';
import type { LanguageId } from '../shared/languages';
import type { GeoPosition } from './public-reading.model';
import type { GeolocationPort } from './geolocation.port';
import type { PublicReadingPort } from './public-reading.port';
import { positionOrUnknown, publicTagPage, type PublicTagPage } from './public-reading.rules';

export interface PublicReadingPorts {
  readonly reading: PublicReadingPort;
  readonly geolocation: GeolocationPort;
}

export async function readPublicTag(
  ports: PublicReadingPorts,
  code: string,
  languageId: LanguageId,
  signal?: Cancellation,
): Promise<PublicTagPage> {
  let position: GeoPosition | undefined;
  try {
    position = await ports.geolocation.currentPosition();
  } catch {
    position = undefined;
  }
  const reading = await ports.reading.read(code, positionOrUnknown(position), signal);
  return publicTagPage(reading, languageId);
}
