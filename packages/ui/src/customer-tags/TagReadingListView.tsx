/**
 * Customer › Tag › Readings (spec B §2 "/tags/{id}"; issue 11 §5): each reading of a tag — device model, system
 * version, device id, alias, date — newest first, with where it was made (or 'no position' for a reading at 0,0),
 * what its scan proved (issue 27 §5: genuine, a possible copy, or not verified; in the export too), the rules it broke
 * (issue 28 §3: a badge per rule, named as the Alerts list names them; in the export too), and a button per reading
 * that opens the map at its place (disabled without a position).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowLeft20Regular, Map20Regular } from '@fluentui/react-icons';
import { hasLocation, TagPortToken, type ListPort, type TagPort, type TagReading } from '@tagtrail/domain';
import { FormLoadState } from '../forms/FormLoadState';
import { formatDateTime, formatNumber } from '../i18n/format';
import { DataList, type DataListColumn } from '../lists/DataList';
import { useList } from '../lists/useList';
import { LinkButton } from '../navigation/navigation';
import { useService } from '../services/services';
import { useLoad } from '../services/useLoad';
import { Page } from '../shell/Page';
import { customerTagPaths } from './customer-tag.paths';
import { AUTHENTICITY_TEXT, ReadingAuthenticityBadge } from './ReadingAuthenticityBadge';
import { ReadingSuspicionBadges, suspicionNames } from './ReadingSuspicionBadges';

// OpenLayers and the basemap load with the first map opened, not with the list.
const ReadingMapDialog = lazy(() => import('../maps/ReadingMapDialog'));

export function TagReadingListView({ tagId }: { tagId: number }) {
  const { t, i18n } = useTranslation();
  const port = useService<TagPort>(TagPortToken);
  const tag = useLoad((signal) => port.get(tagId, signal), [port, tagId]);
  /** The reading shown on the map. */
  const [mapped, setMapped] = useState<TagReading | undefined>(undefined);
  // The same array while the same reading is shown: the map is not rebuilt on every render.
  const mappedPoints = useMemo(
    () =>
      mapped !== undefined && hasLocation(mapped) ? [{ latitude: mapped.latitude, longitude: mapped.longitude }] : [],
    [mapped],
  );
  const readingPort = useMemo<ListPort<TagReading>>(
    () => ({ list: (query, signal) => port.readings(tagId, query, signal) }),
    [port, tagId],
  );
  const list = useList<TagReading>(readingPort);

  const columns = useMemo<DataListColumn<TagReading>[]>(() => {
    const coordinate = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 4 });
    return [
      { id: 'readAt', header: t('customerTags.readAt'), text: (r) => formatDateTime(r.readAt), minWidth: 140 },
      {
        id: 'authenticity',
        header: t('customerTags.authenticity'),
        text: (r) => t(AUTHENTICITY_TEXT[r.authenticity].label),
        render: (r) => <ReadingAuthenticityBadge authenticity={r.authenticity} />,
        minWidth: 180,
        priority: 2,
      },
      {
        id: 'suspicions',
        header: t('readingFlags.column'),
        text: (r) => suspicionNames(t, r.suspicions),
        render: (r) => <ReadingSuspicionBadges rules={r.suspicions} />,
        minWidth: 160,
        priority: 2,
      },
      {
        id: 'device',
        header: t('customerTags.deviceModel'),
        text: (r) => r.deviceModel ?? t('customerTags.none'),
        minWidth: 110,
        priority: 2,
      },
      {
        id: 'os',
        header: t('customerTags.osVersion'),
        text: (r) => r.osVersion ?? t('customerTags.none'),
        minWidth: 100,
        priority: 3,
      },
      {
        id: 'deviceId',
        header: t('customerTags.deviceId'),
        text: (r) => r.deviceId ?? t('customerTags.none'),
        minWidth: 120,
        priority: 5,
      },
      {
        id: 'alias',
        header: t('customerTags.deviceAlias'),
        text: (r) => r.deviceAlias ?? t('customerTags.none'),
        minWidth: 100,
        priority: 4,
      },
      {
        id: 'position',
        header: t('customerTags.position'),
        text: (r) =>
          hasLocation(r) ? `${coordinate(r.latitude)}, ${coordinate(r.longitude)}` : t('customerTags.noPosition'),
        minWidth: 140,
        priority: 4,
      },
    ];
  }, [t, i18n.language]);

  if (tag.status !== 'ready') {
    return (
      <FormLoadState
        title={t('customerTags.listTitle')}
        failed={tag.status === 'failed'}
        backTo={customerTagPaths.list}
        onRetry={tag.retry}
      />
    );
  }
  const title = t('customerTags.readingsTitle', { tagId: tag.value.tagId });
  return (
    <Page title={title}>
      <DataList
        label={title}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        actionsWidth="4rem"
        rowActions={(r) => (
          <Tooltip
            content={
              hasLocation(r)
                ? t('maps.readingMap', { date: formatDateTime(r.readAt) })
                : t('maps.noPosition', { date: formatDateTime(r.readAt) })
            }
            relationship="label"
          >
            <Button
              appearance="subtle"
              icon={<Map20Regular />}
              disabledFocusable={!hasLocation(r)}
              onClick={() => setMapped(r)}
            />
          </Tooltip>
        )}
        toolbar={
          <LinkButton to={customerTagPaths.list} appearance="subtle" icon={<ArrowLeft20Regular />}>
            {t('customerTags.backToTags')}
          </LinkButton>
        }
      />
      {mapped !== undefined && hasLocation(mapped) && (
        <Suspense fallback={null}>
          <ReadingMapDialog
            open
            title={t('maps.readingMap', { date: formatDateTime(mapped.readAt) })}
            points={mappedPoints}
            onClose={() => setMapped(undefined)}
          />
        </Suspense>
      )}
    </Page>
  );
}
