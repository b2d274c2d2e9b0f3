/**
 * What the AlertWebhookPort does (issue 28 §4), written once and run against the memory adapter beside it, and meant
 * for the HTTP adapter over a real API server the same way (apps/api/test): registering a webhook (its secret answered
 * once, never listed), the addresses refused and why, the limit, removing one, and the delivery log. The server is the
 * reference. Not a test file itself, and not in the package's index: reached through `@tagtrail/adapters/conformance`.
 *
 * The addresses registered are under conformance.example.com: a server's subject answers them a public address from
 * its resolver (the routes' `resolve`), since the suite may run offline. An address literal is never resolved, so the
 * refused private ones need no resolver.
 *
 * Each part of the suite has a world of its own, made by `makeSubject`: the registering cases a customer with no
 * webhook and an empty log; the log's cases the deliveries of CONFORMANCE_DELIVERIES, which the server's outbox makes
 * itself from raised alerts, so the subject writes them as the outbox would have (their webhooks registered, their
 * alerts raised) and answers their ids. Ties in a sort are broken by id the sort's way, so the subject gives the rows
 * ids rising in the array's order.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALERT_DELIVERY_SORTS,
  BUSINESS_RULE_ERROR,
  MAX_ALERT_WEBHOOKS,
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_NOT_PUBLIC,
  WEBHOOK_URL_TAKEN,
  type AlertDeliveryRow,
  type AlertWebhookPort,
  type ListQuery,
} from '@tagtrail/domain';
import { refusal } from '../resource.conformance';

/** A delivery as the world holds it, but for the ids the world gives it (its own, its webhook's and its alert's). */
export type ConformanceDelivery = Omit<AlertDeliveryRow, 'id' | 'webhookId' | 'alertId'>;

const HOOK_A = 'https://hooks.conformance.example.com/a';
const HOOK_B = 'https://hooks.conformance.example.com/b?source=tagtrail';

/**
 * The deliveries of the log's world: two webhooks, one alert (of its own tag and rule) each. Delivered: 0, 3; pending:
 * 1 (a 503 answered, tried again later), 4 (never tried yet); failed for good: 2 (no answer in time).
 */
export const CONFORMANCE_DELIVERIES: readonly ConformanceDelivery[] = [
  {
    webhookUrl: HOOK_A,
    rule: 'off-market',
    tagId: '04D4WH0001',
    state: 'delivered',
    attempts: 1,
    lastStatus: 200,
    lastFailure: null,
    createdAt: '2026-01-10T08:00:00.000Z',
    deliveredAt: '2026-01-10T08:00:01.000Z',
    nextAttemptAt: null,
  },
  {
    webhookUrl: HOOK_B,
    rule: 'impossible-travel',
    tagId: '04A1WH0002',
    state: 'pending',
    attempts: 2,
    lastStatus: 503,
    lastFailure: 'status',
    createdAt: '2026-01-12T09:00:00.000Z',
    deliveredAt: null,
    nextAttemptAt: '2026-01-12T09:01:30.000Z',
  },
  {
    webhookUrl: HOOK_A,
    rule: 'too-many-readings',
    tagId: '04E5WH0003',
    state: 'failed',
    attempts: 17,
    lastStatus: null,
    lastFailure: 'timeout',
    createdAt: '2026-01-05T10:00:00.000Z',
    deliveredAt: null,
    nextAttemptAt: null,
  },
  {
    webhookUrl: HOOK_B,
    rule: 'after-expiry',
    tagId: '04B2WH0004',
    state: 'delivered',
    attempts: 3,
    lastStatus: 204,
    lastFailure: null,
    createdAt: '2026-01-15T00:00:00.000Z',
    deliveredAt: '2026-01-15T00:03:10.000Z',
    nextAttemptAt: null,
  },
  {
    webhookUrl: HOOK_A,
    rule: 'copy',
    tagId: '04C3WH0005',
    state: 'pending',
    attempts: 0,
    lastStatus: null,
    lastFailure: null,
    createdAt: '2026-01-20T18:00:00.000Z',
    deliveredAt: null,
    nextAttemptAt: '2026-01-20T18:00:00.000Z',
  },
];

