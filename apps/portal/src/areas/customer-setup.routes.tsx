/**
 * The Customer area's screens for my app, sales points and devices (issue 10 §6–§8): a list of wouter <Route>s,
 * each with a key, that customer.routes.tsx renders inside its Switch, and the text namespaces those screens need.
 * One file per group of screens, so the area's parts grow without touching one file.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { customerSetupTexts as customerSetupNamespace, MyAppFormView, type TextBundle } from '@tagtrail/ui';

export const customerSetupRoutes: ReactNode[] = [
  <Route key="aplicativo" path="/aplicativo">
    <MyAppFormView />
  </Route>,
];

/** The namespaces these screens' texts live in, added with the area's own. */
export const customerSetupTexts: readonly TextBundle[] = [customerSetupNamespace];
