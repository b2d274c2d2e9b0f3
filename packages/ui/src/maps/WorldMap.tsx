/**
 * The one map of the portal (DESIGN "Views"; issue 11 §5, §6; issue 14): OpenLayers over an offline world basemap —
 * the country shapes of Natural Earth from the world-atlas package, served from our own origin — with no tile server
 * and no key. Points are drawn from their coordinates; the view opens at zoom 2, the least it allows (spec B §2),
 * or on the points when there are few. Loaded only with the screens that show a map: a list pays nothing for it.
 */
import { useEffect, useRef, useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature, { type FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import TopoJSON from 'ol/format/TopoJSON';
import { keepEastOfAntimeridian } from './antimeridian';
import type Layer from 'ol/layer/Layer';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { fromLonLat } from 'ol/proj';
import { boundingExtent } from 'ol/extent';
import 'ol/ol.css';
import countriesUrl from 'world-atlas/countries-110m.json?url';

/**
 * From this many points on, they are drawn by WebGL (one draw for all, hover by the GPU's hit detection) rather
 * than one canvas path each: 100,000 readings stay interactive (issue 11 §6).
 */
const WEBGL_FROM = 5_000;

/** A point's colour unless it has its own. */
const POINT_COLOR = '#0f6cbd';

/**
 * The WebGL layer for that many points, each in its colour (`colors[colorIndex]`) and prominent ones larger.
 * OpenLayers' WebGL renderer is a fifth of the map's download and most maps (the dashboard's 500 readings, a tag's)
 * never need it: it loads with the first map that does (issue 26 §6).
 */
async function webglPoints(source: VectorSource, colors: readonly string[]): Promise<Layer> {
  const { default: WebGLPointsLayer } = await import('ol/layer/WebGLPoints');
  const fill =
    colors.length === 0
      ? POINT_COLOR
      : ['match', ['get', 'colorIndex'], ...colors.flatMap((color, index) => [index, color]), POINT_COLOR];
  return new WebGLPointsLayer({
    source,
    style: {
      'circle-radius': ['match', ['get', 'prominent'], 1, 6, 4],
      'circle-fill-color': fill,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1,
    },
  });
}

function webglAvailable(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl') !== null;
  } catch {
    return false;
  }
}

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
  /** Its colour (a CSS hex colour); the map's blue unless given. Say what it means beside the map too. */
  readonly color?: string;
  /** Drawn larger and above the others (the few that matter most, e.g. possible copies). */
  readonly prominent?: boolean;
}

