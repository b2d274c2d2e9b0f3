/**
 * The fields a refused save named, said under each field until its value changes (issue 8 §10: one mechanism for
 * every form). The HTTP adapters hand a refusal's fields on in the domain's names (error-fields.ts).
 */
import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { PortError } from '@tagtrail/domain';
import { isKnownMessage, translateMessage } from '../i18n/i18n';

interface Refusal {
  readonly field: string;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
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
          params: detail.params,
          value: shown(values[detail.field as keyof Input]),
        })),
    );
  }, []);
  const errorOf = (field: keyof Input & string, values: Input, t: TFunction): string | undefined => {
    const refused = refusals.find((r) => r.field === field && r.value === shown(values[field]));
    return refused && isKnownMessage(refused.key) ? translateMessage(t, refused.key, refused.params) : undefined;
  };
  return { record, errorOf };
}
