/**
 * Save a device: a new one is created with its name and id; an existing one changes only its owner and active
 * switch (spec B §5). Answers the id (spec B §7: "response data is the id") or the rule errors.
 */
import { saveRecord, type SaveResult } from '../shared/save-result';
import type { Device, DeviceInput } from './device.model';
import type { DevicePort } from './device.port';
import { deviceEdit, normaliseNewDevice, validateDevice } from './device.rules';

/** `current` is the device as loaded for the form, or undefined for a new one. */
export function saveDevice(port: DevicePort, current: Device | undefined, input: DeviceInput): Promise<SaveResult> {
  return saveRecord(port, current?.id, validateDevice(input, current === undefined), () =>
    current === undefined ? normaliseNewDevice(input) : deviceEdit(current, input),
  );
}
