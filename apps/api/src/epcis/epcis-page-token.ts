/**
 * The EPCIS query interface's nextPageToken (issue 29 §5): where the next page starts — the last event's instant, to
 * the microsecond, and its reading's id (the events go in that order) — sealed by the server's key file (AES-GCM,
 * identity/secret-box.ts), so it is opaque, and one altered, forged, another customer's, made for another query or out
 * of date does not open.
 */
import { createHash } from 'node:crypto';
import type { EpcisEventQuery } from '@tagtrail/domain';
import type { SecretBox } from '../identity/secret-box';

/** Where a page starts: after this event. */
export interface EpcisCursor {
  /** Microseconds since 1970 (readings.read_at), as decimal text: more digits than a double keeps exactly. */
  readonly readAtMicros: string;
  readonly readingId: number;
}

/** How long a token opens (the REST binding lets a token expire; the GS1-Next-Page-Token-Expires header says when). */
export const PAGE_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const SECRET_NAME = 'epcis-next-page-token';

interface Sealed {
  readonly c: number;
  readonly q: string;
  readonly t: string;
  readonly i: number;
  readonly e: number;
}

/** The query's filters, hashed: a token answers the query it was made for (any page size). */
export function queryFingerprint(query: EpcisEventQuery): string {
  const { from, until, epcs, epcClasses, ofOurKind } = query;
  return createHash('sha256')
    .update(JSON.stringify({ from, until, epcs, epcClasses, ofOurKind }))
    .digest('base64url')
    .slice(0, 16);
}

export function sealPageToken(
  box: SecretBox,
  customerId: number,
  query: EpcisEventQuery,
  cursor: EpcisCursor,
  now: number,
): { readonly token: string; readonly expiresAt: Date } {
  const expiresAt = now + PAGE_TOKEN_LIFETIME_MS;
  const value: Sealed = {
    c: customerId,
    q: queryFingerprint(query),
    t: cursor.readAtMicros,
    i: cursor.readingId,
    e: expiresAt,
  };
  const sealed = box.seal(SECRET_NAME, value);
  return { token: `${sealed.iv}.${sealed.tag}.${sealed.data}`, expiresAt: new Date(expiresAt) };
}

/** The cursor a token holds for this customer and query; undefined for any token that does not open so. */
export function openPageToken(
  box: SecretBox,
  token: string,
  customerId: number,
  query: EpcisEventQuery,
  now: number,
): EpcisCursor | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return undefined;
  const [iv, tag, data] = parts as [string, string, string];
  let value: unknown;
  try {
    value = box.open(SECRET_NAME, { sealed: 1, key: box.keyId, iv, tag, data });
  } catch {
    // Altered, forged or sealed under another key file (a SecretBoxError), or not even AES-GCM's shape.
    return undefined;
  }
  const sealed = value as Partial<Sealed> | null;
  if (
    sealed === null ||
    typeof sealed !== 'object' ||
    sealed.c !== customerId ||
    sealed.q !== queryFingerprint(query) ||
    typeof sealed.e !== 'number' ||
    sealed.e <= now ||
    typeof sealed.t !== 'string' ||
    !/^-?[0-9]{1,19}$/.test(sealed.t) ||
    typeof sealed.i !== 'number' ||
    !Number.isSafeInteger(sealed.i)
  )
    return undefined;
  return { readAtMicros: sealed.t, readingId: sealed.i };
}
