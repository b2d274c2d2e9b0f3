/**
 * Demo devices (issue 10 §8, §9): the devices themselves are the demo readings' phones, registered for each tag's
 * customer when the readings seedDemoLots stores are folded (drizzle/0027_folded_reading_aggregates.sql), so the list
 * and the readings agree. Here the customers give some an owner and block a few, the same ones on every fresh start.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devices } from '../db/schema';

/** Staff and shops a manufacturer names as owners of the phones it knows. */
const OWNERS = [
  'Ana Souza',
  'Bruno Lima',
  'Loja Centro',
  'Carla Mendes',
  'Promotor Rio',
  'Diego Fernández',
  'Quiosque Shopping Norte',
  'Elisa Rocha',
];

export interface DemoDevicesResult {
  readonly devices: number;
  readonly blocked: number;
}

export async function seedDemoDevices(db: Database): Promise<DemoDevicesResult> {
  // Every fifth device has an owner; every eleventh is blocked (the dashboard's 'locked devices' card counts them).
  await db.execute(sql`
    update ${devices}
    set owner = (${sql.raw(`array[${OWNERS.map((owner) => `'${owner.replace(/'/g, "''")}'`).join(', ')}]`)})[1 + (id / 5) % ${OWNERS.length}]
    where id % 5 = 1`);
  await db.execute(sql`update ${devices} set active = false where id % 11 = 3`);
  const [row] = (
    (await db.execute(sql`select count(*)::int as total, count(*) filter (where not active)::int as blocked
                          from ${devices}`)) as unknown as { rows: { total: number; blocked: number }[] }
  ).rows;
  return { devices: row?.total ?? 0, blocked: row?.blocked ?? 0 };
}
