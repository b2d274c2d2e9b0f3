/**
 * Partner › Tags (spec A §2 "/tags/"): customer, partner lot, my lot (the customer lot the tag went to), tag id and
 * sequence, with the product and the readings beside them; paged, and searched by tag id (the server searches that
 * field only, so the page says so). A tag with a replayed or invalid reading says 'possible copy' under its id
 * (issue 27 §5), as far as the partner sees the readings.
 */
import { useMemo } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PartnerTagPortToken, type PartnerTagPort, type Tag } from '@tagtrail/domain';
import { formatNumber } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { PossibleCopyBadge } from '../customer-tags/ReadingAuthenticityBadge';

const useStyles = makeStyles({
  mark: { display: 'block', paddingBlockStart: tokens.spacingVerticalXXS },
});

export function PartnerTagListView() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<PartnerTagPort>(PartnerTagPortToken);
  const list = useList<Tag>(port);

  const columns = useMemo<DataListColumn<Tag>[]>(
    () => [
      // The tag id is what the search finds: it comes first and stays on the narrowest screen.
      {
        id: 'tagId',
        header: t('partnerTags.tagId'),
        text: (tag) => tag.tagId,
        // The mark on a line of its own: beside a 32-character QR id it would be the part cut off.
        render: (tag) => (
          <>
            {tag.tagId}
            {tag.possibleCopy && (
              <span className={styles.mark}>
                <PossibleCopyBadge
                  label={t('partnerTags.possibleCopy')}
                  hint={t('partnerTags.possibleCopyOf', { tagId: tag.tagId })}
                />
              </span>
            )}
          </>
        ),
        // QR tag ids are 32 characters: the column is the widest, so most show whole.
        width: '30%',
        minWidth: 160,
        priority: 1,
        sort: 'tagId',
      },
      {
        id: 'customer',
        header: t('partnerTags.customer'),
        text: (tag) => tag.customerName ?? t('partnerTags.none'),
        minWidth: 130,
        priority: 3,
        sort: 'customerName',
      },
      {
        id: 'partnerLot',
        header: t('partnerTags.partnerLot'),
        text: (tag) => tag.partnerLotNumber,
        minWidth: 120,
        priority: 2,
        sort: 'lot',
      },
      {
        id: 'myLot',
        header: t('partnerTags.myLot'),
        text: (tag) => tag.customerLotNumber ?? t('partnerTags.none'),
        minWidth: 110,
        priority: 4,
      },
      {
        id: 'sequence',
        header: t('partnerTags.sequence'),
        text: (tag) => String(tag.sequence),
        width: '6rem',
        minWidth: 80,
        priority: 2,
      },
      {
        id: 'product',
        header: t('partnerTags.product'),
        text: (tag) => tag.productName ?? t('partnerTags.none'),
        minWidth: 140,
        priority: 5,
      },
      {
        id: 'readings',
        header: t('partnerTags.readings'),
        text: (tag) => formatNumber(tag.readingCount, i18n.language),
        render: (tag) => (
          <span title={t('partnerTags.readingsOf', { count: tag.readingCount, located: tag.locatedReadingCount })}>
            {formatNumber(tag.readingCount, i18n.language)}
          </span>
        ),
        width: '6.5rem',
        minWidth: 80,
        priority: 4,
      },
    ],
    [t, i18n.language, styles.mark],
  );

  return (
    <Page title={t('partnerTags.listTitle')}>
      <Caption1>{t('partnerTags.searchHint')}</Caption1>
      <DataList label={t('partnerTags.listTitle')} list={list} columns={columns} rowKey={(tag) => tag.id} />
    </Page>
  );
}
