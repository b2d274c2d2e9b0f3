/**
 * What the suspicious-reading rules add to the fold (issue 28, performance: folding 100,000 readings with the rules
 * on costs at most 1.5 × folding them without). Two customers each get 100,000 readings twice (5,000 tags, the last
 * 20 hours, around São Paulo, 20,000 phones; a reading in fifty from Lisbon, so some are flagged); the first's are
 * folded by the fold as it was before the rules (migration 0027's, put back for the measurement), the second's by
 * today's, which notes them for the judge, and then judged. Both in the batches the server uses on PGlite (fold 200, judge 500), or all at once on
 * PostgreSQL, as the server does.
 *
 *   pnpm bench:fold-judge
 *   TEST_DATABASE_URL=postgres://… pnpm bench:fold-judge   # a role that may create databases
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { judgeNotedReadings } from '../src/suspicious-readings/judge-readings';
import { prepareReadingPartitions } from '../src/tags/reading-partitions';
import { createTwoTenants, type Tenant } from '../test/isolation/two-tenants';
import { startTestServer, TEST_DATABASE_KIND } from '../test/support/test-server';

const READINGS = Number(process.env.BENCH_READINGS ?? 100_000);
const TAGS = 5_000;
const onPglite = TEST_DATABASE_KIND === 'PGlite';
const FOLD_BATCH = onPglite ? 200 : null;
const JUDGE_BATCH = onPglite ? 500 : undefined;

/** The fold_noted_readings a migration defines, made CREATE OR REPLACE. */
function foldOfMigration(file: string): string {
  const text = readFileSync(new URL(`../drizzle/${file}`, import.meta.url), 'utf8');
  const start = text.search(/CREATE (OR REPLACE )?FUNCTION fold_noted_readings/);
  const end = text.indexOf('END $$;', start) + 'END $$;'.length;
  return text.slice(start, end).replace(/^CREATE (OR REPLACE )?FUNCTION/, 'CREATE OR REPLACE FUNCTION');
}

const api = await startTestServer({ demoData: false, readingFoldIntervalMs: 0 });
console.log(`database: ${TEST_DATABASE_KIND}, ${READINGS} readings over ${TAGS} tags`);
try {
  const db = api.server.db;
  const world = await createTwoTenants(db, api.baseUrl);
  // The months the readings fall in (migration 0046): the last 20 hours may reach into the month before.
  await prepareReadingPartitions(db, new Date(Date.now() - 86_400_000), new Date());
  // What the two tenants' own set-up noted is folded and judged first, out of the measurement.
  await db.execute(sql`select fold_readings()`);
  while ((await judgeNotedReadings(db)) > 0);

  const load = async (tenant: Tenant, round: number) => {
    const prefix = `${tenant.marker}-fold-${round}-`;
    await db.execute(sql`
      INSERT INTO tags (partner_lot_id, tag_id, sequence, customer_lot_id, customer_lot_customer_id)
      SELECT ${tenant.partnerLotId}, ${prefix} || g, ${round * TAGS} + g, ${tenant.customerLotId}::integer,
             ${tenant.customerId}::integer
        FROM generate_series(1, ${TAGS}) g`);
    await db.execute(sql`
      INSERT INTO readings (tag_id, read_at, latitude, longitude, device_id, device_model, os_version, country)
      SELECT t.id, now() - make_interval(secs => (g * 72000.0 / ${READINGS})),
             CASE WHEN g % 101 = 0 THEN 38.72 ELSE -23.55 + (g % 97) / 1000.0 END,
             CASE WHEN g % 101 = 0 THEN -9.14 ELSE -46.63 + (g % 89) / 1000.0 END,
             'phone-' || (g % 20000), 'Galaxy A14', 'Android 14', CASE WHEN g % 101 = 0 THEN 'PT' ELSE 'BR' END
        FROM generate_series(1, ${READINGS}) g
        JOIN tags t ON t.tag_id = ${prefix} || (1 + g % ${TAGS})`);
  };

  const foldAll = async () => {
    for (;;) {
      const result = (await db.execute(
        sql`select fold_noted_readings(${FOLD_BATCH}::integer) as folded`,
      )) as unknown as {
        rows: { folded: number }[];
      };
      const folded = Number(result.rows[0]?.folded ?? 0);
      if (FOLD_BATCH === null || folded < FOLD_BATCH) return;
    }
  };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };

  const without = async (round: number) => {
    await load(world.alpha, round);
    await db.execute(sql.raw(foldOfMigration('0027_folded_reading_aggregates.sql')));
    const ms = await timed(foldAll);
    await db.execute(sql.raw(foldOfMigration('0037_suspicious_readings.sql')));
    return ms;
  };
  let judged = 0;
  const withRules = async (round: number) => {
    await load(world.bravo, round);
    const fold = await timed(foldAll);
    const judge = await timed(async () => {
      for (;;) {
        const taken = await judgeNotedReadings(db, JUDGE_BATCH === undefined ? {} : { batch: JUDGE_BATCH });
        judged += taken;
        if (JUDGE_BATCH === undefined || taken < JUDGE_BATCH) return;
      }
    });
    return { fold, judge };
  };
  // A, B, B, A: each fold finds more readings and aggregates than the one before it, so the order is balanced.
  const withoutFirst = await without(1);
  const withFirst = await withRules(2);
  const withSecond = await withRules(3);
  const withoutSecond = await without(4);
  const foldWithout = withoutFirst + withoutSecond;
  const foldWith = withFirst.fold + withSecond.fold;
  const judge = withFirst.judge + withSecond.judge;
  const flagged = (await db.execute(
    sql`select count(*)::int as n from reading_suspicions where customer_id = ${world.bravo.customerId}`,
  )) as unknown as { rows: { n: number }[] };

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`fold without the rules: ${seconds(foldWithout)} (${seconds(withoutFirst)} + ${seconds(withoutSecond)})`);
  console.log(
    `fold with the rules' notes: ${seconds(foldWith)} (${seconds(withFirst.fold)} + ${seconds(withSecond.fold)}), ` +
      `then judged ${judged} readings in ${seconds(judge)}`,
  );
  console.log(`flags stored: ${flagged.rows[0]?.n ?? 0}`);
  console.log(
    `with the rules / without: ${((foldWith + judge) / foldWithout).toFixed(2)} × (the issue's budget: at most 1.5 ×)`,
  );
} finally {
  await api.close();
}
