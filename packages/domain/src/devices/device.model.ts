/** Device (spec B §3): a phone that has read the customer's tags; the customer names its owner and may block it. */
import * as v from 'valibot';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const DeviceInputSchema = v.object({
  /** The phone's model or name, as the app reported it. */
  deviceName: v.string(),
  /** The phone's own identifier, as the app reported it. */
  deviceId: v.string(),
  owner: v.optional(v.nullable(v.string()), null),
  /** false means blocked (spec B §2: "blocked indicator"; the dashboard counts locked devices). */
  active: v.optional(v.boolean(), true),
});
export type DeviceInput = v.InferOutput<typeof DeviceInputSchema>;

export const DeviceSchema = v.object({
  id: Id,
  ...DeviceInputSchema.entries,
  /** The customer whose tags it read; set by the server from the caller's token. */
  customerId: v.optional(v.nullable(Id), null),
});
export type Device = v.InferOutput<typeof DeviceSchema>;

/** A row of the device list (spec B §2: model/name, id, owner, blocked indicator). */
export const DeviceRowSchema = v.object({
  id: Id,
  model: v.string(),
  deviceId: v.string(),
  owner: v.nullable(v.string()),
  active: v.boolean(),
});
export type DeviceRow = v.InferOutput<typeof DeviceRowSchema>;

export const emptyDeviceInput: DeviceInput = { deviceName: '', deviceId: '', owner: null, active: true };

/** spec B §2: the list shows a blocked indicator for a device that is not active. */
export function isDeviceBlocked(device: Pick<Device, 'active'>): boolean {
  return !device.active;
}
