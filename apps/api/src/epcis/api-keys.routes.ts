/**
 * The customer area's API key calls (issue 29 §5): list, make, revoke. Scoped to the calling customer by the database
 * and by every statement's filter: another customer's key is not found. The key itself is answered once, by the call that makes it.
 */
import { apiKeyContract, apiKeyToWire, newApiKeyToWire } from '@tagtrail/contract';
import { API_KEY_LIMIT_REACHED, apiKeyNameErrors, MAX_ACTIVE_API_KEYS } from '@tagtrail/domain';
import { customerOf } from '../catalogue/catalogue-failures';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import type { Router } from '../http/route';
import { apiKeyRepository } from './api-keys.repository';

export function registerApiKeyRoutes(router: Router): void {
  router.route(apiKeyContract.keys, async ({ caller, db }) =>
    (await apiKeyRepository(db, customerOf(caller)).keys()).map(apiKeyToWire),
  );

  router.route(apiKeyContract.createKey, async ({ body, caller, db }) => {
    const errors = apiKeyNameErrors(body.nome, 'nome');
    if (errors.length > 0) throw ruleFailure(errors);
    const made = await apiKeyRepository(db, customerOf(caller)).create(body.nome.trim(), MAX_ACTIVE_API_KEYS);
    if (made === 'limit') throw businessRule(API_KEY_LIMIT_REACHED);
    return newApiKeyToWire(made);
  });

  router.route(apiKeyContract.revokeKey, async ({ params, caller, db }) => {
    const revoked = await apiKeyRepository(db, customerOf(caller)).revoke(params.id);
    if (revoked === undefined) throw notFound();
    return revoked;
  });
}
