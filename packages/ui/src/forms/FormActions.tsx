/** A record form's buttons: Save, and Delete with a confirmation dialog; disabled while saving or deleting. */
import type { ReactNode } from 'react';
import { Button, makeStyles, Spinner, tokens, Tooltip } from '@fluentui/react-components';
import { Delete20Regular, Save20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import type { RecordFormController } from './useRecordForm';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

export interface FormActionsProps {
  form: Pick<
    RecordFormController<object>,
    'status' | 'id' | 'busy' | 'requestDelete' | 'confirmDelete' | 'cancelDelete'
  >;
  confirmTitle?: ReactNode;
  confirmMessage?: ReactNode;
  /** False for a record that is only viewed (e.g. a stored user, spec A §5): no Save button. */
  canSave?: boolean;
  /** False for a record the screen may not delete (a partner's lot, an app: spec A §2 shows no delete). */
  canDelete?: boolean;
  /**
   * Why this record cannot be deleted now (a lot with readings): Delete shows, disabled but focusable, with this
   * reason as its description, so the user learns it before confirming anything.
   */
  deleteRefusal?: string;
  /** The record may not be changed now (a processed promotion, spec B §4): Save and Delete show, disabled. */
  locked?: boolean;
  /** More buttons (Back…), after Save and Delete. */
  children?: ReactNode;
}

/** Put it inside the `<form>`: Save submits it. */
export function FormActions({
  form,
  confirmTitle,
  confirmMessage,
  canSave = true,
  canDelete = true,
  deleteRefusal,
  locked = false,
  children,
}: FormActionsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const saving = form.status === 'saving';
  const editable = form.status === 'editing' && !locked;
  return (
    <div className={styles.actions}>
      {canSave && (
        <Button
          type="submit"
          appearance="primary"
          icon={saving ? <Spinner size="tiny" aria-label={t('form.saving')} /> : <Save20Regular />}
          disabled={!editable}
        >
          {t('form.save')}
        </Button>
      )}
      {canDelete && form.id !== undefined && deleteRefusal === undefined && (
        <Button icon={<Delete20Regular />} disabled={!editable} onClick={form.requestDelete}>
          {t('form.delete')}
        </Button>
      )}
      {canDelete && form.id !== undefined && deleteRefusal !== undefined && (
        <Tooltip content={deleteRefusal} relationship="description" withArrow>
          <Button icon={<Delete20Regular />} disabledFocusable>
            {t('form.delete')}
          </Button>
        </Tooltip>
      )}
      {children}
      <ConfirmDialog
        open={form.status === 'confirmingDelete' || form.status === 'deleting'}
        busy={form.status === 'deleting'}
        title={confirmTitle ?? t('form.confirmDeleteTitle')}
        message={confirmMessage ?? t('form.confirmDeleteMessage')}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onConfirm={form.confirmDelete}
        onCancel={form.cancelDelete}
      />
    </div>
  );
}
