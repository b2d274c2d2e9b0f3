/**
 * A long save's progress (an upload): a bar with the percentage, announced to screen readers, and Cancel.
 * Shown only while the form saves; until the save reports any progress the bar runs without a value.
 */
import { Button, Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RecordFormController } from './useRecordForm';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, maxWidth: '560px' },
  bar: { flexGrow: 1 },
});

export interface SaveProgressProps {
  form: Pick<RecordFormController<object>, 'status' | 'progress' | 'cancelSave'>;
}

export function SaveProgress({ form }: SaveProgressProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (form.status !== 'saving') return null;
  const percent = form.progress;
  return (
    <div className={styles.root}>
      <Field
        className={styles.bar}
        label={t('form.progressLabel')}
        hint={percent === undefined ? t('form.saving') : t('form.progress', { percent })}
      >
        <ProgressBar
          max={100}
          value={percent}
          aria-valuetext={percent === undefined ? undefined : `${percent}%`}
          thickness="large"
        />
      </Field>
      <Button icon={<Dismiss20Regular />} onClick={form.cancelSave}>
        {t('form.cancelSave')}
      </Button>
    </div>
  );
}
