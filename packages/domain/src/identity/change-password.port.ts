/** The signed-in user's password (spec A §7 "Password": PUT currentuser/password {currentPassword, newPassword}). */

/** spec A §8: the server's auth error code PasswordMismatch (wrong current password) is told apart from any other. */
export type PasswordChangeAnswer =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'PasswordMismatch' | 'other' };

export interface PasswordPort {
  change(currentPassword: string, newPassword: string): Promise<PasswordChangeAnswer>;
}

export const PasswordPortToken = Symbol.for('PasswordPort');
