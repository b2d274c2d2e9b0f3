/**
 * The customer area's alert webhook calls (issue 28 §4): list, register, remove, and the delivery log. Scoped to the
 * calling customer by the database: another customer's webhook is not found. An address is checked as a delivery
 * checks it (webhook-delivery.ts) before it is kept, so one that resolves to a private or loopback address is refused
 * when it is typed; the check runs again at every delivery, where what the host resolves to may have changed.
 */
import {
  alertDeliveryRowToWire,
  alertDeliveryRowWire,
  alertWebhookContract,
  alertWebhookToWire,
  newAlertWebhookToWire,
  sortNames,
} from '@tagtrail/contract';
import {
  ALERT_DELIVERY_SORTS,
  MAX_ALERT_WEBHOOKS,
  WEBHOOK_LIMIT_REACHED,
  WEBHOOK_URL_NOT_PUBLIC,
  WEBHOOK_URL_TAKEN,
  webhookUrlErrors,
} from '@tagtrail/domain';
import { customerOf } from '../catalogue/catalogue-failures';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import type { SecretBox } from '../identity/secret-box';
import { alertWebhookRepository } from './alert-webhooks.repository';
import { webhookTarget, type Resolve } from './webhook-delivery';

const SORT_BY_NAME = sortNames(alertDeliveryRowWire, ALERT_DELIVERY_SORTS);

export interface AlertWebhookRouteOptions {
  readonly secretBox: SecretBox;
  /** Outside production: http to this machine is taken, for a receiver under development. */
  readonly allowLoopback: boolean;
  /** The host lookup, replaceable in tests; the system's resolver by default. */
  readonly resolve?: Resolve;
}

export function registerAlertWebhookRoutes(router: Router, options: AlertWebhookRouteOptions): void {
  const { secretBox, allowLoopback, resolve } = options;

  router.route(alertWebhookContract.webhooks, async ({ caller, db }) =>
    (await alertWebhookRepository(db, customerOf(caller)).webhooks()).map(alertWebhookToWire),
  );

  router.route(alertWebhookContract.addWebhook, async ({ body, caller, db }) => {
    const url = body.url.trim();
    const errors = webhookUrlErrors(url, { allowLocalhost: allowLoopback });
    if (errors.length > 0) throw ruleFailure(errors);
    const target = await webhookTarget(url, { allowLoopback, ...(resolve === undefined ? {} : { resolve }) });
    if (!target.allowed) throw ruleFailure([{ key: WEBHOOK_URL_NOT_PUBLIC, field: 'url' }]);
    const added = await alertWebhookRepository(db, customerOf(caller)).add(url, MAX_ALERT_WEBHOOKS, secretBox);
    if (added === 'taken') throw ruleFailure([{ key: WEBHOOK_URL_TAKEN, field: 'url' }]);
    if (added === 'limit') throw businessRule(WEBHOOK_LIMIT_REACHED);
    return newAlertWebhookToWire(added);
  });

  router.route(alertWebhookContract.removeWebhook, async ({ params, caller, db }) => {
    const removed = await alertWebhookRepository(db, customerOf(caller)).remove(params.id);
    if (removed === undefined) throw notFound();
    return removed;
  });

  // The newest first: the log is read to see what just happened.
  router.route(alertWebhookContract.deliveries, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'createdAt', direction: 'desc' });
    const page = await alertWebhookRepository(db, customerOf(caller)).deliveries(listQuery);
    return { dataRecords: page.records.map(alertDeliveryRowToWire), countRecords: page.total };
  });
}