const useStyles = makeStyles({
  frame: { position: 'relative', width: '100%', height: '100%' },
  hover: {
    position: 'absolute',
    pointerEvents: 'none',
    transform: 'translate(12px, -50%)',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-line',
    zIndex: 1,
  },
  map: {
    width: '100%',
    height: '100%',
    minHeight: '240px',
    backgroundColor: '#dfe9f3',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
});

let countries: Promise<readonly Feature[]> | undefined;
/**
 * The basemap's country shapes, fetched and decoded once per page; each map gets copies. (OpenLayers decodes a
 * TopoJSON's arcs in place: reading the same object twice turns every shape into spikes.)
 */
function loadCountries(): Promise<readonly Feature[]> {
  countries ??= fetch(countriesUrl)
    .then((answer) => {
      if (!answer.ok) throw new Error(`basemap: ${answer.status}`);
      return answer.json() as Promise<unknown>;
    })
    .then((topology) =>
      // Only the countries (the file also holds all land as one shape), and not Antarctica: Web Mercator has no
      // south pole, and its shape would run to an infinite y.
      new TopoJSON({ layers: ['countries'] })
        .readFeatures(topology, { featureProjection: 'EPSG:3857' })
        .filter((shape) => shape.get('name') !== 'Antarctica')
        .map((shape) => {
          keepEastOfAntimeridian(shape.getGeometry());
          return shape;
        }),
    );
  countries.catch(() => {
    countries = undefined;
  });
  return countries;
}

const landStyle = new Style({
  fill: new Fill({ color: '#f7f5f0' }),
  stroke: new Stroke({ color: '#b9b4a8', width: 0.6 }),
});
const pointStyles = new Map<string, Style>();
/** One style per colour and size, shared by every point drawn with it. */
function pointStyle(color: string, prominent: boolean): Style {
  const key = `${color}/${prominent}`;
  let style = pointStyles.get(key);
  if (style === undefined) {
    style = new Style({
      image: new Circle({
        radius: prominent ? 8 : 6,
        fill: new Fill({ color }),
        stroke: new Stroke({ color: '#ffffff', width: 2 }),
      }),
      zIndex: prominent ? 1 : 0,
    });
    pointStyles.set(key, style);
  }
  return style;
}
const canvasPointStyle = (feature: FeatureLike): Style =>
  pointStyle((feature.get('color') as string | undefined) ?? POINT_COLOR, feature.get('prominent') === 1);

export interface WorldMapProps {
  readonly points: readonly MapPoint[];
  /** What a screen reader hears for the map: the points' count and where they are, said in words. */
  readonly label: string;
  /** Open on the points (a single reading's map) rather than on the whole world. */
  readonly fitPoints?: boolean;
  /** The basemap could not be loaded: the page says so its own way. */
  readonly onBasemapError?: (error: unknown) => void;
  /** What hovering a point shows (the reading map: lot number, date and product). */
  readonly describe?: (index: number) => string;
  /**
   * New points keep where the user was looking (a live map, as the dashboard's, refreshed every 30 s); without it a
   * new set of points opens on the world again, or on the points with `fitPoints`.
   */
  readonly keepView?: boolean;
  readonly className?: string;
}

export function WorldMap({
  points,
  label,
  fitPoints = false,
  onBasemapError,
  describe,
  keepView = false,
  className,
}: WorldMapProps) {
  const styles = useStyles();
  const target = useRef<HTMLDivElement>(null);
  const latestError = useRef(onBasemapError);
  latestError.current = onBasemapError;
  const latestDescribe = useRef(describe);
  latestDescribe.current = describe;
  const [hovered, setHovered] = useState<{ text: string; x: number; y: number } | undefined>(undefined);
  // Where the map looked when its points last changed, for `keepView`.
  const lookedAt = useRef<{ center: number[] | undefined; zoom: number | undefined } | undefined>(undefined);
  const latestKeepView = useRef(keepView);
  latestKeepView.current = keepView;

  useEffect(() => {
    if (target.current === null) return undefined;
    const kept = latestKeepView.current ? lookedAt.current : undefined;
    const land = new VectorSource();
    // WebGL styles read numbers: each colour travels as its place in this list.
    const colors = [...new Set(points.flatMap((point) => (point.color === undefined ? [] : [point.color])))];
    const markers = new VectorSource({
      features: points.map(
        (point, index) =>
          new Feature({
            geometry: new Point(fromLonLat([point.longitude, point.latitude])),
            index,
            color: point.color,
            colorIndex: point.color === undefined ? -1 : colors.indexOf(point.color),
            prominent: point.prominent === true ? 1 : 0,
          }),
      ),
    });
    const byWebgl = points.length >= WEBGL_FROM && webglAvailable();
    let pointLayer: Layer | undefined = byWebgl
      ? undefined
      : new VectorLayer({ source: markers, style: canvasPointStyle });
    const map = new OlMap({
      target: target.current,
      layers: [new VectorLayer({ source: land, style: landStyle }), ...(pointLayer ? [pointLayer] : [])],
      view: new View({
        center: kept?.center ?? fromLonLat([0, 15]),
        zoom: kept?.zoom ?? MAP_ZOOM,
        minZoom: MAP_ZOOM,
      }),
      controls: [],
    });
    if (fitPoints && points.length > 0 && kept === undefined) {
      const extent = boundingExtent(points.map((point) => fromLonLat([point.longitude, point.latitude])));
      map.getView().fit(extent, { maxZoom: CLOSEST_ZOOM, padding: [48, 48, 48, 48] });
    }
    map.on('pointermove', (event) => {
      const describeAt = latestDescribe.current;
      if (describeAt === undefined || event.dragging) return;
      const feature = map.forEachFeatureAtPixel(event.pixel, (found) => found, {
        layerFilter: (layer) => layer === pointLayer,
        hitTolerance: 4,
      });
      const index = feature?.get('index') as number | undefined;
      setHovered(
        index === undefined ? undefined : { text: describeAt(index), x: event.pixel[0] ?? 0, y: event.pixel[1] ?? 0 },
      );
    });
    let gone = false;
    if (byWebgl) {
      webglPoints(markers, colors)
        // The renderer did not arrive: canvas draws the points, only more slowly.
        .catch(() => new VectorLayer({ source: markers, style: canvasPointStyle }))
        .then((layer) => {
          if (gone) return;
          pointLayer = layer;
          map.addLayer(layer);
        });
    }
    loadCountries().then(
      (shapes) => {
        if (!gone) land.addFeatures(shapes.map((shape) => shape.clone()));
      },
      (error: unknown) => {
        if (!gone) latestError.current?.(error);
      },
    );
    return () => {
      gone = true;
      lookedAt.current = { center: map.getView().getCenter(), zoom: map.getView().getZoom() };
      map.setTarget(undefined);
    };
  }, [points, fitPoints]);

  return (
    <div className={mergeClasses(styles.frame, className)}>
      <div ref={target} role="img" aria-label={label} className={styles.map} />
      {hovered !== undefined && (
        <div className={styles.hover} style={{ left: hovered.x, top: hovered.y }}>
          {hovered.text}
        </div>
      )}
    </div>
  );
}
