/**
 * The one look of a field that cannot be changed (issue 8 §9): read-only, on Fluent's filled-darker surface with muted
 * text and a lock inside, and a hint under it with a lock saying why. Every form's locked field looks the same, and
 * none looks editable. A locked input stays focusable and selectable (read-only, not disabled): its value can be read
 * and copied, and screen readers announce it as read-only.
 */
import type { ReactNode } from 'react';
import {
  Field,
  Input,
  makeStyles,
  mergeClasses,
  tokens,
  type FieldProps,
  type InputProps,
} from '@fluentui/react-components';
import { LockClosed16Regular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  locked: {
    color: tokens.colorNeutralForeground2,
    '& input': { color: tokens.colorNeutralForeground2, cursor: 'default' },
  },
  lockIcon: { color: tokens.colorNeutralForeground3 },
  hint: { display: 'inline-flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  hintIcon: { flexShrink: 0, marginBlockStart: '2px' },
});

export type LockableFieldProps = FieldProps & {
  /** The field cannot be changed: not required, and `lockedHint` (with a lock) replaces the hint. */
  readonly locked?: boolean;
  /** Why it cannot be changed, e.g. 'The code cannot be changed.' */
  readonly lockedHint?: ReactNode;
};

/** Fluent's Field, with the lock hint when `locked`. */
export function LockableField({ locked = false, lockedHint, hint, required, ...props }: LockableFieldProps) {
  return (
    <Field
      {...props}
      required={locked ? false : required}
      hint={locked && lockedHint !== undefined ? <LockHint>{lockedHint}</LockHint> : hint}
    />
  );
}

/** A hint with a lock before it: why a field cannot be changed. */
export function LockHint({ children }: { readonly children: ReactNode }) {
  const styles = useStyles();
  return (
    <span className={styles.hint}>
      <LockClosed16Regular aria-hidden className={styles.hintIcon} />
      <span>{children}</span>
    </span>
  );
}

export type LockableInputProps = InputProps & {
  /** Read-only with the locked look. */
  readonly locked?: boolean;
};

/** Fluent's Input; when `locked`, read-only on the filled-darker surface with a lock inside. */
export function LockableInput({ locked = false, className, ...props }: LockableInputProps) {
  const styles = useStyles();
  if (!locked) return <Input {...props} className={className} />;
  return (
    <Input
      {...props}
      readOnly
      appearance="filled-darker"
      className={mergeClasses(styles.locked, className)}
      contentAfter={<LockClosed16Regular aria-hidden className={styles.lockIcon} />}
    />
  );
}
