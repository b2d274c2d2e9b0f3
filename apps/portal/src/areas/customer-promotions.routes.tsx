/**
 * The Customer area's promotion screens (issue 13 §1–§3; spec B §2 "/promocoes", "/promocao, /promocao/{id}",
 * "/promocao/{id}/processar"): a list of wouter <Route>s, each with a key, that customer.routes.tsx renders inside
 * its Switch, and the text namespaces those screens need.
 */
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import {
  NotFoundPage,
  PromotionFormView,
  PromotionListView,
  PromotionProcessingView,
  prizeWithdrawalTexts,
  promotionScreens,
  promotionTexts,
  type TextBundle,
} from '@tagtrail/ui';
import { recordId } from './record-id';
import { recordRoutes } from './record-routes';

export const customerPromotionRoutes: ReactNode[] = [
  // spec B §2 "/promocoes", "/promocao, /promocao/{id}", "/promocao/{id}/processar".
  ...recordRoutes(promotionScreens, PromotionListView, PromotionFormView),
  <Route key="promocao-processar" path="/promocao/:id/processar">
    {({ id }) => {
      const promotionId = recordId(id);
      return promotionId === undefined ? (
        <NotFoundPage inShell />
      ) : (
        <PromotionProcessingView key={promotionId} id={promotionId} />
      );
    }}
  </Route>,
];

/** The namespaces these screens' texts live in, added with the area's own (the list's prize-code box has its own). */
export const customerPromotionTexts: readonly TextBundle[] = [promotionTexts, prizeWithdrawalTexts];
