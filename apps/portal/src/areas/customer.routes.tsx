/**
 * The Customer area (spec B §2, base /areacliente, role CLIENTE): the manufacturer's screens, grouped in
 * customer-*.routes.tsx files (the dashboard, the area's home, among them), and the change-password page; any other
 * path inside it is not found. Loaded on demand, with the shell.
 */
import { Route, Switch } from 'wouter';
import { ChangePasswordView, customerTexts, NotFoundPage, ProtectedArea, recordTexts, WithTexts } from '@tagtrail/ui';
import { customerCategoryRoutes, customerCategoryTexts } from './customer-categories.routes';
import { customerProductRoutes, customerProductTexts } from './customer-products.routes';
import { customerSetupRoutes, customerSetupTexts } from './customer-setup.routes';
import { customerLotRoutes, customerLotTexts } from './customer-lots.routes';
import { customerPromotionRoutes, customerPromotionTexts } from './customer-promotions.routes';
import { customerDashboardRoutes, customerDashboardTexts } from './customer-dashboard.routes';
import { customerPrizeRoutes, customerPrizeTexts } from './customer-prize.routes';

/** The texts of the area's screens, which the first page does not carry (the change-password page's among them). */
const texts = [
  recordTexts,
  customerTexts,
  ...customerProductTexts,
  ...customerCategoryTexts,
  ...customerSetupTexts,
  ...customerLotTexts,
  ...customerPromotionTexts,
  ...customerDashboardTexts,
  ...customerPrizeTexts,
];

export default function CustomerArea() {
  return (
    <WithTexts texts={texts}>
      <ProtectedArea area="/areacliente">
        <Switch>
          {customerDashboardRoutes}
          <Route path="/password">
            <ChangePasswordView />
          </Route>
          {customerProductRoutes}
          {customerCategoryRoutes}
          {customerSetupRoutes}
          {customerLotRoutes}
          {customerPromotionRoutes}
          {customerPrizeRoutes}
          <Route>
            <NotFoundPage inShell />
          </Route>
        </Switch>
      </ProtectedArea>
    </WithTexts>
  );
}
