import { describe, expect, it } from 'vitest';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Polygon from 'ol/geom/Polygon';
import { fromLonLat } from 'ol/proj';
import { keepEastOfAntimeridian, ringEastOfAntimeridian } from './antimeridian';

const ring = (points: [number, number][]) => points.map((point) => fromLonLat(point));
const longitudes = (coordinates: number[][]) => coordinates.map(([x = 0]) => Math.round((x / 20_037_508.34) * 180));

describe('shapes across the antimeridian', () => {
  it('moves the points past the line one world east, so the ring no longer jumps across the map', () => {
    // Chukotka: from 170°E over the line to 170°W and back.
    const chukotka = ring([
      [170, 65],
      [179.9, 66],
      [-179.9, 66],
      [-170, 65],
      [-179.9, 64],
      [179.9, 64],
      [170, 65],
    ]);
    expect(longitudes(ringEastOfAntimeridian(chukotka))).toEqual([170, 180, 180, 190, 180, 180, 170]);
  });

  it('leaves a ring that does not cross as it is, also one west of 0° (Brazil)', () => {
    const brazil = ring([
      [-60, -10],
      [-40, -10],
      [-40, -20],
      [-60, -10],
    ]);
    expect(ringEastOfAntimeridian(brazil)).toBe(brazil);
  });

  it('mends every crossing ring of a polygon and of a multipolygon', () => {
    const fiji = ring([
      [178, -17],
      [-179.5, -17],
      [-179.5, -18],
      [178, -17],
    ]);
    const polygon = new Polygon([fiji]);
    keepEastOfAntimeridian(polygon);
    expect(longitudes(polygon.getCoordinates()[0] ?? [])).toEqual([178, 181, 181, 178]);
    const islands = new MultiPolygon([
      [fiji],
      [
        ring([
          [10, 10],
          [11, 10],
          [11, 11],
          [10, 10],
        ]),
      ],
    ]);
    keepEastOfAntimeridian(islands);
    expect(longitudes(islands.getCoordinates()[0]?.[0] ?? [])).toEqual([178, 181, 181, 178]);
    expect(longitudes(islands.getCoordinates()[1]?.[0] ?? [])).toEqual([10, 11, 11, 10]);
  });
});