/** The log's order without a sort: the newest first. */
const DEFAULT_ORDER = [4, 3, 1, 0, 2];

/**
 * Each sort either way, as indexes into CONFORMANCE_DELIVERIES. A state and a rule sort by their stored codes
 * (ALERT_DELIVERY_STATES' and SUSPICION_RULES' orders), not by their names in any language; ties by id the sort's way.
 */
const SORTS: Readonly<Record<(typeof ALERT_DELIVERY_SORTS)[number], { asc: number[]; desc: number[] }>> = {
  createdAt: { asc: [2, 0, 1, 3, 4], desc: [4, 3, 1, 0, 2] },
  state: { asc: [1, 4, 0, 3, 2], desc: [2, 3, 0, 4, 1] },
  attempts: { asc: [4, 0, 1, 3, 2], desc: [2, 3, 1, 0, 4] },
  webhookUrl: { asc: [0, 2, 4, 1, 3], desc: [3, 1, 4, 2, 0] },
  tagId: { asc: [1, 3, 4, 0, 2], desc: [2, 0, 4, 3, 1] },
  rule: { asc: [0, 1, 2, 3, 4], desc: [4, 3, 2, 1, 0] },
};

/** Searches and what each finds, in the default order: in the webhook's address and the tag's id, case aside. */
const SEARCHES: readonly { text: string; finds: number[] }[] = [
  { text: 'SOURCE=tagtrail', finds: [3, 1] },
  { text: '04c3wh', finds: [4] },
  { text: 'conformance.example', finds: [4, 3, 1, 0, 2] },
  { text: 'nothing like it', finds: [] },
];

/**
 * The world of a part of the suite, made for the deliveries asked for: their webhooks registered in the order of their
 * first delivery, and no other; the deliveries written with ids rising in their order.
 */
export interface AlertWebhookConformanceSubject {
  readonly port: AlertWebhookPort;
  /** The ids of the deliveries made of the deliveries asked for, in their order (rising). */
  readonly deliveryIds: readonly number[];
  /** The id of the webhook each of those deliveries went to, in the same order. */
  readonly webhookIds: readonly number[];
  /** The id of the alert each of those deliveries sent, in the same order. */
  readonly alertIds: readonly number[];
  /** A webhook of another customer: answered as if it did not exist. Absent for a world of one customer. */
  readonly foreignWebhookId?: number;
}

/** No webhook has it: inside PostgreSQL's integer range, so it reaches the database. */
const UNKNOWN_ID = 2_000_000_000;

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({
  page: 0,
  rowsPerPage: 100,
  searchText: '',
  ...fields,
});

/** A clock skew a new webhook's date may show between the test and the server. */
const SKEW_MS = 5_000;

const SECRET = /^whsec_[A-Za-z0-9_-]{43}$/;

const hook = (label: string) => `https://hooks.conformance.example.com/register/${label}`;

/** A refusal of the address typed: 400 VALIDATION, the key as its message and its one detail, on `url`. */
const refusedAddress = (key: string) => ({
  status: 400,
  code: 'VALIDATION',
  messageKey: key,
  details: [{ key, field: 'url' }],
});

