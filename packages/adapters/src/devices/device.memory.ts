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

/**
 * A device as the staff see it (issue 24 §1): 20 hex digits standing for the customer and the phone's own id, never
 * the id itself. The server's is a keyed HMAC; this fake's is a plain hash of the same two, stable across calls.
 */
export function fakeDevicePseudonym(customerId: number, key: string): string {
  const text = `${customerId}:${key}`;
  // Three FNV-1a passes with different offsets: 96 bits, of which 80 are shown.
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9].map((offset) => {
    let hash = offset;
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  });
  return words.join('').slice(0, 20);
}

export class MemoryDeviceAdapter extends MemoryResource<Device, DeviceRow, DeviceInput> implements DevicePort {
  /** The phones' own ids the customer's devices were made with; a seeded device's is taken to be its shown id. */
  private readonly keys: Set<string>;

  /** `customerId`: the customer a created device belongs to, as the server takes it from the caller's token. */
  constructor(seed: readonly Device[] = demoDevices, options: MemoryDeviceOptions = {}, customerId = 1) {
    // The seed in the order last seen, the most recent first; a device made here is seen as it is made.
    const seedRank = new Map(seed.map((device, index) => [device.id, seed.length - index]));
    super(
      seed,
      {
        searchIn: (row) => [row.model, row.deviceId, row.owner ?? ''],
        sorts: {
          model: (row) => row.model,
          deviceId: (row) => row.deviceId,
          owner: (row) => row.owner,
          active: (row) => row.active,
          id: (row) => row.id,
        },
        byDefault: { valueOf: (row) => seedRank.get(row.id) ?? seed.length + row.id, direction: 'desc' },
        idOf: (row) => row.id,
        toRow: deviceRowOf,
        checked: (input, existing) => this.checked(input, existing, customerId),
        // Devices are never deleted (the port has no remove).
        inUseKey: '',
      },
      options,
    );
    this.keys = new Set(seed.map((device) => device.deviceId));
  }

  private checked(input: DeviceInput, existing: Device | undefined, customerId: number): Omit<Device, 'id'> {
    const errors = validateDevice(input, existing === undefined);
    if (errors.length > 0) throw validationFailure(errors);
    if (existing !== undefined) return { ...deviceEdit(existing, input), customerId: existing.customerId };
    const clean = normaliseNewDevice(input);
    // As the server's unique index: one device per phone id of the customer, the id exactly as given.
    if (this.keys.has(clean.deviceId)) throw validationFailure([{ key: DEVICE_ID_EXISTS, field: 'deviceId' }]);
    this.keys.add(clean.deviceId);
    return { ...clean, deviceId: fakeDevicePseudonym(customerId, clean.deviceId), customerId };
  }
}
