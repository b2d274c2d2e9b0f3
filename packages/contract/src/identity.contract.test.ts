import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { PasswordChangeAnswer } from '@tagtrail/domain';
import {
  PASSWORD_MISMATCH_CODE,
  passwordAnswerFromWire,
  passwordAnswerToWire,
  PasswordChangeBodySchema,
  PasswordChangeResultSchema,
  passwordChangeToWire,
  passwordContract,
} from './identity.contract';

describe('change password call (spec A §7)', () => {
  it('is PUT currentuser/password (relative to /api), for every signed-in role, administrators too (issue 25 §1)', () => {
    expect([passwordContract.change.method, passwordContract.change.path]).toEqual(['PUT', 'currentuser/password']);
    expect([...passwordContract.change.roles].sort()).toEqual(['admin', 'customer', 'partner', 'pointofsale']);
  });

  it('sends the current password as currentPassword and the new one as newPassword', () => {
    expect(v.parse(PasswordChangeBodySchema, passwordChangeToWire('old', 'new'))).toEqual({
      currentPassword: 'old',
      newPassword: 'new',
    });
  });

  it('reads success', () => {
    expect(passwordAnswerFromWire({ succeeded: true, errors: [] })).toEqual({ ok: true });
  });

  it('reads the auth error code PasswordMismatch as a wrong current password', () => {
    expect(PASSWORD_MISMATCH_CODE).toBe('PasswordMismatch');
    expect(
      passwordAnswerFromWire({
        succeeded: false,
        errors: [{ code: 'PasswordMismatch', description: 'Incorrect password.' }],
      }),
    ).toEqual({ ok: false, reason: 'PasswordMismatch' });
  });

  it('reads any other error code as other', () => {
    expect(passwordAnswerFromWire({ succeeded: false, errors: [{ code: 'PasswordTooShort' }] })).toEqual({
      ok: false,
      reason: 'other',
    });
    expect(passwordAnswerFromWire({ succeeded: false, errors: [] })).toEqual({ ok: false, reason: 'other' });
  });

  it('property: every answer round-trips through the wire', () => {
    const answer = fc.constantFrom<PasswordChangeAnswer>(
      { ok: true },
      { ok: false, reason: 'PasswordMismatch' },
      { ok: false, reason: 'other' },
    );
    fc.assert(
      fc.property(answer, (a) => {
        const wire = v.parse(PasswordChangeResultSchema, JSON.parse(JSON.stringify(passwordAnswerToWire(a))));
        expect(passwordAnswerFromWire(wire)).toEqual(a);
      }),
    );
  });
});
