/** Create a partner user: rules first, then create. Stored users are never updated (spec A §5). */
import { normaliseUserAccount } from '../identity/user-account.rules';
import type { Refusal } from '../shared/save-result';
import type { CreatedPartnerUser, PartnerUserInput } from './partner-user.model';
import type { PartnerUserPort } from './partner-user.port';
import { validatePartnerUser } from './partner-user.rules';

/**
 * A SaveResult (so the record form reads its id) that also carries the created account: its one-time password is
 * in this answer only, and the view must show it before leaving the page.
 */
export type PartnerUserSaveResult =
  { readonly ok: true; readonly id: number; readonly created: CreatedPartnerUser } | Refusal;

export async function savePartnerUser(
  port: PartnerUserPort,
  partnerId: number,
  input: PartnerUserInput,
): Promise<PartnerUserSaveResult> {
  const errors = validatePartnerUser(input, true);
  if (errors.length > 0) return { ok: false, errors };
  const created = await port.forPartner(partnerId).create(normaliseUserAccount(input));
  return { ok: true, id: created.id, created };
}
