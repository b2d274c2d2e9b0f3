/** PartnerPort over an array, for stories and tests; answers and refuses as the server does. */
import {
  BUSINESS_RULE_ERROR,
  normalisePartner,
  PARTNER_IN_USE,
  PortError,
  validatePartner,
  type Cancellation,
  type ListQuery,
  type Page,
  type Partner,
  type PartnerInput,
  type PartnerPort,
  type PartnerRow,
} from '@tagtrail/domain';
import { ErrorCodes } from '@tagtrail/contract';
import { pageOf } from '../memory/memory-list';
import { notFoundError, simulate, type MemoryOptions } from '../memory/memory-options';
import { demoPartners } from './partner.demo';

export interface MemoryPartnerOptions extends MemoryOptions {
  /** Partners that still have users, customers or lots: removing one is refused with PARTNER_IN_USE. */
  readonly inUseIds?: readonly number[];
}

export class MemoryPartnerAdapter implements PartnerPort {
  private partners: Partner[];
  private nextId: number;

  constructor(
    seed: readonly Partner[] = demoPartners,
    private readonly options: MemoryPartnerOptions = {},
  ) {
    this.partners = seed.map((partner) => ({ ...partner }));
    this.nextId = Math.max(0, ...seed.map((partner) => partner.id)) + 1;
  }

  list(query: ListQuery, signal?: Cancellation): Promise<Page<PartnerRow>> {
    return simulate(this.options, 'list', () => pageOf(this.partners, query, (p) => [p.name, p.taxId]), signal);
  }

  get(id: number, signal?: Cancellation): Promise<Partner> {
    return simulate(this.options, 'get', () => ({ ...this.find(id) }), signal);
  }

  create(input: PartnerInput): Promise<number> {
    return simulate(this.options, 'create', () => {
      const partner = { id: this.nextId++, ...checked(input) };
      this.partners.push(partner);
      return partner.id;
    });
  }

  update(id: number, input: PartnerInput): Promise<number> {
    return simulate(this.options, 'update', () => {
      Object.assign(this.find(id), checked(input));
      return id;
    });
  }

  remove(id: number): Promise<void> {
    return simulate(this.options, 'remove', () => {
      this.find(id);
      // spec A §8: the server refuses with error 1 and a message key the view shows translated.
      if (this.options.inUseIds?.includes(id)) throw new PortError(409, BUSINESS_RULE_ERROR, PARTNER_IN_USE);
      this.partners = this.partners.filter((partner) => partner.id !== id);
    });
  }

  private find(id: number): Partner {
    const partner = this.partners.find((p) => p.id === id);
    if (partner === undefined) throw notFoundError();
    return partner;
  }
}

/** The server checks the rules again and stores trimmed values; so does this fake. */
function checked(input: PartnerInput): PartnerInput {
  const errors = validatePartner(input);
  const first = errors[0];
  if (first !== undefined) throw new PortError(400, ErrorCodes.validation, first.key);
  return normalisePartner(input);
}
