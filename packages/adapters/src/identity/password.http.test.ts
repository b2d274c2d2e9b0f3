import { describe, expect, it } from 'vitest';
import { apiAnswering } from '../testing/fake-api';
import { PasswordHttpAdapter } from './password.http';
import { MemoryPasswordAdapter } from './password.memory';

describe('password change over HTTP (spec A §7 "Password")', () => {
  it('sends PUT currentuser/password {currentPassword, newPassword} and reads success', async () => {
    const { api, requests } = apiAnswering(() => ({ succeeded: true, errors: [] }));

    await expect(new PasswordHttpAdapter(api).change('tagtrail', 'a-new-secret')).resolves.toEqual({ ok: true });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      body: { currentPassword: 'tagtrail', newPassword: 'a-new-secret' },
    });
    expect(requests[0]?.url.pathname).toBe('/api/currentuser/password');
  });

  it('answers PasswordMismatch for a wrong current password, and other for any other refusal', async () => {
    const mismatch = apiAnswering(() => ({ succeeded: false, errors: [{ code: 'PasswordMismatch' }] }));
    await expect(new PasswordHttpAdapter(mismatch.api).change('x', 'y')).resolves.toEqual({
      ok: false,
      reason: 'PasswordMismatch',
    });
    const other = apiAnswering(() => ({ succeeded: false, errors: [{ code: 'PasswordTooShort' }] }));
    await expect(new PasswordHttpAdapter(other.api).change('x', 'y')).resolves.toEqual({ ok: false, reason: 'other' });
  });
});

describe('memory password', () => {
  it('changes a right current password once, and refuses a wrong one with PasswordMismatch', async () => {
    const port = new MemoryPasswordAdapter({ current: 'tagtrail' });
    await expect(port.change('wrong', 'a-new-secret')).resolves.toEqual({ ok: false, reason: 'PasswordMismatch' });
    await expect(port.change('tagtrail', 'a-new-secret')).resolves.toEqual({ ok: true });
    await expect(port.change('tagtrail', 'other-secret')).resolves.toEqual({ ok: false, reason: 'PasswordMismatch' });
  });
});
