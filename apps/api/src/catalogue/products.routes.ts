/**
 * The customer area's product calls (spec B §7 "Products, images, categories, product lines"): the list, one product,
 * create, edit, delete, and every product for selects. Scoped to the calling customer by the database (tenant scope
 * `customer`). The form's rules come from the domain and are enforced again here, with what only the server knows:
 * the category is one of the customer's own. A product a lot names is not deleted: error 1 with PRODUCT_IN_USE, the
 * message the portal shows translated (spec B §8 "for customer and product deletes, a response error of 1").
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
  normaliseProduct,
  PRODUCT_CATEGORY_NOT_FOUND,
  PRODUCT_IN_USE,
  validateProduct,
  type ProductInput,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { customerOf } from './catalogue-failures';
import { categoryRepository } from './categories.repository';
import { productRepository } from './products.repository';

const SORT_BY_NAME = sortNames(productRowWire, {
  code: 'code',
  name: 'name',
  category: 'categoryDescription',
  relevance: 'relevance',
  grade: 'grade',
  reads: 'reads',
  id: 'id',
});

export function registerProductRoutes(router: Router): void {
  router.route(productContract.list, async ({ query, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'name', direction: 'asc' });
    const page = await productRepository(db).list(listQuery);
    return { dataRecords: page.records.map(productRowToWire), countRecords: page.total };
  });

  router.route(productContract.options, async ({ db }) =>
    (await productRepository(db).options()).map(productOptionToWire),
  );

  router.route(productContract.get, async ({ params, db }) => {
    const product = await productRepository(db).get(params.id);
    if (product === undefined) throw notFound();
    return productToWire(product);
  });

  router.route(productContract.create, async ({ body, caller, db }) =>
    productRepository(db).create(customerOf(caller), await checkedInput(db, body)),
  );

  router.route(productContract.update, async ({ params, body, db }) => {
    const products = productRepository(db);
    if ((await products.get(params.id)) === undefined) throw notFound();
    const id = await products.update(params.id, await checkedInput(db, body));
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(productContract.remove, async ({ params, request, db }) => {
    const removal = await productRepository(db).remove(params.id);
    if (removal === undefined) throw notFound();
    if (removal === 'in-use') {
      request.log.info({ productId: params.id }, 'product still named by lots');
      throw businessRule(PRODUCT_IN_USE);
    }
  });
}

/** The form's rules (spec B §5) and the category's: the input as stored. */
async function checkedInput(db: Database, body: ProdutoInputWire): Promise<ProductInput> {
  const raw = productInputFromWire(body);
  // The rules include the columns' widths (0002): longer text is refused here rather than failing as a 500.
  const errors = validateProduct(raw);
  if (errors.length > 0) throw ruleFailure(errors, productInputWire.wireNames);
  const input = normaliseProduct(raw);
  if (input.categoryId !== null && !(await categoryRepository(db).exists(input.categoryId)))
    throw ruleFailure([{ key: PRODUCT_CATEGORY_NOT_FOUND, field: 'categoryId' }], productInputWire.wireNames);
  return input;
}
