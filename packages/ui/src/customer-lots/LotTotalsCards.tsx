/**
 * The two cards above the customer lot table (spec B §2 "Lot list", §3 "Lot totals"): the customer's lots, and the
 * tags given to it not yet in a lot (split by whether their partner lot came with a product). Loaded apart from the
 * table: a failure says 'LOADING_TOTAL_ERROR' here and leaves the table working.
 */
import { Body1, Card, makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CustomerLotPort } from '@tagtrail/domain';
import { formatNumber } from '../i18n/format';
import { useLoad } from '../services/useLoad';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    margin: 0,
  },
  card: { gap: tokens.spacingVerticalXS },
  label: { color: tokens.colorNeutralForeground2 },
  figure: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  detail: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function LotTotalsCards({ port }: { port: Pick<CustomerLotPort, 'totals'> }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const load = useLoad((signal) => port.totals(signal), [port]);

  if (load.status === 'failed')
    return (
      <Body1 role="alert" className={styles.error}>
        {t('messages.LOADING_TOTAL_ERROR')}
      </Body1>
    );

  const number = (value: number) => formatNumber(value, i18n.language);
  const figure = (value: number | undefined) =>
    value === undefined ? (
      <Skeleton aria-label={t('list.loading')}>
        <SkeletonItem size={32} />
      </Skeleton>
    ) : (
      <Text className={styles.figure}>{number(value)}</Text>
    );
  const totals = load.status === 'ready' ? load.value : undefined;

  return (
    <section aria-label={t('customerLots.totalsLabel')} className={styles.cards} aria-busy={totals === undefined}>
      <Card className={styles.card}>
        <Text className={styles.label}>{t('customerLots.lotsCard')}</Text>
        {figure(totals?.totalLots)}
      </Card>
      <Card className={styles.card}>
        <Text className={styles.label}>{t('customerLots.tagsCard')}</Text>
        {figure(totals?.availableTags)}
        {totals !== undefined && (
          <Text className={styles.detail}>
            {t('customerLots.withProduct', { count: totals.availableTagsWithProduct })} ·{' '}
            {t('customerLots.withoutProduct', { count: totals.availableTagsWithoutProduct })}
          </Text>
        )}
      </Card>
    </section>
  );
}
