/**
 * How long a draw takes among 100,000 eligible devices (issue 13 'Done when'): the real server on PGlite in memory
 * (or DATABASE_URL's PostgreSQL through the test server), a customer whose tag 100,000 devices read today, one
 * promotion of 10 winners processed over HTTP; measured from Process to status 4 as the portal polls it, and the
 * job's steps apart (listing and hashing the eligible devices, the draw, the outbox).
 *
 *   npx tsx apps/api/bench/promotion-draw.ts          # BENCH_DEVICES=200000 for another size
 */
import { sql } from 'drizzle-orm';
import { createTwoTenants } from '../test/isolation/two-tenants';
import { callApi } from '../test/support/api-call';
import { startTestServer } from '../test/support/test-server';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);

const server = await startTestServer({ demoData: false });
try {
  const world = await createTwoTenants(server.server.db, server.baseUrl);
  const tagId = world.alpha.tagIds[0] as number;
  const loadStarted = performance.now();
  // The load is the setup, not what is measured: the tag's read counter is off (it would update one row 100,000
  // times); the readings' own trigger registers the devices, as for a scan.
  await server.server.db.transaction(async (tx) => {
    await tx.execute(sql`alter table readings disable trigger readings_count_tag_reading`);
    await tx.execute(sql`
      insert into readings (tag_id, device_id, country, region, city)
      select ${tagId}, 'bench-device-' || n, 'BR', 'São Paulo', 'Campinas' from generate_series(1, ${DEVICES}) n`);
    await tx.execute(sql`alter table readings enable trigger readings_count_tag_reading`);
  });
  console.info(`loaded ${DEVICES} readings and devices in ${Math.round(performance.now() - loadStarted)} ms`);
  const call = (path: string, body?: unknown) =>
    callApi(
      `${server.baseUrl}/api/${path}`,
      body === undefined ? {} : { method: 'POST', body },
      world.alpha.tokens.customer,
    );
  const today = new Date().toISOString().slice(0, 10);
  const created = await call('promocao', {
    descricao: 'Bench',
    dtInicio: today,
    dtFim: today,
    premio: 'Prêmio',
    numeroContemplados: 10,
    promocaoCidade: [{ nome: 'Campinas' }],
  });
  const { id } = created.body as { id: number };
  const countStarted = performance.now();
  const possible = (await call(`promocao/${id}/possiveiscontemplados`)).body as number;
  const countMs = performance.now() - countStarted;
  const started = performance.now();
  const filter = {
    id,
    quantidade: 10,
    produto: [],
    categoria: [],
    pais: [],
    estado: [],
    cidade: [],
    dataInicial: today,
    dataFinal: today,
  };
  const processed = await call(`promocao/${id}/processar/`, filter);
  if (processed.status !== 204) throw new Error(JSON.stringify(processed));
  const acceptedMs = performance.now() - started;
  let polls = 0;
  while ((await call(`promocao/${id}/status`)).body !== 4) {
    polls += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const totalMs = performance.now() - started;
  const [row] = (
    (await server.server.db.execute(
      sql`select candidate_count, (select count(*)::int from promotion_winners where promotion_id = ${id}) as winners
          from promotions where id = ${id}`,
    )) as unknown as { rows: { candidate_count: number; winners: number }[] }
  ).rows;
  console.info(
    `possible winners ${possible} counted in ${Math.round(countMs)} ms; Process answered in ${Math.round(acceptedMs)} ms ` +
      `(counts again, draws the seed); status 4 after ${Math.round(totalMs)} ms (${polls} polls): ` +
      `${row?.candidate_count} eligible listed and hashed, ${row?.winners} winners`,
  );
} finally {
  await server.close();
}
