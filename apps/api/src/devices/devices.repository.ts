/**
 * The calling customer's devices in SQL (spec B §3 "Device"). Row-level security shows only the caller's rows; every
 * statement also names the caller's customer (issue 30 §2: a sharded database routes by that filter, not by the
 * policy), and a create stores it. Devices
 * are mostly made by folding the readings (tags/fold-readings.ts); POST dispositivo makes one by hand. A device's
 * id as the staff see it (deviceId) is its pseudonym to this customer, never its key: the key is the phone's cookie
 * (issue 24 §1, migration 0029).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { foldReadings } from '../tags/fold-readings';
import type { Device, DeviceInput, DeviceRow, Page } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { containsText, textOrder, type SortedPageQuery, tablePage } from '../db/paging';
import { constraintOf, UNIQUE_VIOLATION, sqlStateOf } from '../db/sql-errors';
import { devices } from './devices.schema';

export type DeviceSort = 'model' | 'deviceId' | 'owner' | 'active' | 'lastSeen' | 'id';

/** Another device of the customer already has this id: the unique index refused the write. */
export class DeviceKeyConflict extends Error {
  constructor() {
    super('device id already registered');
    this.name = 'DeviceKeyConflict';
  }
}

const SORT_COLUMNS: Readonly<Record<DeviceSort, SQL | typeof devices.id>> = {
  model: textOrder(devices.name),
  deviceId: textOrder(devices.pseudonym),
  owner: textOrder(devices.owner),
  active: sql`${devices.active}`,
  lastSeen: sql`${devices.lastSeenAt}`,
  id: devices.id,
};

const rowColumns = {
  id: devices.id,
  model: devices.name,
  deviceId: devices.pseudonym,
  owner: devices.owner,
  active: devices.active,
};

const recordColumns = {
  id: devices.id,
  deviceName: devices.name,
  deviceId: devices.pseudonym,
  owner: devices.owner,
  active: devices.active,
  customerId: devices.customerId,
};

/** The caller's customer's devices: `customerId` is the signed-in customer's, never one a request names. */
export function deviceRepository(db: Database, customerId: number) {
  const ofCustomer = eq(devices.customerId, customerId);
  const device = (id: number) => and(ofCustomer, eq(devices.id, id));
  return {
    async list(query: SortedPageQuery<DeviceSort>): Promise<Page<DeviceRow>> {
      await foldReadings(db);
      const where = and(ofCustomer, containsText(query.search, devices.name, devices.pseudonym, devices.owner));
      return tablePage(db, query, {
        table: devices,
        rows: db.select(rowColumns).from(devices).$dynamic(),
        where,
        sortColumns: SORT_COLUMNS,
        id: devices.id,
      });
    },

    async get(id: number): Promise<Device | undefined> {
      await foldReadings(db);
      const [row] = await db.select(recordColumns).from(devices).where(device(id));
      return row;
    },

    async create(input: DeviceInput): Promise<number> {
      try {
        const [row] = await db
          .insert(devices)
          .values({
            customerId,
            deviceKey: input.deviceId,
            name: input.deviceName,
            owner: input.owner,
            active: input.active,
          })
          .returning({ id: devices.id });
        if (row === undefined) throw new Error('insert into devices returned no id');
        return row.id;
      } catch (error) {
        if (sqlStateOf(error) === UNIQUE_VIOLATION && constraintOf(error) === 'devices_customer_key_idx')
          throw new DeviceKeyConflict();
        throw error;
      }
    },

    /** The owner and the active switch only (spec B §5: name and id read-only). Undefined when no such device. */
    async update(id: number, input: Pick<DeviceInput, 'owner' | 'active'>): Promise<number | undefined> {
      await foldReadings(db);
      const [row] = await db
        .update(devices)
        .set({ owner: input.owner, active: input.active })
        .where(device(id))
        .returning({ id: devices.id });
      return row?.id;
    },
  };
}
