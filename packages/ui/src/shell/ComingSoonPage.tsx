/** A menu entry whose screen is not built yet: its title and a short notice, inside the shell. */
import { Body1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n/i18n';
import { Page } from './Page';

export function ComingSoonPage({ titleKey }: { titleKey: TextKey }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <Body1>{t('app.comingSoon')}</Body1>
    </Page>
  );
}
