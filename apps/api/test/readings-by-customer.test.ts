/**
 * Readings carry their customer (migrations 0045 and 0052, issue 30 §2 and §4): the customer whose lot the tag was in
 * when it was read, stored by the scan, filled by a trigger for any other insert, and read by the customer through that
 * column alone; a tag in no customer's lot has its readings kept as the partner's (unclaimed_readings), and a lot with
 * a customer's readings keeps that customer. The reading map's month is then read newest first from the customer's
 * range of the (customer_id, read_at) index and stops at its limit, whatever the table holds.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodReadingSearch } from '@tagtrail/domain';
import { MIGRATIONS_FOLDER } from '../src/db/client';
import { inTenantTransaction } from '../src/db/tenancy';
import { foundReadings, planForManyReadings } from '../src/tags/reading-map.repository';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';
import { migrationsBefore } from './support/migrations-before';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: false });

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: PromiseLike<unknown>) => ((await query) as Rows<T>).rows;

let world: TwoTenants;
beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

/** How many readings each customer sees of these tags, signed in as that customer. */
async function seenBy(customerId: number, tagIds: readonly number[]): Promise<number> {
  return inTenantTransaction(api.server.db, { scope: 'customer', customerId }, async (tx) => {
    const [row] = await rowsOf<{ n: number }>(
      tx.execute(sql`select count(*)::int as n from readings where tag_id = any(${`{${tagIds.join(',')}}`}::bigint[])`),
    );
    return Number(row?.n);
  });
}

async function customersOfReadings(tagIds: readonly number[]): Promise<(number | null)[]> {
  const rows = await rowsOf<{ customer_id: number | null }>(
    api.server.db.execute(
      sql`select customer_id from readings where tag_id = any(${`{${tagIds.join(',')}}`}::bigint[]) order by id`,
    ),
  );
  return rows.map((row) => (row.customer_id === null ? null : Number(row.customer_id)));
}

