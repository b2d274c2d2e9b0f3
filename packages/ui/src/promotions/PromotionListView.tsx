/**
 * Customer › Promotions (spec B §2 "/promocoes"; issue 13 §1): the prize-code box at the top, then the list of
 * description, draw date, finalization date, winners count and status. Each row offers Edit and Process while the
 * promotion is not processed, and details instead once it is (status 4): the domain's permissions decide.
 */
import { useMemo } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  DocumentSearch20Regular,
  Edit20Regular,
  Play20Regular,
  Trophy20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { promotionPermissions, PromotionPortToken, type PromotionPort, type PromotionRow } from '@tagtrail/domain';
import { formatDate, formatNumber } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { customerPrizePaths } from '../prize-withdrawal/prize-withdrawal.paths';
import { PrizeCodeBox } from '../prize-withdrawal/PrizeCodeBox';
import { Page } from '../shell/Page';
import { promotionPaths } from './promotion.paths';
import { promotionStatusKey, PromotionStatusBadge } from './PromotionStatusBadge';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export function PromotionListView() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<PromotionPort>(PromotionPortToken);
  const list = useList<PromotionRow>(port);
  const navigate = useNavigate();

  const columns = useMemo<DataListColumn<PromotionRow>[]>(
    () => [
      {
        id: 'description',
        header: t('promotions.description'),
        text: (row) => row.description,
        minWidth: 160,
        priority: 1,
        sort: 'description',
      },
      {
        id: 'drawDate',
        header: t('promotions.drawDate'),
        text: (row) => formatDate(row.drawDate),
        width: '9rem',
        minWidth: 104,
        priority: 3,
        sort: 'drawDate',
      },
      {
        id: 'finishDate',
        header: t('promotions.finishDate'),
        text: (row) => formatDate(row.finishDate),
        width: '9rem',
        minWidth: 104,
        priority: 4,
        sort: 'finishDate',
      },
      {
        id: 'winnersCount',
        header: t('promotions.winnersCount'),
        text: (row) => formatNumber(row.winnersCount, i18n.language),
        width: '7rem',
        minWidth: 88,
        priority: 5,
        sort: 'winnersCount',
      },
      {
        id: 'status',
        header: t('promotions.status'),
        text: (row) => t(promotionStatusKey(row.status)),
        render: (row) => <PromotionStatusBadge status={row.status} />,
        width: '12rem',
        minWidth: 120,
        priority: 2,
        sort: 'status',
      },
    ],
    [t, i18n.language],
  );

  return (
    <Page title={t('promotions.listTitle')}>
      <div className={styles.page}>
        <PrizeCodeBox portToken={PromotionPortToken} withdrawalPath={customerPrizePaths.withdrawal} />
        <DataList
          label={t('promotions.listTitle')}
          list={list}
          columns={columns}
          rowKey={(row) => row.id}
          actionsWidth="6rem"
          rowActions={(row) => {
            const allowed = promotionPermissions(row.status);
            const name = { description: row.description };
            return (
              <div className={styles.actions}>
                {allowed.showEdit && (
                  <LinkButton
                    to={promotionPaths.edit(row.id)}
                    appearance="subtle"
                    icon={<Edit20Regular />}
                    aria-label={t('promotions.edit', name)}
                    title={t('promotions.edit', name)}
                  />
                )}
                {allowed.showProcess && (
                  <LinkButton
                    to={promotionPaths.processing(row.id)}
                    appearance="subtle"
                    icon={<Play20Regular />}
                    aria-label={t('promotions.process', name)}
                    title={t('promotions.process', name)}
                  />
                )}
                {allowed.showDetails && (
                  <>
                    <LinkButton
                      to={promotionPaths.edit(row.id)}
                      appearance="subtle"
                      icon={<DocumentSearch20Regular />}
                      aria-label={t('promotions.details', name)}
                      title={t('promotions.details', name)}
                    />
                    <LinkButton
                      to={promotionPaths.processing(row.id)}
                      appearance="subtle"
                      icon={<Trophy20Regular />}
                      aria-label={t('promotions.results', name)}
                      title={t('promotions.results', name)}
                    />
                  </>
                )}
              </div>
            );
          }}
          toolbar={
            <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(promotionPaths.create)}>
              {t('promotions.new')}
            </Button>
          }
        />
      </div>
    </Page>
  );
}
