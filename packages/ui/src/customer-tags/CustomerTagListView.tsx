/**
 * Customer › Tags (spec B §2 "/tags"; issue 11 §4): product, partner lot, my lot, tag id, readings and the active
 * switch, saved at once ('status updated success' / 'status updated error'; the row changes only on success), with
 * the readings action, enabled when the tag has readings, and the map of its located readings (spec B §7: page 1 of
 * 10,000, those at 0,0 dropped), enabled when it has some. Searched by tag id. A tag with a replayed or invalid
 * reading says 'possible copy' under its id (issue 27 §5).
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button, Caption1, makeStyles, Switch, Tooltip, tokens } from '@fluentui/react-components';
import { Map20Regular, TextBulletListSquare20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  canShowReadingMap,
  canShowReadings,
  hasLocation,
  mapTagReadings,
  TagPortToken,
  toggleTagActive,
  type Tag,
  type TagPort,
} from '@tagtrail/domain';
import { formatNumber } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';
import { useService } from '../services/services';
import { Page } from '../shell/Page';
import { customerTagPaths } from './customer-tag.paths';
import { PossibleCopyBadge } from './ReadingAuthenticityBadge';

// OpenLayers and the basemap load with the first map opened, not with the list.
const ReadingMapDialog = lazy(() => import('../maps/ReadingMapDialog'));

const useStyles = makeStyles({
  mark: { display: 'block', paddingBlockStart: tokens.spacingVerticalXXS },
});

export function CustomerTagListView() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const port = useService<TagPort>(TagPortToken);
  const list = useList<Tag>(port);
  const notify = useNotify();
  /** The switches saved since the page loaded: shown over the loaded rows until the list reloads. */
  const [switched, setSwitched] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  /** The tag whose located readings are on the map. */
  const [mapped, setMapped] = useState<Tag | undefined>(undefined);

  const activeOf = (tag: Tag) => switched.get(tag.id) ?? tag.active;
  // One function per tag mapped: the dialog fetches again only when the tag changes.
  const mappedPoints = useCallback(
    async (signal: AbortSignal) =>
      mapped === undefined
        ? []
        : (await mapTagReadings(port, mapped.id, signal)).flatMap((reading) =>
            hasLocation(reading) ? [{ latitude: reading.latitude, longitude: reading.longitude }] : [],
          ),
    [port, mapped],
  );

  const toggle = async (tag: Tag) => {
    if (saving.has(tag.id)) return;
    setSaving((current) => new Set(current).add(tag.id));
    const result = await toggleTagActive(port, { ...tag, active: activeOf(tag) });
    setSaving((current) => {
      const next = new Set(current);
      next.delete(tag.id);
      return next;
    });
    if (result.ok) {
      setSwitched((current) => new Map(current).set(tag.id, result.tag.active));
      notify({ intent: 'success', messageKey: 'customerTags.statusUpdated' });
    } else {
      notify({ intent: 'error', messageKey: 'customerTags.statusFailed' });
    }
  };

  const columns = useMemo<DataListColumn<Tag>[]>(
    () => [
      {
        id: 'tagId',
        header: t('customerTags.tagId'),
        text: (tag) => tag.tagId,
        // The mark on a line of its own: beside a 32-character QR id it would be the part cut off.
        render: (tag) => (
          <>
            {tag.tagId}
            {tag.possibleCopy && (
              <span className={styles.mark}>
                <PossibleCopyBadge
                  label={t('customerTags.possibleCopy')}
                  hint={t('customerTags.possibleCopyOf', { tagId: tag.tagId })}
                />
              </span>
            )}
          </>
        ),
        width: '30%',
        minWidth: 150,
        sort: 'tagId',
      },
      {
        id: 'product',
        header: t('customerTags.product'),
        text: (tag) => tag.productName ?? t('customerTags.none'),
        minWidth: 130,
        priority: 4,
      },
      {
        id: 'partnerLot',
        header: t('customerTags.partnerLot'),
        text: (tag) => tag.partnerLotNumber,
        minWidth: 110,
        priority: 3,
        sort: 'lot',
      },
      {
        id: 'myLot',
        header: t('customerTags.myLot'),
        text: (tag) => tag.customerLotNumber ?? t('customerTags.none'),
        minWidth: 100,
        priority: 3,
      },
      {
        id: 'readings',
        header: t('customerTags.readings'),
        text: (tag) => formatNumber(tag.readingCount, i18n.language),
        width: '6.5rem',
        minWidth: 72,
        priority: 2,
      },
    ],
    [t, i18n.language, styles.mark],
  );

  return (
    <Page title={t('customerTags.listTitle')}>
      <Caption1>{t('customerTags.searchHint')}</Caption1>
      <DataList
        label={t('customerTags.listTitle')}
        list={list}
        columns={columns}
        rowKey={(tag) => tag.id}
        actionsWidth="10rem"
        rowActions={(tag) => (
          <>
            <Switch
              checked={activeOf(tag)}
              disabled={saving.has(tag.id)}
              aria-label={t('customerTags.activeSwitch', { tagId: tag.tagId })}
              onChange={() => void toggle(tag)}
            />
            {canShowReadings(tag) ? (
              <LinkButton
                to={customerTagPaths.readings(tag.id)}
                appearance="subtle"
                icon={<TextBulletListSquare20Regular />}
                aria-label={t('customerTags.readingsOf', { tagId: tag.tagId })}
                title={t('customerTags.readingsOf', { tagId: tag.tagId })}
              />
            ) : (
              <Tooltip content={t('customerTags.noReadingsOf', { tagId: tag.tagId })} relationship="label">
                <Button appearance="subtle" icon={<TextBulletListSquare20Regular />} disabledFocusable />
              </Tooltip>
            )}
            <Tooltip
              content={
                canShowReadingMap(tag)
                  ? t('maps.tagMap', { tagId: tag.tagId })
                  : t('customerTags.noReadingsOf', { tagId: tag.tagId })
              }
              relationship="label"
            >
              <Button
                appearance="subtle"
                icon={<Map20Regular />}
                disabledFocusable={!canShowReadingMap(tag)}
                onClick={() => setMapped(tag)}
              />
            </Tooltip>
          </>
        )}
      />
      {mapped !== undefined && (
        <Suspense fallback={null}>
          <ReadingMapDialog
            open
            title={t('maps.tagMap', { tagId: mapped.tagId })}
            points={mappedPoints}
            onClose={() => setMapped(undefined)}
          />
        </Suspense>
      )}
    </Page>
  );
}
