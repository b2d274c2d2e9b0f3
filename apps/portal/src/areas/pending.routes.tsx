/**
 * An area whose screens are not built yet (customer, point of sale): its home says so, the change-password page the
 * user menu leads to works (spec A §2 "/password", for every role with the menu entry); any other path inside it is
 * not found.
 */
import { Route, Switch } from 'wouter';
import {
  ChangePasswordView,
  ComingSoonPage,
  customerTexts,
  NotFoundPage,
  ProtectedArea,
  recordTexts,
  WithTexts,
} from '@tagtrail/ui';

/** The change-password page's texts, which the first page does not carry. */
const texts = [recordTexts, customerTexts];

export default function PendingArea({ area }: { area: string }) {
  return (
    <WithTexts texts={texts}>
      <ProtectedArea area={area}>
        <Switch>
          <Route path="/">
            <ComingSoonPage titleKey="app.home" />
          </Route>
          <Route path="/password">
            <ChangePasswordView />
          </Route>
          <Route>
            <NotFoundPage inShell />
          </Route>
        </Switch>
      </ProtectedArea>
    </WithTexts>
  );
}
