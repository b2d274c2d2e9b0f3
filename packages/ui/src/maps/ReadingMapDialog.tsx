/**
 * A map in a dialog (spec B §2 tag list and tag readings; issue 11 §4, §5): one reading at its place, or a tag's
 * located readings. When what it shows cannot be loaded it says the spec's literal 'ERRO MAP'.
 */
import { useState } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../services/useLoad';
import { WorldMap, type MapPoint } from './WorldMap';

/** spec B §8: "per-tag map failure shows the literal message 'ERRO MAP'". */
export const MAP_FAILURE_TEXT = 'ERRO MAP';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '100%' },
  // A QR tag's id is 32 characters without a space: it wraps anywhere rather than overflow a phone.
  title: { overflowWrap: 'anywhere' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  map: { height: 'min(60vh, 520px)', minHeight: '240px', width: '100%' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ReadingMapDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The points to show, or how to fetch them (a tag's located readings). */
  readonly points: readonly MapPoint[] | ((signal: AbortSignal) => Promise<readonly MapPoint[]>);
  readonly onClose: () => void;
}

type Shown = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; points: readonly MapPoint[] };

export default function ReadingMapDialog({ open, title, points, onClose }: ReadingMapDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const fetched = useLoad(
    (signal) => (typeof points === 'function' ? points(signal) : Promise.resolve(points)),
    [points],
    {
      skip: !open || typeof points !== 'function',
    },
  );
  // The basemap that failed for these points: other points get their map tried again.
  const [basemapFailedFor, setBasemapFailedFor] = useState<ReadingMapDialogProps['points']>();
  const loaded: Shown =
    basemapFailedFor === points
      ? { kind: 'failed' }
      : typeof points !== 'function'
        ? { kind: 'ready', points }
        : fetched.status === 'ready'
          ? { kind: 'ready', points: fetched.value }
          : fetched.status === 'failed'
            ? { kind: 'failed' }
            : { kind: 'loading' };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle className={styles.title}>{title}</DialogTitle>
          <DialogContent className={styles.body}>
            {loaded.kind === 'loading' && <Spinner label={t('list.loading')} />}
            {loaded.kind === 'failed' && (
              <Body1 role="alert" className={styles.error}>
                {MAP_FAILURE_TEXT}
              </Body1>
            )}
            {loaded.kind === 'ready' && (
              <>
                <Body1>{t('maps.readingsShown', { count: loaded.points.length })}</Body1>
                <WorldMap
                  className={styles.map}
                  points={loaded.points}
                  fitPoints
                  label={t('maps.mapLabel', { count: loaded.points.length })}
                  onBasemapError={() => setBasemapFailedFor(() => points)}
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('maps.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
