/**
 * The customer area's "my app" (spec B §2 "/aplicativo", §7: GET/PUT areacliente/aplicativos): the calling
 * customer's app, an empty form while it has none; saving creates it the first time (with the default switches, as
 * the partner area's form) and updates it after. Empty optional fields are stored as null (spec B §5).
 */
import { myAppContract, myAppInputFromWire, myAppInputWire, myAppToWire } from '@tagtrail/contract';
import { emptyMyAppInput, normaliseMyApp, validateMyApp } from '@tagtrail/domain';
import { ruleFailure } from '../http/api-failure';
import type { Router } from '../http/route';
import { myAppRepository } from './my-app.repository';

export function registerMyAppRoutes(router: Router): void {
  router.route(myAppContract.get, async ({ caller, db }) => {
    const app = await myAppRepository(db, caller.customerId as number).get();
    return myAppToWire(app ?? { id: null, ...emptyMyAppInput });
  });

  router.route(myAppContract.update, async ({ caller, body, db }) => {
    const apps = myAppRepository(db, caller.customerId as number);
    const input = myAppInputFromWire(body);
    const errors = validateMyApp(input);
    if (errors.length > 0) throw ruleFailure(errors, myAppInputWire.wireNames);
    const existing = await apps.get();
    if (existing?.id === undefined || existing.id === null) await apps.create(normaliseMyApp(input, false));
    else await apps.update(existing.id, normaliseMyApp(input, true));
  });
}
