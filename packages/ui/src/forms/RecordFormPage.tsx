/**
 * The frame every record screen shares (issue 8 §10: less code per screen): the record on its way or a failed load
 * with Retry and Back, then the page with its title, the form (fields given as children, e.g. `TextFields`), and
 * Save, Delete with its confirmation, the screen's own buttons and Back. A screen then says only what is its own.
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../navigation/navigation';
import { Page } from '../shell/Page';
import { FormActions, type FormActionsProps } from './FormActions';
import { FormLoadState } from './FormLoadState';
import type { RecordFormController } from './useRecordForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  wide: { maxWidth: '640px' },
});

export interface RecordFormPageProps<Input extends object> extends Pick<
  FormActionsProps,
  'confirmTitle' | 'confirmMessage' | 'canSave' | 'canDelete' | 'deleteRefusal' | 'locked'
> {
  readonly title: ReactNode;
  /** Beside the title, e.g. the record's status badge. */
  readonly besideTitle?: ReactNode;
  readonly form: RecordFormController<Input>;
  /** Where Back goes: the list the record belongs to. */
  readonly backTo: string;
  /** What Back says when 'Back' is not enough ('Back to the apps'). */
  readonly backLabel?: string;
  /** False for a screen with no list behind it (the customer's one app): Back then shows only after a failed load. */
  readonly showBack?: boolean;
  /** The text of a failed load when the spec names one ('loading data error'); the form's own otherwise. */
  readonly loadFailureMessage?: string;
  /** The fields, shown once the record is loaded. */
  readonly children: ReactNode;
  /** Buttons of the screen's own, between Delete and Back. */
  readonly actions?: ReactNode;
  /** False hides the buttons (a created user whose password dialog leads on). */
  readonly showActions?: boolean;
  /** Dialogs and anything else after the form. */
  readonly after?: ReactNode;
  readonly wide?: boolean;
}

export function RecordFormPage<Input extends object>({
  title,
  besideTitle,
  form,
  backTo,
  backLabel,
  showBack = true,
  loadFailureMessage,
  children,
  actions,
  showActions = true,
  after,
  wide = false,
  ...formActions
}: RecordFormPageProps<Input>) {
  const styles = useStyles();
  const { t } = useTranslation();

  if (form.status === 'loading' || form.status === 'loadFailed') {
    return (
      <FormLoadState
        title={title}
        failed={form.status === 'loadFailed'}
        backTo={backTo}
        onRetry={form.retry}
        failureMessage={loadFailureMessage}
      />
    );
  }

  return (
    <Page title={title} actions={besideTitle}>
      <form className={mergeClasses(styles.form, wide && styles.wide)} noValidate onSubmit={form.onSubmit}>
        {children}
        {showActions && (
          <FormActions form={form} {...formActions}>
            {actions}
            {showBack && (
              <LinkButton to={backTo} appearance="subtle" icon={<ArrowLeft20Regular />}>
                {backLabel ?? t('form.back')}
              </LinkButton>
            )}
          </FormActions>
        )}
      </form>
      {after}
    </Page>
  );
}
