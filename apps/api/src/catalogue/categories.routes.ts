/**
 * The customer area's category calls (spec B §7 "Products, images, categories, product lines"): every category for
 * selects, the list, one category, create, edit, delete. Scoped to the calling customer by the database (tenant
 * scope `customer`). The form's rules come from the domain and are enforced again here, with what only the server
 * knows: the parent is one of the customer's categories and not below this one, and each `uso` code names one of the
 * customer's product lines. A refused save answers 400 whose message is the key the portal shows (spec B §8).
 */
import {
  categoryContract,
  categoryInputFromWire,
  categoryInputWire,
  categoryOptionToWire,
  categoryRowToWire,
  categoryRowWire,
  categoryToWire,
  sortNames,
  type CategoriaInputWire,
} from '@tagtrail/contract';
import {
  CATEGORY_IN_USE,
  normaliseCategory,
  parentCategoryErrors,
  PRODUCT_LINE_NOT_FOUND,
  validateCategory,
  type RuleError,
} from '@tagtrail/domain';
import type { Database } from '../db/client';
import { notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { customerOf, inUse } from './catalogue-failures';
import { categoryRepository } from './categories.repository';
import { productLineRepository } from './product-lines.repository';

const SORT_BY_NAME = sortNames(categoryRowWire, ['description', 'usage', 'relevance', 'id']);

export function registerCategoryRoutes(router: Router): void {
  router.route(categoryContract.all, async ({ caller, db }) =>
    (await categoryRepository(db, customerOf(caller)).all()).map(categoryOptionToWire),
  );

  router.route(categoryContract.list, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'description', direction: 'asc' });
    const page = await categoryRepository(db, customerOf(caller)).list(listQuery);
    return { dataRecords: page.records.map(categoryRowToWire), countRecords: page.total };
  });

  router.route(categoryContract.get, async ({ params, caller, db }) => {
    const category = await categoryRepository(db, customerOf(caller)).get(params.id);
    if (category === undefined) throw notFound();
    return categoryToWire(category);
  });

  router.route(categoryContract.create, async ({ body, caller, db }) => {
    const categories = categoryRepository(db, customerOf(caller));
    const { input, productLineIds } = await checkedInput(db, customerOf(caller), categories, undefined, body);
    return categories.create(input, productLineIds);
  });

  router.route(categoryContract.update, async ({ params, body, caller, db }) => {
    const categories = categoryRepository(db, customerOf(caller));
    if ((await categories.get(params.id)) === undefined) throw notFound();
    const { input, productLineIds } = await checkedInput(db, customerOf(caller), categories, params.id, body);
    const id = await categories.update(params.id, input, productLineIds);
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(categoryContract.remove, async ({ params, request, caller, db }) => {
    const removal = await categoryRepository(db, customerOf(caller)).remove(params.id);
    if (removal === undefined) throw notFound();
    if (removal === 'in-use') {
      request.log.info({ categoryId: params.id }, 'category still used by products or child categories');
      throw inUse(CATEGORY_IN_USE);
    }
  });
}

/**
 * The form's rules (spec B §5) and the tree's and the product lines' (only the server sees the customer's whole
 * catalogue): the input as stored, with the ids of its product lines in the order given.
 */
async function checkedInput(
  db: Database,
  customerId: number,
  categories: ReturnType<typeof categoryRepository>,
  id: number | undefined,
  body: CategoriaInputWire,
): Promise<{ input: ReturnType<typeof normaliseCategory>; productLineIds: number[] }> {
  const raw = categoryInputFromWire(body);
  const errors: RuleError[] = validateCategory(raw);
  if (errors.length > 0) throw ruleFailure(errors, categoryInputWire.wireNames);
  const input = normaliseCategory(raw);
  errors.push(...parentCategoryErrors(id, input.parentCategoryId, await categories.parents()));
  const idsByCode = await productLineRepository(db, customerId).idsByCode(input.usage);
  const unknown = input.usage.filter((code) => !idsByCode.has(code));
  if (unknown.length > 0)
    errors.push({ key: PRODUCT_LINE_NOT_FOUND, field: 'usage', params: { codes: unknown.join(', ') } });
  if (errors.length > 0) throw ruleFailure(errors, categoryInputWire.wireNames);
  // Two codes differing only in letter case name one line: it is used once.
  const productLineIds = [...new Set(input.usage.map((code) => idsByCode.get(code) as number))];
  return { input, productLineIds };
}
