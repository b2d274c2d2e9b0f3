/**
 * Save a device: a new one is created with its name and id; an existing one changes only its owner and active
 * switch (spec B §5). Answers the id (spec B §7: "response data is the id") or the rule errors.
 */
import type { RuleError } from '../shared/errors';
import type { Device, DeviceInput } from './device.model';
import type { DevicePort } from './device.port';
import { deviceEdit, normaliseNewDevice, validateDevice } from './device.rules';

export type DeviceSaveResult =
  { readonly ok: true; readonly id: number } | { readonly ok: false; readonly errors: RuleError[] };

/** `current` is the device as loaded for the form, or undefined for a new one. */
export async function saveDevice(
  port: DevicePort,
  current: Device | undefined,
  input: DeviceInput,
): Promise<DeviceSaveResult> {
  const errors = validateDevice(input, current === undefined);
  if (errors.length > 0) return { ok: false, errors };
  const id =
    current === undefined
      ? await port.create(normaliseNewDevice(input))
      : await port.update(current.id, deviceEdit(current, input));
  return { ok: true, id };
}
