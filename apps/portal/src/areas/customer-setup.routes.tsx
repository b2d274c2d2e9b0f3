/**
 * The Customer area's screens for my app, sales points and devices (issue 10 §6–§8): a list of wouter <Route>s,
 * each with a key, that customer.routes.tsx renders inside its Switch, and the text namespaces those screens need.
 * One file per group of screens, so the area's parts grow without touching one file.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { customerSetupTexts as customerSetupNamespace, MyAppFormView, type TextBundle } from '@tagtrail/ui';
import { DeviceFormView, DeviceListView, deviceScreens } from '@tagtrail/ui';
import { SalesPointFormView, SalesPointListView, salesPointScreens } from '@tagtrail/ui';
import { recordRoutes } from './record-routes';

export const customerSetupRoutes: ReactNode[] = [
  <Route key="aplicativo" path="/aplicativo">
    <MyAppFormView />
  </Route>,
  // spec B §2 "/pontovendas", "/pontovenda, /pontovenda/{id}" (issue 10 §7).
  ...recordRoutes(salesPointScreens, SalesPointListView, SalesPointFormView),
  // spec B §2 "/dispositivos, /dispositivo/{id}"; /dispositivo registers one by hand (POST dispositivo).
  ...recordRoutes(deviceScreens, DeviceListView, DeviceFormView),
];

/** The namespaces these screens' texts live in, added with the area's own. */
export const customerSetupTexts: readonly TextBundle[] = [customerSetupNamespace];
