/**
 * The one-time password a memory adapter answers when it creates a sign-in account (a partner user, a customer
 * user), as the server does: one machinery for every kind of account.
 */

/** As the server: a one-time password signs in for 7 days. */
const TEMPORARY_PASSWORD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The server's alphabet: no look-alikes (0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const PASSWORD_LENGTH = 16;

/** The create answer of account `id`: its one-time password and when that stops signing in. */
export function oneTimePasswordAnswer(
  id: number,
  now: Date,
): { readonly id: number; readonly temporaryPassword: string; readonly expiresAt: string } {
  return {
    id,
    temporaryPassword: fakeTemporaryPassword(id),
    expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_DAYS * DAY_MS).toISOString(),
  };
}

/**
 * A password-looking text, the same for the same id so stories and screenshots stay alike. Fake: it signs nothing
 * in (the server makes the real ones from a cryptographic source).
 */
function fakeTemporaryPassword(id: number): string {
  let state = (id * 2_654_435_761) >>> 0;
  let password = '';
  for (let i = 0; i < PASSWORD_LENGTH; i += 1) {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    password += PASSWORD_ALPHABET.charAt(state % PASSWORD_ALPHABET.length);
  }
  return password;
}
