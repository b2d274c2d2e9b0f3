/** The change-password form (spec A §2 "/password", §5; B §5): current, new and confirmation. */
import * as v from 'valibot';

export const ChangePasswordInputSchema = v.object({
  currentPassword: v.string(),
  newPassword: v.string(),
  confirmation: v.string(),
});
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInputSchema>;

export const emptyChangePasswordInput: ChangePasswordInput = Object.freeze({
  currentPassword: '',
  newPassword: '',
  confirmation: '',
});
