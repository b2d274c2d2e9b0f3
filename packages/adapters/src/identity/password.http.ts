/** PasswordPort over the API (spec A §7 "Password": PUT currentuser/password {currentPassword, newPassword}). */
import { passwordAnswerFromWire, passwordChangeToWire, passwordContract } from '@tagtrail/contract';
import type { PasswordChangeAnswer, PasswordPort } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';

export class PasswordHttpAdapter implements PasswordPort {
  constructor(private readonly api: ApiClient) {}

  async change(currentPassword: string, newPassword: string): Promise<PasswordChangeAnswer> {
    const body = passwordChangeToWire(currentPassword, newPassword);
    return passwordAnswerFromWire(await this.api.call(passwordContract.change, { body }));
  }
}
