/**
 * Sending one alert to a customer's webhook (issue 28 §4) without becoming a way into the server's network (SSRF):
 * the host is resolved, every address it resolves to must be a public one (no private, loopback outside development,
 * link-local — the cloud metadata service's 169.254.169.254 among them —, shared, multicast or reserved range, in
 * IPv4 or IPv6, IPv4-mapped included), and the connection goes to the address that was checked, not to a second
 * lookup a rebinding DNS could answer differently. Redirects are not followed: a 3xx is a failed delivery. A slow
 * receiver is cut off after the timeout.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { AlertDeliveryFailure } from '@tagtrail/domain';

/** Ranges no webhook may reach (IANA special-purpose registries, IPv4 and IPv6). */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS's IPv6 metadata service, fd00:ec2::254, among them)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv4-mapped or -translated IPv6 address carries (::ffff:a.b.c.d, 64:ff9b::a.b.c.d), if any. */
function embeddedIpv4(address: string): string | undefined {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (match === null) return undefined;
  if (match[1] !== undefined) return match[1];
  const high = parseInt(match[2]!, 16);
  const low = parseInt(match[3]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a webhook may connect to an address; loopback only when `allowLoopback` (development). */
export function isAllowedWebhookAddress(address: string, { allowLoopback }: { allowLoopback: boolean }): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const inner = family === 6 ? embeddedIpv4(address) : undefined;
  if (inner !== undefined) return isAllowedWebhookAddress(inner, { allowLoopback });
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  return !FORBIDDEN.check(address, type);
}

export type Resolve = (host: string) => Promise<readonly LookupAddress[]>;
const resolveAll: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** What became of one delivery: the receiver's status, or why there was none. */
export type DeliveryOutcome =
  | { readonly delivered: true; readonly status: number }
  | { readonly delivered: false; readonly status: number | null; readonly failure: AlertDeliveryFailure };

/** Where a webhook's deliveries may go: the address its host was checked to, for the connection to be pinned to. */
export type WebhookTarget =
  | { readonly allowed: true; readonly url: URL; readonly address: LookupAddress }
  | { readonly allowed: false; readonly failure: AlertDeliveryFailure };

/**
 * Checks a webhook's address as a delivery does, before anything is sent: a web address, https (or http to this
 * machine when `allowLoopback`), whose host resolves only to addresses a webhook may reach. Registering a webhook runs
 * it too, so an address that could never be delivered to is refused when it is typed, not a day of retries later.
 */
export async function webhookTarget(
  address: string,
  { allowLoopback, resolve = resolveAll }: { allowLoopback: boolean; resolve?: Resolve },
): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { allowed: false, failure: 'invalid-address' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowLoopback))
    return { allowed: false, failure: 'not-https' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: readonly LookupAddress[];
  try {
    addresses = isIP(host) === 0 ? await resolve(host) : [{ address: host, family: isIP(host) }];
  } catch {
    return { allowed: false, failure: 'host-not-found' };
  }
  // Every address must be allowed: a host resolving to a public and a private one is refused, not tried in turn.
  const pinned = addresses[0];
  if (pinned === undefined || !addresses.every((entry) => isAllowedWebhookAddress(entry.address, { allowLoopback })))
    return { allowed: false, failure: 'address-not-allowed' };
  return { allowed: true, url, address: pinned };
}

export interface WebhookDelivery {
  readonly url: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Posts the body to the webhook and answers what happened: delivered on a 2xx; anything else — a refused address, a
 * redirect, another status, a network error, no answer within `timeoutMs` — is a failure with its reason (for the
 * delivery log: it never holds the receiver's answer, only its status).
 */
export async function deliverWebhook(
  delivery: WebhookDelivery,
  {
    allowLoopback,
    timeoutMs = 10_000,
    resolve = resolveAll,
  }: {
    allowLoopback: boolean;
    timeoutMs?: number;
    resolve?: Resolve;
  },
): Promise<DeliveryOutcome> {
  const target = await webhookTarget(delivery.url, { allowLoopback, resolve });
  if (!target.allowed) return { delivered: false, status: null, failure: target.failure };
  const { url, address: pinned } = target;

  return new Promise<DeliveryOutcome>((settle) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(delivery.body)),
          ...delivery.headers,
        },
        // The connection goes to the address checked above; the URL's host still names the server (Host, TLS SNI).
        lookup: (_hostname, options, done) => {
          if ((options as { all?: boolean }).all) done(null, [{ address: pinned.address, family: pinned.family }]);
          else done(null, pinned.address, pinned.family);
        },
        timeout: timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer is not read, only drained: a receiver cannot make the server hold a large body.
        response.resume();
        response.on('end', () =>
          settle(
            status >= 200 && status < 300
              ? { delivered: true, status }
              : {
                  delivered: false,
                  status,
                  failure: status >= 300 && status < 400 ? 'redirect' : 'status',
                },
          ),
        );
        response.on('error', () => settle({ delivered: false, status, failure: 'cut-off' }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      settle({
        delivered: false,
        status: null,
        failure: error.message === 'timeout' ? 'timeout' : 'connection-failed',
      }),
    );
    request.end(delivery.body);
  });
}
