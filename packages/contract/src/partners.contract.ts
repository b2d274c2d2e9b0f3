/** Partner calls (spec A §7 "Partners"). */
import * as v from 'valibot';
import type { Partner, PartnerInput } from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';
import { field, wireRecord } from './wire-record';

const partnerInputFields = { name: field('nome', v.string()), taxId: field('cnpj', v.string()) };
export const partnerInputWire = wireRecord(partnerInputFields);
export const partnerWire = wireRecord({ id: field('id', v.number()), ...partnerInputFields });

export const ParceiroSchema = partnerWire.schema;
export type ParceiroWire = v.InferOutput<typeof ParceiroSchema>;
export const ParceiroInputSchema = partnerInputWire.schema;
export type ParceiroInputWire = v.InferOutput<typeof ParceiroInputSchema>;

const admin = ACCESS.admin;
const idParams = v.object({ id: IdParam });

export const partnerContract = {
  list: endpoint({
    method: 'GET',
    path: 'parceiro',
    summary: 'Partner list (paged)',
    query: PagedQuerySchema,
    response: paged(ParceiroSchema),
    ...admin,
  }),
  get: endpoint({
    method: 'GET',
    path: 'parceiro/{id}',
    summary: 'One partner',
    params: idParams,
    response: ParceiroSchema,
    ...admin,
  }),
  create: endpoint({
    method: 'POST',
    path: 'parceiro',
    summary: 'Create a partner; answers the new id',
    body: ParceiroInputSchema,
    response: v.number(),
    ...admin,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'parceiro/{id}',
    summary: 'Update a partner; answers its id',
    params: idParams,
    body: ParceiroInputSchema,
    response: v.number(),
    ...admin,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'parceiro/{id}',
    summary: 'Delete a partner; refused with error 1 while it has users, customers or lots',
    params: idParams,
    ...admin,
  }),
};

export const partnerFromWire: (w: ParceiroWire) => Partner = partnerWire.fromWire;
export const partnerToWire: (p: Partner) => ParceiroWire = partnerWire.toWire;
export const partnerInputFromWire: (w: ParceiroInputWire) => PartnerInput = partnerInputWire.fromWire;
