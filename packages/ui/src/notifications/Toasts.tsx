/** The notifier's Fluent toaster, loaded when first needed (notifications.tsx): it shows what the outbox passes on. */
import { useCallback, useEffect, useId, useState } from 'react';
import { Toast, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TIMEOUT_MS, type Notification } from './notification';
import type { Outbox } from './outbox';
import { ToastGate } from './toast-gate';

export default function Toasts({ outbox }: { outbox: Outbox<Notification> }) {
  const toasterId = useId();
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const { t } = useTranslation();
  const [gate] = useState(() => new ToastGate());

  const show = useCallback(
    ({ intent, messageKey, params }: Notification) => {
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

  // After the Toaster's own effects (a child's run first), so it listens before anything waiting is shown.
  useEffect(() => outbox.attach(show), [outbox, show]);

  return <Toaster toasterId={toasterId} position="top-end" limit={1} />;
}
