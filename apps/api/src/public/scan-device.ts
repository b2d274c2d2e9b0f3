/**
 * The device a scan comes from: a first-party random id the browser keeps in a cookie (never a fingerprint), and a
 * model and operating system read from its user agent by bowser (MIT, kept).
 *
 * The cookie is the phone's bearer secret: the tag page shows its holder the phone's unclaimed prize codes. So it
 * carries the id with the server's signature (HMAC-SHA256 under a key kept in idp_secrets), and a cookie whose
 * signature does not verify — a forged one, or an id copied from anywhere else — is no device at all: the scan gets a
 * fresh one, the page shows no prize (issue 24 §1). Staff never see the id: devices reach them as pseudonyms
 * (migration 0029).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Bowser from 'bowser';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '../http/cookies';
import { newDeviceBudget, type NewDeviceBudget } from './new-device-budget';

export const DEVICE_COOKIE = 'tagtrail_device';
/** Two years: a phone that scans again is the same device in the customer's list. */
const DEVICE_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 128 bits of the MAC, base64url: past guessing, and the cookie stays short. */
const SIGNATURE_BYTES = 16;

export interface ScanDevice {
  /** Null when the client address has made too many new devices (new-device-budget.ts): a reading, not an entry. */
  readonly id: string | null;
  readonly model: string | null;
  readonly osVersion: string | null;
}

export interface DeviceCookies {
  /** The device id the browser keeps, if its cookie carries one with a valid signature. */
  kept(request: FastifyRequest): string | undefined;
  /** The browser's device id, made and set now when it has none that verifies. */
  scanDevice(request: FastifyRequest, reply: FastifyReply): ScanDevice;
}

/**
 * `keys`: the first signs, every one verifies (a retired key's cookies still hold while they live). `newDevices`: how
 * many new devices an address may make (issue 24 §3).
 */
export function deviceCookies(
  keys: readonly string[],
  secure: boolean,
  newDevices: NewDeviceBudget = newDeviceBudget(0),
): DeviceCookies {
  if (keys.length === 0) throw new Error('deviceCookies: no signing key');
  // A key of its own per use, derived, so these MACs can never be mistaken for another cookie's signatures.
  const macKeys = keys.map((key) => createHmac('sha256', key).update('tagtrail device cookie').digest());
  const signatureOf = (id: string, macKey: Buffer) =>
    createHmac('sha256', macKey).update(id).digest().subarray(0, SIGNATURE_BYTES);
  const signed = (id: string) => `${id}.${signatureOf(id, macKeys[0]!).toString('base64url')}`;

  function kept(request: FastifyRequest): string | undefined {
    const value = cookieOf(request.headers.cookie, DEVICE_COOKIE);
    if (value === undefined) return undefined;
    const [id, signature, ...rest] = value.split('.');
    if (id === undefined || signature === undefined || rest.length > 0 || !DEVICE_ID.test(id)) return undefined;
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== SIGNATURE_BYTES) return undefined;
    // Compared in constant time, against every key, so how long it takes says nothing of how close a guess came.
    let valid = false;
    for (const macKey of macKeys) valid = timingSafeEqual(given, signatureOf(id, macKey)) || valid;
    return valid ? id : undefined;
  }

  return {
    kept,
    scanDevice(request, reply) {
      const keptId = kept(request);
      const device = modelAndSystem(request.headers['user-agent']);
      if (keptId !== undefined) return { id: keptId, ...device };
      if (!newDevices.allows(request.ip)) return { id: null, ...device };
      const id = randomUUID();
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${signed(id)}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
      return { id, ...device };
    },
  };
}

/** 'iPhone' / 'iOS 17.5.1', 'Samsung Galaxy…' when the agent says, else the browser: 'Chrome 126 (mobile)'. */
export function modelAndSystem(userAgent: string | undefined): Pick<ScanDevice, 'model' | 'osVersion'> {
  if (userAgent === undefined || userAgent.trim() === '') return { model: null, osVersion: null };
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const vendorModel = [parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ');
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const model =
    vendorModel !== '' ? vendorModel : browser !== '' ? `${browser} (${parsed.platform.type ?? '?'})` : null;
  const osVersion = [parsed.os.name, parsed.os.version].filter(Boolean).join(' ');
  return { model: model?.slice(0, 100) ?? null, osVersion: osVersion === '' ? null : osVersion.slice(0, 50) };
}
