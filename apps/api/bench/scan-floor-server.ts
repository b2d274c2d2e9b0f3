/**
 * The floor `pnpm bench:scan` measures the scan against: bare Fastify and one INSERT of a reading of the same shape
 * into the same database, nothing else (no lookup, no tenancy, no answer to build). PORT, DATA_DIR or DATABASE_URL
 * as the server takes them.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { loadConfig } from '../src/config';

const config = loadConfig();
const { db, close } = await openDatabase(config);
const [tag] = (
  (await db.execute(sql`select id from tags order by id limit 1`)) as unknown as { rows: { id: number }[] }
).rows;
if (tag === undefined) throw new Error('the floor needs a tag to point its readings at');
const app = Fastify();
app.post('/api/appless/leituras', async (request) => {
  const body = request.body as { latitude: number; logintude: number };
  await db.execute(sql`insert into readings (tag_id, latitude, longitude, device_id, device_model, os_version)
    values (${tag.id}, ${body.latitude}, ${body.logintude}, 'floor-device', 'Floor', 'Floor OS')`);
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
