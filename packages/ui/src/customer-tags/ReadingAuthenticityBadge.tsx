/**
 * What a scan proved, as the manufacturer sees it (issue 27 §5): a reading's authenticity in words — a success badge
 * for a genuine one, a warning or danger badge for a possible copy (replayed, invalid), quiet text for one that proves
 * nothing — and the colour each has on the reading map. Words always, so colour is never the only sign.
 */
import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircle12Filled, ErrorCircle12Filled, Warning12Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ReadingAuthenticity } from '@tagtrail/domain';

/** The text keys of each authenticity: its label and what it means. */
export const AUTHENTICITY_TEXT = {
  unverified: { label: 'readingAuthenticity.unverified', hint: 'readingAuthenticity.unverifiedHint' },
  genuine: { label: 'readingAuthenticity.genuine', hint: 'readingAuthenticity.genuineHint' },
  replayed: { label: 'readingAuthenticity.replayed', hint: 'readingAuthenticity.replayedHint' },
  invalid: { label: 'readingAuthenticity.invalid', hint: 'readingAuthenticity.invalidHint' },
} as const satisfies Record<ReadingAuthenticity, { label: string; hint: string }>;

/**
 * Each authenticity's colour on the map: Fluent's blue, green, dark orange and red, each at least 3:1 against the
 * basemap's land and sea, and told apart by the legend's words.
 */
export const AUTHENTICITY_COLORS: Readonly<Record<ReadingAuthenticity, string>> = {
  unverified: '#0f6cbd',
  genuine: '#107c10',
  replayed: '#ca5010',
  invalid: '#c50f1f',
};

const useStyles = makeStyles({
  quiet: { color: tokens.colorNeutralForeground3 },
  // A narrow cell (a phone's) cuts the words' end with an ellipsis, 'Possible copy' first, rather than hiding them.
  badge: { maxWidth: '100%', minWidth: 0 },
  words: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
});

export function ReadingAuthenticityBadge({ authenticity }: { readonly authenticity: ReadingAuthenticity }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const label = t(AUTHENTICITY_TEXT[authenticity].label);
  const hint = t(AUTHENTICITY_TEXT[authenticity].hint);
  switch (authenticity) {
    case 'unverified':
      return (
        <Text size={200} className={styles.quiet} title={hint}>
          {label}
        </Text>
      );
    case 'genuine':
      return (
        <Badge
          appearance="tint"
          color="success"
          icon={<CheckmarkCircle12Filled />}
          title={hint}
          className={styles.badge}
        >
          <span className={styles.words}>{label}</span>
        </Badge>
      );
    case 'replayed':
      return (
        <Badge appearance="tint" color="warning" icon={<Warning12Filled />} title={hint} className={styles.badge}>
          <span className={styles.words}>{label}</span>
        </Badge>
      );
    case 'invalid':
      return (
        <Badge appearance="tint" color="danger" icon={<ErrorCircle12Filled />} title={hint} className={styles.badge}>
          <span className={styles.words}>{label}</span>
        </Badge>
      );
  }
}

/** A tag with a replayed or invalid reading (issue 27 §5), on the tag lists: the words given, with their warning. */
export function PossibleCopyBadge({ label, hint }: { readonly label: string; readonly hint: string }) {
  const styles = useStyles();
  return (
    <Badge appearance="filled" color="warning" icon={<Warning12Filled />} title={hint} className={styles.badge}>
      <span className={styles.words}>{label}</span>
    </Badge>
  );
}
