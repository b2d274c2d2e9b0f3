/**
 * How long the Alerts list takes with 10,000 alerts (issue 28 §3: under 100 ms at p50): the real server on a free
 * port with an in-memory PGlite (or, with TEST_DATABASE_URL, a database of its own on that PostgreSQL server, dropped
 * after), two customers each with 10,000 alerts over 2,000 tags (every rule of each; half the tags in a customer
 * lot), 30 % acknowledged, and
 * `GET alertas/pagination/` as the portal sends it — the default order, each column's sort, the open filter and a
 * search — with a customer's real token, 50 times each after 5 warm-up calls. Prints p50 and p95; with
 * BENCH_EXPLAIN=1, the plan of the default page and of its count as the tenant role runs them.
 *
 *   pnpm bench:alert-list
 *   TEST_DATABASE_URL=postgres://… pnpm bench:alert-list   # a role that may create databases
 *   BENCH_EXPLAIN=1 pnpm bench:alert-list                  # and the plans
 */
import { sql } from 'drizzle-orm';
import { SUSPICION_ALERT_SORTS } from '@tagtrail/domain';
import { inTenantTransaction } from '../src/db/tenancy';
import { createTwoTenants, type Tenant } from '../test/isolation/two-tenants';
import { startTestServer, TEST_DATABASE_KIND } from '../test/support/test-server';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const RUNS = 50;
const WARM_UP = 5;
const RULES = 5;

const api = await startTestServer({ demoData: false });
console.log(`database: ${TEST_DATABASE_KIND}`);
try {
  const db = api.server.db;
  const world = await createTwoTenants(db, api.baseUrl);

  /** The tenant's alerts, as the judge leaves them: one per tag and rule, spread over the last 30 days. */
  const load = async (tenant: Tenant) => {
    const tags = Math.ceil(ALERTS / RULES);
    await db.execute(sql`
      INSERT INTO tags (partner_lot_id, tag_id, sequence, customer_lot_id, customer_lot_customer_id)
      SELECT ${tenant.partnerLotId}, ${`${tenant.marker}-bench-`} || g, 100 + g,
             CASE WHEN g % 2 = 0 THEN ${tenant.customerLotId}::integer END,
             CASE WHEN g % 2 = 0 THEN ${tenant.customerId}::integer END
        FROM generate_series(1, ${tags}) g`);
    await db.execute(sql`
      INSERT INTO suspicion_alerts (customer_id, tag_id, rule, first_read_at, last_read_at, reading_count,
                                    last_country, raised_at, acknowledged_at)
      SELECT ${tenant.customerId}, t.id, r, s.last - interval '2 days', s.last, 1 + (t.id * r) % 40,
             (ARRAY['BR', 'PT', 'AR', 'US', NULL])[1 + (t.id + r) % 5], s.last,
             CASE WHEN (t.id + r) % 10 < 3 THEN s.last + interval '1 hour' END
        FROM tags t
        CROSS JOIN generate_series(1, ${RULES}) r
        CROSS JOIN LATERAL (SELECT now() - ((t.id * 7919 + r * 104729) % 2592000) * interval '1 second' AS last) s
       WHERE t.tag_id LIKE ${`${tenant.marker}-bench-%`}
       LIMIT ${ALERTS}`);
  };
  await load(world.alpha);
  await load(world.bravo);
  await db.execute(sql`ANALYZE tags`);
  await db.execute(sql`ANALYZE suspicion_alerts`);

  const token = world.alpha.tokens.customer;
  const measure = async (label: string, query: string) => {
    const url = `${api.baseUrl}/api/alertas/pagination/?${query}`;
    const call = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { dataRecords: unknown[]; countRecords: number };
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { ms, rows: body.dataRecords.length, total: body.countRecords };
    };
    for (let i = 0; i < WARM_UP; i++) await call();
    const times: number[] = [];
    let last = { rows: 0, total: 0 };
    for (let i = 0; i < RUNS; i++) {
      const { ms, ...answer } = await call();
      times.push(ms);
      last = answer;
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS * 0.5)]!;
    const p95 = times[Math.floor(RUNS * 0.95)]!;
    console.log(
      `${label.padEnd(34)} ${String(last.rows).padStart(3)} rows of ${String(last.total).padStart(5)}: ` +
        `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
  };
  await measure('default (latest first), 10 rows', 'page=1&records=10');
  await measure('default (latest first), 100 rows', 'page=1&records=100');
  await measure('open only, 100 rows', 'page=1&records=100&situacao=abertos');
  await measure('acknowledged only, 100 rows', 'page=1&records=100&situacao=reconhecidos');
  await measure('last page, 100 rows', `page=${Math.ceil(ALERTS / 100)}&records=100`);
  for (const sort of SUSPICION_ALERT_SORTS)
    await measure(`by ${sort} desc, 100 rows`, `page=1&records=100&sort=${sort}&direction=desc`);
  await measure('searched "bench-1", 100 rows', 'page=1&records=100&query=bench-1');

  if (process.env.BENCH_EXPLAIN === '1') {
    const explain = (statement: ReturnType<typeof sql>) =>
      inTenantTransaction(
        db,
        { scope: 'customer', customerId: world.alpha.customerId },
        async (tenantDb) => {
          const plan = (await tenantDb.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`)) as unknown as {
            rows: Record<string, string>[];
          };
          console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
        },
        { writes: false },
      );
    const joins = sql`FROM suspicion_alerts a JOIN tags t ON t.id = a.tag_id
      JOIN partner_lots pl ON pl.id = t.partner_lot_id LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
      LEFT JOIN products p ON p.id = coalesce(cl.product_id, pl.product_id) WHERE a.rule <= 5`;
    await explain(sql`SELECT count(*) ${joins}`);
    await explain(
      sql`SELECT a.id, t.tag_id, p.name, cl.number ${joins} ORDER BY a.last_read_at DESC, a.id DESC LIMIT 100`,
    );
  }
} finally {
  await api.close();
}
