/** Save a partner: the form's rules first, then create or update; answers the id or the rule errors. */
import type { RuleError } from '../shared/errors';
import type { PartnerInput } from './partner.model';
import type { PartnerPort } from './partner.port';
import { normalisePartner, validatePartner } from './partner.rules';

export type SaveResult =
  { readonly ok: true; readonly id: number } | { readonly ok: false; readonly errors: RuleError[] };

export async function savePartner(port: PartnerPort, id: number | undefined, input: PartnerInput): Promise<SaveResult> {
  const errors = validatePartner(input);
  if (errors.length > 0) return { ok: false, errors };
  const clean = normalisePartner(input);
  const savedId = id === undefined ? await port.create(clean) : await port.update(id, clean);
  return { ok: true, id: savedId };
}
