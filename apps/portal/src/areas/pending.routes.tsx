/** An area whose screens are not built yet: its home says so; any other path inside it is not found. */
import { Redirect, Route, Switch } from 'wouter';
import { NOT_FOUND_PATH } from '@tagtrail/domain';
import { ComingSoonPage, ProtectedArea } from '@tagtrail/ui';

export default function PendingArea({ area }: { area: string }) {
  return (
    <ProtectedArea area={area}>
      <Switch>
        <Route path="/">
          <ComingSoonPage titleKey="app.home" />
        </Route>
        <Route>
          <Redirect to={`~${NOT_FOUND_PATH}`} replace />
        </Route>
      </Switch>
    </ProtectedArea>
  );
}
