/**
 * The Admin area (spec A §2, §6): administrators only; lots and partners; any other path inside it is not found.
 * Loaded on demand, with the shell.
 */
import { Redirect, Route, Switch } from 'wouter';
import { NOT_FOUND_PATH } from '@tagtrail/domain';
import { ComingSoonPage, PartnerFormView, PartnerListView, ProtectedArea } from '@tagtrail/ui';
import { recordId } from './record-id';

export default function AdminArea() {
  return (
    <ProtectedArea area="/admin">
      <Switch>
        {/* spec A §2: the area's base is the lot list. */}
        <Route path="/">
          <Redirect to="/lotes" replace />
        </Route>
        <Route path="/lotes">
          <ComingSoonPage titleKey="lots.listTitle" />
        </Route>
        <Route path="/parceiros">
          <PartnerListView />
        </Route>
        <Route path="/parceiro/">
          <PartnerFormView key="new" />
        </Route>
        <Route path="/parceiro/:id">
          {({ id }) => {
            const partnerId = recordId(id);
            // The key gives each record its own form: after creating, the page becomes the new record's.
            return partnerId === undefined ? (
              <Redirect to={`~${NOT_FOUND_PATH}`} replace />
            ) : (
              <PartnerFormView key={partnerId} id={partnerId} />
            );
          }}
        </Route>
        <Route>
          <Redirect to={`~${NOT_FOUND_PATH}`} replace />
        </Route>
      </Switch>
    </ProtectedArea>
  );
}
