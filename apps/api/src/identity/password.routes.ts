/** The signed-in user's password (spec A §7 "Password": PUT currentuser/password {currentPassword, newPassword}). */
import { passwordAnswerToWire, passwordContract } from '@tagtrail/contract';
import { validateChangePassword } from '@tagtrail/domain';
import { ruleFailure } from '../http/api-failure';
import type { Router } from '../http/route';
import { changePassword } from './users.store';

export function registerPasswordRoutes(router: Router): void {
  router.route(passwordContract.change, async ({ body, caller, db }) => {
    // The form's rules (spec A §5) again; the wire carries no confirmation, the form compared it already.
    const errors = validateChangePassword({ ...body, confirmation: body.newPassword });
    if (errors.length > 0) throw ruleFailure(errors);
    // Always the caller's own account: the token says whose, the body never does.
    const answer = await changePassword(db, caller.userId, body.currentPassword, body.newPassword);
    // spec A §8: a wrong current password is an answer (PasswordMismatch), not a failed request.
    return passwordAnswerToWire(answer);
  });
}
