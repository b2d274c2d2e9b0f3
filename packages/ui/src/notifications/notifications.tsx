/**
 * The one notifier: `useNotify()` gives `notify({ intent, messageKey, params })`, shown as a Fluent toast
 * that hides after 2.5 s, one at a time, never twice at once (spec A §8, B §4).
 *
 * Fluent's toaster (Toasts.tsx, with the focus management it brings) loads with the first notification, which waits
 * in the outbox until it is there: a screen that can notify does not carry it to show itself (issue 26 §6).
 */
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Notification, Notify } from './notification';
import { Outbox } from './outbox';

export { NOTIFICATION_TIMEOUT_MS, type Notification, type Notify } from './notification';

const NotifyContext = createContext<Notify | undefined>(undefined);

const Toasts = lazy(() => import('./Toasts'));

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [outbox] = useState(() => new Outbox<Notification>());
  const [wanted, setWanted] = useState(false);

  const notify = useMemo<Notify>(
    () => (notification) => {
      outbox.send(notification);
      setWanted(true);
    },
    [outbox],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toasts outbox={outbox} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify: no NotificationsProvider above this component');
  return notify;
}
