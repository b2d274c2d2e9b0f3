/**
 * The manual, video and sharing fields a product, a category and the customer's app all carry (spec B §2, §3):
 * three labelled groups, each web address checked by the domain's rule (the public page links to them). One look
 * for every form that has them; a form whose record names them differently maps its names to `MediaLinks`.
 */
import { Body1, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WEB_ADDRESS_MAX, type MediaLinks } from '@tagtrail/domain';
import { FormSection } from './FormLayout';

/** The longest sharing message kept (the columns are text; a message past this is no message). */
const SHARE_MESSAGE_MAX = 500;

const useStyles = makeStyles({
  wrapper: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground2 },
  groups: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  },
});

export interface MediaLinkFieldsProps {
  readonly values: MediaLinks;
  readonly onChange: (field: keyof MediaLinks, value: string) => void;
  /** The translated error of a field, in these names. */
  readonly fieldError: (field: keyof MediaLinks) => string | undefined;
  readonly disabled?: boolean;
}

export function MediaLinkFields({ values, onChange, fieldError, disabled }: MediaLinkFieldsProps) {
  const styles = useStyles();
  const { t } = useTranslation();

  const address = (field: keyof MediaLinks, label: string) => (
    <Field label={label} validationMessage={fieldError(field)}>
      <Input
        type="url"
        inputMode="url"
        value={values[field] ?? ''}
        maxLength={WEB_ADDRESS_MAX}
        disabled={disabled}
        onChange={(_event, data) => onChange(field, data.value)}
      />
    </Field>
  );

  return (
    <div className={styles.wrapper}>
      <Body1 className={styles.hint}>{t('mediaLinks.urlHint')}</Body1>
      <div className={styles.groups}>
        <FormSection legend={t('mediaLinks.manual')}>
          {address('manualLink', t('mediaLinks.linkUrl'))}
          {address('manualImageUrl', t('mediaLinks.imageUrl'))}
        </FormSection>
        <FormSection legend={t('mediaLinks.video')}>
          {address('videoLink', t('mediaLinks.linkUrl'))}
          {address('videoImageUrl', t('mediaLinks.imageUrl'))}
        </FormSection>
        <FormSection legend={t('mediaLinks.sharing')}>
          {address('shareUrl', t('mediaLinks.shareUrl'))}
          <Field label={t('mediaLinks.shareMessage')} validationMessage={fieldError('shareMessage')}>
            <Textarea
              value={values.shareMessage ?? ''}
              maxLength={SHARE_MESSAGE_MAX}
              disabled={disabled}
              resize="vertical"
              rows={2}
              onChange={(_event, data) => onChange('shareMessage', data.value)}
            />
          </Field>
        </FormSection>
      </div>
    </div>
  );
}
