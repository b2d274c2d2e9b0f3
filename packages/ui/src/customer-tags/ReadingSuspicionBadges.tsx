/**
 * The rules a reading broke, as the manufacturer sees them on a tag's readings and the reading map (issue 28 §3): a
 * small badge per rule, named as the Alerts list names it and explained on hover; nothing for an ordinary reading.
 * Words always, so the map's colour of a suspicious reading is never the only sign.
 */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { Warning12Filled } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SuspicionRule } from '@tagtrail/domain';

/**
 * A suspicious reading's colour on the map: Fluent's berry, apart from the four authenticities' blue, green, orange
 * and red (AUTHENTICITY_COLORS), at least 3:1 against the basemap's land and sea.
 */
export const SUSPICIOUS_READING_COLOR = '#c239b3';

/** The rules' names in the user's language, as the Alerts list names them, joined for a cell, a CSV or a hover. */
export const suspicionNames = (t: TFunction, rules: readonly SuspicionRule[]): string =>
  rules.map((rule) => t(`alertRules.${rule}.name`)).join(', ');

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  badge: { maxWidth: '100%', minWidth: 0 },
  words: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
});

export function ReadingSuspicionBadges({ rules }: { readonly rules: readonly SuspicionRule[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rules.length === 0) return null;
  return (
    <span className={styles.badges}>
      {rules.map((rule) => (
        <Badge
          key={rule}
          appearance="tint"
          color="severe"
          size="small"
          icon={<Warning12Filled />}
          title={t(`alertRules.${rule}.explanation`)}
          className={styles.badge}
        >
          <span className={styles.words}>{t(`alertRules.${rule}.name`)}</span>
        </Badge>
      ))}
    </span>
  );
}
