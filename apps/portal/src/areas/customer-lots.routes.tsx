/**
 * The Customer area's lot and tag screens (issue 11): a list of wouter <Route>s, each with a key, that customer.routes.tsx
 * renders inside its Switch, and the text namespaces those screens need. One file per group of screens, so the
 * area's parts grow without touching one file.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import {
  alertTexts,
  AssociateTagsView,
  AvailablePartnerLotListView,
  CustomerLotFormView,
  CustomerLotListView,
  CustomerTagListView,
  ReadingMapView,
  TagReadingListView,
  customerLotScreens,
  customerLotTexts as customerLotNamespace,
  NotFoundPage,
  type TextBundle,
} from '@tagtrail/ui';
import { recordId } from './record-id';
import { recordRoutes } from './record-routes';

export const customerLotRoutes: ReactNode[] = [
  // spec B §2 "/lotes", "/lote, /lote/{id}".
  ...recordRoutes(customerLotScreens, CustomerLotListView, CustomerLotFormView),
  <Route key="mapa-leitura" path="/mapa-leitura">
    <ReadingMapView />
  </Route>,
  <Route key="tags" path="/tags">
    <CustomerTagListView />
  </Route>,
  <Route key="tag-readings" path="/tags/:id">
    {({ id }) => {
      const tagId = recordId(id);
      return tagId === undefined ? <NotFoundPage inShell /> : <TagReadingListView key={tagId} tagId={tagId} />;
    }}
  </Route>,
  <Route key="loteassociar-list" path="/loteassociar">
    <AvailablePartnerLotListView />
  </Route>,
  <Route key="loteassociar" path="/loteassociar/:id">
    {({ id }) => {
      const lotId = recordId(id);
      return lotId === undefined ? <NotFoundPage inShell /> : <AssociateTagsView key={lotId} customerLotId={lotId} />;
    }}
  </Route>,
];

/**
 * The namespaces these screens' texts live in, added with the area's own; the alerts' too, for the rules a reading
 * broke on a tag's readings and the reading map (issue 28 §3).
 */
export const customerLotTexts: readonly TextBundle[] = [customerLotNamespace, alertTexts];
