/** The frame of the pages outside the shell (sign-in, loading, not found), and the loading page built on it. */
import type { ReactNode } from 'react';
import { makeStyles, Spinner, tokens, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../navigation/PageHeading';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    textAlign: 'center',
  },
  company: { color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
});

/** A page of its own, outside the shell: the company name, a heading, a message, actions. */
export function StandalonePage({
  title,
  children,
  actions,
}: {
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Title3 as="p" className={styles.company}>
        {t('app.company')}
      </Title3>
      {title !== undefined && <PageHeading>{title}</PageHeading>}
      {children}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </main>
  );
}

/** The loading state while the session loads or a redirect finishes. */
export function LoadingPage({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <StandalonePage>
      <Spinner label={label ?? t('app.loading')} labelPosition="below" />
    </StandalonePage>
  );
}
