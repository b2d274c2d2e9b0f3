import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIELD_TOO_LONG, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { DeviceInputSchema, emptyDeviceInput, isDeviceBlocked, type Device, type DeviceInput } from './device.model';
import {
  DEVICE_EDITABLE_FIELDS,
  DEVICE_READ_ONLY_FIELDS,
  DEVICE_TEXT_MAX,
  deviceEdit,
  isDeviceFieldEditable,
  normaliseNewDevice,
  validateDevice,
} from './device.rules';

const stored: Device = { id: 9, deviceName: 'Pixel 8', deviceId: 'abc-123', owner: 'Ana', active: true, customerId: 1 };

describe('device form (spec B §2, §5)', () => {
  it('device name and id are read-only; owner and the active switch are editable', () => {
    expect(DEVICE_READ_ONLY_FIELDS).toEqual(['deviceName', 'deviceId']);
    expect(DEVICE_EDITABLE_FIELDS).toEqual(['owner', 'active']);
    expect(isDeviceFieldEditable('deviceName', false)).toBe(false);
    expect(isDeviceFieldEditable('deviceId', false)).toBe(false);
    expect(isDeviceFieldEditable('owner', false)).toBe(true);
    expect(isDeviceFieldEditable('active', false)).toBe(true);
  });

  it('a new device is given its name and id', () => {
    expect(isDeviceFieldEditable('deviceId', true)).toBe(true);
    expect(validateDevice(emptyDeviceInput, true)).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'deviceName' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'deviceId' },
    ]);
  });

  it('an owner, a new name or a new id longer than the column is refused', () => {
    const long = 'x'.repeat(DEVICE_TEXT_MAX + 1);
    expect(validateDevice({ ...stored, owner: long }, false)).toEqual([
      { key: FIELD_TOO_LONG, field: 'owner', params: { max: DEVICE_TEXT_MAX } },
    ]);
    expect(validateDevice({ ...stored, deviceName: long }, false)).toEqual([]);
    expect(validateDevice({ ...stored, deviceName: long, deviceId: long }, true).map((error) => error.field)).toEqual([
      'deviceName',
      'deviceId',
    ]);
  });

  it('an edit requires nothing, as only owner and active change', () => {
    expect(validateDevice({ ...emptyDeviceInput, deviceName: '', deviceId: '' }, false)).toEqual([]);
  });

  it('property: an edit never changes the device name or id, whatever the form holds', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.option(fc.string(), { nil: null }),
        fc.boolean(),
        (name, id, owner, active) => {
          const input: DeviceInput = { deviceName: name, deviceId: id, owner, active };
          const sent = deviceEdit(stored, input);
          expect(sent.deviceName).toBe(stored.deviceName);
          expect(sent.deviceId).toBe(stored.deviceId);
          expect(sent.active).toBe(active);
        },
      ),
    );
  });

  it('sends a blank owner as null', () => {
    expect(deviceEdit(stored, { ...stored, owner: '  ' }).owner).toBeNull();
    expect(normaliseNewDevice({ deviceName: ' X ', deviceId: ' 1 ', owner: '', active: true })).toEqual({
      deviceName: 'X',
      deviceId: '1',
      owner: null,
      active: true,
    });
  });

  it('a device starts active; one not active shows as blocked', () => {
    expect(v.parse(DeviceInputSchema, { deviceName: 'a', deviceId: 'b' })).toEqual({
      deviceName: 'a',
      deviceId: 'b',
      owner: null,
      active: true,
    });
    expect(isDeviceBlocked({ active: false })).toBe(true);
    expect(isDeviceBlocked({ active: true })).toBe(false);
  });
});
