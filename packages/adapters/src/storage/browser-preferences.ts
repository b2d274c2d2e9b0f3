/** PreferencesPort over the browser's localStorage; storage that is missing or refuses (quota, privacy mode) is ignored. */
import type { PreferencesPort } from '@tagtrail/domain';
import { webStorage } from './web-storage';

export class BrowserPreferences implements PreferencesPort {
  constructor(private readonly storage: () => Storage | undefined = () => webStorage('localStorage')) {}

  get(key: string): string | null {
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage()?.setItem(key, value);
    } catch {
      // A preference that cannot be kept is lost at the next visit, nothing worse.
    }
  }

  remove(key: string): void {
    try {
      this.storage()?.removeItem(key);
    } catch {
      // As above: nothing to keep, nothing to lose.
    }
  }
}
