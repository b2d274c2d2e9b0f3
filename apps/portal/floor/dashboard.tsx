/**
 * The floor of a customer's dashboard complete: the shell, cards, the two charts (@fluentui/react-charting's donut
 * and bars) and the world map (OpenLayers over the offline basemap), with none of our code.
 * scripts/bench-portal-floor.mjs builds it into one file.
 */
import { createRoot } from 'react-dom/client';
import { Body1, Caption1, Card, Subtitle2 } from '@fluentui/react-components';
import { DonutChart, VerticalBarChart } from '@fluentui/react-charting';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TopoJSON from 'ol/format/TopoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { fromLonLat } from 'ol/proj';
import 'ol/ol.css';
import countriesUrl from 'world-atlas/countries-110m.json?url';
import { FloorShell } from './shell';

const map = new OlMap({
  view: new View({ center: fromLonLat([0, 0]), zoom: 2 }),
  layers: [
    new VectorLayer({
      source: new VectorSource({ url: countriesUrl, format: new TopoJSON() }),
      style: new Style({ fill: new Fill({ color: '#eee' }), stroke: new Stroke({ color: '#ccc' }) }),
    }),
    new VectorLayer({
      source: new VectorSource({ features: [new Feature(new Point(fromLonLat([-46.6, -23.5])))] }),
      style: new Style({ image: new Circle({ radius: 4, fill: new Fill({ color: '#c00' }) }) }),
    }),
  ],
});

createRoot(document.getElementById('root')!).render(
  <FloorShell>
    <Card>
      <Subtitle2>readings</Subtitle2>
      <Body1>1,234</Body1>
      <Caption1>this month</Caption1>
    </Card>
    <DonutChart data={{ chartData: [{ legend: 'wine', data: 1, color: '#c00' }] }} innerRadius={62} />
    <VerticalBarChart data={[{ x: 'Android', y: 1 }]} />
    <div ref={(element) => map.setTarget(element ?? undefined)} />
  </FloorShell>,
);
