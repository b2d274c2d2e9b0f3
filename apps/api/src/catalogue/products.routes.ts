/**
 * The customer area's product calls (spec B §7 "Products, images, categories, product lines"): the list, one product,
 * create, edit, delete, and every product for selects. Scoped to the calling customer by the database (tenant scope
 * `customer`). The form's rules come from the domain and are enforced again here, with what only the server knows:
 * the category is one of the customer's own, and no other product of the customer carries its GTIN (issue 29 §1,
 * GTIN_TAKEN, also when a save running at the same time stored it first). A product a lot names is not deleted:
 * error 1 with PRODUCT_IN_USE, the message the portal shows translated (spec B §8 "for customer and product deletes,
 * a response error of 1").
 */
import {
  productContract,
  productInputFromWire,
  productInputWire,
  productOptionToWire,
  productRowToWire,
  productRowWire,
  productToWire,
  sortNames,
  type ProdutoInputWire,
} from '@tagtrail/contract';
import {
  GTIN_TAKEN,
  normaliseProduct,
  PRODUCT_CATEGORY_NOT_FOUND,
  PRODUCT_IN_USE,
  validateProduct,
  type ProductInput,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { businessRule, notFound, ruleFailure, type ApiFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { customerOf } from './catalogue-failures';
import { categoryRepository } from './categories.repository';
import { ProductGtinConflict, productRepository } from './products.repository';

const SORT_BY_NAME = sortNames(productRowWire, {
  code: 'code',
  name: 'name',
  category: 'categoryDescription',
  relevance: 'relevance',
  grade: 'grade',
  reads: 'reads',
  id: 'id',
});

const gtinTaken = (): ApiFailure => ruleFailure([{ key: GTIN_TAKEN, field: 'gtin' }], productInputWire.wireNames);

export function registerProductRoutes(router: Router): void {
  router.route(productContract.list, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'name', direction: 'asc' });
    const page = await productRepository(db, customerOf(caller)).list(listQuery);
    return { dataRecords: page.records.map(productRowToWire), countRecords: page.total };
  });

  router.route(productContract.options, async ({ caller, db }) =>
    (await productRepository(db, customerOf(caller)).options()).map(productOptionToWire),
  );

  router.route(productContract.get, async ({ params, caller, db }) => {
    const product = await productRepository(db, customerOf(caller)).get(params.id);
    if (product === undefined) throw notFound();
    return productToWire(product);
  });

  router.route(productContract.create, async ({ body, caller, db }) => {
    const products = productRepository(db, customerOf(caller));
    const input = await checkedInput(db, customerOf(caller), body);
    if (input.gtin !== null && (await products.gtinTaken(input.gtin))) throw gtinTaken();
    return refusingGtinConflict(() => products.create(input));
  });

  router.route(productContract.update, async ({ params, body, caller, db }) => {
    const products = productRepository(db, customerOf(caller));
    if ((await products.get(params.id)) === undefined) throw notFound();
    const input = await checkedInput(db, customerOf(caller), body);
    if (input.gtin !== null && (await products.gtinTaken(input.gtin, params.id))) throw gtinTaken();
    const id = await refusingGtinConflict(() => products.update(params.id, input));
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(productContract.remove, async ({ params, request, caller, db }) => {
    const removal = await productRepository(db, customerOf(caller)).remove(params.id);
    if (removal === undefined) throw notFound();
    if (removal === 'in-use') {
      request.log.info({ productId: params.id }, 'product still named by lots');
      throw businessRule(PRODUCT_IN_USE);
    }
  });
}

/** The form's rules (spec B §5) and the category's: the input as stored. */
async function checkedInput(db: Database, customerId: number, body: ProdutoInputWire): Promise<ProductInput> {
  const raw = productInputFromWire(body);
  // The rules include the columns' widths (0002): longer text is refused here rather than failing as a 500.
  const errors = validateProduct(raw);
  if (errors.length > 0) throw ruleFailure(errors, productInputWire.wireNames);
  const input = normaliseProduct(raw);
  if (input.categoryId !== null && !(await categoryRepository(db, customerId).exists(input.categoryId)))
    throw ruleFailure([{ key: PRODUCT_CATEGORY_NOT_FOUND, field: 'categoryId' }], productInputWire.wireNames);
  return input;
}

/**
 * `gtinTaken` sees only what was committed when it ran: a save of the same GTIN under way in another transaction is
 * caught by the unique index instead, and refused alike rather than answered as a 500.
 */
async function refusingGtinConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ProductGtinConflict) throw gtinTaken();
    throw error;
  }
}
