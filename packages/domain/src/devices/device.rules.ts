/** Device form rules (spec B §2, §5): device name and id are read-only; owner and the active switch are editable. */
import { blankToNull } from '../shared/blank-to-null';
import { maxLengthErrors, requireFields, type RuleError } from '../shared/errors';
import type { Device, DeviceInput } from './device.model';

/** spec B §5: "Device name and id are read-only." */
export const DEVICE_READ_ONLY_FIELDS = ['deviceName', 'deviceId'] as const satisfies readonly (keyof DeviceInput)[];
/** spec B §2: "owner editable; an active switch". */
export const DEVICE_EDITABLE_FIELDS = ['owner', 'active'] as const satisfies readonly (keyof DeviceInput)[];

/**
 * Whether the form lets the user change a field. The portal has no new-device screen (spec B §2 lists only
 * /dispositivo/{id}), but POST dispositivo exists: a device created through it is given its name and id once.
 */
export function isDeviceFieldEditable(field: keyof DeviceInput, isNew: boolean): boolean {
  return isNew || (DEVICE_EDITABLE_FIELDS as readonly string[]).includes(field);
}

/** The columns' widths (drizzle/0018_devices.sql): a device's name, id and owner hold 100 characters each. */
export const DEVICE_TEXT_MAX = 100;

/** A new device named by an id the customer already has (the list holds one row per device). */
export const DEVICE_ID_EXISTS = 'DEVICE_ID_EXISTS';

/**
 * spec silent on required device fields: a new device needs its name and id, as they cannot be changed later.
 * An edit checks only what it changes, the owner.
 */
export function validateDevice(input: DeviceInput, isNew: boolean): RuleError[] {
  const owner = maxLengthErrors(input.owner ?? '', 'owner', DEVICE_TEXT_MAX);
  if (!isNew) return owner;
  return [
    ...requireFields(input, DEVICE_READ_ONLY_FIELDS),
    ...maxLengthErrors(input.deviceName, 'deviceName', DEVICE_TEXT_MAX),
    ...maxLengthErrors(input.deviceId, 'deviceId', DEVICE_TEXT_MAX),
    ...owner,
  ];
}

/** What an edit sends: the read-only fields as stored, whatever the form holds; a blank owner as null. */
export function deviceEdit(current: Device, input: DeviceInput): DeviceInput {
  return {
    deviceName: current.deviceName,
    deviceId: current.deviceId,
    owner: blankToNull(input.owner),
    active: input.active,
  };
}

/** What a create sends: trimmed name and id, a blank owner as null. */
export function normaliseNewDevice(input: DeviceInput): DeviceInput {
  return {
    deviceName: input.deviceName.trim(),
    deviceId: input.deviceId.trim(),
    owner: blankToNull(input.owner),
    active: input.active,
  };
}
