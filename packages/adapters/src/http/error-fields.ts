/**
 * The server names the fields of a refusal's details as the client sent them, in the wire's Portuguese names
 * (`quantidade`); views name fields in the domain's (`quantity`). Each HTTP adapter renames them with its input's
 * wire record (`domainNames`, contract/src/wire-record.ts), so the wire names stay spelt in the contract alone.
 */
import { PortError } from '@tagtrail/domain';

/** Wire field name → domain field name. */
export type FieldNames = Readonly<Record<string, string>>;

/** The same failure with its details' fields in the domain's names; any other error as it is. */
export function withDomainFields(error: unknown, names: FieldNames): unknown {
  if (!(error instanceof PortError) || error.details === undefined) return error;
  const details = error.details.map((detail) =>
    detail.field !== undefined && names[detail.field] !== undefined
      ? { ...detail, field: names[detail.field] }
      : detail,
  );
  const renamed = new PortError(error.status, error.code, error.messageKey, details);
  renamed.cause = error.cause;
  return renamed;
}

/** `answer`, with a refusal's detail fields renamed to the domain's. */
export function renamingFields<T>(answer: Promise<T>, names: FieldNames): Promise<T> {
  return answer.catch((error: unknown) => {
    throw withDomainFields(error, names);
  });
}
