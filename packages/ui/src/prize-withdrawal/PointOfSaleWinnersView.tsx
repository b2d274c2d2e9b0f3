/**
 * Point of sale › Prize withdrawal (spec B §2 /areapontovenda and /promocoes; §7 "Point of sale"; issue 13 §7): the
 * prize-code entry, then the winners of the sales point's customer's promotions (name, CPF hidden but for its last
 * digits, withdrawal date, code, prize; paged from pontovenda/premiados) with every list's search and paging.
 */
import { useMemo } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  PointOfSaleRedemptionPortToken,
  type ListPort,
  type PointOfSaleRedemptionPort,
  type PointOfSaleWinner,
} from '@tagtrail/domain';
import { formatDateTime } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { pointOfSalePrizePaths } from './prize-withdrawal.paths';
import { PrizeCodeBox } from './PrizeCodeBox';
import { maskedCpf } from './prize-texts';

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

export function PointOfSaleWinnersView() {
  const styles = useStyles();
  const { t } = useTranslation();
  const port = useService<PointOfSaleRedemptionPort>(PointOfSaleRedemptionPortToken);
  const winners = useMemo<ListPort<PointOfSaleWinner>>(
    () => ({ list: (query, signal) => port.winners(query, signal) }),
    [port],
  );
  const list = useList<PointOfSaleWinner>(winners);

  const columns = useMemo<DataListColumn<PointOfSaleWinner>[]>(
    () => [
      {
        id: 'name',
        header: t('posWinners.name'),
        text: (row) => row.name ?? '',
        // Wide enough that a phone cannot keep the code beside it: the code then shows whole under the name.
        minWidth: 200,
        priority: 1,
      },
      { id: 'cpf', header: t('posWinners.cpf'), text: (row) => maskedCpf(row.cpf), width: '9.5rem', priority: 5 },
      {
        id: 'withdrawnAt',
        header: t('posWinners.withdrawnAt'),
        text: (row) => (row.withdrawnAt === null ? t('posWinners.notWithdrawn') : formatDateTime(row.withdrawnAt)),
        width: '10rem',
        priority: 3,
      },
      {
        id: 'code',
        header: t('posWinners.code'),
        render: (row) => <span className={styles.code}>{row.code}</span>,
        text: (row) => row.code,
        width: '11rem',
        minWidth: 130,
        // On a phone the name keeps the row's width and the code shows under it, whole, with the rest.
        priority: 2,
      },
      { id: 'prize', header: t('posWinners.prize'), text: (row) => row.prize, minWidth: 140, priority: 4 },
    ],
    [t, styles.code],
  );

  return (
    <Page title={t('posWinners.title')}>
      <Body1 className={styles.intro}>{t('posWinners.intro')}</Body1>
      <PrizeCodeBox portToken={PointOfSaleRedemptionPortToken} withdrawalPath={pointOfSalePrizePaths.withdrawal} />
      <section className={styles.section} aria-labelledby="pos-winners-heading">
        <h2 id="pos-winners-heading" className={styles.heading}>
          {t('posWinners.listTitle')}
        </h2>
        <DataList label={t('posWinners.listTitle')} list={list} columns={columns} rowKey={(row) => row.code} />
      </section>
    </Page>
  );
}
