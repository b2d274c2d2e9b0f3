/**
 * The portal's routes (spec A §2, §6; B §2). Each area (its shell, its role check, its screens) is loaded on
 * demand, so the first page pays only for the session and the sign-in pages.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { NOT_FOUND_PATH } from '@tagtrail/domain';
import {
  HomeRedirect,
  LoadingPage,
  NotFoundPage,
  NotPermissionPage,
  RedirectCallbackPage,
  SignInCallbackPage,
  SignInStartPage,
} from '@tagtrail/ui';

const AdminArea = lazy(() => import('./areas/admin.routes'));
const PartnerArea = lazy(() => import('./areas/partner.routes'));
const CustomerArea = lazy(() => import('./areas/customer.routes'));
const PointOfSaleArea = lazy(() => import('./areas/point-of-sale.routes'));

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRedirect />
      </Route>
      <Route path="/oidc">
        <SignInStartPage />
      </Route>
      <Route path="/signin-oidc">
        <SignInCallbackPage />
      </Route>
      <Route path="/signout-oidc">
        <RedirectCallbackPage step="signOut" />
      </Route>
      <Route path="/silent-oidc">
        <RedirectCallbackPage step="silentRenew" />
      </Route>
      <Route path="/not-permission">
        <NotPermissionPage />
      </Route>
      <Route path={NOT_FOUND_PATH}>
        <NotFoundPage />
      </Route>
      <Route path="/admin" nest>
        <Lazy>
          <AdminArea />
        </Lazy>
      </Route>
      <Route path="/areaparceiro" nest>
        <Lazy>
          <PartnerArea />
        </Lazy>
      </Route>
      <Route path="/areacliente" nest>
        <Lazy>
          <CustomerArea />
        </Lazy>
      </Route>
      <Route path="/areapontovenda" nest>
        <Lazy>
          <PointOfSaleArea />
        </Lazy>
      </Route>
      {/*
        Any other path: not found, at the address typed (issue 8 §6). A page of its own, not the shell: the shell in
        one more lazy chunk split the first page's modules and cost it 2.7 kB; inside an area it is the area's shell.
      */}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingPage />}>{children}</Suspense>;
}
