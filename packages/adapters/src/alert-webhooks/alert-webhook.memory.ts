/**
 * AlertWebhookPort over arrays, for stories and tests (issue 28 §4), answering and refusing as the server does
 * (apps/api/src/alert-webhooks): the address trimmed and checked by the domain's rules, then refused when it could
 * never be delivered to (a private, loopback or link-local address, a name that never resolves), when it is registered
 * already, or when the customer has MAX_ALERT_WEBHOOKS — in that order; a new secret answered once; the webhooks the
 * oldest first; 404 for a webhook the caller does not have, whose deliveries go with it; and the delivery log searched,
 * sorted and paged as every paged list, the newest first.
 */
import {
  ALERT_DELIVERY_STATES,
  BUSINESS_RULE_ERROR,
  MAX_ALERT_WEBHOOKS,
  PortError,
  suspicionRuleCode,
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_URL_NOT_PUBLIC,
  WEBHOOK_URL_TAKEN,
  webhookUrlErrors,
  type AlertDeliveryRow,
  type AlertWebhook,
  type AlertWebhookPort,
  type Cancellation,
  type ListQuery,
  type NewAlertWebhook,
  type Page,
} from '@tagtrail/domain';
import { serverPage, type ServerList } from '../memory/memory-list';
import { notFoundError, simulate, validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoAlertWebhooks, type AlertWebhookSeed } from './alert-webhook.demo';

export type AlertWebhookOperation = 'webhooks' | 'addWebhook' | 'removeWebhook' | 'deliveries';

export interface MemoryAlertWebhookOptions extends MemoryOptions<AlertWebhookOperation> {
  /**
   * Whether http to this machine is taken, as a development server takes it (a receiver under development); true
   * unless told. A production server refuses it.
   */
  readonly allowLocalhost?: boolean;
  /** The clock a new webhook is dated by; the real one unless told. */
  readonly now?: () => Date;
}

const instant = (text: string) => Date.parse(text);

/**
 * The server's delivery log: searched in the webhook's address and the tag's id; sorted by the domain's names (a state
 * and a rule by their stored codes, instants by time), ties by id the sort's way; the newest first unless told.
 */
const ALERT_DELIVERY_LIST: ServerList<AlertDeliveryRow> = {
  searchIn: (row) => [row.webhookUrl, row.tagId],
  sorts: {
    createdAt: (row) => instant(row.createdAt),
    state: (row) => ALERT_DELIVERY_STATES.indexOf(row.state),
    attempts: (row) => row.attempts,
    webhookUrl: (row) => row.webhookUrl,
    tagId: (row) => row.tagId,
    rule: (row) => suspicionRuleCode(row.rule),
  },
  byDefault: { valueOf: (row) => instant(row.createdAt), direction: 'desc' },
  idOf: (row) => row.id,
  tiesFollowSort: true,
};

export class MemoryAlertWebhookAdapter implements AlertWebhookPort {
  private webhookRows: AlertWebhook[];
  private deliveryRows: AlertDeliveryRow[];
  private nextId: number;

  constructor(
    seed: AlertWebhookSeed = demoAlertWebhooks,
    private readonly options: MemoryAlertWebhookOptions = {},
  ) {
    this.webhookRows = seed.webhooks.map((webhook) => ({ ...webhook }));
    this.deliveryRows = seed.deliveries.map((delivery) => ({ ...delivery }));
    this.nextId = Math.max(0, ...this.webhookRows.map((webhook) => webhook.id)) + 1;
  }

  webhooks(signal?: Cancellation): Promise<readonly AlertWebhook[]> {
    return simulate(
      this.options,
      'webhooks',
      () => [...this.webhookRows].sort((a, b) => a.id - b.id).map((webhook) => ({ ...webhook })),
      signal,
    );
  }

  addWebhook(url: string): Promise<NewAlertWebhook> {
    return simulate(this.options, 'addWebhook', () => {
      const address = url.trim();
      const allowLocalhost = this.options.allowLocalhost ?? true;
      const errors = webhookUrlErrors(address, { allowLocalhost });
      if (errors.length > 0) throw validationFailure(errors);
      if (!isReachable(address, allowLocalhost))
        throw validationFailure([{ key: WEBHOOK_URL_NOT_PUBLIC, field: 'url' }]);
      if (this.webhookRows.some((webhook) => webhook.url === address))
        throw validationFailure([{ key: WEBHOOK_URL_TAKEN, field: 'url' }]);
      if (this.webhookRows.length >= MAX_ALERT_WEBHOOKS)
        throw new PortError(409, BUSINESS_RULE_ERROR, WEBHOOK_LIMIT_REACHED);
      const webhook: AlertWebhook = {
        id: this.nextId++,
        url: address,
        createdAt: (this.options.now?.() ?? new Date()).toISOString(),
      };
      this.webhookRows.push(webhook);
      return { webhook: { ...webhook }, secret: newSecret() };
    });
  }

