/**
 * The one notifier: `useNotify()` gives `notify({ intent, messageKey, params })`, shown as a Fluent toast
 * that hides after 2.5 s, one at a time, never twice at once (spec A §8, B §4).
 */
import { createContext, useCallback, useContext, useId, useState, type ReactNode } from 'react';
import { Toast, Toaster, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n/i18n';
import { ToastGate } from './toast-gate';

export const NOTIFICATION_TIMEOUT_MS = 2500;

export interface Notification {
  readonly intent: ToastIntent;
  readonly messageKey: TextKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Notify = (notification: Notification) => void;

const NotifyContext = createContext<Notify | undefined>(undefined);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const toasterId = useId();
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const { t } = useTranslation();
  const [gate] = useState(() => new ToastGate());

  const notify = useCallback<Notify>(
    ({ intent, messageKey, params }) => {
      const message = t(messageKey, params ?? {});
      const decision = gate.next(`${intent}\n${message}`);
      if (!decision) return;
      if (decision.replace) dismissToast(decision.replace);
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        {
          toastId: decision.show,
          intent,
          timeout: NOTIFICATION_TIMEOUT_MS,
          onStatusChange: (_event, { status }) => {
            if (status === 'dismissed' || status === 'unmounted') gate.closed(decision.show);
          },
        },
      );
    },
    [t, gate, dispatchToast, dismissToast],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toaster toasterId={toasterId} position="top-end" limit={1} />
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify: no NotificationsProvider above this component');
  return notify;
}
