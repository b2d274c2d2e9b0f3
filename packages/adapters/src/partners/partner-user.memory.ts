/** PartnerUserPort over an array, for stories and tests; answers and refuses as the server does. */
import {
  BUSINESS_RULE_ERROR,
  normaliseUserAccount,
  PortError,
  USERNAME_TAKEN,
  validatePartnerUser,
  type Cancellation,
  type CreatedPartnerUser,
  type ListQuery,
  type Page,
  type PartnerUser,
  type PartnerUserInput,
  type PartnerUserPort,
  type PartnerUserRow,
  type PartnerUsers,
} from '@tagtrail/domain';
import { oneTimePasswordAnswer } from '../memory/memory-accounts';
import { pageOf } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoPartnerUsers, type DemoPartnerUser } from './partner-user.demo';

export type PartnerUserOperation = 'list' | 'get' | 'create' | 'remove' | 'issueTemporaryPassword';

export interface MemoryPartnerUserOptions extends MemoryOptions<PartnerUserOperation> {
  /** The clock the one-time password's expiry is counted from (tests). */
  readonly now?: () => Date;
}

export class MemoryPartnerUserAdapter implements PartnerUserPort {
  private users: DemoPartnerUser[];
  private nextId: number;

  constructor(
    seed: readonly DemoPartnerUser[] = demoPartnerUsers,
    private readonly options: MemoryPartnerUserOptions = {},
  ) {
    this.users = seed.map((user) => ({ ...user }));
    this.nextId = Math.max(0, ...seed.map((user) => user.id)) + 1;
  }

  forPartner(partnerId: number): PartnerUsers {
    return {
      list: (query: ListQuery, signal?: Cancellation): Promise<Page<PartnerUserRow>> =>
        simulate(
          this.options,
          'list',
          () => {
            // The server's default order: by login.
            const rows = this.ofPartner(partnerId)
              .map(({ id, login }) => ({ id, login }))
              .sort((a, b) => a.login.localeCompare(b.login, 'pt-BR', { sensitivity: 'base' }));
            return pageOf(rows, query, (row) => [row.login]);
          },
          signal,
        ),

      get: (id: number, signal?: Cancellation): Promise<PartnerUser> =>
        simulate(this.options, 'get', () => toPartnerUser(this.find(partnerId, id)), signal),

      create: (input: PartnerUserInput): Promise<CreatedPartnerUser> =>
        simulate(this.options, 'create', () => this.create(partnerId, input)),

      remove: (id: number): Promise<void> =>
        simulate(this.options, 'remove', () => {
          const user = this.find(partnerId, id);
          this.users = this.users.filter((other) => other !== user);
        }),

      issueTemporaryPassword: (id: number): Promise<CreatedPartnerUser> =>
        simulate(this.options, 'issueTemporaryPassword', () =>
          oneTimePasswordAnswer(this.find(partnerId, id).id, this.options.now?.() ?? new Date()),
        ),
    };
  }

  private create(partnerId: number, input: PartnerUserInput): CreatedPartnerUser {
    const errors = validatePartnerUser(input, true);
    if (errors.length > 0) throw validationFailure(errors);
    const clean = normaliseUserAccount(input);
    // Logins are unique over every account, of any partner or role, case aside (as the server's index).
    const login = clean.login.toLowerCase();
    const taken = this.users.some((user) => user.login.toLowerCase() === login);
    if (taken) throw new PortError(409, BUSINESS_RULE_ERROR, USERNAME_TAKEN);
    const id = this.nextId++;
    this.users.push({ id, partnerId, ...clean });
    return oneTimePasswordAnswer(id, this.options.now?.() ?? new Date());
  }

  private ofPartner(partnerId: number): DemoPartnerUser[] {
    return this.users.filter((user) => user.partnerId === partnerId);
  }

  /** Scoped by the partner, as the server: another partner's user id is not found. */
  private find(partnerId: number, id: number): DemoPartnerUser {
    const user = this.users.find((candidate) => candidate.id === id && candidate.partnerId === partnerId);
    if (user === undefined) throw notFoundError();
    return user;
  }
}

function toPartnerUser({ id, login, name, email }: DemoPartnerUser): PartnerUser {
  return { id, login, name, email };
}
