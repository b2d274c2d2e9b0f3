/**
 * The server names the fields of a refusal's details as the client sent them, in the wire's Portuguese names
 * (`quantidade`); views name fields in the domain's (`quantity`). Each HTTP adapter renames them with a map read
 * off its contract codec, so the wire names stay spelt in the contract alone.
 */
import { PortError } from '@tagtrail/domain';

/** Wire field name → domain field name. */
export type FieldNames = Readonly<Record<string, string>>;

/**
 * The map of a codec that copies each domain field to one wire field (`partnerUserInputToWire`): the codec is run
 * on a probe whose every field holds its own name, and each wire field names the domain field it came from.
 */
export function wireFieldNames<Domain extends object>(
  toWire: (domain: Domain) => object,
  domainFields: readonly (keyof Domain & string)[],
): FieldNames {
  const probe = Object.fromEntries(domainFields.map((field) => [field, field])) as unknown as Domain;
  const known = new Set<string>(domainFields);
  return Object.fromEntries(
    Object.entries(toWire(probe)).filter((entry): entry is [string, string] => {
      const value: unknown = entry[1];
      return typeof value === 'string' && known.has(value);
    }),
  );
}

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
