/**
 * Country shapes that cross the antimeridian (Russia's Chukotka, Fiji) as one ring: their points jump from x near
 * +180° to near −180°, and drawn as they are, the jump is a line across the whole world view. Each such ring keeps
 * its western points where they are and moves the ones past the line east by one world, so the shape continues past
 * 180° as on a globe (the map repeats the world sideways, so nothing goes missing).
 */
import type { Geometry } from 'ol/geom';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Polygon from 'ol/geom/Polygon';

/** Web Mercator's world width in metres (EPSG:3857, −20,037,508.34 to 20,037,508.34). */
const WORLD_WIDTH = 40_075_016.68557849;

type Ring = number[][];

/** A ring whose consecutive points are more than half a world apart, with its points west of 0 moved one world east. */
export function ringEastOfAntimeridian(ring: Ring): Ring {
  const crosses = ring.some((point, i) => {
    const next = ring[i + 1];
    return next !== undefined && Math.abs((next[0] ?? 0) - (point[0] ?? 0)) > WORLD_WIDTH / 2;
  });
  if (!crosses) return ring;
  return ring.map(([x = 0, y = 0, ...rest]) => (x < 0 ? [x + WORLD_WIDTH, y, ...rest] : [x, y, ...rest]));
}

/** The geometry with every crossing ring of its polygons kept east of the line (in place; other geometries as they are). */
export function keepEastOfAntimeridian(geometry: Geometry | undefined): void {
  if (geometry instanceof Polygon) {
    geometry.setCoordinates(geometry.getCoordinates().map(ringEastOfAntimeridian));
  } else if (geometry instanceof MultiPolygon) {
    geometry.setCoordinates(geometry.getCoordinates().map((polygon) => polygon.map(ringEastOfAntimeridian)));
  }
}
