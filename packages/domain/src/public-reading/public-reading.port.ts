import type { Cancellation } from '../shared/cancellation';
import type { GeoPosition, PublicTagReading } from './public-reading.model';

/**
 * Registers a reading of the tag the page's URL names and answers what to show. The adapter sends the tenant id
 * and the app version (APP_VERSION) with it (spec B §7 "Public").
 */
export interface PublicReadingPort {
  read(code: string, position: GeoPosition, signal?: Cancellation): Promise<PublicTagReading>;
}
export const PublicReadingPortToken = Symbol.for('PublicReadingPort');