export function describeAlertWebhookConformance(
  name: string,
  makeSubject: (deliveries: readonly ConformanceDelivery[]) => Promise<AlertWebhookConformanceSubject>,
): void {
  describe(`${name}: the alert webhook port (issue 28 §4)`, () => {
    describe('registering and removing webhooks', () => {
      let subject: AlertWebhookConformanceSubject;
      let port: AlertWebhookPort;
      beforeAll(async () => {
        subject = await makeSubject([]);
        port = subject.port;
      });
      // Each case starts from a customer without webhooks, whatever the case before it left.
      beforeEach(async () => {
        for (const webhook of await port.webhooks()) await port.removeWebhook(webhook.id);
      });

      it('starts with no webhook and nothing sent', async () => {
        expect(await port.webhooks()).toEqual([]);
        expect(await port.deliveries(query())).toEqual({ records: [], total: 0 });
      });

      it('registers an address, trimmed, dated now; answers its secret, which the list never shows', async () => {
        const before = Date.now();
        const added = await port.addWebhook(`  ${hook('first')} `);
        const after = Date.now();
        expect(added.webhook).toEqual({ id: expect.any(Number), url: hook('first'), createdAt: expect.any(String) });
        const at = Date.parse(added.webhook.createdAt);
        expect(at).toBeGreaterThanOrEqual(before - SKEW_MS);
        expect(at).toBeLessThanOrEqual(after + SKEW_MS);
        expect(added.secret).toMatch(SECRET);
        const listed = await port.webhooks();
        expect(listed).toEqual([added.webhook]);
        expect(JSON.stringify(listed)).not.toContain(added.secret);
      });

      it('gives every webhook a secret of its own, and lists them the oldest first', async () => {
        const first = await port.addWebhook(hook('one'));
        const second = await port.addWebhook(hook('two'));
        const third = await port.addWebhook(hook('three'));
        expect(new Set([first.secret, second.secret, third.secret]).size).toBe(3);
        expect(await port.webhooks()).toEqual([first.webhook, second.webhook, third.webhook]);
      });

      it('refuses what is no web address, each refusal on the url field, and registers nothing', async () => {
        for (const url of [
          '',
          'hooks.conformance.example.com/in',
          'ftp://hooks.conformance.example.com/in',
          'https://user:secret@hooks.conformance.example.com/in',
          'https://hooks.conformance.example.com/in#part',
        ])
          expect(await refusal(port.addWebhook(url)), url).toMatchObject(refusedAddress(WEBHOOK_URL_INVALID));
        expect(await port.webhooks()).toEqual([]);
      });

      it('refuses plain http to another machine', async () => {
        const error = await refusal(port.addWebhook('http://hooks.conformance.example.com/in'));
        expect(error).toMatchObject(refusedAddress(WEBHOOK_URL_NOT_HTTPS));
        expect(await port.webhooks()).toEqual([]);
      });

      it('refuses an address no webhook may reach: private, link-local (the metadata service), documentation', async () => {
        for (const url of [
          'https://10.0.0.7/in',
          'https://192.168.1.20:8443/in',
          'https://169.254.169.254/latest/meta-data',
          'https://[fd00:ec2::254]/in',
          'https://203.0.113.9/in',
        ])
          expect(await refusal(port.addWebhook(url)), url).toMatchObject(refusedAddress(WEBHOOK_URL_NOT_PUBLIC));
        expect(await port.webhooks()).toEqual([]);
      });

      it('refuses an address registered already, spaces aside', async () => {
        const added = await port.addWebhook(hook('twice'));
        const error = await refusal(port.addWebhook(` ${hook('twice')}  `));
        expect(error).toMatchObject(refusedAddress(WEBHOOK_URL_TAKEN));
        expect(await port.webhooks()).toEqual([added.webhook]);
      });

      it(`refuses a webhook past ${MAX_ALERT_WEBHOOKS}; once one is removed, another is taken`, async () => {
        const added = [];
        for (let index = 1; index <= MAX_ALERT_WEBHOOKS; index += 1)
          added.push(await port.addWebhook(hook(`n${index}`)));
        const error = await refusal(port.addWebhook(hook('one-too-many')));
        expect(error).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: WEBHOOK_LIMIT_REACHED });
        expect(await port.webhooks()).toHaveLength(MAX_ALERT_WEBHOOKS);
        await port.removeWebhook(added[0]!.webhook.id);
        await expect(port.addWebhook(hook('one-too-many'))).resolves.toMatchObject({
          secret: expect.stringMatching(SECRET),
        });
      });

      it('removes a webhook: it is gone, and a second remove answers 404', async () => {
        const kept = await port.addWebhook(hook('kept'));
        const removed = await port.addWebhook(hook('removed'));
        await expect(port.removeWebhook(removed.webhook.id)).resolves.toBeUndefined();
        expect(await port.webhooks()).toEqual([kept.webhook]);
        expect(await refusal(port.removeWebhook(removed.webhook.id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      });

      it('takes a removed address again, with a new secret', async () => {
        const first = await port.addWebhook(hook('again'));
        await port.removeWebhook(first.webhook.id);
        const second = await port.addWebhook(hook('again'));
        expect(second.webhook.id).not.toBe(first.webhook.id);
        expect(second.secret).not.toBe(first.secret);
      });

      it('answers 404 NOT_FOUND for a webhook that does not exist', async () => {
        expect(await refusal(port.removeWebhook(UNKNOWN_ID))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      });

      it('answers 404 for another customer’s webhook, as if it did not exist', async (context) => {
        const { foreignWebhookId } = subject;
        if (foreignWebhookId === undefined) return context.skip('a world of one customer');
        expect(await refusal(port.removeWebhook(foreignWebhookId))).toMatchObject({ status: 404 });
      });
    });

    describe('the delivery log', () => {
      let subject: AlertWebhookConformanceSubject;
      let port: AlertWebhookPort;
      beforeAll(async () => {
        subject = await makeSubject(CONFORMANCE_DELIVERIES);
        port = subject.port;
      });

      const rowOf = (index: number): AlertDeliveryRow => {
        const delivery = CONFORMANCE_DELIVERIES[index];
        const id = subject.deliveryIds[index];
        const webhookId = subject.webhookIds[index];
        const alertId = subject.alertIds[index];
        if (delivery === undefined || id === undefined || webhookId === undefined || alertId === undefined)
          throw new Error(`no delivery ${index}`);
        return { id, webhookId, alertId, ...delivery };
      };
      const indexesOf = (rows: readonly AlertDeliveryRow[]) => rows.map((row) => subject.deliveryIds.indexOf(row.id));

      it('lists every delivery, the newest first: webhook, alert, state, attempts, last status or failure, times', async () => {
        const page = await port.deliveries(query());
        expect(page.total).toBe(CONFORMANCE_DELIVERIES.length);
        expect(page.records).toEqual(DEFAULT_ORDER.map(rowOf));
      });

      it('sorts by every column the log offers, either way', async () => {
        for (const sort of ALERT_DELIVERY_SORTS) {
          for (const direction of ['asc', 'desc'] as const) {
            const page = await port.deliveries(query({ sort, direction }));
            expect(indexesOf(page.records), `${sort} ${direction}`).toEqual(SORTS[sort][direction]);
          }
        }
      });

      it('finds a delivery by its webhook’s address or its tag, letter case aside', async () => {
        for (const { text, finds } of SEARCHES) {
          expect(indexesOf((await port.deliveries(query({ searchText: text }))).records), text).toEqual(finds);
        }
      });

      it('pages the sorted log, counting every row the search keeps', async () => {
        const second = await port.deliveries(query({ page: 1, rowsPerPage: 2 }));
        expect({ rows: indexesOf(second.records), total: second.total }).toEqual({ rows: [1, 0], total: 5 });
        const past = await port.deliveries(query({ page: 3, rowsPerPage: 2 }));
        expect({ rows: past.records, total: past.total }).toEqual({ rows: [], total: 5 });
      });

      it('refuses a sort the log does not offer, naming the sort', async () => {
        const error = await refusal(port.deliveries(query({ sort: 'lastStatus' })));
        expect(error).toMatchObject({ status: 400, code: 'VALIDATION' });
        expect(error.details?.[0]).toMatchObject({ field: 'sort' });
      });

      it('lists the webhooks the deliveries went to', async () => {
        const listed = await port.webhooks();
        expect(listed.map((webhook) => webhook.url)).toEqual([HOOK_A, HOOK_B]);
        expect(listed.map((webhook) => webhook.id)).toEqual([rowOf(0).webhookId, rowOf(1).webhookId]);
      });

      it('takes a removed webhook’s deliveries out of the log with it', async () => {
        await port.removeWebhook(rowOf(0).webhookId);
        const page = await port.deliveries(query());
        expect({ rows: indexesOf(page.records), total: page.total }).toEqual({ rows: [3, 1], total: 2 });
      });
    });
  });
}
