/**
 * The prize-redemption machine of the domain (the code box and the withdrawal form, spec B §4, §5) over the port
 * bound to `portToken` — PromotionPort in the customer area, PointOfSaleRedemptionPort at the point of sale. Its
 * notifications go to the one notifier; `onOpenForm` and `onBackToList` tell the view where to go. A withdrawal the
 * server refuses field by field keeps those errors, so the form shows each on its field.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  PortError,
  prizeRedemptionActors,
  prizeRedemptionMachine,
  type LocalDate,
  type PortErrorDetail,
  type PrizeCodePort,
  type PrizeRedemptionInput,
  type WithdrawalRequest,
} from '@tagtrail/domain';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { prizeMessageKey } from './prize-texts';

/** Today in the browser's own calendar: the birth-date rule speaks of the user's today, not UTC's. */
export function browserToday(): LocalDate {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface PrizeRedemptionHandlers {
  readonly onOpenForm?: (promotionId: number, code: string) => void;
  readonly onBackToList?: () => void;
}

export function usePrizeRedemption(
  portToken: symbol,
  input: PrizeRedemptionInput,
  { onOpenForm, onBackToList }: PrizeRedemptionHandlers = {},
) {
  const port = useService<PrizeCodePort>(portToken);
  const notify = useNotify();
  /** The server's refusals of the last withdrawal, by field (domain names). */
  const [refusals, setRefusals] = useState<readonly PortErrorDetail[]>([]);

  const machine = useMemo(() => {
    const actors = prizeRedemptionActors(port);
    return prizeRedemptionMachine.provide({
      actors: {
        lookup: actors.lookup,
        withdraw: fromPromise<void, WithdrawalRequest>(async ({ input: request }) => {
          setRefusals([]);
          try {
            await port.withdraw(request);
          } catch (error) {
            if (error instanceof PortError) setRefusals((error.details ?? []).filter((d) => d.field !== undefined));
            throw error;
          }
        }),
      },
    });
  }, [port]);
  const [snapshot, send, actor] = useMachine(machine, { input: { today: browserToday, ...input } });

  const handlers = useRef({ onOpenForm, onBackToList });
  handlers.current = { onOpenForm, onBackToList };
  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      if (event.type === 'notify') notify({ intent: event.tone, messageKey: prizeMessageKey(event.key) });
      else if (event.type === 'openForm') handlers.current.onOpenForm?.(event.promotionId, event.code);
      else handlers.current.onBackToList?.();
    });
    return () => subscription.unsubscribe();
  }, [actor, notify]);

  return { snapshot, send, refusals, setRefusals };
}
