/**
 * The customer area's promotion calls (spec B §7 "Promotions"; issue 13): the list, one promotion, create, edit,
 * delete, the filter options, the status, the possible winners, Process and Reprocess, the winners, and a prize
 * code's lookup and withdrawal. The server applies the domain's rules as the forms do: the promotion form's
 * (REQUIRED_FIELD_MESSAGE, winners ≥ 1, the end not before the start), editing and deleting only at status 1,
 * Process only at 1 with a possible winner, Reprocess only at 4, and the withdrawal form's (plus the CPF's check
 * digits). Scoped to the caller's customer by the database and by every statement (promotionRepository): another
 * customer's ids answer 404 and change nothing.
 */
import {
  INT4_MAX,
  PROMOTION_WINNER_SORT_NAMES,
  promotionContract,
  promotionDrawRecordToWire,
  promotionEntryCountsToWire,
  promotionFilterOptionsToWire,
  promotionIdToWire,
  promotionInputFromWire,
  promotionInputWire,
  promotionRowToWire,
  promotionRowWire,
  promotionToWire,
  promotionWinnerToWire,
  sortNames,
  type PromocaoInputWire,
} from '@tagtrail/contract';
import {
  FIELD_TOO_LONG,
  NO_READING_SELECTED,
  PROMOTION_ENTRIES_FROZEN,
  PROMOTION_NOT_EDITABLE,
  promotionInputFrom,
  PROMOTION_NOT_PROCESSED,
  promotionPermissions,
  type PromotionInput,
} from '@tagtrail/domain';
import type { FastifyInstance } from 'fastify';
import { customerOf } from '../catalogue/catalogue-failures';
import type { Database } from '../db/client';
import { businessRule, MessageKeys, notFound, ruleFailure, validationFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import type { AttemptThrottle } from '../identity';
import { promotionJobs, type PromotionJobOptions, type PromotionJobs } from './promotion-jobs';
import { eligibilityOf, promotionRepository } from './promotions.repository';
import { checkedWithdrawal, lookupToWire, withdrawOrRefuse } from './withdrawal';

/** The longest place name a reading stores. */
const PLACE_NAME_MAX = 100;

const SORT_BY_NAME = sortNames(promotionRowWire, [
  'description',
  'drawDate',
  'finishDate',
  'winnersCount',
  'status',
  'id',
]);

export function registerPromotionRoutes(
  router: Router,
  app: FastifyInstance,
  db: Database,
  throttle: AttemptThrottle,
  jobOptions: PromotionJobOptions = {},
): PromotionJobs {
  const jobs = promotionJobs(db, app.log, jobOptions);
  app.addHook('onReady', async () => {
    // Work a previous run left unfinished (a restart, kill -9) is taken up at once, not at the first timer tick.
    jobs.resumeAll().catch((error: unknown) => app.log.error({ err: error }, 'resuming promotion processing failed'));
  });
  app.addHook('onClose', () => jobs.close());

  router.route(promotionContract.list, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'id', direction: 'desc' });
    const page = await promotionRepository(db, customerOf(caller)).list(listQuery);
    return { dataRecords: page.records.map(promotionRowToWire), countRecords: page.total };
  });

  router.route(promotionContract.get, async ({ params, caller, db }) => {
    const promotion = await promotionRepository(db, customerOf(caller)).get(params.id);
    if (promotion === undefined) throw notFound();
    return promotionToWire(promotion);
  });

  router.route(promotionContract.create, async ({ body, caller, db }) => {
    const customerId = customerOf(caller);
    const input = await checkedInput(db, body, customerId);
    return promotionIdToWire(await promotionRepository(db, customerId).create(input));
  });

  router.route(promotionContract.update, async ({ params, body, caller, db }) => {
    const customerId = customerOf(caller);
    const promotions = promotionRepository(db, customerId);
    const status = await promotions.lockedStatus(params.id);
    if (status === undefined) throw notFound();
    if (!promotionPermissions(status).canSave) throw businessRule(PROMOTION_NOT_EDITABLE);
    // Its entries are sealed: changing who may enter, or what for, after the list is frozen is changing the draw.
    if (await promotions.entriesFrozen(params.id)) throw businessRule(PROMOTION_ENTRIES_FROZEN);
    const input = await checkedInput(db, body, customerId);
    const id = await promotions.update(params.id, input);
    if (id === undefined) throw notFound();
    return promotionIdToWire(id);
  });

  router.route(promotionContract.remove, async ({ params, caller, db }) => {
    const promotions = promotionRepository(db, customerOf(caller));
    const status = await promotions.lockedStatus(params.id);
    if (status === undefined) throw notFound();
    if (!promotionPermissions(status).canDelete) throw businessRule(PROMOTION_NOT_EDITABLE);
    if (!(await promotions.remove(params.id))) throw notFound();
  });

  router.route(promotionContract.filterOptions, async ({ caller, db }) =>
    promotionFilterOptionsToWire(await promotionRepository(db, customerOf(caller)).filterOptions()),
  );

  router.route(promotionContract.status, async ({ params, caller, db }) => {
    const status = await promotionRepository(db, customerOf(caller)).status(params.id);
    if (status === undefined) throw notFound();
    return status;
  });

  router.route(promotionContract.possibleWinners, async ({ params, caller, db }) => {
    const promotions = promotionRepository(db, customerOf(caller));
    const promotion = await promotions.get(params.id);
    if (promotion === undefined) throw notFound();
    return promotions.possibleWinners(eligibilityOf(promotion));
  });

  router.route(promotionContract.entryCounts, async ({ params, caller, db }) => {
    const promotions = promotionRepository(db, customerOf(caller));
    const promotion = await promotions.get(params.id);
    if (promotion === undefined) throw notFound();
    return promotionEntryCountsToWire(await promotions.entryCounts(params.id, eligibilityOf(promotion)));
  });

  // Status 1 → 2, in this call's transaction, with the seed committed to when the promotion was saved (issue 24 §4);
  // the job takes it from there once the call has committed. The readings are chosen by the promotion's own stored filter: the body
  // must name this promotion, and its other fields are what the portal derives from the same record.
  router.route(promotionContract.process, async ({ params, body, reply, caller, db }) => {
    if (body.id !== params.id) throw validationFailure([{ field: 'id', key: MessageKeys.invalidField }]);
    const promotions = promotionRepository(db, customerOf(caller));
    const status = await promotions.lockedStatus(params.id);
    if (status === undefined) throw notFound();
    if (!promotionPermissions(status).canProcess) throw businessRule(PROMOTION_NOT_EDITABLE);
    const promotion = await promotions.get(params.id);
    if (promotion === undefined) throw notFound();
    if ((await promotions.possibleWinners(eligibilityOf(promotion))) === 0) throw businessRule(NO_READING_SELECTED);
    await promotions.startProcessing(params.id, body);
    reply.raw.once('finish', () => jobs.kick(promotion.id, promotion.customerId));
  });

  router.route(promotionContract.reprocess, async ({ params, body, reply, caller, db }) => {
    if (body.id !== params.id) throw validationFailure([{ field: 'id', key: MessageKeys.invalidField }]);
    const customerId = customerOf(caller);
    const promotions = promotionRepository(db, customerId);
    const status = await promotions.lockedStatus(params.id);
    if (status === undefined) throw notFound();
    if (!promotionPermissions(status).canReprocess) throw businessRule(PROMOTION_NOT_PROCESSED);
    if (!(await promotions.startReprocessing(params.id))) throw notFound();
    reply.raw.once('finish', () => jobs.kick(params.id, customerId));
  });

  router.route(promotionContract.winners, async ({ params, query, caller, db }) => {
    const promotions = promotionRepository(db, customerOf(caller));
    if ((await promotions.status(params.id)) === undefined) throw notFound();
    const listQuery = sortedPageQuery(query, PROMOTION_WINNER_SORT_NAMES, { sort: 'drawOrder', direction: 'asc' });
    const page = await promotions.winners(params.id, listQuery);
    return { dataRecords: page.records.map(promotionWinnerToWire), countRecords: page.total };
  });

  router.route(promotionContract.draw, async ({ params, caller, db }) => {
    const record = await promotionRepository(db, customerOf(caller)).drawRecord(params.id);
    if (record === undefined) throw notFound();
    return promotionDrawRecordToWire(record);
  });

  // Codes not found count against the caller's limit, as at a till (issue 24 §2, withdrawal.ts); a withdrawal from
  // here is recorded with no sales point: the customer's own staff took it out.
  router.route(promotionContract.lookupCode, async ({ params, caller, db, reply }) =>
    lookupToWire({ db, caller, reply, throttle }, params.code),
  );

  router.route(promotionContract.withdraw, async ({ params, body, caller, db, reply }) => {
    const withdrawal = checkedWithdrawal(body);
    await withdrawOrRefuse({ db, caller, reply, throttle }, params.code, params.id, withdrawal);
  });

  return jobs;
}

