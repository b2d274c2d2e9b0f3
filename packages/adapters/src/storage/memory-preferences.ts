/** PreferencesPort in memory, for stories and tests. */
import type { PreferencesPort } from '@tagtrail/domain';

export class MemoryPreferences implements PreferencesPort {
  private readonly values: Map<string, string>;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    this.values = new Map(Object.entries(initial));
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
