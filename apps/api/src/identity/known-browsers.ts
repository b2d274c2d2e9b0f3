/**
 * Browsers that have signed in to an account before. They count their failed attempts for that account apart from
 * everyone else's, so an attacker who keeps an account at its limit does not lock its owner out on the owner's own
 * browser. The cookie holds, per account, a MAC of the sign-in name under the provider's cookie key: it cannot be
 * made without the key, and says nothing about the name to whoever reads it.
 */
import { createHmac } from 'node:crypto';
import { IDP_PREFIX } from './oidc.provider';

export const KNOWN_BROWSER_COOKIE = 'tagtrail_known';

/** Enough for a shared computer; the account signed in last comes first and the oldest drops off. */
const MAX_ACCOUNTS = 5;
/** 132 bits of the MAC: past guessing. */
const MAC_LENGTH = 22;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface KnownBrowsers {
  /** Whether the cookie says this browser signed in as this account before. */
  knows(cookie: string | undefined, username: string): boolean;
  /** The Set-Cookie line after a sign-in as this account, keeping the other accounts the browser knows. */
  remember(cookie: string | undefined, username: string): string;
}

export function knownBrowsers({ key, secure }: { key: string; secure: boolean }): KnownBrowsers {
  // A key of its own, derived, so these MACs can never be mistaken for the provider's cookie signatures.
  const macKey = createHmac('sha256', key).update('tagtrail known browsers').digest();
  const macOf = (username: string) =>
    createHmac('sha256', macKey).update(username.trim().toLowerCase()).digest('base64url').slice(0, MAC_LENGTH);
  const macsIn = (cookie: string | undefined) => (cookie ?? '').split('.').filter((mac) => mac.length === MAC_LENGTH);
  return {
    knows: (cookie, username) => macsIn(cookie).includes(macOf(username)),
    remember(cookie, username) {
      const mac = macOf(username);
      const macs = [mac, ...macsIn(cookie).filter((other) => other !== mac)].slice(0, MAX_ACCOUNTS);
      return [
        `${KNOWN_BROWSER_COOKIE}=${macs.join('.')}`,
        `Path=${IDP_PREFIX}`,
        `Max-Age=${ONE_YEAR_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}
