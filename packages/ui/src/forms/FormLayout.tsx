/**
 * How a record form groups its fields, one look for every form: a section with a legend (and a hint read with it),
 * and a row of fields side by side that falls to one column on a narrow screen.
 */
import { useId, type ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground2 },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
    // A field with a hint beside one without: each input keeps its own height.
    alignItems: 'start',
  },
});

export interface FormSectionProps {
  readonly legend: ReactNode;
  /** Under the legend, and read out with the section's name. */
  readonly hint?: ReactNode;
  readonly children?: ReactNode;
}

export function FormSection({ legend, hint, children }: FormSectionProps) {
  const styles = useStyles();
  const hintId = useId();
  return (
    <fieldset className={styles.section} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <Body1 id={hintId} className={styles.hint}>
          {hint}
        </Body1>
      )}
      {children}
    </fieldset>
  );
}

export function FieldRow({ children }: { readonly children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.row}>{children}</div>;
}
