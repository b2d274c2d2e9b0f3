/**
 * The Partner area (spec A §2): customers and their users, the change-password page, then the lot and tag screens
 * of partner-lots.routes; any other path inside it is not found. Loaded on demand, with the shell.
 */
import { Redirect, Route, Switch, useSearch } from 'wouter';
import {
  ChangePasswordView,
  CustomerFormView,
  CustomerListView,
  customerScreens,
  customerTexts,
  CustomerUserFormView,
  CustomerUserListView,
  NotFoundPage,
  ProtectedArea,
  recordTexts,
  WithTexts,
} from '@tagtrail/ui';
import { partnerLotRoutes, partnerLotTexts } from './partner-lots.routes';
import { recordId } from './record-id';
import { recordRoutes } from './record-routes';

// Shown at the address typed, inside the area's shell (issue 8 §6).
const notFound = <NotFoundPage inShell />;
/** The texts of the area's screens, which the first page does not carry. */
const texts = [recordTexts, customerTexts, ...partnerLotTexts];

export default function PartnerArea() {
  const search = useSearch();
  return (
    <WithTexts texts={texts}>
      <ProtectedArea area="/areaparceiro">
        <Switch>
          {/* spec A §2: the area's base is the customer list; its paging and search come along. */}
          <Route path="/">
            <Redirect to={search ? `/clientes?${search}` : '/clientes'} replace />
          </Route>
          {recordRoutes(customerScreens, CustomerListView, CustomerFormView)}
          <Route path="/cliente/:customerId/usuarios">
            {({ customerId }) => {
              const id = recordId(customerId);
              return id === undefined ? notFound : <CustomerUserListView key={id} customerId={id} />;
            }}
          </Route>
          <Route path="/cliente/:customerId/usuario">
            {({ customerId }) => {
              const id = recordId(customerId);
              return id === undefined ? notFound : <CustomerUserFormView key={`${id}/new`} customerId={id} />;
            }}
          </Route>
          <Route path="/cliente/:customerId/usuario/:id">
            {({ customerId, id }) => {
              const customer = recordId(customerId);
              const user = recordId(id);
              return customer === undefined || user === undefined ? (
                notFound
              ) : (
                <CustomerUserFormView key={`${customer}/${user}`} customerId={customer} id={user} />
              );
            }}
          </Route>
          <Route path="/password">
            <ChangePasswordView />
          </Route>
          {partnerLotRoutes}
          <Route>{notFound}</Route>
        </Switch>
      </ProtectedArea>
    </WithTexts>
  );
}
