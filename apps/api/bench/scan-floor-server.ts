/**
 * The floor `pnpm bench:scan` measures the scan against: bare Fastify and one INSERT of a reading of the same shape
 * into the same database, nothing else (no lookup, no tenancy, no answer to build). PORT, DATA_DIR or DATABASE_URL
 * as the server takes them.
 *
 * The row goes into `floor_readings`, a table made like `readings` (its columns, defaults and indexes) but without
 * its triggers: an insert into `readings` itself runs the work the scan is measured for (counters, devices,
 * aggregates), and a floor that pays for it too is no floor.
 *
 * FLOOR_GROUPED=true stores the rows as the scan does, in groups (db/group-commit.ts, one multi-row INSERT a group):
 * the floor of the scan's own way of writing, printed beside the one-INSERT-a-request floor.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { loadConfig } from '../src/config';
import { groupCommit } from '../src/db/group-commit';

const config = loadConfig();
const { db, close } = await openDatabase(config);
// A tag with a customer, whose customer the row names, as the scan names each reading's (migration 0052: never null).
const [tag] = (
  (await db.execute(sql`select t.id, coalesce(cl.customer_id, pl.customer_id) as customer_id
                          from tags t join partner_lots pl on pl.id = t.partner_lot_id
                          left join customer_lots cl on cl.id = t.customer_lot_id
                         where coalesce(cl.customer_id, pl.customer_id) is not null
                         order by t.id limit 1`)) as unknown as { rows: { id: number; customer_id: number }[] }
).rows;
if (tag === undefined) throw new Error('the floor needs a tag of a customer to point its readings at');
await db.execute(sql`drop table if exists floor_readings`);
await db.execute(sql`create table floor_readings (like readings including defaults including indexes)`);
interface Position {
  readonly latitude: number;
  readonly logintude: number;
}
const insertOne = async ({ latitude, logintude }: Position) => {
  await db.execute(sql`insert into floor_readings (tag_id, customer_id, latitude, longitude, device_id, device_model,
                                                   os_version)
    values (${tag.id}, ${tag.customer_id}, ${latitude}, ${logintude}, 'floor-device', 'Floor', 'Floor OS')`);
};
const insertGrouped = groupCommit(
  async (positions: readonly Position[]) => {
    await db.execute(sql`insert into floor_readings (tag_id, customer_id, latitude, longitude, device_id, device_model,
                                                     os_version)
      select ${tag.id}, ${tag.customer_id}, p.latitude, p.logintude, 'floor-device', 'Floor', 'Floor OS'
      from jsonb_to_recordset(${JSON.stringify(positions)}::jsonb) as p(latitude double precision, logintude double precision)`);
    return positions.map(() => undefined);
  },
  { largestGroup: 200, groupsAtOnce: config.databaseUrl === undefined ? 1 : 4 },
);
const insert = process.env.FLOOR_GROUPED === 'true' ? insertGrouped : insertOne;
const app = Fastify();
app.post('/api/appless/leituras', async (request) => {
  const body = request.body as Position;
  await insert({ latitude: body.latitude, logintude: body.logintude });
  return { ok: true };
});
await app.listen({ host: '127.0.0.1', port: config.port });
console.log('floor ready');
const stop = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
