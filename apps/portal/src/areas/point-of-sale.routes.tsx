/**
 * The point-of-sale area (spec B §2, §6; base /areapontovenda, role PONTO_VENDA; issue 13 §7): only the winners with
 * the prize-code entry ('' and /promocoes), a code's withdrawal form (/promocao/{id}/premio/{codigo}) and the
 * change-password page; any other path inside it is not found. Loaded on demand, with the shell.
 */
import { Route, Switch } from 'wouter';
import { PointOfSaleRedemptionPortToken } from '@tagtrail/domain';
import {
  ChangePasswordView,
  customerTexts,
  NotFoundPage,
  PointOfSaleWinnersView,
  pointOfSalePrizePaths,
  PrizeWithdrawalFormView,
  prizeWithdrawalTexts,
  ProtectedArea,
  recordTexts,
  WithTexts,
} from '@tagtrail/ui';
import { prizeCode } from './prize-code';
import { recordId } from './record-id';

/** The texts of the area's screens, which the first page does not carry (the change-password page's among them). */
const texts = [recordTexts, customerTexts, prizeWithdrawalTexts];

export default function PointOfSaleArea() {
  return (
    <WithTexts texts={texts}>
      <ProtectedArea area="/areapontovenda">
        <Switch>
          <Route path="/">
            <PointOfSaleWinnersView />
          </Route>
          <Route path="/promocoes">
            <PointOfSaleWinnersView />
          </Route>
          <Route path="/promocao/:id/premio/:codigo">
            {({ id, codigo }) => {
              const promotionId = recordId(id);
              const code = prizeCode(codigo);
              return promotionId === undefined || code === undefined ? (
                <NotFoundPage inShell />
              ) : (
                <PrizeWithdrawalFormView
                  key={`${promotionId}/${code}`}
                  portToken={PointOfSaleRedemptionPortToken}
                  promotionId={promotionId}
                  code={code}
                  listPath={pointOfSalePrizePaths.list}
                />
              );
            }}
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
