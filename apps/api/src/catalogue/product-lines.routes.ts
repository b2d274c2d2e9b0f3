/**
 * The customer area's product-line calls (spec B §7 "Products, images, categories, product lines"): filter options,
 * the list, one line, create, edit, delete. Scoped to the calling customer by the database (tenant scope
 * `customer`); the form's rules come from the domain and are enforced again here. A refused save answers 400 whose
 * message is the key the portal shows (spec B §8 "status 400 shows the translated errorCode").
 */
import {
  productLineContract,
  productLineInputFromWire,
  productLineInputWire,
  productLineOptionToWire,
  productLineRowToWire,
  productLineRowWire,
  productLineToWire,
  sortNames,
  type LinhaProdutoInputWire,
} from '@tagtrail/contract';
import {
  normaliseProductLine,
  PRODUCT_LINE_CODE_EXISTS,
  PRODUCT_LINE_IN_USE,
  validateProductLine,
  type ProductLineInput,
} from '@tagtrail/domain';
import { notFound, ruleFailure, type ApiFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { customerOf, inUse } from './catalogue-failures';
import { ProductLineCodeConflict, productLineRepository } from './product-lines.repository';

const SORT_BY_NAME = sortNames(productLineRowWire, ['description', 'code', 'relevance', 'id']);

const codeExists = (): ApiFailure =>
  ruleFailure([{ field: 'code', key: PRODUCT_LINE_CODE_EXISTS }], productLineInputWire.wireNames);

export function registerProductLineRoutes(router: Router): void {
  router.route(productLineContract.filterOptions, async ({ caller, db }) =>
    (await productLineRepository(db, customerOf(caller)).filterOptions()).map(productLineOptionToWire),
  );

  router.route(productLineContract.list, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'description', direction: 'asc' });
    const page = await productLineRepository(db, customerOf(caller)).list(listQuery);
    return { dataRecords: page.records.map(productLineRowToWire), countRecords: page.total };
  });

  router.route(productLineContract.get, async ({ params, caller, db }) => {
    const line = await productLineRepository(db, customerOf(caller)).get(params.id);
    if (line === undefined) throw notFound();
    return productLineToWire(line);
  });

  router.route(productLineContract.create, async ({ body, caller, db }) => {
    const lines = productLineRepository(db, customerOf(caller));
    const input = checkedInput(body);
    if (await lines.codeTaken(input.code)) throw codeExists();
    return refusingCodeConflict(() => lines.create(input));
  });

  router.route(productLineContract.update, async ({ params, body, caller, db }) => {
    const lines = productLineRepository(db, customerOf(caller));
    if ((await lines.get(params.id)) === undefined) throw notFound();
    const input = checkedInput(body);
    if (await lines.codeTaken(input.code, params.id)) throw codeExists();
    const id = await refusingCodeConflict(() => lines.update(params.id, input));
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(productLineContract.remove, async ({ params, request, caller, db }) => {
    const removal = await productLineRepository(db, customerOf(caller)).remove(params.id);
    if (removal === undefined) throw notFound();
    if (removal === 'in-use') {
      request.log.info({ productLineId: params.id }, 'product line still used by categories');
      throw inUse(PRODUCT_LINE_IN_USE);
    }
  });
}

/** The form's rules (spec B §5), enforced again here so no client can store what the form would refuse. */
function checkedInput(body: LinhaProdutoInputWire): ProductLineInput {
  const input = productLineInputFromWire(body);
  const errors = validateProductLine(input);
  if (errors.length > 0) throw ruleFailure(errors, productLineInputWire.wireNames);
  return normaliseProductLine(input);
}

async function refusingCodeConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ProductLineCodeConflict) throw codeExists();
    throw error;
  }
}
