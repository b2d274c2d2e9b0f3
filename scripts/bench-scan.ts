/**
 * Scan ingestion against its floor (issue 12, performance budget): POST /api/appless/leituras with the whole real
 * work (tag lookup from the URL, lot, status, single-reading count, device, the reading stored and answered after
 * commit), 50 connections for 10 s, against a floor server of bare Fastify and one INSERT of a row of the same shape
 * into the same database, measured in the same run. Each server runs in its own process; the load comes from this one.
 *
 *   pnpm bench:scan                              # PGlite on disk (a fresh folder), demo data
 *   DATABASE_URL=postgres://… pnpm bench:scan    # a PostgreSQL server (an empty database)
 *
 * The scan stores the scans that arrive together in one statement (group commit, apps/api/src/db/group-commit.ts);
 * the issue's floor stores one row a request. A second floor stores rows grouped the same way, so both ratios are
 * printed: against the issue's floor, and against a bare insert written the way the scan writes.
 *
 * Prints requests per second, p50 and p99 latency, the ratios to the floors, and whether every acknowledged scan was
 * stored (readings counted before and after).
 */
import autocannon from 'autocannon';
import { productTagIds, readingCount as countReadings } from '../apps/api/bench/bench-database';
import { benchServers, stop } from './bench-server';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const servers = await benchServers(18_471, 'scan');
const { base, databaseUrl, dataDir } = servers;
const start = (script: string, extraEnv?: Record<string, string>) => servers.start(script, extraEnv);

const where = { databaseUrl, dataDir };
const readingCount = () => countReadings(where);
/** Demo tag links of lots that went to a product, read from the database before the servers start. */
const tagLinks = async () => (await productTagIds(where, 2000)).map((tagId) => `${base}/t/${tagId}`);

interface Run {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly ok: number;
  readonly errors: number;
}

async function load(links: readonly string[]): Promise<Run> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/appless/leituras',
        headers: { 'content-type': 'application/json', 'tenant-id': 'bench', 'app-version': '3.0.12' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            code: links[next++ % links.length],
            latitude: -23.55 + (next % 100) / 1000,
            logintude: -46.63,
          }),
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const show = (name: string, run: Run) =>
  console.log(
    `${name.padEnd(15)} ${String(Math.round(run.rps)).padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  ` +
      `2xx ${run.ok}  failed ${run.errors}`,
  );

try {
  console.log(`database: ${databaseUrl === undefined ? `PGlite on disk (${dataDir})` : 'PostgreSQL (DATABASE_URL)'}`);
  // The first start makes the schema and the demo data; the links are read once it has stopped (PGlite: one process).
  await stop(await start('apps/api/src/main.ts'));
  const links = await tagLinks();
  console.log(`${links.length} demo tag links, ${CONNECTIONS} connections, ${SECONDS} s each`);

  const before = await readingCount();
  const server = await start('apps/api/src/main.ts');
  const scan = await load(links);
  await stop(server);
  const stored = (await readingCount()) - before;

  const floorServer = await start('apps/api/bench/scan-floor-server.ts');
  const floor = await load(links);
  await stop(floorServer);
  const floorStored = await countReadings(where, 'floor_readings');

  const groupedFloorServer = await start('apps/api/bench/scan-floor-server.ts', { FLOOR_GROUPED: 'true' });
  const groupedFloor = await load(links);
  await stop(groupedFloorServer);

  show('scan', scan);
  show('floor', floor);
  show('floor, grouped', groupedFloor);
  const percentOf = (run: Run) => `${((scan.rps / run.rps) * 100).toFixed(0)} %`;
  console.log(`scan / floor: ${percentOf(floor)} of the floor's throughput (one INSERT a request, the issue's floor)`);
  console.log(`scan / grouped floor: ${percentOf(groupedFloor)} (a bare INSERT a group, as the scan writes)`);
  // The load stops with up to one request a connection still in flight: stored but never counted as answered.
  const everyAcknowledgedStored = stored >= scan.ok && stored <= scan.ok + CONNECTIONS;
  console.log(
    `scans acknowledged ${scan.ok}, readings stored ${stored} (at most ${CONNECTIONS} in flight at the end): ` +
      (everyAcknowledgedStored ? 'every acknowledged scan stored' : 'MISMATCH'),
  );
  console.log(`floor acknowledged ${floor.ok}, stored ${floorStored}`);
} finally {
  await servers.dispose();
}
