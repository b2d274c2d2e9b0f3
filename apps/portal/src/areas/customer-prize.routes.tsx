/**
 * The Customer area's prize withdrawal (issue 13 §6; spec B §2 "/promocao/{id}/premio/{codigo}"): a list of wouter
 * <Route>s that customer.routes.tsx renders inside its Switch, and the text namespace of the withdrawal form and of
 * the prize-code box the promotion list embeds.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { PromotionPortToken } from '@tagtrail/domain';
import {
  customerPrizePaths,
  NotFoundPage,
  PrizeWithdrawalFormView,
  prizeWithdrawalTexts,
  type TextBundle,
} from '@tagtrail/ui';
import { prizeCode } from './prize-code';
import { recordId } from './record-id';

export const customerPrizeRoutes: ReactNode[] = [
  <Route key="promocao-premio" path="/promocao/:id/premio/:codigo">
    {({ id, codigo }) => {
      const promotionId = recordId(id);
      const code = prizeCode(codigo);
      return promotionId === undefined || code === undefined ? (
        <NotFoundPage inShell />
      ) : (
        <PrizeWithdrawalFormView
          key={`${promotionId}/${code}`}
          portToken={PromotionPortToken}
          promotionId={promotionId}
          code={code}
          listPath={customerPrizePaths.list}
        />
      );
    }}
  </Route>,
];

/** The namespaces these screens' texts live in (the promotion list's prize-code box among them). */
export const customerPrizeTexts: readonly TextBundle[] = [prizeWithdrawalTexts];
