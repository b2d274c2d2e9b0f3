/** The partner calls of the contract (spec A §7 "Partners"); rules from the domain, SQL in the repository. */
import {
  partnerContract,
  partnerInputFromWire,
  partnerInputWire,
  partnerToWire,
  partnerWire,
  sortNames,
  type ParceiroInputWire,
} from '@tagtrail/contract';
import { normalisePartner, PARTNER_IN_USE, validatePartner, type PartnerInput } from '@tagtrail/domain';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { partnerRepository } from './partners.repository';

const SORT_BY_NAME = sortNames(partnerWire, ['name', 'taxId', 'id']);

export function registerPartnerRoutes(router: Router): void {
  router.route(partnerContract.list, async ({ query, db }) => {
    const page = await partnerRepository(db).list(
      sortedPageQuery(query, SORT_BY_NAME, { sort: 'name', direction: 'asc' }),
    );
    return { dataRecords: page.records.map(partnerToWire), countRecords: page.total };
  });

  router.route(partnerContract.get, async ({ params, db }) => {
    const partner = await partnerRepository(db).get(params.id);
    if (partner === undefined) throw notFound();
    return partnerToWire(partner);
  });

  router.route(partnerContract.create, async ({ body, db }) => partnerRepository(db).create(checkedInput(body)));

  router.route(partnerContract.update, async ({ params, body, db }) => {
    const id = await partnerRepository(db).update(params.id, checkedInput(body));
    if (id === undefined) throw notFound();
    return id;
  });

  router.route(partnerContract.remove, async ({ params, request, db }) => {
    const removal = await partnerRepository(db).remove(params.id);
    if (removal === undefined) throw notFound();
    if (!removal.removed) {
      request.log.info({ partnerId: params.id, inUseBy: removal.inUseBy }, 'partner still in use');
      throw businessRule(PARTNER_IN_USE);
    }
  });
}

/** The form's own rules, enforced again here so no client can store what the form would refuse. */
function checkedInput(body: ParceiroInputWire): PartnerInput {
  const input = partnerInputFromWire(body);
  const errors = validatePartner(input);
  if (errors.length > 0) throw ruleFailure(errors, partnerInputWire.wireNames);
  return normalisePartner(input);
}