/**
 * The form's rules (spec B §5) enforced again, in the form's order, then what only the server knows: the products
 * are the caller's own. The customer is the caller's, whatever clienteId says.
 */
async function checkedInput(db: Database, body: PromocaoInputWire, customerId: number): Promise<PromotionInput> {
  const wire = promotionInputFromWire(body);
  const check = promotionInputFrom({ ...wire, customerId, winnersCount: wire.winnersCount });
  if (!check.ok) throw ruleFailure(check.errors, promotionInputWire.wireNames);
  const input = check.input;
  if (input.winnersCount > INT4_MAX)
    throw ruleFailure([{ field: 'winnersCount', key: MessageKeys.invalidField }], promotionInputWire.wireNames);
  const own = await promotionRepository(db, customerId).ownProducts(
    input.productIds.filter((id) => id > 0 && id <= INT4_MAX),
  );
  if (input.productIds.some((id) => !own.has(id)))
    throw ruleFailure([{ field: 'productIds', key: MessageKeys.invalidField }], promotionInputWire.wireNames);
  // A reading keeps at most 100 characters of a place (readings.country, region, city): a longer name matches none.
  const tooLong = (['countries', 'states', 'cities'] as const).filter((field) =>
    input[field].some((name) => name.length > PLACE_NAME_MAX),
  );
  if (tooLong.length > 0)
    throw ruleFailure(
      tooLong.map((field) => ({ field, key: FIELD_TOO_LONG, params: { max: PLACE_NAME_MAX } })),
      promotionInputWire.wireNames,
    );
  return input;
}
