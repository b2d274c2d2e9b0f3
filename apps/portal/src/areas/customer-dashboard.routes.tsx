/**
 * The Customer area's dashboard (spec B §2: '' and /dashboard; issue 14): wouter <Route>s, each with a key, that
 * customer.routes.tsx renders inside its Switch, and the text namespace the dashboard needs. The charts and the map
 * load with the dashboard itself (DashboardView imports them lazily), not with the area.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { DashboardView, dashboardTexts, type TextBundle } from '@tagtrail/ui';

export const customerDashboardRoutes: ReactNode[] = [
  <Route key="home" path="/">
    <DashboardView />
  </Route>,
  <Route key="dashboard" path="/dashboard">
    <DashboardView />
  </Route>,
];

export const customerDashboardTexts: readonly TextBundle[] = [dashboardTexts];
