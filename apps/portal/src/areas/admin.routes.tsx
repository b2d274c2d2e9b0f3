/**
 * The Admin area (spec A §2, §6): administrators only; lots, partners and their users; any other path inside it is
 * not found. Loaded on demand, with the shell.
 */
import { Redirect, Route, Switch, useSearch } from 'wouter';
import {
  AdminLotFormView,
  AdminLotListView,
  adminLotScreens,
  adminTexts,
  ChangePasswordView,
  customerTexts,
  NotFoundPage,
  PartnerFormView,
  PartnerListView,
  partnerScreens,
  PartnerUserFormView,
  PartnerUserListView,
  ProtectedArea,
  recordTexts,
  WithTexts,
} from '@tagtrail/ui';
import { recordId } from './record-id';
import { recordRoutes } from './record-routes';

// Shown at the address typed, inside the area's shell (issue 8 §6).
const notFound = <NotFoundPage inShell />;
/** The texts of the area's screens, which the first page does not carry (the change-password form's: `customers`). */
const texts = [recordTexts, adminTexts, customerTexts];

export default function AdminArea() {
  const search = useSearch();
  return (
    <WithTexts texts={texts}>
      <ProtectedArea area="/admin">
        <Switch>
          {/* spec A §2: the area's base is the lot list; its paging and search come along. */}
          <Route path="/">
            <Redirect to={search ? `/lotes?${search}` : '/lotes'} replace />
          </Route>
          {/* issue 25 §1: an administrator changes its own password as the other roles do (spec A §7). */}
          <Route path="/password">
            <ChangePasswordView />
          </Route>
          {recordRoutes(adminLotScreens, AdminLotListView, AdminLotFormView)}
          {recordRoutes(partnerScreens, PartnerListView, PartnerFormView)}
          <Route path="/parceiro/:partnerId/usuarios">
            {({ partnerId }) => {
              const id = recordId(partnerId);
              return id === undefined ? notFound : <PartnerUserListView key={id} partnerId={id} />;
            }}
          </Route>
          <Route path="/parceiro/:partnerId/usuario">
            {({ partnerId }) => {
              const id = recordId(partnerId);
              return id === undefined ? notFound : <PartnerUserFormView key={`${id}/new`} partnerId={id} />;
            }}
          </Route>
          <Route path="/parceiro/:partnerId/usuario/:id">
            {({ partnerId, id }) => {
              const partner = recordId(partnerId);
              const user = recordId(id);
              return partner === undefined || user === undefined ? (
                notFound
              ) : (
                <PartnerUserFormView key={`${partner}/${user}`} partnerId={partner} id={user} />
              );
            }}
          </Route>
          <Route>{notFound}</Route>
        </Switch>
      </ProtectedArea>
    </WithTexts>
  );
}
