/**
 * The Partner area's lot and tag screens (partner lots, tags, app configuration and layout): a list of wouter
 * <Route>s, each with a key, that partner.routes.tsx renders inside its Switch after the customer screens, and the
 * text namespaces those screens need. Kept apart so both halves of the area grow without touching one file.
 */
import type { ReactNode } from 'react';
import { Redirect, Route } from 'wouter';
import {
  AppConfigFormView,
  AppConfigSummaryView,
  LayoutDesignerView,
  NotFoundPage,
  PartnerCustomerLotListView,
  PartnerLotFormView,
  PartnerLotListView,
  partnerLotTexts as partnerLotNamespace,
  PartnerTagListView,
  type TextBundle,
} from '@tagtrail/ui';
import { recordId } from './record-id';

// Shown at the address typed, inside the area's shell (issue 8 §6).
const notFound = <NotFoundPage inShell />;

export const partnerLotRoutes: ReactNode[] = [
  <Route key="lotes" path="/lotes">
    <PartnerLotListView />
  </Route>,
  // spec A §2 "/lote/{id?}": a partner only gives the administrator's lots to customers and makes none, so without an
  // id there is no lot to edit: the list, where each lot's edit action is.
  <Route key="lote" path="/lote/:id?">
    {({ id }) => {
      if (id === undefined) return <Redirect to="/lotes" replace />;
      const lotId = recordId(id);
      return lotId === undefined ? notFound : <PartnerLotFormView key={lotId} id={lotId} />;
    }}
  </Route>,
  // spec A §2 "/lotes/{clienteId}/lotesClientes": the placeholder holds the partner lot's id.
  <Route key="lotesClientes" path="/lotes/:id/lotesClientes">
    {({ id }) => {
      const lotId = recordId(id);
      return lotId === undefined ? notFound : <PartnerCustomerLotListView key={lotId} partnerLotId={lotId} />;
    }}
  </Route>,
  <Route key="tags" path="/tags">
    <PartnerTagListView />
  </Route>,
  <Route key="aplicativos" path="/cliente/:customerId/aplicativos">
    {({ customerId }) => {
      const customer = recordId(customerId);
      return customer === undefined ? notFound : <AppConfigSummaryView key={customer} customerId={customer} />;
    }}
  </Route>,
  <Route key="aplicativo-new" path="/cliente/:customerId/aplicativo">
    {({ customerId }) => {
      const customer = recordId(customerId);
      return customer === undefined ? notFound : <AppConfigFormView key={`${customer}/new`} customerId={customer} />;
    }}
  </Route>,
  <Route key="aplicativo" path="/cliente/:customerId/aplicativo/:appId">
    {({ customerId, appId }) => {
      const customer = recordId(customerId);
      const app = recordId(appId);
      return customer === undefined || app === undefined ? (
        notFound
      ) : (
        // The key gives each app its own form: after creating, the page becomes the new app's.
        <AppConfigFormView key={`${customer}/${app}`} customerId={customer} appId={app} />
      );
    }}
  </Route>,
  <Route key="layout" path="/cliente/:customerId/aplicativo/:appId/layout">
    {({ customerId, appId }) => {
      const customer = recordId(customerId);
      const app = recordId(appId);
      return customer === undefined || app === undefined ? (
        notFound
      ) : (
        <LayoutDesignerView key={`${customer}/${app}`} customerId={customer} appId={app} />
      );
    }}
  </Route>,
];

/** The namespaces these screens' texts live in, added with the area's own. */
export const partnerLotTexts: readonly TextBundle[] = [partnerLotNamespace];
