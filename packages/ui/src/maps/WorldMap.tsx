/**
 * The one map of the portal (DESIGN "Views"; issue 11 §5, §6; issue 14): OpenLayers over an offline world basemap —
 * the country shapes of Natural Earth from the world-atlas package, served from our own origin — with no tile server
 * and no key. Points are drawn from their coordinates; the view opens at zoom 2, the least it allows (spec B §2),
 * or on the points when there are few. Loaded only with the screens that show a map: a list pays nothing for it.
 */
import { useEffect, useRef } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TopoJSON from 'ol/format/TopoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { fromLonLat } from 'ol/proj';
import { boundingExtent } from 'ol/extent';
import 'ol/ol.css';
import countriesUrl from 'world-atlas/countries-110m.json?url';

/** spec B §2 "The map opens at zoom 2 with a minimum zoom of 2." */
export const MAP_ZOOM = 2;
/**
 * How close the map comes to a single point or a tight group: near enough to tell the region, far enough that the
 * country outlines (the only detail an offline basemap of countries has) still show around it.
 */
const CLOSEST_ZOOM = 5;

export interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
}

const useStyles = makeStyles({
  map: {
    width: '100%',
    height: '100%',
    minHeight: '240px',
    backgroundColor: '#dfe9f3',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
});

let countries: Promise<unknown> | undefined;
/** The basemap's shapes, fetched once per page. */
function loadCountries(): Promise<unknown> {
  countries ??= fetch(countriesUrl).then((answer) => {
    if (!answer.ok) throw new Error(`basemap: ${answer.status}`);
    return answer.json() as Promise<unknown>;
  });
  return countries;
}

const landStyle = new Style({
  fill: new Fill({ color: '#f7f5f0' }),
  stroke: new Stroke({ color: '#b9b4a8', width: 0.6 }),
});
const pointStyle = new Style({
  image: new Circle({
    radius: 6,
    fill: new Fill({ color: '#0f6cbd' }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
});

export interface WorldMapProps {
  readonly points: readonly MapPoint[];
  /** What a screen reader hears for the map: the points' count and where they are, said in words. */
  readonly label: string;
  /** Open on the points (a single reading's map) rather than on the whole world. */
  readonly fitPoints?: boolean;
  /** The basemap could not be loaded: the page says so its own way. */
  readonly onBasemapError?: (error: unknown) => void;
  readonly className?: string;
}

export function WorldMap({ points, label, fitPoints = false, onBasemapError, className }: WorldMapProps) {
  const styles = useStyles();
  const target = useRef<HTMLDivElement>(null);
  const latestError = useRef(onBasemapError);
  latestError.current = onBasemapError;

  useEffect(() => {
    if (target.current === null) return undefined;
    const land = new VectorSource();
    const markers = new VectorSource({
      features: points.map((point) => new Feature(new Point(fromLonLat([point.longitude, point.latitude])))),
    });
    const map = new OlMap({
      target: target.current,
      layers: [
        new VectorLayer({ source: land, style: landStyle }),
        new VectorLayer({ source: markers, style: pointStyle }),
      ],
      view: new View({ center: fromLonLat([0, 15]), zoom: MAP_ZOOM, minZoom: MAP_ZOOM }),
      controls: [],
    });
    if (fitPoints && points.length > 0) {
      const extent = boundingExtent(points.map((point) => fromLonLat([point.longitude, point.latitude])));
      map.getView().fit(extent, { maxZoom: CLOSEST_ZOOM, padding: [48, 48, 48, 48] });
    }
    let gone = false;
    loadCountries().then(
      (topology) => {
        if (gone) return;
        land.addFeatures(new TopoJSON().readFeatures(topology, { featureProjection: 'EPSG:3857' }));
      },
      (error: unknown) => {
        if (!gone) latestError.current?.(error);
      },
    );
    return () => {
      gone = true;
      map.setTarget(undefined);
    };
  }, [points, fitPoints]);

  return <div ref={target} role="img" aria-label={label} className={mergeClasses(styles.map, className)} />;
}
