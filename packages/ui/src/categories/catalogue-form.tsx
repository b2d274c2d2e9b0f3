/**
 * What the category and product-line forms share (spec B §8): the messages of a refused save or delete, the fields a
 * refused save named (said under the field until its value changes), and the relevance field.
 */
import { useCallback, useState } from 'react';
import { Field, SpinButton } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import {
  catalogueDeleteFailureKey,
  catalogueSaveFailureKey,
  PortError,
  type CatalogueResource,
} from '@tagtrail/domain';
import { isKnownMessage, translateMessage, type TextKey } from '../i18n/i18n';
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

interface Refusal {
  readonly field: string;
  readonly key: string;
  /** The value refused, as text: the message goes once the user changes it. */
  readonly value: string;
}

const shown = (value: unknown) => JSON.stringify(value ?? null);

/** The fields a refused save named (in the domain's names, as the HTTP adapter hands them on), with their values. */
export function useRefusals<Input extends object>() {
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);
  const record = useCallback((error: unknown, values: Input) => {
    const details = error instanceof PortError ? (error.details ?? []) : [];
    setRefusals(
      details
        .filter((detail) => detail.field !== undefined && detail.field in values)
        .map((detail) => ({
          field: detail.field as string,
          key: detail.key,
          value: shown(values[detail.field as keyof Input]),
        })),
    );
  }, []);
  const errorOf = (field: keyof Input & string, values: Input, t: TFunction): string | undefined => {
    const refused = refusals.find((r) => r.field === field && r.value === shown(values[field]));
    return refused && isKnownMessage(refused.key) ? translateMessage(t, refused.key) : undefined;
  };
  return { record, errorOf };
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
