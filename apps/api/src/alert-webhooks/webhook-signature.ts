/**
 * The signature on each alert a webhook receives (issue 28 §4), the scheme Stripe and GitHub use: the header
 * `Tagtrail-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the webhook's secret. The time is
 * inside the signed text, so a receiver that refuses an old `t` cannot be sent a captured delivery again later; the
 * README shows a receiver's check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'tagtrail-signature';
/** How old a signature a receiver should accept: deliveries are signed when sent, not when the alert was raised. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const macOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header's value for a body sent at `sentAt`. */
export function signWebhookBody(secret: string, body: string, sentAt: Date): string {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return `t=${timestamp},v1=${macOf(secret, timestamp, body)}`;
}

/**
 * Whether a header signs the body with the secret, at most `toleranceSeconds` from `now` (either way): what a
 * receiver checks. Compared in constant time; any `v1` of the header may match (several while a secret is rotated).
 */
export function isWebhookSignatureValid(
  secret: string,
  header: string,
  body: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([name]) => name === 't').map(([, value]) => Number(value));
  const timestamp = timestamps[0];
  if (timestamps.length !== 1 || timestamp === undefined || !Number.isSafeInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(macOf(secret, timestamp, body), 'hex');
  return parts
    .filter(([name, value]) => name === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
