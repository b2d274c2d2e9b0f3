/**
 * The customer area's lot calls (spec B §7 "Lots, tags, readings"; issue 11 §1, §2): the two cards' totals, the lot
 * table, one lot, create, edit, delete. Scoped to the calling customer by the database (tenant scope `customer`).
 * The form's rules are the domain's (dates first, with each broken ordering listed under WRONG_DATES; then the
 * required fields; the status date only with a status), enforced again here with what only the server knows: the
 * product is the customer's own and the number is not another of its lots'.
 */
import {
  customerLotContract,
  customerLotRowToWire,
  customerLotSaveFromWire,
  customerLotToWire,
  lotTotalsToWire,
} from '@tagtrail/contract';
import {
  CUSTOMER_LOT_NUMBER_EXISTS,
  customerLotToSave,
  LOT_HAS_READINGS,
  PRODUCT_NOT_OF_CUSTOMER,
  validateCustomerLot,
  type CustomerLotSave,
  type RuleError,
} from '@tagtrail/domain';
import { customerOf } from '../catalogue/catalogue-failures';
import type { Database } from '../db/client';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { customerLotRepository, type CustomerLotSort } from './customer-lots.repository';

const SORT_BY_WIRE_NAME: Readonly<Record<string, CustomerLotSort>> = {
  produtonome: 'productName',
  productname: 'productName',
  numero: 'number',
  number: 'number',
  totalleituras: 'readingCount',
  readingcount: 'readingCount',
  totaltags: 'totalTags',
  loteclienteid: 'id',
  id: 'id',
};

/** Rule errors name domain fields; the answer names the fields the client sent. */
const WIRE_FIELD: Readonly<Record<string, string>> = {
  productId: 'produtoId',
  newProductId: 'produtoId',
  number: 'numero',
  releaseDate: 'liberacao',
  manufactureDate: 'fabricacao',
  expiryDate: 'validade',
  status: 'status',
  statusDate: 'statusData',
};

export function registerCustomerLotRoutes(router: Router): void {
  router.route(customerLotContract.totals, async ({ db }) => lotTotalsToWire(await customerLotRepository(db).totals()));

  router.route(customerLotContract.list, async ({ query, db }) => {
    // Newest first unless told otherwise.
    const page = await customerLotRepository(db).list(
      sortedPageQuery(query, SORT_BY_WIRE_NAME, { sort: 'id', direction: 'desc' }),
    );
    return { dataRecords: page.records.map(customerLotRowToWire), countRecords: page.total };
  });

  router.route(customerLotContract.get, async ({ params, db }) => {
    const lot = await customerLotRepository(db).get(params.id);
    if (lot === undefined) throw notFound();
    return customerLotToWire(lot);
  });

  router.route(customerLotContract.create, async ({ body, caller, db }) => {
    const save = await checkedSave(db, undefined, customerLotSaveFromWire(body));
    return customerLotRepository(db).create(customerOf(caller), save);
  });

  router.route(customerLotContract.update, async ({ params, body, db }) => {
    const lots = customerLotRepository(db);
    if ((await lots.get(params.id)) === undefined) throw notFound();
    const id = await lots.update(params.id, await checkedSave(db, params.id, customerLotSaveFromWire(body)));
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(customerLotContract.remove, async ({ params, db }) => {
    const removal = await customerLotRepository(db).remove(params.id);
    if (removal === undefined) throw notFound();
    // issue 11 §2: 'You can not delete a order with readings!' (error 1, its key shown translated).
    if (removal === 'has-readings') throw businessRule(LOT_HAS_READINGS);
  });
}

/** The form's rules on what was sent (its product is the chosen one), then the product's and the number's owner. */
async function checkedSave(db: Database, id: number | undefined, sent: CustomerLotSave): Promise<CustomerLotSave> {
  const input = { ...sent, newProductId: null };
  const errors: RuleError[] = validateCustomerLot(input);
  if (errors.length > 0) throw ruleFailure(errors, WIRE_FIELD);
  const save = customerLotToSave(input);
  const lots = customerLotRepository(db);
  if (save.productId !== null && !(await lots.ownsProduct(save.productId)))
    errors.push({ key: PRODUCT_NOT_OF_CUSTOMER, field: 'productId' });
  if (await lots.numberTaken(save.number, id)) errors.push({ key: CUSTOMER_LOT_NUMBER_EXISTS, field: 'number' });
  if (errors.length > 0) throw ruleFailure(errors, WIRE_FIELD);
  return save;
}
