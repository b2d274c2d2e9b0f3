/**
 * What a save or any other command answers, errors as values: success (with the saved record's id when there is
 * one) or the refusal with the errors the view shows. Only adapters throw.
 */
import type { RuleError } from './errors';
import type { RecordPort } from './resource.port';

export interface Refusal {
  readonly ok: false;
  readonly errors: RuleError[];
}

/** A save: the id the port answered (spec A §7, B §7: "returns the id"), or why nothing was sent. */
export type SaveResult<Id = number> = { readonly ok: true; readonly id: Id } | Refusal;

/** A command that answers no id: a delete, a password change or reset, a link. */
export type Outcome = { readonly ok: true } | Refusal;

/**
 * The save every record form does: the rules' errors first; only when there are none is `clean()` (the normalised
 * input) created, or updated when `id` names a stored record. A port failure reaches the caller.
 */
export async function saveRecord<Input, Id = number>(
  port: Pick<RecordPort<unknown, Input, Id>, 'create' | 'update'>,
  id: Id | undefined,
  errors: RuleError[],
  clean: () => Input,
): Promise<SaveResult<Id>> {
  if (errors.length > 0) return { ok: false, errors };
  const input = clean();
  return { ok: true, id: id === undefined ? await port.create(input) : await port.update(id, input) };
}
