/**
 * A form's text fields declared as data and rendered one way (issue 8 §10): label, required mark, hint, length,
 * the locked look (issue 8 §9), the rule's message under the field and the form's busy state, all from the record
 * form. A screen lists its fields; what is special to one field (a tax id's mask) is part of its declaration.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { formatCnpj, CNPJ_MASKED_LENGTH } from '@tagtrail/domain';
import { LockableField, LockableInput } from './LockedField';
import type { RecordFormController } from './useRecordForm';

/** The names of a form's fields that hold text (or none yet: null shows as an empty box). */
export type TextFieldName<Input> = {
  [K in keyof Input]: Input[K] extends string | null ? K : never;
}[keyof Input] &
  string;

export interface TextFieldSpec<Input> {
  readonly name: TextFieldName<Input>;
  readonly label: string;
  /** The longest value the rules take (the domain's `*_MAX`); left out only where no rule bounds it (a text column). */
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly hint?: string;
  readonly type?: 'text' | 'email' | 'url' | 'tel';
  readonly placeholder?: string;
  /** A code, a login or a tax id: no autocomplete from other sites, no spell check. */
  readonly code?: boolean;
  /** Shown in a monospace font: a key or a hash whose digits are read one by one. */
  readonly monospace?: boolean;
  /** Typed text as the field keeps it (upper case…), applied on every keystroke. */
  readonly typed?: (text: string) => string;
  /** How a whole value is shown (a tax id's mask), applied when the field is left so typing is never fought. */
  readonly shown?: (text: string) => string;
  /** Cannot be changed: read-only with the lock, and `lockedHint` saying why. */
  readonly locked?: boolean;
  readonly lockedHint?: string;
  /** A message the form's own rules cannot know (the server refused the value); the rules' message comes first. */
  readonly refusal?: string;
}

/** A CNPJ field (issue 8 §7): upper case as typed (letters allowed), masked 00.000.000/0000-00 once typed. */
export const CNPJ_FIELD = {
  maxLength: CNPJ_MASKED_LENGTH,
  placeholder: '00.000.000/0000-00',
  code: true,
  typed: (text: string) => text.toUpperCase(),
  shown: formatCnpj,
} as const satisfies Partial<TextFieldSpec<unknown>>;

export interface TextFieldsProps<Input extends object> {
  readonly form: Pick<RecordFormController<Input>, 'values' | 'busy' | 'fieldError' | 'change'>;
  readonly fields: readonly TextFieldSpec<Input>[];
}

const useStyles = makeStyles({ monospace: { fontFamily: tokens.fontFamilyMonospace } });

export function TextFields<Input extends object>({ form, fields }: TextFieldsProps<Input>) {
  const styles = useStyles();
  return fields.map((field) => {
    const value = (form.values[field.name] as string | null) ?? '';
    const change = (text: string) => form.change(field.name, text as Input[typeof field.name]);
    const shown = field.locked ? undefined : field.shown;
    return (
      <LockableField
        key={field.name}
        label={field.label}
        required={field.required}
        hint={field.hint}
        locked={field.locked}
        lockedHint={field.lockedHint}
        validationMessage={form.fieldError(field.name) ?? field.refusal}
      >
        <LockableInput
          value={value}
          locked={field.locked}
          type={field.type}
          inputMode={field.type === 'url' ? 'url' : undefined}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          disabled={form.busy}
          autoComplete="off"
          spellCheck={field.code ? false : undefined}
          input={field.monospace ? { className: styles.monospace } : undefined}
          onChange={(_event, data) => change(field.typed ? field.typed(data.value) : data.value)}
          onBlur={shown && (() => change(shown(value)))}
        />
      </LockableField>
    );
  });
}
