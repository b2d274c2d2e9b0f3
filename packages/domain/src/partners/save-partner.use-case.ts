/** Save a partner: the form's rules first, then create or update; answers the id or the rule errors. */
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { PartnerInput } from './partner.model';
import type { PartnerPort } from './partner.port';
import { normalisePartner, validatePartner } from './partner.rules';

export function savePartner(port: PartnerPort, id: number | undefined, input: PartnerInput): Promise<SaveResult> {
  return saveRecord(port, id, validatePartner(input), () => normalisePartner(input));
}
