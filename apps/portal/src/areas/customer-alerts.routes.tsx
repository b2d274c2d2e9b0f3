/**
 * The Customer area's Alerts screens (issue 28 §3): the list at /alertas and the rules' settings at
 * /alertas/configuracao, as wouter <Route>s, each with a key, that customer.routes.tsx renders inside its Switch, and
 * the text namespace those screens need. One file per group of screens, so the area's parts grow without touching one file.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { alertTexts, SuspicionAlertListView, SuspicionSettingsView, type TextBundle } from '@tagtrail/ui';

export const customerAlertRoutes: ReactNode[] = [
  <Route key="alertas" path="/alertas">
    <SuspicionAlertListView />
  </Route>,
  <Route key="alertas-configuracao" path="/alertas/configuracao">
    <SuspicionSettingsView />
  </Route>,
];

/** The namespaces these screens' texts live in, added with the area's own. */
export const customerAlertTexts: readonly TextBundle[] = [alertTexts];
