/**
 * The device a scan comes from: a first-party random id the browser keeps in a cookie (never a fingerprint), and a
 * model and operating system read from its user agent by bowser (MIT, kept).
 */
import { randomUUID } from 'node:crypto';
import Bowser from 'bowser';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'tagtrail_device';
/** Two years: a phone that scans again is the same device in the customer's list. */
const DEVICE_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ScanDevice {
  readonly id: string;
  readonly model: string | null;
  readonly osVersion: string | null;
}

/** The device id the browser keeps, if it keeps a well-formed one. */
export function keptDeviceId(request: FastifyRequest): string | undefined {
  const kept = cookieValue(request.headers.cookie, DEVICE_COOKIE);
  return kept !== undefined && DEVICE_ID.test(kept) ? kept : undefined;
}

/** The browser's device id, made and set now when it has none (or a malformed one). */
export function scanDevice(request: FastifyRequest, reply: FastifyReply, secure: boolean): ScanDevice {
  const kept = keptDeviceId(request);
  const id = kept ?? randomUUID();
  if (id !== kept) {
    reply.header(
      'set-cookie',
      `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  return { id, ...modelAndSystem(request.headers['user-agent']) };
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

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
