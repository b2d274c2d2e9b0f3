/** Sales-point calls of the customer area (spec B §7 "Dashboard, app, sales points"). */
import * as v from 'valibot';
import type { IssuedSalesPointPassword, SalesPoint, SalesPointInput } from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';
import {
  createdPartnerUserFromWire,
  createdPartnerUserToWire,
  userAccountInputFields,
  userAccountInputWire,
  UsuarioParceiroCriadoSchema,
} from './partner-users.contract';
import { field, wireRecord } from './wire-record';

/** spec B §3 "Sales point: id, usuario, nome, email, usuarioId". */
export const salesPointWire = wireRecord({
  id: field('id', v.number()),
  ...userAccountInputFields,
  userId: field('usuarioId', v.number()),
});
export const PontoVendaSchema = salesPointWire.schema;
export type PontoVendaWire = v.InferOutput<typeof PontoVendaSchema>;

/** On PUT the server keeps the stored usuario and email (spec B §5: read-only when editing). */
export const PontoVendaInputSchema = userAccountInputWire.schema;
export type PontoVendaInputWire = v.InferOutput<typeof PontoVendaInputSchema>;

/**
 * What the create and the password reset answer (ours: spec B shows neither answer): the sales point's id and the
 * account's one-time password, `senhaTemporaria`, valid until `senhaTemporariaValidaAte` — in this answer only, as a
 * partner user's (see UsuarioParceiroCriadoSchema). The same machinery, the same answer.
 */
export const PontoVendaSenhaSchema = UsuarioParceiroCriadoSchema;
export type PontoVendaSenhaWire = v.InferOutput<typeof PontoVendaSenhaSchema>;

const customer = ACCESS.customer;
const idParams = v.object({ id: IdParam });

export const salesPointContract = {
  list: endpoint({
    method: 'GET',
    path: 'areacliente/pontovenda',
    summary: "The calling customer's sales points (paged)",
    query: PagedQuerySchema,
    response: paged(PontoVendaSchema),
    ...customer,
  }),
  get: endpoint({
    method: 'GET',
    path: 'areacliente/pontovenda/{id}',
    summary: 'One sales point',
    params: idParams,
    response: PontoVendaSchema,
    ...customer,
  }),
  create: endpoint({
    method: 'POST',
    path: 'areacliente/pontovenda',
    summary: 'Create a sales point and its sign-in account; answers the new id and its one-time password',
    body: PontoVendaInputSchema,
    response: PontoVendaSenhaSchema,
    ...customer,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'areacliente/pontovenda/{id}',
    summary: 'Update a sales point (usuario and email stay as stored); answers its id',
    params: idParams,
    body: PontoVendaInputSchema,
    response: v.number(),
    ...customer,
  }),
  // spec B §7 writes this one with a leading slash; the server drops it (paths are relative to /api either way).
  resetPassword: endpoint({
    method: 'DELETE',
    path: '/areacliente/pontovenda/{id}/password',
    summary:
      "Reset a sales point's password: the old one and the account's sessions end; answers the new one-time password",
    params: idParams,
    response: PontoVendaSenhaSchema,
    ...customer,
  }),
};

export const salesPointFromWire: (w: PontoVendaWire) => SalesPoint = salesPointWire.fromWire;
export const salesPointToWire: (s: SalesPoint) => PontoVendaWire = salesPointWire.toWire;
export const salesPointInputFromWire: (w: PontoVendaInputWire) => SalesPointInput = userAccountInputWire.fromWire;
export const salesPointInputToWire: (s: SalesPointInput) => PontoVendaInputWire = userAccountInputWire.toWire;

/** A server that answers only the id has no password to show: it reads as '' (see createdPartnerUserFromWire). */
export const issuedSalesPointPasswordFromWire = (w: PontoVendaSenhaWire): IssuedSalesPointPassword =>
  createdPartnerUserFromWire(w);
export const issuedSalesPointPasswordToWire = (i: IssuedSalesPointPassword): PontoVendaSenhaWire =>
  createdPartnerUserToWire(i);
