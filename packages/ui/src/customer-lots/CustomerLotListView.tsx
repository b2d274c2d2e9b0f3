/**
 * Customer › Lots (spec B §2 "Lot list"; issue 11 §1): the two cards (lots, tags available) and the table — lot,
 * product, readings, tags not yet read, and read/total tags padded to 4 digits — with edit. Default page size 10.
 * Associate opens the lot's sub-lots (issue 11 §3); beside New lot, the partner lots available to take tags from.
 */
import { useMemo } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, BoxMultiple20Regular, Edit20Regular, Link20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CustomerLotPortToken, formatUsedOfTotal, type CustomerLotPort, type CustomerLotRow } from '@tagtrail/domain';
import { formatNumber } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton, useNavigate } from '../navigation/navigation';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { customerLotPaths } from './customer-lot.paths';
import { LotTotalsCards } from './LotTotalsCards';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const readOf = (lot: CustomerLotRow) => lot.totalTags - lot.productAvailableTags;

export function CustomerLotListView() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<CustomerLotPort>(CustomerLotPortToken);
  const list = useList<CustomerLotRow>(port);
  const navigate = useNavigate();

  const columns = useMemo<DataListColumn<CustomerLotRow>[]>(
    () => [
      // The lot number names the row: first, kept on the narrowest screen, wide enough for the hidden columns' values.
      { id: 'number', header: t('customerLots.number'), text: (lot) => lot.number, minWidth: 150, sort: 'number' },
      {
        id: 'product',
        header: t('customerLots.product'),
        text: (lot) => lot.productName ?? t('customerLots.noProduct'),
        minWidth: 140,
        priority: 3,
        sort: 'productName',
      },
      {
        id: 'readings',
        header: t('customerLots.readings'),
        text: (lot) => formatNumber(lot.readingCount, i18n.language),
        width: '7rem',
        minWidth: 80,
        priority: 4,
        sort: 'readingCount',
      },
      {
        id: 'pending',
        header: t('customerLots.pendingTags'),
        text: (lot) => formatNumber(lot.productAvailableTags, i18n.language),
        width: '9rem',
        minWidth: 96,
        priority: 5,
      },
      {
        id: 'tags',
        header: t('customerLots.tagsRead'),
        text: (lot) => formatUsedOfTotal(readOf(lot), lot.totalTags),
        render: (lot) => {
          const shown = formatUsedOfTotal(readOf(lot), lot.totalTags);
          // The name starts with what is shown (WCAG 2.5.3), then says it in words.
          const name = t('customerLots.tagsReadName', {
            shown,
            read: readOf(lot),
            total: lot.totalTags,
            number: lot.number,
          });
          return (
            <span aria-label={name} title={name} role="img">
              {shown}
            </span>
          );
        },
        width: '8.5rem',
        minWidth: 104,
        // Kept on a phone before the product: the lot's state at a glance, and too wide to read cut.
        priority: 2,
        sort: 'totalTags',
      },
    ],
    [t, i18n.language],
  );

  return (
    <Page title={t('customerLots.listTitle')}>
      <div className={styles.page}>
        <LotTotalsCards port={port} />
        <DataList
          label={t('customerLots.listTitle')}
          list={list}
          columns={columns}
          rowKey={(lot) => lot.customerLotId}
          actionsWidth="6rem"
          rowActions={(lot) => (
            <>
              <LinkButton
                to={customerLotPaths.edit(lot.customerLotId)}
                appearance="subtle"
                icon={<Edit20Regular />}
                aria-label={t('customerLots.edit', { number: lot.number })}
                title={t('customerLots.edit', { number: lot.number })}
              />
              <LinkButton
                to={customerLotPaths.associate(lot.customerLotId)}
                appearance="subtle"
                icon={<Link20Regular />}
                aria-label={t('customerLots.associate', { number: lot.number })}
                title={t('customerLots.associate', { number: lot.number })}
              />
            </>
          )}
          toolbar={
            <>
              {/* spec B §2 "/loteassociar": the partner lots whose free tags the customer's lots take. */}
              <LinkButton to={customerLotPaths.available} icon={<BoxMultiple20Regular />}>
                {t('customerLots.associateListTitle')}
              </LinkButton>
              <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(customerLotPaths.create)}>
                {t('customerLots.newLot')}
              </Button>
            </>
          }
        />
      </div>
    </Page>
  );
}
