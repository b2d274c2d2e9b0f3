/**
 * The Customer area (spec B §2, base /areacliente, role CLIENTE): the manufacturer's screens, grouped in
 * customer-*.routes.tsx files (the dashboard, the area's home, among them), and the change-password page; any other
 * path inside it is not found. Loaded on demand, with the shell; each group of screens brings its texts.
 */
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { Route, Switch, type RouteProps } from 'wouter';
import {
  ChangePasswordView,
  customerTexts,
  NotFoundPage,
  ProtectedArea,
  recordTexts,
  WithTexts,
  type TextBundle,
} from '@tagtrail/ui';
import { customerCategoryRoutes, customerCategoryTexts } from './customer-categories.routes';
import { customerProductRoutes, customerProductTexts } from './customer-products.routes';
import { customerSetupRoutes, customerSetupTexts } from './customer-setup.routes';
import { customerLotRoutes, customerLotTexts } from './customer-lots.routes';
import { customerPromotionRoutes, customerPromotionTexts } from './customer-promotions.routes';
import { customerDashboardRoutes, customerDashboardTexts } from './customer-dashboard.routes';
import { customerPrizeRoutes, customerPrizeTexts } from './customer-prize.routes';
import { customerAlertRoutes, customerAlertTexts } from './customer-alerts.routes';
import { customerApiKeyRoutes, customerApiKeyTexts } from './customer-api-keys.routes';

/**
 * A group of the area's routes whose screens show once the group's texts are there: each group's load with its first
 * screen, not with the area, so the dashboard (the area's home) does not wait for the other screens' texts.
 */
function inTexts(routes: readonly ReactNode[], texts: readonly TextBundle[]): ReactNode[] {
  return routes.map((route) => {
    if (!isValidElement<RouteProps>(route)) return route;
    const { children } = route.props;
    return cloneElement(route, {
      children:
        typeof children === 'function' ? (
          (params: Parameters<typeof children>[0]) => <WithTexts texts={texts}>{children(params)}</WithTexts>
        ) : (
          <WithTexts texts={texts}>{children}</WithTexts>
        ),
    });
  });
}

export default function CustomerArea() {
  return (
    <ProtectedArea area="/areacliente">
      <Switch>
        {inTexts(customerDashboardRoutes, customerDashboardTexts)}
        <Route path="/password">
          <WithTexts texts={[recordTexts, customerTexts]}>
            <ChangePasswordView />
          </WithTexts>
        </Route>
        {inTexts(customerProductRoutes, [recordTexts, ...customerProductTexts])}
        {inTexts(customerCategoryRoutes, [recordTexts, ...customerCategoryTexts])}
        {inTexts(customerSetupRoutes, [recordTexts, ...customerSetupTexts])}
        {inTexts(customerLotRoutes, [recordTexts, ...customerLotTexts])}
        {inTexts(customerPromotionRoutes, [recordTexts, ...customerPromotionTexts])}
        {inTexts(customerPrizeRoutes, [recordTexts, ...customerPrizeTexts])}
        {inTexts(customerAlertRoutes, [recordTexts, ...customerAlertTexts])}
        {inTexts(customerApiKeyRoutes, [recordTexts, ...customerApiKeyTexts])}
        <Route>
          <NotFoundPage inShell />
        </Route>
      </Switch>
    </ProtectedArea>
  );
}
