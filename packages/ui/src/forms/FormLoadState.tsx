/** What a record form shows before its fields: the record on its way, or a load that failed with Retry and Back. */
import type { ReactNode } from 'react';
import { Body1, Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular, ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../navigation/navigation';
import { Page } from '../shell/Page';

const useStyles = makeStyles({
  failed: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

export interface FormLoadStateProps {
  title: ReactNode;
  failed: boolean;
  /** Where Back goes: the list the form belongs to. */
  backTo: string;
  onRetry: () => void;
  /** The failure text; the spec names 'loading data error' for some forms. Default: the form's own load error. */
  failureMessage?: string;
}

export function FormLoadState({ title, failed, backTo, onRetry, failureMessage }: FormLoadStateProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!failed) {
    return (
      <Page title={title}>
        <Spinner label={t('app.loading')} labelPosition="after" />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <div className={styles.failed} role="alert">
        <Body1>{failureMessage ?? t('form.loadError')}</Body1>
        <div>
          <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
            {t('form.retry')}
          </Button>{' '}
          <LinkButton to={backTo} appearance="subtle" icon={<ArrowLeft20Regular />}>
            {t('form.back')}
          </LinkButton>
        </div>
      </div>
    </Page>
  );
}
