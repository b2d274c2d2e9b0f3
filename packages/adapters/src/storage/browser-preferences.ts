/**
 * PreferencesPort over the browser's localStorage; storage that is missing or refuses (quota, privacy mode) is ignored.
 * A preference the server's own pages share (the language, with the sign-in page) is also kept in a cookie, which is
 * read first: it holds the latest choice whichever side made it.
 */
import type { PreferencesPort } from '@tagtrail/domain';
import { documentCookies, type CookieJar } from './cookies';
import { webStorage } from './web-storage';

export interface BrowserPreferencesOptions {
  /** Preference keys kept in a cookie too, each with the cookie's name: `{ language: LANGUAGE_COOKIE }`. */
  readonly sharedInCookies?: Readonly<Record<string, string>>;
  readonly cookies?: () => CookieJar | undefined;
}

export class BrowserPreferences implements PreferencesPort {
  private readonly shared: Readonly<Record<string, string>>;
  private readonly cookies: () => CookieJar | undefined;

  constructor(
    private readonly storage: () => Storage | undefined = () => webStorage('localStorage'),
    options: BrowserPreferencesOptions = {},
  ) {
    this.shared = options.sharedInCookies ?? {};
    this.cookies = options.cookies ?? (() => documentCookies());
  }

  get(key: string): string | null {
    const cookie = this.cookieOf(key);
    if (cookie !== undefined) {
      const shared = this.cookies()?.get(cookie);
      if (shared !== undefined) return shared;
    }
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    const cookie = this.cookieOf(key);
    if (cookie !== undefined) this.cookies()?.set(cookie, value);
    try {
      this.storage()?.setItem(key, value);
    } catch {
      // A preference that cannot be kept is lost at the next visit, nothing worse.
    }
  }

  remove(key: string): void {
    const cookie = this.cookieOf(key);
    if (cookie !== undefined) this.cookies()?.remove(cookie);
    try {
      this.storage()?.removeItem(key);
    } catch {
      // As above: nothing to keep, nothing to lose.
    }
  }

  private cookieOf(key: string): string | undefined {
    return Object.hasOwn(this.shared, key) ? this.shared[key] : undefined;
  }
}
