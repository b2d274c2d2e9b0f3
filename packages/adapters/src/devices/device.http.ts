/**
 * DevicePort over the API (spec B §7 "Devices": dispositivo/pagination/, dispositivo/{id}, POST dispositivo): English
 * domain names in, Portuguese wire names out. Devices are never deleted, so the port has no remove.
 */
import {
  deviceContract,
  deviceFromWire,
  deviceInputToWire,
  deviceInputWire,
  deviceRowFromWire,
  listQueryToWire,
  pageFromWire,
  rowsFromWire,
} from '@tagtrail/contract';
import type { Cancellation, Device, DeviceInput, DevicePort, DeviceRow, ListQuery, Page } from '@tagtrail/domain';
import type { ApiClient } from '../http/api-client';
import { renamingFields } from '../http/error-fields';

const FIELDS = deviceInputWire.domainNames;

export class DeviceHttpAdapter implements DevicePort {
  constructor(private readonly api: ApiClient) {}

  async list(query: ListQuery, signal?: Cancellation): Promise<Page<DeviceRow>> {
    const wire = await this.api.call(deviceContract.list, { query: listQueryToWire(query), signal });
    return pageFromWire(wire, deviceRowFromWire);
  }

  allRows(query: ListQuery, signal?: Cancellation): AsyncIterable<DeviceRow> {
    return rowsFromWire(
      this.api.allRecords(deviceContract.list, { query: listQueryToWire(query), signal }),
      deviceRowFromWire,
    );
  }

  async get(id: number, signal?: Cancellation): Promise<Device> {
    return deviceFromWire(await this.api.call(deviceContract.get, { params: { id }, signal }));
  }

  create(input: DeviceInput): Promise<number> {
    return renamingFields(this.api.call(deviceContract.create, { body: deviceInputToWire(input) }), FIELDS);
  }

  update(id: number, input: DeviceInput): Promise<number> {
    return renamingFields(
      this.api.call(deviceContract.update, { params: { id }, body: deviceInputToWire(input) }),
      FIELDS,
    );
  }
}
