import type { GeoPosition } from './public-reading.model';

/** Where the visitor is. Rejects when the visitor refuses or the device cannot tell. */
export interface GeolocationPort {
  currentPosition(): Promise<GeoPosition>;
}
export const GeolocationPortToken = Symbol.for('GeolocationPort');
