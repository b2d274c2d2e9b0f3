/**
 * The partner user calls of the contract (spec A §7 "Partners": parceiro/{parceiroId}/usuarios), for admins only.
 * A partner user is a sign-in account with role `partner` tied to that partner; the create call sends no password,
 * so one is generated and answered once (see `UsuarioParceiroCriadoSchema`).
 */
import {
  createdPartnerUserToWire,
  partnerUserContract,
  partnerUserInputFromWire,
  partnerUserRowToWire,
  partnerUserToWire,
  type UsuarioParceiroInputWire,
} from '@tagtrail/contract';
import { normaliseUserAccount, validatePartnerUser, type PartnerUserInput } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../db/sql-errors';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import {
  createUserWithTemporaryPassword,
  deleteUser,
  issueTemporaryPassword,
  USERNAME_TAKEN,
  UsernameTakenError,
} from '../identity';
import { ACCOUNT_SORT_BY_WIRE_NAME, accountRepository } from '../identity/accounts.repository';
import { partnerRepository } from './partners.repository';

/** Rule errors name domain fields; the answer names the fields the client sent. */
const WIRE_FIELD: Readonly<Record<string, string>> = { login: 'usuario', name: 'nome', email: 'email' };

/** A partner's users are the partner-role accounts tied to it. */
const partnerAccounts = (db: Database, partnerId: number) => accountRepository(db, { role: 'partner', partnerId });

async function requirePartner(db: Database, partnerId: number): Promise<void> {
  if ((await partnerRepository(db).get(partnerId)) === undefined) throw notFound();
}

export function registerPartnerUserRoutes(router: Router): void {
  router.route(partnerUserContract.list, async ({ params, query, db }) => {
    const listQuery = sortedPageQuery(query, ACCOUNT_SORT_BY_WIRE_NAME, { sort: 'login', direction: 'asc' });
    await requirePartner(db, params.parceiroId);
    const page = await partnerAccounts(db, params.parceiroId).list(listQuery);
    return { dataRecords: page.records.map(partnerUserRowToWire), countRecords: page.total };
  });

  router.route(partnerUserContract.get, async ({ params, db }) => {
    // Scoped by the partner in the path: another partner's user id answers 404, never that user.
    const user = await partnerAccounts(db, params.parceiroId).get(params.id);
    if (user === undefined) throw notFound();
    return partnerUserToWire(user);
  });

  router.route(partnerUserContract.create, async ({ params, body, reply, db }) => {
    const input = checkedInput(body);
    await requirePartner(db, params.parceiroId);
    let created: Awaited<ReturnType<typeof createUserWithTemporaryPassword>>;
    try {
      created = await createUserWithTemporaryPassword(db, {
        username: input.login,
        name: input.name,
        email: input.email,
        role: 'partner',
        partnerId: params.parceiroId,
      });
    } catch (error) {
      if (error instanceof UsernameTakenError) throw businessRule(USERNAME_TAKEN);
      // The partner was deleted between the check and the insert.
      if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw notFound();
      throw error;
    }
    // The answer holds a password: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return createdPartnerUserToWire({
      id: created.id,
      temporaryPassword: created.temporaryPassword,
      expiresAt: created.expiresAt.toISOString(),
    });
  });

  // Ours (issue 8 §8): a user who lost their password gets a new one-time password; the old one and its sessions end.
  router.route(partnerUserContract.issueTemporaryPassword, async ({ params, reply, db }) => {
    const issued = await issueTemporaryPassword(db, params.id, { role: 'partner', partnerId: params.parceiroId });
    if (issued === undefined) throw notFound();
    reply.header('cache-control', 'no-store');
    return createdPartnerUserToWire({
      id: issued.id,
      temporaryPassword: issued.temporaryPassword,
      expiresAt: issued.expiresAt.toISOString(),
    });
  });

  router.route(partnerUserContract.remove, async ({ params, db }) => {
    const removed = await deleteUser(db, params.id, { role: 'partner', partnerId: params.parceiroId });
    if (!removed) throw notFound();
  });
}

/** The form's own rules (spec A §5), enforced again here so no client can store what the form would refuse. */
function checkedInput(body: UsuarioParceiroInputWire): PartnerUserInput {
  const input = partnerUserInputFromWire(body);
  const errors = validatePartnerUser(input, true);
  if (errors.length > 0) throw ruleFailure(errors, WIRE_FIELD);
  return normaliseUserAccount(input);
}
