/**
 * What the category and product-line forms share (spec B §8): the messages of a refused save or delete, and the
 * relevance field.
 */
import { Field, SpinButton } from '@fluentui/react-components';
import { catalogueDeleteFailureKey, catalogueSaveFailureKey, type CatalogueResource } from '@tagtrail/domain';
import { isKnownMessage, type TextKey } from '../i18n/i18n';
import type { MessageWithParams } from '../forms/useRecordForm';

/** spec B §8: a 400 says the translated errorCode, anything else 'save message error' (the form's default). */
export function catalogueSaveFailure(resource: CatalogueResource, error: unknown): MessageWithParams | undefined {
  const key = catalogueSaveFailureKey(resource, error);
  return isKnownMessage(key) ? { key: `messages.${key}` as TextKey } : undefined;
}

/** spec B §8: error 547 says the translated server message, anything else 'delete message error'. */
export function catalogueRemoveFailure(resource: CatalogueResource, error: unknown): MessageWithParams | undefined {
  const key = catalogueDeleteFailureKey(resource, error);
  return isKnownMessage(key) ? { key: `messages.${key}` as TextKey } : undefined;
}

/** spec silent on bounds; the column is an integer. */
const RELEVANCE_MIN = -999_999;
const RELEVANCE_MAX = 999_999;

export interface RelevanceFieldProps {
  readonly label: string;
  readonly hint?: string;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly disabled?: boolean;
  readonly validationMessage?: string;
}

/** Relevance (spec B §3, default 0): a whole number, typed or stepped. */
export function RelevanceField({ label, hint, value, onChange, disabled, validationMessage }: RelevanceFieldProps) {
  return (
    <Field label={label} hint={hint} validationMessage={validationMessage}>
      <SpinButton
        value={value}
        min={RELEVANCE_MIN}
        max={RELEVANCE_MAX}
        disabled={disabled}
        onChange={(_event, data) => {
          // Stepping gives `value`; typing gives only the text shown.
          const next = data.value ?? (data.displayValue === undefined ? NaN : Number.parseInt(data.displayValue, 10));
          onChange(Number.isFinite(next) ? Math.trunc(next) : 0);
        }}
      />
    </Field>
  );
}
