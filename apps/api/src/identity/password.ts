/** Password hashing with Node's scrypt, stored as `scrypt$N$r$p$salt$hash` (base64 salt and hash). */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^15, r=8 costs about 80 ms per check on a busy two-core machine (measured), a fair price per sign-in.
// The parameters travel with each hash, so raising them later needs new hashes, not a migration.
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the default limit (32 MiB) is exactly that at our cost, so give it room.
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when the password matches the stored hash; false for a wrong password or a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (!N || !r || !p || N > 2 ** 20 || salt.length === 0 || expected.length === 0) return false;
  try {
    const actual = await derive(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/**
 * The hash `password` would have under a stored hash's parameters, given as the stored hash with the derived key's
 * length in place of the key (`scrypt$N$r$p$salt$length`, migration 0033's own_password_parameters): so a password
 * is checked against a hash the caller never reads. Undefined for parameters it cannot read.
 */
export async function hashWithParameters(password: string, parameters: string): Promise<string | undefined> {
  const parts = parameters.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p, length] = [parts[1], parts[2], parts[3], parts[5]].map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  if (!N || !r || !p || !length || N > 2 ** 20 || length > 256 || salt.length === 0) return undefined;
  try {
    const key = await derive(password, salt, length, { N, r, p });
    return [...parts.slice(0, 5), key.toString('base64')].join('$');
  } catch {
    return undefined;
  }
}
