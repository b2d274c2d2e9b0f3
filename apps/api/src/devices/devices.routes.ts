/**
 * The customer area's device calls (spec B §7 "Devices"): the list, one device, create, edit. Scoped to the calling
 * customer by the database (tenant scope `customer`). An edit changes only the owner and the active switch (spec B
 * §5: name and id read-only), whatever the body says of the rest; devices are never deleted, they are blocked.
 */
import {
  deviceContract,
  deviceInputFromWire,
  deviceInputWire,
  deviceRowToWire,
  deviceRowWire,
  deviceToWire,
  sortNames,
  type DispositivoInputWire,
} from '@tagtrail/contract';
import {
  DEVICE_ID_EXISTS,
  deviceEdit,
  normaliseNewDevice,
  validateDevice,
  type Device,
  type DeviceInput,
} from '@tagtrail/domain';
import { notFound, ruleFailure, type ApiFailure } from '../http/api-failure';
import { sortedPageQuery } from '../http/list-query';
import type { Router } from '../http/route';
import { customerOf } from '../catalogue/catalogue-failures';
import { DeviceKeyConflict, deviceRepository } from './devices.repository';

const SORT_BY_NAME = {
  ...sortNames(deviceRowWire, ['model', 'deviceId', 'owner', 'active', 'id']),
  devicename: 'model',
} as const;

const idExists = (): ApiFailure =>
  ruleFailure([{ field: 'deviceId', key: DEVICE_ID_EXISTS }], deviceInputWire.wireNames);

export function registerDeviceRoutes(router: Router): void {
  // The most recently seen first: the device that just scanned is the one the customer looks for.
  router.route(deviceContract.list, async ({ query, caller, db }) => {
    const listQuery = sortedPageQuery(query, SORT_BY_NAME, { sort: 'lastSeen', direction: 'desc' });
    const page = await deviceRepository(db, customerOf(caller)).list(listQuery);
    return { dataRecords: page.records.map(deviceRowToWire), countRecords: page.total };
  });

  router.route(deviceContract.get, async ({ params, caller, db }) => {
    const device = await deviceRepository(db, customerOf(caller)).get(params.id);
    if (device === undefined) throw notFound();
    return deviceToWire(device);
  });

  // spec B §7 lists both POST dispositivo and PUT dispositivo/{id}: a POST naming a stored device saves it as PUT does.
  router.route(deviceContract.create, async ({ body: { id, ...body }, caller, db }) => {
    if (id !== null) return updateDevice(deviceRepository(db, customerOf(caller)), id, body);
    const input = checkedInput(body, undefined);
    try {
      return await deviceRepository(db, customerOf(caller)).create(input);
    } catch (error) {
      if (error instanceof DeviceKeyConflict) throw idExists();
      throw error;
    }
  });

  router.route(deviceContract.update, ({ params, body, caller, db }) =>
    updateDevice(deviceRepository(db, customerOf(caller)), params.id, body),
  );
}

/** The owner and the active switch of a device the caller sees; 404 for any other id, nothing changed. */
async function updateDevice(
  repository: ReturnType<typeof deviceRepository>,
  id: number,
  body: DispositivoInputWire,
): Promise<number> {
  const current = await repository.get(id);
  if (current === undefined) throw notFound();
  const updated = await repository.update(id, checkedInput(body, current));
  if (updated === undefined) throw notFound();
  return updated;
}

/** The form's rules (spec B §5), enforced again here so no client can store what the form would refuse. */
function checkedInput(body: DispositivoInputWire, current: Device | undefined): DeviceInput {
  const input = deviceInputFromWire(body);
  const errors = validateDevice(input, current === undefined);
  if (errors.length > 0) throw ruleFailure(errors, deviceInputWire.wireNames);
  return current === undefined ? normaliseNewDevice(input) : deviceEdit(current, input);
}
