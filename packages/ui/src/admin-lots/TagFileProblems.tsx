/**
 * Why a tag file was refused, line by line ('Line 12: the tag id is missing'): the first SHOWN_BAD_LINES lines,
 * then how many more there are, then what is wrong with the file as a whole (its count of tags, its encoding).
 */
import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { describeLine, describeProblem, SHOWN_BAD_LINES, type TagFileRefusal } from './tag-file-refusal';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    maxHeight: '16rem',
    overflowY: 'auto',
  },
  paragraph: { margin: 0 },
});

export function TagFileProblems({ refusal }: { refusal: TagFileRefusal }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const shown = refusal.lines.slice(0, SHOWN_BAD_LINES);
  const more = Math.max(0, refusal.badLineCount - shown.length);
  return (
    <MessageBar intent="error" layout="multiline" politeness="assertive">
      <MessageBarBody className={styles.body}>
        <MessageBarTitle>{t('tagFile.refusedTitle')}</MessageBarTitle>
        {refusal.problems.map((problem) => (
          <p key={problem.key} className={styles.paragraph}>
            {describeProblem(t, problem)}
          </p>
        ))}
        {refusal.badLineCount > 0 && (
          <p className={styles.paragraph}>{t('tagFile.badLines', { count: refusal.badLineCount })}</p>
        )}
        {shown.length > 0 && (
          <ul className={styles.list}>
            {shown.map((problem, index) => (
              <li key={`${problem.line}-${index}`}>{describeLine(t, problem)}</li>
            ))}
          </ul>
        )}
        {more > 0 && <p className={styles.paragraph}>{t('tagFile.more', { count: more })}</p>}
      </MessageBarBody>
    </MessageBar>
  );
}
