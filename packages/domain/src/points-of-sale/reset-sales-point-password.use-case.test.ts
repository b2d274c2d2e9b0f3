import { describe, expect, it } from 'vitest';
import {
  RESET_PASSWORD_ERROR,
  RESET_PASSWORD_SUCCESS,
  resetSalesPointPassword,
} from './reset-sales-point-password.use-case';

describe('reset a sales point password (spec B §7, §8)', () => {
  it('asks the port to reset the password of that sales point, and answers the new one-time password', async () => {
    const reset: number[] = [];
    const issued = { id: 3, temporaryPassword: 'Tmp7kQ2xY9pAbCdE', expiresAt: '2026-03-08T15:30:00.000Z' };
    const port = {
      resetPassword: (id: number) => {
        reset.push(id);
        return Promise.resolve(issued);
      },
    };
    await expect(resetSalesPointPassword(port, 3)).resolves.toEqual({ ok: true, issued });
    expect(reset).toEqual([3]);
    expect(RESET_PASSWORD_SUCCESS).toBe('MESSAGE_RESET_PASSWORD_SUCCESS');
  });

  it('answers MESSAGE_RESET_PASSWORD_ERROR when the reset fails', async () => {
    const port = { resetPassword: () => Promise.reject(new Error('offline')) };
    await expect(resetSalesPointPassword(port, 3)).resolves.toEqual({
      ok: false,
      errors: [{ key: RESET_PASSWORD_ERROR }],
    });
    expect(RESET_PASSWORD_ERROR).toBe('MESSAGE_RESET_PASSWORD_ERROR');
  });
});
