/** Device calls (spec B §7 "Devices"): the customer's list, read, create and update; devices are never deleted. */
import * as v from 'valibot';
import type { Device, DeviceInput, DeviceRow } from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam, Int4Schema } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';
import { field, wireRecord } from './wire-record';

const customer = ACCESS.customer;
const idParams = v.object({ id: IdParam });
const Int = Int4Schema;

const deviceInputFields = {
  deviceName: field('deviceName', v.string()),
  deviceId: field('deviceId', v.string()),
  owner: field('proprietario', v.optional(v.nullable(v.string()), null)),
  active: field('ativo', v.optional(v.boolean(), true)),
};
export const deviceInputWire = wireRecord(deviceInputFields);
export const DispositivoInputSchema = deviceInputWire.schema;
export type DispositivoInputWire = v.InferOutput<typeof DispositivoInputSchema>;

/**
 * POST dispositivo's body: the device fields, and the id of a stored device when the spec's client saves an edit
 * through POST (the existing backend's POST saves either way); without one, a new device.
 */
export const DispositivoSaveSchema = v.object({
  id: v.optional(v.nullable(Int), null),
  ...DispositivoInputSchema.entries,
});
export type DispositivoSaveWire = v.InferOutput<typeof DispositivoSaveSchema>;

/** spec B §3: "deviceName, deviceId, proprietario, clienteId, ativo, id". */
export const deviceWire = wireRecord({
  id: field('id', Int),
  ...deviceInputFields,
  customerId: field('clienteId', v.optional(v.nullable(Int), null)),
});
export const DispositivoSchema = deviceWire.schema;
export type DispositivoWire = v.InferOutput<typeof DispositivoSchema>;

/** spec B §3: "In the list: modelo, deviceId, proprietario, ativo, id". */
export const deviceRowWire = wireRecord({
  model: field('modelo', v.string()),
  deviceId: field('deviceId', v.string()),
  owner: field('proprietario', v.nullable(v.string())),
  active: field('ativo', v.boolean()),
  id: field('id', Int),
});
export const DispositivoListaSchema = deviceRowWire.schema;
export type DispositivoListaWire = v.InferOutput<typeof DispositivoListaSchema>;

export const deviceContract = {
  list: endpoint({
    method: 'GET',
    path: 'dispositivo/pagination/',
    summary: 'Device list (paged): model, device id, owner, active',
    query: PagedQuerySchema,
    response: paged(DispositivoListaSchema),
    ...customer,
  }),
  get: endpoint({
    method: 'GET',
    path: 'dispositivo/{id}',
    summary: 'One device',
    params: idParams,
    response: DispositivoSchema,
    ...customer,
  }),
  create: endpoint({
    method: 'POST',
    path: 'dispositivo',
    summary: 'Create a device, or with an id update it as PUT does; response data is the id',
    body: DispositivoSaveSchema,
    response: Int,
    ...customer,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'dispositivo/{id}',
    summary: 'Update a device: owner and active switch only, its name and id are read-only; response data is the id',
    params: idParams,
    body: DispositivoInputSchema,
    response: Int,
    ...customer,
  }),
};

export const deviceInputFromWire: (w: DispositivoInputWire) => DeviceInput = deviceInputWire.fromWire;
export const deviceInputToWire: (d: DeviceInput) => DispositivoInputWire = deviceInputWire.toWire;
export const deviceFromWire: (w: DispositivoWire) => Device = deviceWire.fromWire;
export const deviceToWire: (d: Device) => DispositivoWire = deviceWire.toWire;
export const deviceRowFromWire: (w: DispositivoListaWire) => DeviceRow = deviceRowWire.fromWire;
export const deviceRowToWire: (r: DeviceRow) => DispositivoListaWire = deviceRowWire.toWire;
