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
  promotionTexts,
  type TextBundle,
} from '@tagtrail/ui';
import { recordId } from './record-id';

export const customerPromotionRoutes: ReactNode[] = [
  <Route key="promocoes" path="/promocoes">
    <PromotionListView />
  </Route>,
  <Route key="promocao-new" path="/promocao">
    <PromotionFormView key="new" />
  </Route>,
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
  <Route key="promocao" path="/promocao/:id">
    {({ id }) => {
      const promotionId = recordId(id);
      // The key gives each promotion its own form: after creating, the page becomes the saved one's (spec B §4).
      return promotionId === undefined ? (
        <NotFoundPage inShell />
      ) : (
        <PromotionFormView key={promotionId} id={promotionId} />
      );
    }}
  </Route>,
];

/** The namespaces these screens' texts live in, added with the area's own (the list's prize-code box has its own). */
export const customerPromotionTexts: readonly TextBundle[] = [promotionTexts, prizeWithdrawalTexts];
