/** PartnerUserPort over an array, for stories and tests: the shared memory accounts (memory-user-accounts). */
import type { PartnerUserPort, PartnerUsers } from '@tagtrail/domain';
import { MemoryUserAccounts, type MemoryUserAccountOptions } from '../memory/memory-user-accounts';
import { demoPartnerUsers, type DemoPartnerUser } from './partner-user.demo';

export type MemoryPartnerUserOptions = MemoryUserAccountOptions;

export class MemoryPartnerUserAdapter implements PartnerUserPort {
  private readonly accounts: MemoryUserAccounts;

  constructor(seed: readonly DemoPartnerUser[] = demoPartnerUsers, options: MemoryPartnerUserOptions = {}) {
    this.accounts = new MemoryUserAccounts(
      seed.map(({ partnerId, ...user }) => ({ ...user, ownerId: partnerId })),
      options,
      true,
    );
  }

  forPartner(partnerId: number): PartnerUsers {
    return this.accounts.forOwner(partnerId) as PartnerUsers;
  }
}
