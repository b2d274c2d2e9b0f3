/**
 * A page's h1. It takes focus when the page appears, so a screen reader announces the new page after an
 * in-app navigation (a single-page app gives no page-load cue of its own), and it names the browser tab.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { makeStyles, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  heading: { ...typographyStyles.title2, margin: 0, ':focus': { outlineStyle: 'none' } },
});

export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  // The tab's title names the page too (the first thing a screen reader reads after switching tabs).
  const company = t('app.company');
  const title = typeof children === 'string' ? `${children} · ${company}` : company;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