  removeWebhook(id: number): Promise<void> {
    return simulate(this.options, 'removeWebhook', () => {
      if (!this.webhookRows.some((webhook) => webhook.id === id)) throw notFoundError();
      this.webhookRows = this.webhookRows.filter((webhook) => webhook.id !== id);
      // As the server's foreign key: the log of a webhook goes with it, and its pending deliveries are never sent.
      this.deliveryRows = this.deliveryRows.filter((delivery) => delivery.webhookId !== id);
    });
  }

  deliveries(query: ListQuery, signal?: Cancellation): Promise<Page<AlertDeliveryRow>> {
    return simulate(
      this.options,
      'deliveries',
      () => serverPage(this.deliveryRows, query, ALERT_DELIVERY_LIST),
      signal,
    );
  }
}

/** A webhook's signing secret as the server makes one: 256 random bits in base64url, prefixed `whsec_`. */
function newSecret(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `whsec_${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/**
 * Whether the server would take the address's host (webhook-delivery.ts webhookTarget) without asking a resolver: an
 * address literal outside the ranges no webhook may reach, loopback only when `allowLocalhost`, and any name but
 * those that never resolve (RFC 6761's .invalid, .test and .localhost, mDNS's .local, ICANN's .internal, and a name
 * of one label). A name of the Internet is taken as public: the memory adapter has no resolver to ask.
 */
function isReachable(address: string, allowLocalhost: boolean): boolean {
  let host: string;
  try {
    host = new URL(address).hostname;
  } catch {
    return false;
  }
  if (host.startsWith('[')) return isAllowedIpv6(host.slice(1, -1), allowLocalhost);
  const ipv4 = ipv4Of(host);
  if (ipv4 !== undefined) return isAllowedIpv4(ipv4, allowLocalhost);
  if (host === 'localhost' || host.endsWith('.localhost')) return allowLocalhost;
  return host.includes('.') && !/\.(invalid|test|local|internal)\.?$/.test(host);
}

/** IPv4 ranges no webhook may reach (IANA's special-purpose registry, as the server's FORBIDDEN list). */
const FORBIDDEN_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** A dotted IPv4 address as a 32-bit number; undefined for anything else. */
function ipv4Of(host: string): number | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function isAllowedIpv4(address: number, allowLocalhost: boolean): boolean {
  const inRange = ([network, prefix]: readonly [string, number]) => {
    const size = 2 ** (32 - prefix);
    return Math.floor(address / size) === Math.floor((ipv4Of(network) ?? 0) / size);
  };
  if (allowLocalhost && inRange(['127.0.0.0', 8])) return true;
  return !FORBIDDEN_IPV4.some(inRange);
}

/** The eight 16-bit words of an IPv6 address as the URL parser writes it (hex words, `::` at most once). */
function ipv6Words(address: string): number[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const words = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':'));
  const head = words(halves[0]);
  const tail = words(halves[1]);
  const gap = halves.length === 2 ? 8 - head.length - tail.length : 0;
  if (gap < 0 || head.length + gap + tail.length !== 8) return undefined;
  const all = [...head, ...Array<string>(gap).fill('0'), ...tail].map((word) => parseInt(word, 16));
  return all.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffff) ? all : undefined;
}

/** As the server's IPv6 list: unspecified, loopback, IPv4-mapped and -translated by their IPv4, and the reserved. */
function isAllowedIpv6(address: string, allowLocalhost: boolean): boolean {
  const w = ipv6Words(address);
  if (w === undefined) return false;
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = w;
  const zeroUpTo = (count: number) => w.slice(0, count).every((word) => word === 0);
  const embedded = w6 * 65_536 + w7;
  if (zeroUpTo(7)) return w7 === 1 ? allowLocalhost : false;
  if (zeroUpTo(5) && w5 === 0xffff) return isAllowedIpv4(embedded, allowLocalhost);
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0)
    return isAllowedIpv4(embedded, allowLocalhost);
  const forbidden =
    (w0 === 0x64 && w1 === 0xff9b && w2 === 1) ||
    (w0 === 0x100 && w1 === 0 && w2 === 0 && w3 === 0) ||
    (w0 === 0x2001 && w1 < 0x200) ||
    (w0 === 0x2001 && w1 === 0xdb8) ||
    (w0 & 0xfe00) === 0xfc00 ||
    (w0 & 0xffc0) === 0xfe80 ||
    (w0 & 0xff00) === 0xff00;
  return !forbidden;
}