describe('a reading’s customer', () => {
  it('is stored by the scan: the customer of the lot the tag was in', async () => {
    const { alpha } = world;
    const [tag] = await rowsOf<{ id: number; tag_id: string }>(
      api.server.db.execute(sql`select id, tag_id from tags where id = ${alpha.tagIds[0]}`),
    );
    const scans = JSON.stringify([
      { tag_id: tag?.tag_id, latitude: -23.5, longitude: -46.6, device_id: 'by-customer' },
    ]);
    await api.server.db.execute(sql`select * from visitor_scans(${scans}::jsonb)`);
    const stored = await rowsOf<{ customer_id: number }>(
      api.server.db.execute(sql`select customer_id from readings where device_id = 'by-customer'`),
    );
    expect(stored.map((row) => Number(row.customer_id))).toEqual([alpha.customerId]);
  });

  it('is filled from the tag when an insert leaves it out, and kept when it names it', async () => {
    const { alpha } = world;
    const tagId = alpha.tagIds[1]!;
    await api.server.db.execute(sql`insert into readings (tag_id, device_id) values (${tagId}, 'left-out')`);
    const [row] = await rowsOf<{ customer_id: number }>(
      api.server.db.execute(sql`select customer_id from readings where device_id = 'left-out'`),
    );
    expect(Number(row?.customer_id)).toBe(alpha.customerId);
  });

  it('is never missing: a tag in no customer’s lot has its readings kept as the partner’s, counted, and never moved', async () => {
    const { db } = api.server;
    const { alpha, bravo } = world;
    const [lot] = await rowsOf<{ id: number }>(
      db.execute(sql`insert into partner_lots (partner_id, number, type, quantity)
                     values (${alpha.partnerId}, 'unsold-lot', 2, 2) returning id`),
    );
    const tagIds = (
      await rowsOf<{ id: number }>(
        db.execute(sql`insert into tags (partner_lot_id, tag_id, sequence)
                       values (${lot!.id}, 'unsold-1', 1), (${lot!.id}, 'unsold-2', 2) returning id`),
      )
    ).map((row) => Number(row.id));
    await db.execute(sql`insert into readings (tag_id) values (${tagIds[0]}), (${tagIds[1]}), (${tagIds[1]})`);
    // The scan as well: a factory's test tap of a tag in no customer's lot answers with the tag's count.
    const scans = JSON.stringify([{ tag_id: 'unsold-1', latitude: 1, longitude: 2, device_id: 'factory-test' }]);
    const [scanned] = await rowsOf<{ read_count: number }>(
      db.execute(sql`select read_count from visitor_scans(${scans}::jsonb)`),
    );
    expect(Number(scanned?.read_count)).toBe(2);

    expect(await customersOfReadings(tagIds)).toEqual([]);
    const unclaimed = await rowsOf<{ tag_id: number; device_id: string | null }>(
      db.execute(sql`select tag_id, device_id from unclaimed_readings
                     where tag_id = any(${`{${tagIds.join(',')}}`}::bigint[]) order by id`),
    );
    expect(unclaimed.map((row) => [Number(row.tag_id), row.device_id])).toEqual([
      [tagIds[0], null],
      [tagIds[1], null],
      [tagIds[1], null],
      [tagIds[0], 'factory-test'],
    ]);
    const counts = await rowsOf<{ read_count: number }>(
      db.execute(sql`select read_count from tags where id = any(${`{${tagIds.join(',')}}`}::bigint[]) order by id`),
    );
    expect(counts.map((row) => Number(row.read_count))).toEqual([2, 2]);

    // A lot's first customer takes none of the partner's test readings: they were never the customer's.
    await db.execute(sql`update partner_lots set customer_id = ${alpha.customerId} where id = ${lot!.id}`);
    expect(await customersOfReadings(tagIds)).toEqual([]);
    expect(await seenBy(alpha.customerId, tagIds)).toBe(0);
    // The customer's own readings from then on are the customer's.
    await db.execute(sql`insert into readings (tag_id) values (${tagIds[0]})`);
    expect(await customersOfReadings(tagIds)).toEqual([alpha.customerId]);
    expect(await seenBy(alpha.customerId, tagIds)).toBe(1);
    expect(await seenBy(bravo.customerId, tagIds)).toBe(0);

    // A lot with a customer's readings keeps that customer, whoever asks: another customer, or none.
    for (const customerId of [bravo.customerId, null])
      await expect(
        db.execute(sql`update partner_lots set customer_id = ${customerId} where id = ${lot!.id}`),
      ).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/has readings of customer \d+, and keeps it/) },
      });
    expect(await customersOfReadings(tagIds)).toEqual([alpha.customerId]);
  });

  it('lets a lot without a customer’s readings change hands, and lose its customer', async () => {
    const { db } = api.server;
    const { alpha, bravo } = world;
    const [lot] = await rowsOf<{ id: number }>(
      db.execute(sql`insert into partner_lots (partner_id, customer_id, number, type, quantity)
                     values (${alpha.partnerId}, ${alpha.customerId}, 'unread-lot', 2, 1) returning id`),
    );
    const customerOfLot = async () =>
      (
        await rowsOf<{ customer_id: number | null }>(
          db.execute(sql`select customer_id from partner_lots where id = ${lot!.id}`),
        )
      )[0]?.customer_id;
    await db.execute(sql`update partner_lots set customer_id = ${bravo.customerId} where id = ${lot!.id}`);
    expect(await customerOfLot()).toBe(bravo.customerId);
    await db.execute(sql`update partner_lots set customer_id = null where id = ${lot!.id}`);
    expect(await customerOfLot()).toBeNull();
  });

  it('keeps a reading of another customer out of sight, whatever tag it names', async () => {
    const { db } = api.server;
    const { alpha, bravo } = world;
    // A reading of Alpha's tag stored as Bravo's (as a tag moved between the two would leave it): Alpha sees it not.
    await db.execute(sql`insert into readings (tag_id, customer_id, device_id)
                         values (${alpha.tagIds[2]}, ${bravo.customerId}, 'stored-as-bravo')`);
    const seen = await inTenantTransaction(db, { scope: 'customer', customerId: alpha.customerId }, (tx) =>
      rowsOf(tx.execute(sql`select id from readings where device_id = 'stored-as-bravo'`)),
    );
    expect(seen).toEqual([]);
  });
});

