/** The signed-in user's password (spec A §7 "Password": PUT currentuser/password {currentPassword, newPassword}). */
import { passwordAnswerToWire, passwordContract } from '@tagtrail/contract';
import { validateChangePassword } from '@tagtrail/domain';
import { ruleFailure } from '../http/api-failure';
import type { Router } from '../http/route';
import { TOO_MANY_ATTEMPTS, tooManyAttempts, userKey, type AttemptThrottle } from './attempt-throttle';
import { changePassword } from './users.store';

export function registerPasswordRoutes(router: Router, throttle: AttemptThrottle): void {
  router.route(passwordContract.change, async ({ body, caller, db, reply }) => {
    // The form's rules (spec A §5) again; the wire carries no confirmation, the form compared it already.
    const errors = validateChangePassword({ ...body, confirmation: body.newPassword });
    if (errors.length > 0) throw ruleFailure(errors);
    // A stolen token must not become a way to guess the current password, and take the account over with it.
    // Counted in the call's own transaction, as the tenant role, which may touch only this account's count (0008).
    const key = userKey('password-change', caller.userId);
    const refusal = await throttle.attempt(db, key);
    if (refusal !== undefined) {
      reply.header('retry-after', String(refusal.retryAfterSeconds));
      throw tooManyAttempts(TOO_MANY_ATTEMPTS, refusal);
    }
    // Always the caller's own account: the token says whose, the body never does.
    const answer = await changePassword(db, caller.userId, body.currentPassword, body.newPassword);
    if (answer.ok) await throttle.succeeded(db, key);
    // spec A §8: a wrong current password is an answer (PasswordMismatch), not a failed request; it commits, and so
    // does its count.
    return passwordAnswerToWire(answer);
  });
}
