/**
 * The partner area's customer calls (spec A §7 "Customers (partner area)"): the list, one customer, create, edit,
 * delete, and the customer and product selects. Scoped to the calling partner by the database (tenant scope
 * `partner`); the form's rules come from the domain and are enforced again here.
 */
import {
  customerContract,
  customerInputFromWire,
  customerInputWire,
  customerOptionsContract,
  customerOptionToWire,
  customerProductOptionToWire,
  customerRowToWire,
  customerRowWire,
  customerToWire,
  sortNames,
  type ClienteInputWire,
} from '@tagtrail/contract';
import {
  CUSTOMER_CODE_EXISTS,
  CUSTOMER_IN_USE,
  customerCodeChange,
  normaliseCustomer,
  validateCustomer,
  type CustomerInput,
  type RuleError,
} from '@tagtrail/domain';
import { businessRule, notFound, ruleFailure, type ApiFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { CustomerCodeConflict, customerRepository } from './customers.repository';

const SORT_BY_NAME = sortNames(customerRowWire, ['code', 'name', 'id']);

const codeExists = (): ApiFailure =>
  ruleFailure([{ field: 'code', key: CUSTOMER_CODE_EXISTS }], customerInputWire.wireNames);

export function registerCustomerRoutes(router: Router): void {
  router.route(customerContract.all, async ({ db }) => (await customerRepository(db).all()).map(customerRowToWire));

  router.route(customerContract.list, async ({ query, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'name', direction: 'asc' });
    const page = await customerRepository(db).list(listQuery);
    return { dataRecords: page.records.map(customerRowToWire), countRecords: page.total };
  });

  router.route(customerContract.get, async ({ params, db }) => {
    const customer = await customerRepository(db).get(params.id);
    if (customer === undefined) throw notFound();
    return customerToWire(customer);
  });

  router.route(customerContract.create, async ({ body, caller, db }) => {
    const customers = customerRepository(db);
    const input = checkedInput(body, []);
    if (await customers.codeTaken(input.code)) throw codeExists();
    // The tenancy of a `partner` call guarantees the caller's partner.
    return refusingCodeConflict(() => customers.create(caller.partnerId as number, input));
  });

  router.route(customerContract.update, async ({ params, body, db }) => {
    const customers = customerRepository(db);
    const existing = await customers.get(params.id);
    if (existing === undefined) throw notFound();
    const input = checkedInput(body, customerCodeChange(existing, customerInputFromWire(body)));
    const id = await customers.update(existing.id, input);
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(customerContract.remove, async ({ params, request, db }) => {
    const removal = await customerRepository(db).remove(params.id);
    if (removal === undefined) throw notFound();
    if (removal === 'in-use') {
      request.log.info({ customerId: params.id }, 'customer still in use');
      throw businessRule(CUSTOMER_IN_USE);
    }
  });

  router.route(customerOptionsContract.myCustomers, async ({ db }) =>
    (await customerRepository(db).options()).map(customerOptionToWire),
  );

  router.route(customerOptionsContract.productsOfMyCustomer, async ({ params, db }) => {
    const found = await customerRepository(db).productOptions(params.id);
    if (found === undefined) throw notFound();
    return found.map(customerProductOptionToWire);
  });
}

/** The form's rules (spec A §5), enforced again here so no client can store what the form would refuse. */
function checkedInput(body: ClienteInputWire, moreErrors: readonly RuleError[]): CustomerInput {
  const input = customerInputFromWire(body);
  const errors = [...validateCustomer(input), ...moreErrors];
  if (errors.length > 0) throw ruleFailure(errors, customerInputWire.wireNames);
  return normaliseCustomer(input);
}

async function refusingCodeConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof CustomerCodeConflict) throw codeExists();
    throw error;
  }
}
