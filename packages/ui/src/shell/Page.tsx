/** A page inside the shell: its heading (focused on arrival), optional actions beside it, then the content. */
import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PageHeading } from '../navigation/PageHeading';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export function Page({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <PageHeading>{title}</PageHeading>
        {actions}
      </div>
      {children}
    </div>
  );
}
