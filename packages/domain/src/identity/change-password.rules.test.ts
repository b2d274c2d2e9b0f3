import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { emptyChangePasswordInput } from './change-password.model';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  validateChangePassword,
  validateNewPassword,
} from './change-password.rules';

const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmation: 'new-secret' };

describe('change password rules (spec A §5)', () => {
  it('accepts the current password and a new one confirmed', () => {
    expect(validateChangePassword(valid)).toEqual([]);
  });

  it('refuses when any of the three fields is empty', () => {
    expect(validateChangePassword(emptyChangePasswordInput)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'currentPassword' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'newPassword' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'confirmation' },
    ]);
  });

  it("refuses a new password and confirmation that do not match ('Passwords do not match.')", () => {
    expect(validateChangePassword({ ...valid, confirmation: 'new-secreT' })).toEqual([
      { key: PASSWORDS_DO_NOT_MATCH, field: 'confirmation' },
    ]);
    expect(PASSWORDS_DO_NOT_MATCH).toBe('PASSWORDS_DO_NOT_MATCH');
  });

  it('compares the new password and its confirmation exactly, spaces included', () => {
    expect(validateChangePassword({ ...valid, confirmation: 'new-secret ' })).toHaveLength(1);
  });

  it('refuses a new password shorter than the minimum, however it is confirmed', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validateChangePassword({ ...valid, newPassword: 'short12', confirmation: 'short12' })).toEqual([
      { key: PASSWORD_TOO_SHORT, field: 'newPassword', params: { min: 8 } },
    ]);
    expect(validateChangePassword({ ...valid, newPassword: 'short12', confirmation: 'other' })).toEqual([
      { key: PASSWORD_TOO_SHORT, field: 'newPassword', params: { min: 8 } },
      { key: PASSWORDS_DO_NOT_MATCH, field: 'confirmation' },
    ]);
    expect(validateChangePassword({ ...valid, newPassword: 'exactly8', confirmation: 'exactly8' })).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    const sevenEmoji = '🔑'.repeat(7);
    expect(validateNewPassword({ newPassword: sevenEmoji, confirmation: sevenEmoji })).toHaveLength(1);
  });

  it('asks the first sign-in for a new password by the same rules, without a current one', () => {
    expect(validateNewPassword({ newPassword: '', confirmation: '' })).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'newPassword' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'confirmation' },
    ]);
    expect(validateNewPassword({ newPassword: 'new-secret', confirmation: 'new-secret' })).toEqual([]);
  });

  it('property: filled fields are accepted exactly when new and confirmation are equal and long enough', () => {
    const filled = fc
      .string({ minLength: 1, maxLength: 2 * PASSWORD_MIN_LENGTH, size: 'max' })
      .filter((s) => s.trim() !== '');
    // Half the time the confirmation repeats the new password, so acceptance is drawn as often as refusal.
    const newAndConfirmation = filled.chain((newPassword) =>
      fc.tuple(fc.constant(newPassword), fc.oneof(fc.constant(newPassword), filled)),
    );
    fc.assert(
      fc.property(filled, newAndConfirmation, (currentPassword, [newPassword, confirmation]) => {
        const accepted = validateChangePassword({ currentPassword, newPassword, confirmation }).length === 0;
        const longEnough = Array.from(newPassword).length >= PASSWORD_MIN_LENGTH;
        return accepted === (newPassword === confirmation && longEnough);
      }),
    );
  });
});
