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

/**
 * `answer`, with a refusal's detail paths renamed by their first part: a list's element (`produto.0`) under the name
 * the domain gives the list (`productIds.0`), as a field of its own is (`renamingFields`).
 */
export function renamingPaths<T>(answer: Promise<T>, names: FieldNames): Promise<T> {
  return answer.catch((error: unknown) => {
    if (!(error instanceof PortError) || error.details === undefined) throw error;
    const paths = error.details.flatMap(({ field }): [string, string][] => {
      const [head = '', ...rest] = field?.split('.') ?? [];
      const name = names[head];
      return field === undefined || name === undefined ? [] : [[field, [name, ...rest].join('.')]];
    });
    throw withDomainFields(error, Object.fromEntries(paths));
  });
}
