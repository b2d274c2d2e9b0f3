/**
 * The one notifier: `useNotify()` gives `notify({ intent, messageKey, params })`, shown as a Fluent toast
 * that hides after 2.5 s, one at a time, never twice at once (spec A §8, B §4).
 *
 * Fluent's toaster (Toasts.tsx, with the focus management it brings) is not on the first page: it loads when the
 * first screen that can notify mounts (`useNotify`), and a notification sent before it is there waits for it.
 */
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Notification, Notify } from './notification';
import { Outbox } from './outbox';

export { NOTIFICATION_TIMEOUT_MS, type Notification, type Notify } from './notification';

interface Notifier {
  readonly notify: Notify;
  /** Loads and mounts the toaster, if it is not yet. */
  readonly prepare: () => void;
}

const NotifyContext = createContext<Notifier | undefined>(undefined);

const Toasts = lazy(() => import('./Toasts'));

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [outbox] = useState(() => new Outbox<Notification>());
  const [wanted, setWanted] = useState(false);

  const notifier = useMemo<Notifier>(
    () => ({
      notify: (notification) => {
        outbox.send(notification);
        setWanted(true);
      },
      prepare: () => setWanted(true),
    }),
    [outbox],
  );

  return (
    <NotifyContext.Provider value={notifier}>
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
  const notifier = useContext(NotifyContext);
  if (!notifier) throw new Error('useNotify: no NotificationsProvider above this component');
  const { prepare } = notifier;
  // A screen that can notify brings the toaster along, so its first toast does not wait for the download.
  useEffect(prepare, [prepare]);
  return notifier.notify;
}
