import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Device, DeviceRow } from '@tagtrail/domain';
import {
  deviceContract,
  deviceFromWire,
  deviceInputFromWire,
  deviceInputToWire,
  deviceRowFromWire,
  deviceRowToWire,
  deviceToWire,
  DispositivoInputSchema,
  DispositivoListaSchema,
  DispositivoSchema,
} from './devices.contract';
import { survivesTheWire } from './wire.test-helpers';

const id = fc.integer({ min: 1, max: 1_000_000 });
const device: fc.Arbitrary<Device> = fc.record({
  id,
  deviceName: fc.string(),
  deviceId: fc.string(),
  owner: fc.option(fc.string(), { nil: null }),
  active: fc.boolean(),
  customerId: fc.option(id, { nil: null }),
});
const row: fc.Arbitrary<DeviceRow> = fc.record({
  id,
  model: fc.string(),
  deviceId: fc.string(),
  owner: fc.option(fc.string(), { nil: null }),
  active: fc.boolean(),
});

describe('device endpoints (spec B §7 "Devices")', () => {
  it('GET dispositivo/pagination/, GET dispositivo/{id}, POST dispositivo, PUT dispositivo/{id}, for customers', () => {
    expect(Object.values(deviceContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET dispositivo/pagination/',
      'GET dispositivo/{id}',
      'POST dispositivo',
      'PUT dispositivo/{id}',
    ]);
    for (const e of Object.values(deviceContract)) expect(e.roles).toEqual(['customer']);
  });

  it('POST takes the device fields, and the id of a stored device to save it as PUT does', () => {
    const fields = { deviceName: 'Pixel', deviceId: 'x1', proprietario: null, ativo: true };
    expect(v.parse(deviceContract.create.body as v.GenericSchema, fields)).toEqual({ id: null, ...fields });
    expect(v.parse(deviceContract.create.body as v.GenericSchema, { ...fields, id: 4 })).toEqual({ id: 4, ...fields });
  });

  it('POST and PUT answer the id (response data is the id)', () => {
    expect(v.parse(deviceContract.create.response as v.GenericSchema, 7)).toBe(7);
    expect(v.parse(deviceContract.update.response as v.GenericSchema, 7)).toBe(7);
  });
});

describe('device wire names (spec B §3)', () => {
  it('reads a device: deviceName, deviceId, proprietario, clienteId, ativo, id', () => {
    const wire = { deviceName: 'Pixel', deviceId: 'x1', proprietario: 'Ana', clienteId: 2, ativo: false, id: 4 };
    expect(deviceFromWire(v.parse(DispositivoSchema, wire))).toEqual({
      id: 4,
      deviceName: 'Pixel',
      deviceId: 'x1',
      owner: 'Ana',
      active: false,
      customerId: 2,
    });
  });

  it('reads a list row: modelo, deviceId, proprietario, ativo, id', () => {
    const wire = { modelo: 'SM-G991B', deviceId: 'x1', proprietario: null, ativo: true, id: 4 };
    expect(deviceRowFromWire(v.parse(DispositivoListaSchema, wire))).toEqual({
      id: 4,
      model: 'SM-G991B',
      deviceId: 'x1',
      owner: null,
      active: true,
    });
  });
});

describe('device codecs round trip', () => {
  it('property: a device, its input and its row survive the wire unchanged', () => {
    survivesTheWire(device, DispositivoSchema, deviceToWire, deviceFromWire);
    const input = device.map(({ deviceName, deviceId, owner, active }) => ({ deviceName, deviceId, owner, active }));
    survivesTheWire(input, DispositivoInputSchema, deviceInputToWire, deviceInputFromWire);
    survivesTheWire(row, DispositivoListaSchema, deviceRowToWire, deviceRowFromWire);
  });
});
