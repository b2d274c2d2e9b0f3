/**
 * The admin lot form's cascading selects (spec A §7 "Partners": `parceiro/{id}/clientes` and
 * `parceiro/{parceiroId}/clientes/{clienteId}/produtos`). Admin only, as the contract says: an admin sees every
 * partner, so the partner id in the path is the scope; a customer of another partner answers 404.
 */
import { customerOptionsContract, customerOptionToWire, customerProductOptionToWire } from '@tagtrail/contract';
import { notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import type { Database } from '../db/client';
import { customerOptionsRepository } from './customer-options.repository';

export function registerCustomerOptionRoutes(router: Router, db: Database): void {
  const options = customerOptionsRepository(db);

  router.route(customerOptionsContract.customersOfPartner, async ({ params }) => {
    const found = await options.customersOf(params.id);
    if (found === undefined) throw notFound();
    return found.map(customerOptionToWire);
  });

  router.route(customerOptionsContract.productsOfPartnerCustomer, async ({ params }) => {
    const found = await options.productsOf(params.parceiroId, params.clienteId);
    if (found === undefined) throw notFound();
    return found.map(customerProductOptionToWire);
  });
}
