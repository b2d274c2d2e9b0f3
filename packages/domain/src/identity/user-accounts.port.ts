/**
 * One owner's sign-in accounts: a partner's users (spec A §7 parceiro/{parceiroId}/usuarios) and a customer's users
 * (areaparceiro/clientes/{id}/usuarios) are accounts of one kind, listed, read, created and removed alike. There is no
 * update: a stored user is read-only (spec A §5).
 */
import type { Cancellation } from '../shared/cancellation';
import type { ListPort } from '../shared/resource.port';
import type { UserAccountInput } from './user-account.rules';

/** What creating an account answers: its id and its one-time password, which nothing can read again. */
export interface CreatedUserAccount {
  readonly id: number;
  readonly temporaryPassword: string;
  /** ISO 8601 instant (UTC), or '' when the server sent no password (the spec's answer is just the id). */
  readonly expiresAt: string;
}

export interface UserAccount extends UserAccountInput {
  readonly id: number;
}

export interface UserAccounts<
  Row extends { readonly id: number; readonly login: string },
  Account extends UserAccount = UserAccount,
  Created extends CreatedUserAccount = CreatedUserAccount,
> extends ListPort<Row> {
  get(id: number, signal?: Cancellation): Promise<Account>;
  /** Creates the account; the answer holds its one-time password. */
  create(input: UserAccountInput): Promise<Created>;
  remove(id: number): Promise<void>;
  /**
   * A new one-time password for a stored account (ours, issue 8 §8), where the owner's calls have one: the old
   * password and the account's sessions end; the answer holds the new one, shown once.
   */
  issueTemporaryPassword?(id: number): Promise<Created>;
}
