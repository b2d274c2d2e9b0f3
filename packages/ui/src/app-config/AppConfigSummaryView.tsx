/**
 * Partner › Customer › Apps (spec A §2 "/cliente/{clienteId}/aplicativos/"): a read-only summary of the customer's
 * app configurations — name and the three switches — with a way to edit each and to design its layout.
 */
import { Badge, Body1, Button, Card, CardHeader, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  ArrowClockwise20Regular,
  ArrowLeft20Regular,
  Color20Regular,
  Edit20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { AppConfigPortToken, type AppConfigPort, type AppFlagField } from '@tagtrail/domain';
import { LinkButton } from '../navigation/navigation';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { Page } from '../shell/Page';
import { appConfigPaths } from './app-config.paths';
import { useCustomer } from './useCustomer';

const FLAGS: readonly AppFlagField[] = ['nfcEnabled', 'qrCodeEnabled', 'locationRequired'];

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  flags: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0 },
  flag: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  flagName: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  message: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function AppConfigSummaryView({ customerId }: { customerId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<AppConfigPort>(AppConfigPortToken);
  const customer = useCustomer(customerId);
  const apps = useLoad((signal) => port.forCustomer(customerId).list(signal), [port, customerId]);
  const title =
    customer.status === 'ready'
      ? t('appConfigs.summaryTitle', { customer: customer.value.name })
      : t('appConfigs.summaryTitleFallback');

  let body;
  if (apps.status === 'failed') {
    body = (
      <div className={styles.message} role="alert">
        <Body1 className={styles.error}>{t('list.loadError')}</Body1>
        <Button icon={<ArrowClockwise20Regular />} onClick={apps.retry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (apps.status !== 'ready') {
    body = <Spinner label={t('app.loading')} labelPosition="after" />;
  } else if (apps.value.length === 0) {
    body = <Body1>{t('appConfigs.empty')}</Body1>;
  } else {
    body = (
      <ul className={styles.list} aria-label={title}>
        {apps.value.map((app) => (
          <li key={app.id}>
            <Card>
              <CardHeader
                header={
                  <Text weight="semibold" as="h2">
                    {app.name}
                  </Text>
                }
              />
              <dl className={styles.flags}>
                {FLAGS.map((flag) => (
                  <div key={flag} className={styles.flag}>
                    <dt>{t(`appConfigs.${flag}`)}</dt>
                    <dd className={styles.flagName}>
                      <Badge
                        appearance={app.flags[flag] ? 'filled' : 'outline'}
                        color={app.flags[flag] ? 'brand' : 'informative'}
                      >
                        {app.flags[flag] ? t('appConfigs.on') : t('appConfigs.off')}
                      </Badge>
                    </dd>
                  </div>
                ))}
              </dl>
              <div className={styles.actions}>
                <LinkButton
                  to={appConfigPaths.edit(customerId, app.id)}
                  icon={<Edit20Regular />}
                  aria-label={`${t('appConfigs.editButton')}: ${app.name}`}
                >
                  {t('appConfigs.editButton')}
                </LinkButton>
                <LinkButton
                  to={appConfigPaths.layout(customerId, app.id)}
                  icon={<Color20Regular />}
                  aria-label={`${t('appConfigs.layout')}: ${app.name}`}
                >
                  {t('appConfigs.layout')}
                </LinkButton>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title={title}>
      <div className={styles.toolbar}>
        <LinkButton to={appConfigPaths.create(customerId)} appearance="primary" icon={<Add20Regular />}>
          {t('appConfigs.new')}
        </LinkButton>
        <LinkButton to={appConfigPaths.customers} appearance="subtle" icon={<ArrowLeft20Regular />}>
          {t('appConfigs.backToCustomers')}
        </LinkButton>
      </div>
      {body}
    </Page>
  );
}
