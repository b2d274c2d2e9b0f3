/** Device calls (spec B §7 "Devices"): the customer's list, read, create and update; devices are never deleted. */
import * as v from 'valibot';
import type { Device, DeviceInput, DeviceRow } from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam, Int4Schema } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';

const customer = ACCESS.customer;
const idParams = v.object({ id: IdParam });
const Int = Int4Schema;

export const DispositivoInputSchema = v.object({
  deviceName: v.string(),
  deviceId: v.string(),
  proprietario: v.optional(v.nullable(v.string()), null),
  ativo: v.optional(v.boolean(), true),
});
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
export const DispositivoSchema = v.object({
  id: Int,
  ...DispositivoInputSchema.entries,
  clienteId: v.optional(v.nullable(Int), null),
});
export type DispositivoWire = v.InferOutput<typeof DispositivoSchema>;

/** spec B §3: "In the list: modelo, deviceId, proprietario, ativo, id". */
export const DispositivoListaSchema = v.object({
  modelo: v.string(),
  deviceId: v.string(),
  proprietario: v.nullable(v.string()),
  ativo: v.boolean(),
  id: Int,
});
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

export const deviceInputFromWire = (w: DispositivoInputWire): DeviceInput => ({
  deviceName: w.deviceName,
  deviceId: w.deviceId,
  owner: w.proprietario,
  active: w.ativo,
});
export const deviceInputToWire = (d: DeviceInput): DispositivoInputWire => ({
  deviceName: d.deviceName,
  deviceId: d.deviceId,
  proprietario: d.owner,
  ativo: d.active,
});

export const deviceFromWire = (w: DispositivoWire): Device => ({
  id: w.id,
  ...deviceInputFromWire(w),
  customerId: w.clienteId,
});
export const deviceToWire = (d: Device): DispositivoWire => ({
  id: d.id,
  ...deviceInputToWire(d),
  clienteId: d.customerId,
});

export const deviceRowFromWire = (w: DispositivoListaWire): DeviceRow => ({
  id: w.id,
  model: w.modelo,
  deviceId: w.deviceId,
  owner: w.proprietario,
  active: w.ativo,
});
export const deviceRowToWire = (r: DeviceRow): DispositivoListaWire => ({
  modelo: r.model,
  deviceId: r.deviceId,
  proprietario: r.owner,
  ativo: r.active,
  id: r.id,
});
