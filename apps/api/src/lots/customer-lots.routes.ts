/**
 * The customer area's lot calls (spec B §7 "Lots, tags, readings"; issue 11 §1, §2): the two cards' totals, the lot
 * table, one lot, create, edit, delete. Scoped to the calling customer by the database (tenant scope `customer`).
 * The form's rules are the domain's (dates first, with each broken ordering listed under WRONG_DATES; then the
 * required fields; the status date only with a status; the markets, ISO countries, stored normalized), enforced again
 * here with what only the server knows: the product is the customer's own and the number is not another of its lots',
 * and a lot that has a product keeps it.
 */
import {
  availablePartnerLotToWire,
  availablePartnerLotWire,
  customerLotContract,
  customerLotRowToWire,
  customerLotRowWire,
  customerLotSaveFromWire,
  customerLotSaveWire,
  customerLotToWire,
  lotTotalsToWire,
  sortNames,
  subLotInputFromWire,
  subLotInputWire,
  subLotToWire,
  subLotWire,
} from '@tagtrail/contract';
import {
  CUSTOMER_LOT_NUMBER_EXISTS,
  customerLotProductErrors,
  customerLotToSave,
  PRODUCT_NOT_OF_CUSTOMER,
  validateCustomerLot,
  type CustomerLotSave,
  type RuleError,
} from '@tagtrail/domain';
import { customerOf } from '../catalogue/catalogue-failures';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { customerLotRepository } from './customer-lots.repository';
import { subLotRepository } from './sub-lots.repository';

const SORT_BY_NAME = sortNames(customerLotRowWire, {
  productName: 'productName',
  number: 'number',
  readingCount: 'readingCount',
  totalTags: 'totalTags',
  id: 'customerLotId',
});

const AVAILABLE_SORT_BY_NAME = sortNames(availablePartnerLotWire, ['createdAt', 'number', 'productName']);

const SUB_LOT_SORT_BY_NAME = sortNames(subLotWire, ['linkedAt']);

/**
 * Rule errors name domain fields; the answer names the fields the client sent. The rules ask for a product under
 * newProductId when the lot has none; a save sends that product as its productId.
 */
const WIRE_FIELD = { ...customerLotSaveWire.wireNames, newProductId: customerLotSaveWire.wireNames.productId };

export function registerCustomerLotRoutes(router: Router): void {
  router.route(customerLotContract.totals, async ({ caller, db }) =>
    lotTotalsToWire(await customerLotRepository(db, customerOf(caller)).totals()),
  );

  router.route(customerLotContract.list, async ({ query, caller, db }) => {
    // Newest first unless told otherwise.
    const page = await customerLotRepository(db, customerOf(caller)).list(
      sortedPageQuery(query, SORT_BY_NAME, { sort: 'id', direction: 'desc' }),
    );
    return { dataRecords: page.records.map(customerLotRowToWire), countRecords: page.total };
  });

  router.route(customerLotContract.get, async ({ params, caller, db }) => {
    const lot = await customerLotRepository(db, customerOf(caller)).get(params.id);
    if (lot === undefined) throw notFound();
    return customerLotToWire(lot);
  });

  router.route(customerLotContract.create, async ({ body, caller, db }) => {
    const lots = customerLotRepository(db, customerOf(caller));
    const save = await checkedSave(lots, undefined, customerLotSaveFromWire(body));
    return lots.create(save);
  });

  router.route(customerLotContract.update, async ({ params, body, caller, db }) => {
    const lots = customerLotRepository(db, customerOf(caller));
    const stored = await lots.productForUpdate(params.id);
    if (stored === undefined) throw notFound();
    const save = await checkedSave(lots, params.id, customerLotSaveFromWire(body));
    // issue 24 §5: the form shows a lot's product locked; a save sending another is refused (error 1, its key shown).
    const [locked] = customerLotProductErrors(stored.productId, save.productId);
    if (locked !== undefined) throw businessRule(locked.key);
    const id = await lots.update(params.id, save);
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(customerLotContract.remove, async ({ params, caller, db }) => {
    const removal = await customerLotRepository(db, customerOf(caller)).remove(params.id);
    if (removal.kind === 'not-found') throw notFound();
    // issue 11 §2: 'You can not delete a order with readings!' (error 1, its key shown translated).
    if (removal.kind === 'refused') throw businessRule(removal.refusal.key);
  });

  // issue 11 §3: the partner lots given to the customer that still have free tags, newest first.
  router.route(customerLotContract.availablePartnerLots, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, AVAILABLE_SORT_BY_NAME, { sort: 'createdAt', direction: 'desc' });
    const page = await subLotRepository(db, customerOf(caller)).availablePartnerLots(listQuery, query.produtoId);
    return { dataRecords: page.records.map(availablePartnerLotToWire), countRecords: page.total };
  });

  router.route(customerLotContract.subLots, async ({ params, query, caller, db }) => {
    const listQuery = sortedPageQuery(query, SUB_LOT_SORT_BY_NAME, { sort: 'linkedAt', direction: 'asc' });
    const page = await subLotRepository(db, customerOf(caller)).subLotsOf(params.id, listQuery);
    if (page === undefined) throw notFound();
    return { dataRecords: page.records.map(subLotToWire), countRecords: page.total };
  });

  router.route(customerLotContract.addSubLot, async ({ params, body, caller, db }) => {
    const { partnerLotId, ...range } = subLotInputFromWire(body);
    const adding = await subLotRepository(db, customerOf(caller)).add(params.id, partnerLotId, range);
    if (adding.kind === 'not-found') throw notFound();
    if (adding.kind === 'refused') throw ruleFailure(adding.errors, subLotInputWire.wireNames);
  });

  router.route(customerLotContract.removeSubLot, async ({ params, caller, db }) => {
    const removal = await subLotRepository(db, customerOf(caller)).remove(params.id, params.subId);
    if (removal.kind === 'not-found') throw notFound();
    // 'It is not possible to unlink the suborder!' (error 1) once a tag of the sub-lot has been read.
    if (removal.kind === 'refused') throw businessRule(removal.refusal.key);
  });
}

/**
 * The form's rules on what was sent (its product is the chosen one), then the product's and the number's owner.
 * Markets left out stay left out (issue 28 §1): the update then keeps the stored ones.
 */
async function checkedSave(
  lots: ReturnType<typeof customerLotRepository>,
  id: number | undefined,
  sent: CustomerLotSave,
): Promise<CustomerLotSave> {
  const input = { ...sent, newProductId: null, markets: sent.markets ?? [] };
  const errors: RuleError[] = validateCustomerLot(input);
  if (errors.length > 0) throw ruleFailure(errors, WIRE_FIELD);
  const checked = customerLotToSave(input);
  const save = sent.markets === undefined ? { ...checked, markets: undefined } : checked;
  if (save.productId !== null && !(await lots.ownsProduct(save.productId)))
    errors.push({ key: PRODUCT_NOT_OF_CUSTOMER, field: 'productId' });
  if (await lots.numberTaken(save.number, id)) errors.push({ key: CUSTOMER_LOT_NUMBER_EXISTS, field: 'number' });
  if (errors.length > 0) throw ruleFailure(errors, WIRE_FIELD);
  return save;
}
