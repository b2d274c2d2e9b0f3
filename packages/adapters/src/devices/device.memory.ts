/**
 * DevicePort over an array, for stories and tests: answering and refusing as the server does (the form's rules, an
 * edit changing only the owner and the active switch, one device per id).
 */
import {
  DEVICE_ID_EXISTS,
  deviceEdit,
  normaliseNewDevice,
  validateDevice,
  type Device,
  type DeviceInput,
  type DevicePort,
  type DeviceRow,
} from '@tagtrail/domain';
import { MemoryResource } from '../memory/memory-resource';
import { validationFailure, type MemoryOptions } from '../memory/memory-options';
import { demoDevices } from './device.demo';

export type DeviceOperation = 'list' | 'get' | 'create' | 'update';
export type MemoryDeviceOptions = MemoryOptions<DeviceOperation>;

export const deviceRowOf = ({ id, deviceName, deviceId, owner, active }: Device): DeviceRow => ({
  id,
  model: deviceName,
  deviceId,
  owner,
  active,
});

export class MemoryDeviceAdapter extends MemoryResource<Device, DeviceRow, DeviceInput> implements DevicePort {
  /** `customerId`: the customer a created device belongs to, as the server takes it from the caller's token. */
  constructor(seed: readonly Device[] = demoDevices, options: MemoryDeviceOptions = {}, customerId = 1) {
    super(
      seed,
      {
        searchIn: (row) => [row.model, row.deviceId, row.owner ?? ''],
        toRow: deviceRowOf,
        checked: (input, existing) => this.checked(input, existing, customerId),
        // Devices are never deleted (the port has no remove).
        inUseKey: '',
      },
      options,
    );
  }

  private checked(input: DeviceInput, existing: Device | undefined, customerId: number): Omit<Device, 'id'> {
    const errors = validateDevice(input, existing === undefined);
    if (errors.length > 0) throw validationFailure(errors);
    if (existing !== undefined) return { ...deviceEdit(existing, input), customerId: existing.customerId };
    const clean = normaliseNewDevice(input);
    if (this.records.some((other) => other.deviceId === clean.deviceId))
      throw validationFailure([{ key: DEVICE_ID_EXISTS, field: 'deviceId' }]);
    return { ...clean, customerId };
  }
}
