/**
 * A read-only value to be copied into another system (a key, the encoding station's URL): selectable, in a
 * monospace font, with a Copy button beside it that says which value it copies.
 */
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../notifications/notifications';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1, minWidth: 0 },
  value: { fontFamily: tokens.fontFamilyMonospace },
});

export interface CopyFieldProps {
  readonly label: string;
  readonly value: string;
  readonly hint?: string;
}

export function CopyField({ label, value, hint }: CopyFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ intent: 'success', messageKey: 'secureLot.copied' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selectable.
      notify({ intent: 'warning', messageKey: 'secureLot.copyFailed' });
    }
  };

  return (
    <div className={styles.row}>
      <Field className={styles.field} label={label} hint={hint}>
        <Input
          readOnly
          value={value}
          input={{ className: styles.value, spellCheck: false }}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <Button
        icon={<Copy20Regular />}
        aria-label={t('secureLot.copyNamed', { name: label })}
        onClick={() => void copy()}
      >
        {t('secureLot.copy')}
      </Button>
    </div>
  );
}