describe('the reading map’s month', () => {
  it('is read newest first from the customer’s range of the (customer_id, read_at) index, stopping at the limit', async () => {
    const { db } = api.server;
    const { alpha, bravo } = world;
    // Both customers' readings in the month, Bravo's more: without statistics (PGlite has no autovacuum) the plan
    // must still walk Alpha's range alone, and stop.
    for (const [tenant, count] of [
      [alpha, 2_000],
      [bravo, 6_000],
    ] as const)
      await db.execute(sql`
        insert into readings (tag_id, customer_id, read_at, latitude, longitude)
        select ${tenant.tagIds[0]}, ${tenant.customerId}, now() - g * interval '5 minutes', -23.5, -46.6
          from generate_series(1, ${count}) g`);
    const query = periodReadingSearch(
      new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
      new Date().toISOString().slice(0, 10),
    );
    const plan = await inTenantTransaction(db, { scope: 'customer', customerId: alpha.customerId }, async (tx) => {
      await planForManyReadings(tx as unknown as typeof db);
      const lines = await rowsOf<{ 'QUERY PLAN': string }>(
        tx.execute(sql`explain select r.read_at ${foundReadings(alpha.customerId, query)}`),
      );
      return lines.map((line) => line['QUERY PLAN']).join('\n');
    });
    // Each month of the period read newest first from its part of the index (merged when the period spans two), the
    // other months pruned (0046).
    expect(plan).toMatch(
      /Limit[\s\S]*Index Scan Backward using readings_\d{4}_\d{2}_customer_id_read_at_idx on readings_\d{4}_\d{2}/,
    );
    expect(plan).not.toMatch(/Seq Scan on readings|Bitmap Heap Scan on readings/);
  });

  it('has the period’s bounds in the index condition under the row policy, so that today reads today’s readings alone', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const plan = await inTenantTransaction(
      api.server.db,
      { scope: 'customer', customerId: world.alpha.customerId },
      async (tx) => {
        await planForManyReadings(tx as unknown as typeof api.server.db);
        const lines = await rowsOf<{ 'QUERY PLAN': string }>(
          tx.execute(
            sql`explain select r.read_at ${foundReadings(world.alpha.customerId, periodReadingSearch(today, today))}`,
          ),
        );
        return lines.map((line) => line['QUERY PLAN']).join('\n');
      },
    );
    // Bounds compared as dates were filters applied after the policy, row by row over every newer reading.
    expect(plan).toMatch(/Index Cond: \(\(customer_id = [^\n]*read_at >= [^\n]*read_at < /);
    expect(plan).not.toMatch(/Filter: [^\n]*read_at/);
  });
});

describe('migration 0045 on existing readings', () => {
  it('gives each reading its tag’s customer: the customer lot’s, else the partner lot’s; none makes it unclaimed (0052)', async () => {
    const before = migrationsBefore('0045_readings_carry_their_customer');

    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      // Lots as a scratch database holds them: the partners and customers they name are not the point here.
      await db.execute(sql`alter table partner_lots drop constraint partner_lots_partner_id_partners_id_fk`);
      await db.execute(sql`alter table partner_lots drop constraint partner_lots_customer_id_customers_id_fk`);
      await db.execute(sql`alter table customer_lots drop constraint customer_lots_customer_id_fkey`);
      await db.execute(sql`
        insert into partner_lots (id, partner_id, customer_id, number, type, quantity)
          values (1, 1, 7, 'sold', 2, 1), (2, 1, null, 'unsold', 2, 1), (3, 1, 8, 'sub-lotted', 2, 1)`);
      await db.execute(sql`insert into customer_lots (id, customer_id, number) values (1, 9, 'customer lot')`);
      await db.execute(sql`
        insert into tags (id, partner_lot_id, tag_id, sequence, customer_lot_id)
          values (1, 1, 'a', 1, null), (2, 2, 'b', 1, null), (3, 3, 'c', 1, 1)`);
      await db.execute(sql`insert into readings (tag_id) values (1), (2), (3), (1)`);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const migrated = await rowsOf<{ id: number; tag_id: number; customer_id: number }>(
        db.execute(sql`select id, tag_id, customer_id from readings order by id`),
      );
      expect(migrated.map((row) => [Number(row.id), Number(row.tag_id), row.customer_id])).toEqual([
        [1, 1, 7],
        [3, 3, 9],
        [4, 1, 7],
      ]);
      // The reading of the tag in no customer's lot is the partner's since 0052, kept with its id, counted once.
      const unclaimed = await rowsOf<{ id: number; tag_id: number }>(
        db.execute(sql`select id, tag_id from unclaimed_readings order by id`),
      );
      expect(unclaimed.map((row) => [Number(row.id), Number(row.tag_id)])).toEqual([[2, 2]]);
      const counts = await rowsOf<{ read_count: number }>(db.execute(sql`select read_count from tags order by id`));
      expect(counts.map((row) => Number(row.read_count))).toEqual([2, 1, 1]);
    } finally {
      await client.close();
    }
  });
});
