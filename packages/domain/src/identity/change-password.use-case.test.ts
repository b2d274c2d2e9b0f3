import { describe, expect, it } from 'vitest';
import { PortError, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { PasswordChangeAnswer, PasswordPort } from './change-password.port';
import { PASSWORDS_DO_NOT_MATCH } from './change-password.rules';
import {
  changePassword,
  PASSWORD_CHANGE_SUCCESS,
  PASSWORD_INVALID,
  PASSWORD_TOO_MANY_ATTEMPTS,
  PASSWORD_UPDATE_ERROR,
} from './change-password.use-case';

function fakePasswords(answer: () => Promise<PasswordChangeAnswer>) {
  const calls: [string, string][] = [];
  const port: PasswordPort = {
    change: (current, next) => {
      calls.push([current, next]);
      return answer();
    },
  };
  return { port, calls };
}

const input = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmation: 'new-secret' };

describe('change password (spec A §7, §8)', () => {
  it('sends the current password and the new one, and answers success so the caller signs out', async () => {
    const { port, calls } = fakePasswords(() => Promise.resolve({ ok: true }));
    await expect(changePassword(port, input)).resolves.toEqual({ ok: true });
    expect(calls).toEqual([['old-secret', 'new-secret']]);
    expect(PASSWORD_CHANGE_SUCCESS).toBe('SUCCESS_UPDATE_PASSWORD');
  });

  it("answers 'invalid password' when the server says PasswordMismatch", async () => {
    const { port } = fakePasswords(() => Promise.resolve({ ok: false, reason: 'PasswordMismatch' }));
    await expect(changePassword(port, input)).resolves.toEqual({
      ok: false,
      errors: [{ key: PASSWORD_INVALID, field: 'currentPassword' }],
    });
  });

  it("answers 'update password error' for any other refusal or failure", async () => {
    for (const answer of [
      () => Promise.resolve<PasswordChangeAnswer>({ ok: false, reason: 'other' }),
      () => Promise.reject(new Error('offline')),
    ]) {
      const { port } = fakePasswords(answer);
      await expect(changePassword(port, input)).resolves.toEqual({
        ok: false,
        errors: [{ key: PASSWORD_UPDATE_ERROR }],
      });
    }
  });

  it('says how many minutes to wait when the server refuses for too many wrong current passwords (429)', async () => {
    const refused = new PortError(429, 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS', [
      { key: 'TOO_MANY_ATTEMPTS', params: { minutes: 12, seconds: 700 } },
    ]);
    const { port } = fakePasswords(() => Promise.reject(refused));
    await expect(changePassword(port, input)).resolves.toEqual({
      ok: false,
      errors: [{ key: PASSWORD_TOO_MANY_ATTEMPTS, params: { minutes: 12 } }],
    });
    // A 429 from anywhere else (a proxy) says nothing of minutes: the general failure.
    const { port: proxied } = fakePasswords(() => Promise.reject(new PortError(429, undefined, undefined)));
    await expect(changePassword(proxied, input)).resolves.toEqual({
      ok: false,
      errors: [{ key: PASSWORD_UPDATE_ERROR }],
    });
  });

  it('checks the rules first and sends nothing when they fail', async () => {
    const { port, calls } = fakePasswords(() => Promise.resolve({ ok: true }));
    await expect(changePassword(port, { ...input, confirmation: 'other' })).resolves.toEqual({
      ok: false,
      errors: [{ key: PASSWORDS_DO_NOT_MATCH, field: 'confirmation' }],
    });
    await expect(changePassword(port, { ...input, currentPassword: '' })).resolves.toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'currentPassword' }],
    });
    expect(calls).toEqual([]);
  });
});
