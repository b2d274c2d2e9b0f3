/**
 * The tag file of an NFC lot (spec A §5): a .csv or .txt file (or any plain text), chosen with a button, shown
 * by name and size. The native file input stays in the page (hidden) so the label, the form and automated tests
 * reach it; choosing the same file again after fixing it is noticed.
 */
import { useRef, type ReactElement } from 'react';
import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentArrowUp20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LOT_FILE_ACCEPT } from '@tagtrail/domain';
import { formatFileSize } from './file-size';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  input: { display: 'none' },
  name: { overflowWrap: 'anywhere' },
});

export interface TagFileFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  disabled?: boolean;
  validationMessage?: string;
  /** Under the field: the quick check's progress or result. */
  status?: string | ReactElement;
}

export function TagFileField({ file, onChange, required, disabled, validationMessage, status }: TagFileFieldProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosen = file ? t('tagFile.chosen', { name: file.name, size: formatFileSize(file.size, i18n.language) }) : '';

  return (
    <Field
      label={t('tagFile.label')}
      required={required}
      validationMessage={validationMessage}
      hint={status ?? t('tagFile.hint')}
    >
      {(fieldProps) => (
        <div className={styles.row}>
          <input
            {...fieldProps}
            ref={input}
            type="file"
            accept={LOT_FILE_ACCEPT}
            className={styles.input}
            disabled={disabled}
            onChange={(event) => {
              onChange(event.currentTarget.files?.[0] ?? null);
              // Cleared, so choosing the same file again (after fixing it) is a change too.
              event.currentTarget.value = '';
            }}
          />
          <Button
            icon={<DocumentArrowUp20Regular />}
            disabled={disabled}
            aria-describedby={fieldProps['aria-describedby']}
            onClick={() => input.current?.click()}
          >
            {file ? t('tagFile.chooseAnother') : t('tagFile.choose')}
          </Button>
          {file && <Text className={styles.name}>{chosen}</Text>}
        </div>
      )}
    </Field>
  );
}
