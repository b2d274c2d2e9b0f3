/** Create a partner's or a customer's user: rules first, then create. Stored users are never updated (spec A §5). */
import type { Refusal } from '../shared/save-result';
import { normaliseUserAccount, validateUserAccount, type UserAccountInput } from './user-account.rules';
import type { CreatedUserAccount, UserAccounts } from './user-accounts.port';

/**
 * A SaveResult (so the record form reads its id) that also carries the created account: its one-time password is
 * in this answer only, and the view must show it before leaving the page.
 */
export type UserAccountSaveResult<Created extends CreatedUserAccount = CreatedUserAccount> =
  { readonly ok: true; readonly id: number; readonly created: Created } | Refusal;

export async function createUserAccount<Created extends CreatedUserAccount>(
  accounts: Pick<UserAccounts<never, never, Created>, 'create'>,
  input: UserAccountInput,
): Promise<UserAccountSaveResult<Created>> {
  const errors = validateUserAccount(input);
  if (errors.length > 0) return { ok: false, errors };
  const created = await accounts.create(normaliseUserAccount(input));
  return { ok: true, id: created.id, created };
}
