import { describe, expect, it } from 'vitest';
import { DEVICE_ID_EXISTS, PortError, REQUIRED_FIELD_MESSAGE } from '@tagtrail/domain';
import { demoDevices } from './device.demo';
import { MemoryDeviceAdapter } from './device.memory';

const query = { page: 0, rowsPerPage: 10, searchText: '' };

describe('MemoryDeviceAdapter', () => {
  it('lists model, id, owner and the active switch, searching the owner too', async () => {
    const devices = new MemoryDeviceAdapter();
    const page = await devices.list({ ...query, searchText: 'pereira' });
    expect(page).toEqual({
      records: [
        {
          id: 5,
          model: 'Xiaomi Redmi Note 13',
          deviceId: demoDevices[4]?.deviceId,
          owner: 'Carlos Pereira',
          active: false,
        },
      ],
      total: 1,
    });
  });

  it('an edit changes only the owner and the active switch', async () => {
    const devices = new MemoryDeviceAdapter();
    await devices.update(2, { deviceName: 'x', deviceId: 'y', owner: ' Bia ', active: false });
    expect(await devices.get(2)).toMatchObject({
      deviceName: 'Samsung SM-S918B',
      deviceId: demoDevices[1]?.deviceId,
      owner: 'Bia',
      active: false,
    });
  });

  it('refuses a new device without its id, or with an id already listed', async () => {
    const devices = new MemoryDeviceAdapter();
    await expect(devices.create({ deviceName: 'A', deviceId: ' ', owner: null, active: true })).rejects.toMatchObject({
      details: [{ key: REQUIRED_FIELD_MESSAGE, field: 'deviceId' }],
    });
    const taken = devices.create({
      deviceName: 'A',
      deviceId: demoDevices[0]?.deviceId ?? '',
      owner: null,
      active: true,
    });
    await expect(taken).rejects.toBeInstanceOf(PortError);
    await expect(taken).rejects.toMatchObject({ details: [{ key: DEVICE_ID_EXISTS, field: 'deviceId' }] });
    const id = await devices.create({ deviceName: 'New', deviceId: 'new-1', owner: '', active: true });
    expect(await devices.get(id)).toMatchObject({ deviceName: 'New', owner: null, customerId: 1 });
  });
});
