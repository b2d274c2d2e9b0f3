/** Create a partner user: rules first, then create. Stored users are never updated (spec A §5). */
import { normaliseUserAccount } from '../identity/user-account.rules';
import type { SaveResult } from '../shared/save-result';
import type { PartnerUserInput } from './partner-user.model';
import type { PartnerUserPort } from './partner-user.port';
import { validatePartnerUser } from './partner-user.rules';

export async function savePartnerUser(
  port: PartnerUserPort,
  partnerId: number,
  input: PartnerUserInput,
): Promise<SaveResult> {
  const errors = validatePartnerUser(input, true);
  if (errors.length > 0) return { ok: false, errors };
  const id = await port.forPartner(partnerId).create(normaliseUserAccount(input));
  return { ok: true, id };
}
