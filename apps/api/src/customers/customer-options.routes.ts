/**
 * The admin lot form's cascading selects (spec A §7 "Partners": `parceiro/{id}/clientes` and
 * `parceiro/{parceiroId}/clientes/{clienteId}/produtos`). Admin only, as the contract says: an admin sees every
 * partner, so the partner id in the path is the scope; a customer of another partner answers 404.
 */
import { customerOptionsContract, customerOptionToWire, customerProductOptionToWire } from '@tagtrail/contract';
import { notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { customerOptionsRepository } from './customer-options.repository';

export function registerCustomerOptionRoutes(router: Router): void {
  router.route(customerOptionsContract.customersOfPartner, async ({ params, db }) => {
    const found = await customerOptionsRepository(db).customersOf(params.id);
    if (found === undefined) throw notFound();
    return found.map(customerOptionToWire);
  });

  router.route(customerOptionsContract.productsOfPartnerCustomer, async ({ params, db }) => {
    const found = await customerOptionsRepository(db).productsOf(params.parceiroId, params.clienteId);
    if (found === undefined) throw notFound();
    return found.map(customerProductOptionToWire);
  });
}
