import { describe, expect, it } from 'vitest';
import type { Device, DeviceInput, DeviceRow } from './device.model';
import type { DevicePort } from './device.port';
import { saveDevice } from './save-device.use-case';

function fakeDevices() {
  const created: DeviceInput[] = [];
  const updated: [number, DeviceInput][] = [];
  const port: DevicePort = {
    list: async () => ({ records: [] as DeviceRow[], total: 0 }),
    get: async () => {
      throw new Error('not used');
    },
    create: async (input) => {
      created.push(input);
      return 41;
    },
    update: async (id, input) => {
      updated.push([id, input]);
      return id;
    },
  };
  return { port, created, updated };
}

const stored: Device = { id: 5, deviceName: 'iPhone 15', deviceId: 'ios-1', owner: null, active: true, customerId: 1 };

describe('saveDevice', () => {
  it('updates owner and active switch only, and answers the id', async () => {
    const fake = fakeDevices();
    const result = await saveDevice(fake.port, stored, {
      ...stored,
      deviceName: 'changed',
      owner: 'Bruno',
      active: false,
    });
    expect(result).toEqual({ ok: true, id: 5 });
    expect(fake.updated).toEqual([[5, { deviceName: 'iPhone 15', deviceId: 'ios-1', owner: 'Bruno', active: false }]]);
  });

  it('creates a new device and answers the new id', async () => {
    const fake = fakeDevices();
    const result = await saveDevice(fake.port, undefined, {
      deviceName: 'Moto',
      deviceId: 'm-1',
      owner: '',
      active: true,
    });
    expect(result).toEqual({ ok: true, id: 41 });
    expect(fake.created[0]?.owner).toBeNull();
  });

  it('sends nothing for a new device without its id', async () => {
    const fake = fakeDevices();
    const result = await saveDevice(fake.port, undefined, {
      deviceName: 'Moto',
      deviceId: ' ',
      owner: null,
      active: true,
    });
    expect(result.ok).toBe(false);
    expect(fake.created).toEqual([]);
  });
});
