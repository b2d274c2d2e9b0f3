/** The signed-in user's own account (spec A §7 "Password"). */
import * as v from 'valibot';
import type { PasswordChangeAnswer } from '@tagtrail/domain';
import { ACCESS, endpoint } from './endpoint';

/** spec A §7: PUT /api/currentuser/password {currentPassword, newPassword}; the wire names are English already. */
export const PasswordChangeBodySchema = v.object({ currentPassword: v.string(), newPassword: v.string() });
export type PasswordChangeBodyWire = v.InferOutput<typeof PasswordChangeBodySchema>;

/** The auth error code for a wrong current password (spec A §8: "auth error code PasswordMismatch"). */
export const PASSWORD_MISMATCH_CODE = 'PasswordMismatch';

/**
 * spec A §7: "the response says whether it succeeded"; its shape is not shown. It answers 200 with `succeeded` and,
 * on failure, the auth errors by code (the identity library shape the PasswordMismatch code comes from), so a wrong
 * password is an answer, not a failed request.
 */
export const PasswordChangeResultSchema = v.object({
  succeeded: v.boolean(),
  errors: v.array(v.object({ code: v.string(), description: v.optional(v.string()) })),
});
export type PasswordChangeResultWire = v.InferOutput<typeof PasswordChangeResultSchema>;

export const passwordContract = {
  change: endpoint({
    method: 'PUT',
    path: 'currentuser/password',
    summary: "Change the caller's password; answers whether it succeeded (PasswordMismatch for a wrong current one)",
    body: PasswordChangeBodySchema,
    response: PasswordChangeResultSchema,
    // spec A §2, §6 offer it to partner, point-of-sale and customer users; issue 25 §1 to administrators as well.
    ...ACCESS.anyUser,
  }),
};

export const passwordChangeToWire = (currentPassword: string, newPassword: string): PasswordChangeBodyWire => ({
  currentPassword,
  newPassword,
});

export function passwordAnswerFromWire(w: PasswordChangeResultWire): PasswordChangeAnswer {
  if (w.succeeded) return { ok: true };
  return { ok: false, reason: w.errors.some((e) => e.code === PASSWORD_MISMATCH_CODE) ? 'PasswordMismatch' : 'other' };
}

/** The server's side: `other` carries no code the portal acts on, so it is sent as a generic failure. */
export function passwordAnswerToWire(answer: PasswordChangeAnswer): PasswordChangeResultWire {
  if (answer.ok) return { succeeded: true, errors: [] };
  return {
    succeeded: false,
    errors: [{ code: answer.reason === 'PasswordMismatch' ? PASSWORD_MISMATCH_CODE : 'PasswordChangeFailed' }],
  };
}
