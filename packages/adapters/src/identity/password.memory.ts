/** PasswordPort over one stored password, for stories and tests: a wrong current one answers PasswordMismatch. */
import type { PasswordChangeAnswer, PasswordPort } from '@tagtrail/domain';
import { simulate, type MemoryOptions } from '../memory/memory-options';

export interface MemoryPasswordOptions extends MemoryOptions<'change'> {
  /** The signed-in user's password; 'tagtrail' (the demo users') by default. */
  readonly current?: string;
}

export class MemoryPasswordAdapter implements PasswordPort {
  private current: string;

  constructor(private readonly options: MemoryPasswordOptions = {}) {
    this.current = options.current ?? 'tagtrail';
  }

  change(currentPassword: string, newPassword: string): Promise<PasswordChangeAnswer> {
    return simulate(this.options, 'change', (): PasswordChangeAnswer => {
      if (currentPassword !== this.current) return { ok: false, reason: 'PasswordMismatch' };
      this.current = newPassword;
      return { ok: true };
    });
  }
}
