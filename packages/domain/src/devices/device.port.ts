import type { ListPort, RecordPort } from '../shared/resource.port';
import type { Device, DeviceInput, DeviceRow } from './device.model';

/** spec B §7 "Devices": list, read, create and update; devices are never deleted (blocked instead). */
export type DevicePort = ListPort<DeviceRow> & Omit<RecordPort<Device, DeviceInput>, 'remove'>;
export const DevicePortToken = Symbol.for('DevicePort');
