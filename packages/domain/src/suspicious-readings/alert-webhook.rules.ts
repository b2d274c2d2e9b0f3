/**
 * A customer's alert webhooks (issue 28 §4): the addresses each new alert is sent to, and when a delivery that failed
 * is tried again. The server checks more than the form can (what the host resolves to, at each delivery); these are
 * the rules both share.
 */
import type { RuleError } from '../shared/errors';

/** Not a web address a webhook can be sent to (a host, an optional port and path; no user or password in it). */
export const WEBHOOK_URL_INVALID = 'WEBHOOK_URL_INVALID';
/** A plain http address: alerts travel over https only (a local receiver in development excepted). */
export const WEBHOOK_URL_NOT_HTTPS = 'WEBHOOK_URL_NOT_HTTPS';
/** The longest address kept, as for the other web addresses (shared/web-address.ts). */
export const WEBHOOK_URL_MAX = 2000;
/** The address's host resolves to no address, or to one no webhook may reach (private, loopback, link-local…). */
export const WEBHOOK_URL_NOT_PUBLIC = 'WEBHOOK_URL_NOT_PUBLIC';
/** The customer has registered this address already. */
export const WEBHOOK_URL_TAKEN = 'WEBHOOK_URL_TAKEN';
/** The customer has MAX_ALERT_WEBHOOKS webhooks: each alert is sent to every one, so their number is kept small. */
export const WEBHOOK_LIMIT_REACHED = 'WEBHOOK_LIMIT_REACHED';
export const MAX_ALERT_WEBHOOKS = 5;

// scheme://host[:port][/path][?query] — no `@` in the authority (credentials in a URL end up in logs), no fragment.
const WEBHOOK_URL = /^(https?):\/\/([^\s/?#@]+?)(?::(\d{1,5}))?([/?][^\s#]*)?$/i;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The errors of a webhook address on `field`: WEBHOOK_URL_INVALID for anything but a full web address without
 * credentials; WEBHOOK_URL_NOT_HTTPS for http, except to this machine when `allowLocalhost` (development).
 */
export function webhookUrlErrors(
  url: string,
  { allowLocalhost }: { allowLocalhost: boolean },
  field = 'url',
): RuleError[] {
  const match = url.length <= WEBHOOK_URL_MAX ? WEBHOOK_URL.exec(url.trim()) : null;
  const port = match?.[3] === undefined ? 443 : Number(match[3]);
  if (match === null || port < 1 || port > 65_535) return [{ key: WEBHOOK_URL_INVALID, field }];
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  if (scheme === 'http' && !(allowLocalhost && LOCAL_HOSTS.has(host))) return [{ key: WEBHOOK_URL_NOT_HTTPS, field }];
  return [];
}

/** How long the delivery log keeps a delivery once it is delivered or has failed for good. */
export const ALERT_DELIVERY_LOG_DAYS = 30;

/** How long a failed alert keeps being tried: a receiver down for a day has missed nothing when it is back. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The first retry's delay; each next one doubles, up to WEBHOOK_RETRY_MAX_DELAY_MS. */
export const WEBHOOK_RETRY_FIRST_DELAY_MS = 30 * 1000;
export const WEBHOOK_RETRY_MAX_DELAY_MS = 2 * 60 * 60 * 1000;

/**
 * When a delivery that has failed `attempts` times (1 or more), first tried at `firstAttemptAt`, is tried next: after
 * 30 s, 1 min, 2 min… doubling up to 2 h, each delay drawn between its half and its whole (`random` in [0, 1)), so
 * that the deliveries an outage failed together do not all come back at once. Null once the next try would fall
 * after the 24 hours: the delivery has failed for good.
 */
export function nextWebhookAttemptAt(
  firstAttemptAt: Date,
  attempts: number,
  failedAt: Date,
  random: number,
): Date | null {
  const doubled = WEBHOOK_RETRY_FIRST_DELAY_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(doubled, WEBHOOK_RETRY_MAX_DELAY_MS) * (0.5 + Math.min(Math.max(random, 0), 1) / 2);
  const next = failedAt.getTime() + delay;
  return next - firstAttemptAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : new Date(next);
}
