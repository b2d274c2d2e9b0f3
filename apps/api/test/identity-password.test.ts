/** Password hashing: scrypt with a random salt, in a self-describing string. */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/identity';

describe('password hashing', () => {
  it('hashes the same password differently each time (a fresh salt per hash)', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('correct horse');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('refuses every password against a hash it cannot read', async () => {
    const hash = await hashPassword('secret');
    const [, n, r, p, salt] = hash.split('$');
    for (const broken of [
      '',
      'secret',
      `bcrypt$${n}$${r}$${p}$${salt}$abc`,
      `scrypt$3$${r}$${p}$${salt}$abc`,
      `scrypt$${n}$${r}$${p}$$`,
    ]) {
      expect(await verifyPassword('secret', broken)).toBe(false);
    }
  });
});
