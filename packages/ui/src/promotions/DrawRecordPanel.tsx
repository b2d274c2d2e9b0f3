/**
 * The draw anyone can audit (issue 13 §5), under a promotion's processing: the seed's commitment, published since
 * the promotion was saved (issue 24 §4; for one saved before that, since processing started), the entry list's
 * digest once frozen at the period's end, then the seed, how many entries there were (as salted hashes) and the
 * winners' entries in the order drawn, with the record to download for `pnpm verify-draw`, and a link to the
 * promotion's public page where anyone reads the same. Read again whenever the status moves.
 */
import { Body1, Button, Caption1, Link, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular, ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { drawRecordFile, drawRecordFileName, isDrawRevealed, type PromotionPort } from '@tagtrail/domain';
import { saveFile } from '../files/save-file';
import { formatDateTime } from '../i18n/format';
import { useLoad } from '../services/useLoad';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  hash: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  winners: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export function DrawRecordPanel({ promotionId, port }: { promotionId: number; port: PromotionPort }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const load = useLoad((signal) => port.drawRecord(promotionId, signal), [port, promotionId], {
    onError: (error) => console.error(error),
  });

  let body;
  if (load.status === 'failed')
    body = (
      <div className={styles.actions} role="alert">
        <Body1>{t('promotions.auditFailed')}</Body1>
        <Button icon={<ArrowClockwise20Regular />} onClick={load.retry}>
          {t('promotions.auditRetry')}
        </Button>
      </div>
    );
  else if (load.status !== 'ready')
    body = <Spinner size="tiny" label={t('promotions.auditLoading')} labelPosition="after" />;
  else {
    const record = load.value;
    const revealed = isDrawRevealed(record) ? record : undefined;
    body = (
      <>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('promotions.commitment')}</dt>
          {record.commitment === null ? (
            <dd className={`${styles.value} ${styles.muted}`}>{t('promotions.commitmentPending')}</dd>
          ) : (
            <dd className={`${styles.value} ${styles.hash}`}>{record.commitment}</dd>
          )}
          <dt className={styles.term}>{t('promotions.entriesDigest')}</dt>
          {record.entriesDigest === null ? (
            <dd className={`${styles.value} ${styles.muted}`}>{t('promotions.entriesOpen')}</dd>
          ) : (
            <dd className={styles.value}>
              <div className={styles.hash}>{record.entriesDigest}</div>
              {record.entriesFrozenAt !== null && (
                <div>
                  <Caption1 className={styles.muted}>
                    {t('promotions.entriesFrozenAt', { date: formatDateTime(record.entriesFrozenAt) })}
                  </Caption1>
                </div>
              )}
            </dd>
          )}
          <dt className={styles.term}>{t('promotions.seed')}</dt>
          <dd className={revealed ? `${styles.value} ${styles.hash}` : `${styles.value} ${styles.muted}`}>
            {revealed?.seed ?? t('promotions.seedSecret')}
          </dd>
          {revealed && (
            <>
              <dt className={styles.term}>{t('promotions.entries')}</dt>
              <dd className={styles.value}>{t('promotions.entriesCount', { count: revealed.entries.length })}</dd>
              <dt className={styles.term}>{t('promotions.drawnWinners')}</dt>
              <dd className={styles.value}>
                <ol className={`${styles.winners} ${styles.hash}`}>
                  {revealed.winners.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ol>
              </dd>
            </>
          )}
        </dl>
        <div className={styles.actions}>
          <Link href={`/p/${encodeURIComponent(record.publicReference)}`} target="_blank" rel="noopener">
            {t('promotions.publicPageLink')}
          </Link>
          <Caption1 className={styles.muted}>{t('promotions.publicPageHint')}</Caption1>
        </div>
        {revealed && (
          <div className={styles.actions}>
            <Button
              icon={<ArrowDownload20Regular />}
              onClick={() => saveFile(drawRecordFile(revealed), drawRecordFileName(revealed), 'application/json')}
            >
              {t('promotions.downloadDraw')}
            </Button>
            <Caption1 className={styles.muted}>
              {t('promotions.verifyHint', { file: drawRecordFileName(revealed) })}
            </Caption1>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="promotion-audit">
      <Subtitle2 as="h2" id="promotion-audit">
        {t('promotions.auditTitle')}
      </Subtitle2>
      <Body1 className={styles.muted}>{t('promotions.auditIntro')}</Body1>
      {body}
    </section>
  );
}
