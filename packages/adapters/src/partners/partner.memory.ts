/** PartnerPort over an array, for stories and tests; answers and refuses as the server does. */
import {
  compactTaxId,
  normalisePartner,
  PARTNER_IN_USE,
  validatePartner,
  type Partner,
  type PartnerInput,
  type PartnerPort,
  type PartnerRow,
} from '@tagtrail/domain';
import { MemoryResource, type MemoryResourceOptions } from '../memory/memory-resource';
import { validationFailure } from '../memory/memory-options';
import { demoPartners } from './partner.demo';

/** `inUseIds`: partners that still have users, customers or lots, whose removal is refused with PARTNER_IN_USE. */
export type MemoryPartnerOptions = MemoryResourceOptions;

export class MemoryPartnerAdapter extends MemoryResource<Partner, PartnerRow, PartnerInput> implements PartnerPort {
  constructor(seed: readonly Partner[] = demoPartners, options: MemoryPartnerOptions = {}) {
    super(
      seed,
      {
        searchIn: (partner) => [partner.name, partner.taxId],
        // As the server (partners.repository.ts): a tax id is found typed with or without its mask.
        alsoFinds: (partner, text) => {
          const typed = /^[\dA-Za-z./\-\s]+$/.test(text.trim()) && /\d/.test(text) ? compactTaxId(text) : '';
          return typed !== '' && compactTaxId(partner.taxId).includes(typed);
        },
        sorts: { name: (partner) => partner.name, taxId: (partner) => partner.taxId, id: (partner) => partner.id },
        byDefault: { valueOf: (partner) => partner.name, direction: 'asc' },
        idOf: (partner) => partner.id,
        // The server checks the rules again and stores trimmed values; so does this fake.
        checked: (input) => {
          const errors = validatePartner(input);
          if (errors.length > 0) throw validationFailure(errors);
          return normalisePartner(input);
        },
        inUseKey: PARTNER_IN_USE,
      },
      options,
    );
  }
}
