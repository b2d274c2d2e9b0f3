/**
 * One owner's sign-in accounts over an array, for stories and tests (issue 8 §10): a partner's users and a
 * customer's users answer and refuse alike, as the server does (identity/user-account.routes.ts) — searched in the
 * login, the name and the e-mail, sorted by any of them or the id (by login unless asked; a sort it does not take
 * refused), another owner's account not found, the input checked before its owner is looked for, logins unique over
 * every account case aside, a one-time password on create and another at each reissue. The account lists'
 * conformance suite (partners/partner-user.conformance.ts) holds it to the server.
 */
import {
  BUSINESS_RULE_ERROR,
  normaliseUserAccount,
  PortError,
  USERNAME_TAKEN,
  validateUserAccount,
  type CreatedUserAccount,
  type UserAccount,
  type UserAccountInput,
  type UserAccounts,
} from '@tagtrail/domain';
import { oneTimePasswordAnswer } from './memory-accounts';
import { serverPage } from './memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from './memory-options';

export type UserAccountOperation = 'list' | 'get' | 'create' | 'remove' | 'issueTemporaryPassword';

export interface MemoryUserAccountOptions<
  Operation extends string = UserAccountOperation,
> extends MemoryOptions<Operation> {
  /** The clock the one-time password's expiry is counted from (tests). */
  readonly now?: () => Date;
  /** Owners that exist (the signed-in partner's customers): any other owner answers 404. All by default. */
  readonly ownerIds?: readonly number[];
}

/** An account as stored: the account and the id of its owner. */
export type OwnedAccount = UserAccount & { readonly ownerId: number };

export class MemoryUserAccounts {
  private accounts: OwnedAccount[];
  private nextId: number;
  /** One-time passwords reissued so far: each another, the same in every run (stories stay alike). */
  private reissued = 0;

  constructor(
    seed: readonly OwnedAccount[],
    private readonly options: MemoryUserAccountOptions,
    /** Whether the owner's calls include a new one-time password (the partner users' do). */
    private readonly canReissue: boolean,
  ) {
    this.accounts = seed.map((account) => ({ ...account }));
    this.nextId = Math.max(0, ...seed.map((account) => account.id)) + 1;
  }

  forOwner(ownerId: number): UserAccounts<{ id: number; login: string }> {
    const options = this.options as MemoryOptions<UserAccountOperation>;
    return {
      list: (query, signal) =>
        simulate(
          options,
          'list',
          () => {
            const page = serverPage(this.ofOwner(ownerId), query, {
              searchIn: (account) => [account.login, account.name, account.email],
              sorts: {
                login: (account) => account.login,
                name: (account) => account.name,
                email: (account) => account.email,
                id: (account) => account.id,
              },
              byDefault: { valueOf: (account) => account.login, direction: 'asc' },
              idOf: (account) => account.id,
            });
            return { total: page.total, records: page.records.map(({ id, login }) => ({ id, login })) };
          },
          signal,
        ),
      get: (id, signal) =>
        simulate(
          options,
          'get',
          () => {
            const { login, name, email } = this.find(ownerId, id);
            return { id, login, name, email };
          },
          signal,
        ),
      create: (input) => simulate(options, 'create', () => this.create(ownerId, input)),
      remove: (id) =>
        simulate(options, 'remove', () => {
          const account = this.find(ownerId, id);
          this.accounts = this.accounts.filter((other) => other !== account);
        }),
      ...(this.canReissue && {
        issueTemporaryPassword: (id: number) =>
          simulate(options, 'issueTemporaryPassword', () => {
            const account = this.find(ownerId, id);
            this.reissued += 1;
            return { ...this.passwordOf(account.id + this.reissued * 1_000_003), id: account.id };
          }),
      }),
    };
  }

  private create(ownerId: number, input: UserAccountInput): CreatedUserAccount {
    // As the server: a bad input is refused (400) before the owner is looked for (404).
    const errors = validateUserAccount(input);
    if (errors.length > 0) throw validationFailure(errors);
    this.checkOwner(ownerId);
    const clean = normaliseUserAccount(input);
    const login = clean.login.toLowerCase();
    if (this.accounts.some((account) => account.login.toLowerCase() === login)) {
      throw new PortError(409, BUSINESS_RULE_ERROR, USERNAME_TAKEN);
    }
    const id = this.nextId++;
    this.accounts.push({ id, ownerId, ...clean });
    return this.passwordOf(id);
  }

  private passwordOf(id: number): CreatedUserAccount {
    return oneTimePasswordAnswer(id, this.options.now?.() ?? new Date());
  }

  private ofOwner(ownerId: number): OwnedAccount[] {
    this.checkOwner(ownerId);
    return this.accounts.filter((account) => account.ownerId === ownerId);
  }

  private checkOwner(ownerId: number): void {
    if (this.options.ownerIds !== undefined && !this.options.ownerIds.includes(ownerId)) throw notFoundError();
  }

  /** Scoped by the owner, as the server: another owner's account id is not found. */
  private find(ownerId: number, id: number): OwnedAccount {
    const account = this.ofOwner(ownerId).find((candidate) => candidate.id === id);
    if (account === undefined) throw notFoundError();
    return account;
  }
}
