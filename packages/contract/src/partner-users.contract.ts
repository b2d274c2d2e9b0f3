/** Partner user calls (spec A §7 "Partners": parceiro/{parceiroId}/usuarios). */
import * as v from 'valibot';
import type { CreatedPartnerUser, PartnerUser, PartnerUserInput, PartnerUserRow } from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';
import { field, wireRecord } from './wire-record';

/**
 * spec A §3: "Partner user: usuarioId (or id), usuario, nome, email". The record is read by either name, so it is
 * accepted with either and written with both.
 */
export const UsuarioParceiroSchema = v.pipe(
  v.object({
    usuarioId: v.optional(v.number()),
    id: v.optional(v.number()),
    usuario: v.string(),
    nome: v.string(),
    email: v.string(),
  }),
  v.check((w) => w.usuarioId !== undefined || w.id !== undefined, 'expected usuarioId or id'),
);
export type UsuarioParceiroWire = v.InferOutput<typeof UsuarioParceiroSchema>;

/** A sign-in account's row as every user list answers it (spec A §7: dataRecords [usuario, usuarioId]). */
export const userAccountRowWire = wireRecord({
  login: field('usuario', v.string()),
  id: field('usuarioId', v.number()),
});
export const UsuarioParceiroRowSchema = userAccountRowWire.schema;
export type UsuarioParceiroRowWire = v.InferOutput<typeof UsuarioParceiroRowSchema>;

/** What every account form sends: partner users, customer users, sales points. */
export const userAccountInputFields = {
  login: field('usuario', v.string()),
  name: field('nome', v.string()),
  email: field('email', v.string()),
};
export const userAccountInputWire = wireRecord(userAccountInputFields);
/** A sign-in account as a customer user and the account lists name it. */
export const userAccountWire = wireRecord({ id: field('usuarioId', v.number()), ...userAccountInputFields });
export const UsuarioParceiroInputSchema = userAccountInputWire.schema;
export type UsuarioParceiroInputWire = v.InferOutput<typeof UsuarioParceiroInputSchema>;

/**
 * spec A §7: POST "returns an object with id" (where most creates answer the bare id). Ours also carries the new
 * account's one-time password, `senhaTemporaria`: the create call sends none, so the server generates one. It is in
 * this answer only — shown once, never stored in clear (only its hash), never readable again — and it signs in until
 * `senhaTemporariaValidaAte` (ISO 8601, UTC; 7 days), only to choose a new password on the sign-in page. Both are
 * optional so an answer of just the id, as the spec shows it, still reads.
 */
export const UsuarioParceiroCriadoSchema = v.object({
  id: v.number(),
  senhaTemporaria: v.optional(v.string()),
  senhaTemporariaValidaAte: v.optional(v.string()),
});
export type UsuarioParceiroCriadoWire = v.InferOutput<typeof UsuarioParceiroCriadoSchema>;

const admin = ACCESS.admin;
const partnerParams = v.object({ parceiroId: IdParam });
const userParams = v.object({ parceiroId: IdParam, id: IdParam });

export const partnerUserContract = {
  list: endpoint({
    method: 'GET',
    path: 'parceiro/{parceiroId}/usuarios',
    summary: "A partner's users (paged): dataRecords [usuario, usuarioId]",
    params: partnerParams,
    query: PagedQuerySchema,
    response: paged(UsuarioParceiroRowSchema),
    ...admin,
  }),
  get: endpoint({
    method: 'GET',
    path: 'parceiro/{parceiroId}/usuarios/{id}',
    summary: 'One partner user (read-only once stored)',
    params: userParams,
    response: UsuarioParceiroSchema,
    ...admin,
  }),
  create: endpoint({
    method: 'POST',
    path: 'parceiro/{parceiroId}/usuarios',
    summary: 'Create a partner user; answers an object with the new id',
    params: partnerParams,
    body: UsuarioParceiroInputSchema,
    response: UsuarioParceiroCriadoSchema,
    ...admin,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'parceiro/{parceiroId}/usuarios/{id}',
    summary: 'Delete a partner user',
    params: userParams,
    ...admin,
  }),
  issueTemporaryPassword: endpoint({
    method: 'POST',
    // Ours (the spec has none): an administrator gives a user who lost their password a new one-time password.
    path: 'parceiro/{parceiroId}/usuarios/{id}/senhatemporaria',
    summary:
      'Issue a new one-time password for a partner user (ours): the old password and every session of the account end; answers it as the create does',
    params: userParams,
    response: UsuarioParceiroCriadoSchema,
    ...admin,
  }),
};

export const partnerUserFromWire = (w: UsuarioParceiroWire): PartnerUser => ({
  // The schema's check guarantees one of the two.
  id: (w.usuarioId ?? w.id) as number,
  login: w.usuario,
  name: w.nome,
  email: w.email,
});
export const partnerUserToWire = (u: PartnerUser): UsuarioParceiroWire => ({
  usuarioId: u.id,
  id: u.id,
  usuario: u.login,
  nome: u.name,
  email: u.email,
});
export const partnerUserRowFromWire: (w: UsuarioParceiroRowWire) => PartnerUserRow = userAccountRowWire.fromWire;
export const partnerUserRowToWire: (r: PartnerUserRow) => UsuarioParceiroRowWire = userAccountRowWire.toWire;
export const partnerUserInputFromWire: (w: UsuarioParceiroInputWire) => PartnerUserInput =
  userAccountInputWire.fromWire;
export const partnerUserInputToWire: (u: PartnerUserInput) => UsuarioParceiroInputWire = userAccountInputWire.toWire;
/**
 * The create answer. The spec's answer is only `{id}`: the user exists by then, so a missing password reads as ''
 * rather than a failure.
 */
export const createdPartnerUserFromWire = (w: UsuarioParceiroCriadoWire): CreatedPartnerUser => ({
  id: w.id,
  temporaryPassword: w.senhaTemporaria ?? '',
  expiresAt: w.senhaTemporariaValidaAte ?? '',
});
export const createdPartnerUserToWire = (c: CreatedPartnerUser): UsuarioParceiroCriadoWire => ({
  id: c.id,
  senhaTemporaria: c.temporaryPassword,
  senhaTemporariaValidaAte: c.expiresAt,
});
