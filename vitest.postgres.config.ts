// The API suites that run a second time on a PostgreSQL server (`pnpm test:postgres`): those whose behaviour can
// differ from the embedded PGlite. Both run the same SQL, so what differs is what PGlite does not have: several
// connections at once (PGlite runs one statement at a time, so a race can only be lost on a server), an owner that is
// no superuser, the server's collation, a connection pool, and a database that outlives the server's process. Every
// other suite runs on PGlite alone (`pnpm test:unit`): running all of them twice cost CI about 160 s.
import { defineConfig } from 'vitest/config';
import root, { API_SUITES } from './vitest.config';

export const POSTGRES_SUITES = [
  // Row-level security and grants as a role that owns the tables but is no superuser (on PGlite the owner is one).
  'apps/api/test/isolation/*.test.ts',
  // Migrations under an advisory lock, from a pool; demo data in its large statements.
  'apps/api/test/migrations.test.ts',
  'apps/api/test/demo-data.test.ts',
  // The pool's connections ended by the server.
  'apps/api/test/database-connections.test.ts',
  // Scans stored in groups on several connections at once, and folds racing them.
  'apps/api/test/group-commit.test.ts',
  'apps/api/test/public-reading.test.ts',
  'apps/api/test/fold-readings.test.ts',
  'apps/api/test/dashboard.test.ts',
  // Readings' customer kept by a trigger run as an owner that is no superuser, and the map's plan on PostgreSQL's
  // planner (migration 0045).
  'apps/api/test/readings-by-customer.test.ts',
  // The keys a database distributed by customer needs, read from PostgreSQL's own catalog (issue 30 §2).
  'apps/api/test/distribution-keys.test.ts',
  // Readings by month (issue 30 §1): partitions made and dropped by an owner that is no superuser, and the migration of
  // a million readings into them.
  'apps/api/test/reading-months.test.ts',
  'apps/api/test/reading-months-migration.test.ts',
  // The dashboard's possible copies counted by a function that runs as an owner that is no superuser.
  'apps/api/test/possible-copies.test.ts',
  // The dashboard's suspicious readings counted under the flags' policy, as a role that is no superuser (issue 28 §3).
  'apps/api/test/suspicious-readings-seen.test.ts',
  // Suspicious readings judged by the owner's connection while scans run on others (issue 28), and the alerts'
  // outbox claimed with SKIP LOCKED leases.
  'apps/api/test/alert-webhooks.test.ts',
  // Registrations of one customer at once held to the limit by an advisory lock; a webhook removed by the tenant role,
  // its deliveries with it (issue 28 §4).
  'apps/api/test/alert-webhook-registration.test.ts',
  // Two saves of one GTIN at once: the second refused by the unique index as GTIN_TAKEN, not a 500 (issue 29 §1).
  'apps/api/test/customer-products.test.ts',
  'apps/api/test/suspicious-readings.test.ts',
  // Alerts read and acknowledged as the tenant role, which may update only an alert's acknowledgement (issue 28 §3).
  'apps/api/test/suspicion-alerts.test.ts',
  // Requests sent at once of which exactly one may win: row locks across connections.
  'apps/api/test/point-of-sale.test.ts',
  'apps/api/test/promotions.test.ts',
  'apps/api/test/customer-sub-lots.test.ts',
  'apps/api/test/admin-lots-secure.test.ts',
  'apps/api/test/secure-scan.test.ts',
  'apps/api/test/customer-product-images.test.ts',
  'apps/api/test/sign-in-throttle.test.ts',
  // SIGTERM with scans in flight on a pool: each acknowledged one stored once and folded.
  'apps/api/test/graceful-shutdown.test.ts',
  // The operator's command line on DATABASE_URL: pg_dump and pg_restore.
  'apps/api/test/backup-restore-postgres.test.ts',
  // Job leases between servers, and what a killed server's database keeps.
  'apps/api/test/promotion-jobs.test.ts',
  'apps/api/test/promotion-kill.test.ts',
  // NODE_ENV=production with the README's roles: an owner that is no superuser, an API login that holds nothing.
  'apps/api/test/production-roles.test.ts',
  // Text sorted by the server's collation.
  'apps/api/test/list-sort.test.ts',
];

const { projects: _everySuite, ...shared } = root.test ?? {};

export default defineConfig({ test: { ...shared, ...API_SUITES, include: POSTGRES_SUITES } });
