/**
 * The Partner area (spec A §2): customers and their users, then the lot and tag screens of partner-lots.routes;
 * any other path inside it is not found. Loaded on demand, with the shell.
 */
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { NOT_FOUND_PATH } from '@tagtrail/domain';
import { ComingSoonPage, ProtectedArea, recordTexts, WithTexts } from '@tagtrail/ui';
import { partnerLotRoutes, partnerLotTexts } from './partner-lots.routes';

const notFound = <Redirect to={`~${NOT_FOUND_PATH}`} replace />;
/** The texts of the area's screens, which the first page does not carry. */
const texts = [recordTexts, ...partnerLotTexts];

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
          <Route path="/clientes">
            <ComingSoonPage titleKey="menu.customers" />
          </Route>
          {partnerLotRoutes}
          <Route>{notFound}</Route>
        </Switch>
      </ProtectedArea>
    </WithTexts>
  );
}
