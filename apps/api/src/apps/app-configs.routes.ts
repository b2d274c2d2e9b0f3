/**
 * A customer's app configurations, managed by its partner (spec A §7: areaparceiro/clientes/{id}/aplicativos): the
 * read-only summary, create (the switches start off), one, and edit. Another partner's customer answers 404.
 */
import {
  appConfigContract,
  appConfigInputFromWire,
  appConfigToWire,
  type AplicativoInputWire,
  appConfigInputWire,
} from '@tagtrail/contract';
import { normaliseAppConfig, validateAppConfig, type AppConfigInput } from '@tagtrail/domain';
import { customerRepository } from '../customers/customers.repository';
import type { Database } from '../db/client';
import { notFound, ruleFailure } from '../http/api-failure';
import type { Router } from '../http/route';
import { appConfigRepository } from './app-configs.repository';

/** The customer's apps, once the customer is known to be one the caller sees; any other id answers 404. */
async function appsOfCustomer(db: Database, customerId: number) {
  if ((await customerRepository(db).get(customerId)) === undefined) throw notFound();
  return appConfigRepository(db, customerId);
}

export function registerAppConfigRoutes(router: Router): void {
  router.route(appConfigContract.list, async ({ params, db }) =>
    (await (await appsOfCustomer(db, params.id)).list()).map(appConfigToWire),
  );

  router.route(appConfigContract.get, async ({ params, db }) => {
    const app = await (await appsOfCustomer(db, params.id)).get(params.appId);
    if (app === undefined) throw notFound();
    return appConfigToWire(app);
  });

  router.route(appConfigContract.create, async ({ params, body, db }) =>
    (await appsOfCustomer(db, params.id)).create(checkedInput(body, false)),
  );

  router.route(appConfigContract.update, async ({ params, body, db }) => {
    const id = await (await appsOfCustomer(db, params.id)).update(params.appId, checkedInput(body, true));
    if (id === undefined) throw notFound();
    return id;
  });
}

/** spec A §5: the name is required; a new app's switches stay off whatever the form sent. */
function checkedInput(body: AplicativoInputWire, existing: boolean): AppConfigInput {
  const input = appConfigInputFromWire(body);
  const errors = validateAppConfig(input);
  if (errors.length > 0) throw ruleFailure(errors, appConfigInputWire.wireNames);
  return normaliseAppConfig(input, existing);
}
