/** ConfirmDialog's question as Fluent's Dialog, which traps focus; loaded when the first question is asked. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: buttons disabled, a spinner on the confirm button. */
  busy?: boolean;
  /** Destructive actions get the primary look on the confirm button; otherwise cancel stays primary. */
  destructive?: boolean;
}

export default function FluentConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Where cancelling is the primary answer (leaving unsaved work), it also has the focus: a stray Enter stays. This
  // effect runs after the dialog's own, which focuses the first button.
  useEffect(() => {
    if (open && !destructive) cancelRef.current?.focus();
  }, [open, destructive]);
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button
              appearance={destructive ? 'primary' : 'secondary'}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" aria-label={t('app.working')} /> : undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
            <Button
              ref={cancelRef}
              appearance={destructive ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={onCancel}
            >
              {cancelLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
