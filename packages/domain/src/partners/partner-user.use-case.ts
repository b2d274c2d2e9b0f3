/** Create a partner user: rules first, then create. Stored users are never updated (spec A §5). */
import type { PartnerUserInput } from './partner-user.model';
import type { PartnerUserPort } from './partner-user.port';
import { normalisePartnerUser, validatePartnerUser } from './partner-user.rules';
import type { SaveResult } from './save-partner.use-case';

export async function savePartnerUser(
  port: PartnerUserPort,
  partnerId: number,
  input: PartnerUserInput,
): Promise<SaveResult> {
  const errors = validatePartnerUser(input, true);
  if (errors.length > 0) return { ok: false, errors };
  const id = await port.forPartner(partnerId).create(normalisePartnerUser(input));
  return { ok: true, id };
}
