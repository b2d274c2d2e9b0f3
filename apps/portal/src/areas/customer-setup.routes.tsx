/**
 * The Customer area's screens for my app, sales points and devices (issue 10 §6–§8): a list of wouter <Route>s,
 * each with a key, that customer.routes.tsx renders inside its Switch, and the text namespaces those screens need.
 * One file per group of screens, so the area's parts grow without touching one file.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { customerSetupTexts as customerSetupNamespace, MyAppFormView, type TextBundle } from '@tagtrail/ui';
import { DeviceFormView, DeviceListView, NotFoundPage } from '@tagtrail/ui';
import { SalesPointFormView, SalesPointListView } from '@tagtrail/ui';
import { recordId } from './record-id';

export const customerSetupRoutes: ReactNode[] = [
  <Route key="aplicativo" path="/aplicativo">
    <MyAppFormView />
  </Route>,
  // spec B §2 "/pontovendas", "/pontovenda, /pontovenda/{id}" (issue 10 §7).
  <Route key="pontovendas" path="/pontovendas">
    <SalesPointListView />
  </Route>,
  <Route key="pontovenda-new" path="/pontovenda">
    <SalesPointFormView key="new" />
  </Route>,
  <Route key="pontovenda" path="/pontovenda/:id">
    {({ id }) => {
      const salesPointId = recordId(id);
      return salesPointId === undefined ? (
        <NotFoundPage inShell />
      ) : (
        <SalesPointFormView key={salesPointId} id={salesPointId} />
      );
    }}
  </Route>,
  // spec B §2 "/dispositivos, /dispositivo/{id}"; /dispositivo registers one by hand (POST dispositivo).
  <Route key="dispositivos" path="/dispositivos">
    <DeviceListView />
  </Route>,
  <Route key="dispositivo-new" path="/dispositivo">
    <DeviceFormView key="new" />
  </Route>,
  <Route key="dispositivo" path="/dispositivo/:id">
    {({ id }) => {
      const deviceId = recordId(id);
      // The key gives each device its own form: after creating, the page becomes the saved device's (spec B §4).
      return deviceId === undefined ? <NotFoundPage inShell /> : <DeviceFormView key={deviceId} id={deviceId} />;
    }}
  </Route>,
];

/** The namespaces these screens' texts live in, added with the area's own. */
export const customerSetupTexts: readonly TextBundle[] = [customerSetupNamespace];
