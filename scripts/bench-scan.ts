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
 * printed: against the issue's floor, and against a bare insert written the way the scan writes. The scan's server
 * folds the readings into the devices and the dashboard's aggregates while it runs (tags/fold-readings.ts), so what
 * they cost is in its figures.
 *
 * The three run in turn, BENCH_ROUNDS times (4), with a round of secure taps (issue 27 §6) beside the scan's, before
 * it in every other round: this machine's speed drifts by a fifth within minutes, and a drift then falls on every
 * server alike; the ratios printed are the rounds' medians. Each run prints requests per second,
 * p50 and p99 latency and the CPU a request took in each process, and whether every acknowledged scan was stored
 * (readings counted before and after).
 */
import autocannon from 'autocannon';
import { parseHex, simulatedTag } from '../packages/secure-tags/src/index';
import {
  addBenchSecureLot,
  BENCH_SECURE_LOT,
  productTagIds,
  readingCount as countReadings,
} from '../apps/api/bench/bench-database';
import { benchServers, cpuSecondsByProcess, cpuSpent, stop } from './bench-server';
import type { ChildProcess } from 'node:child_process';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const servers = await benchServers(18_471, 'scan');
const { base, databaseUrl, dataDir } = servers;
const start = (script: string, extraEnv?: Record<string, string>) => servers.start(script, extraEnv);

const where = { databaseUrl, dataDir };
const readingCount = () => countReadings(where);
/** Demo tag links of lots that went to a product, read from the database before the servers start. */
const tagLinks = async () => (await productTagIds(where, 2000)).map((tagId) => `${base}/t/${tagId}`);
/**
 * Taps of the bench's secure lot (issue 27 §6), made before the load so that the load generator's CPU is not the
 * encoder's: each chip tapped in turn, every tap at a counter above its last, as `count` shoppers would. `round`
 * moves each round's counters above the last round's.
 */
function secureTapLinks(uids: readonly string[], count: number, round: number): string[] {
  const chips = uids.map((uid) =>
    simulatedTag({
      lotUrl: `${base}/s/${BENCH_SECURE_LOT.reference}`,
      mode: BENCH_SECURE_LOT.mode,
      metaReadKey: parseHex(BENCH_SECURE_LOT.metaReadKey)!,
      masterKey: parseHex(BENCH_SECURE_LOT.masterKey)!,
      uid: parseHex(uid)!,
      counter: round * count,
    }),
  );
  return Array.from({ length: count }, (_, index) => chips[index % chips.length]!.tap());
}

interface Run {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly ok: number;
  readonly errors: number;
  /** CPU milliseconds a request: the server's process, PostgreSQL's, and the rest (mostly the load generator). */
  readonly cpu: { server: number; postgres: number; other: number };
}

async function load(links: readonly string[], server: ChildProcess): Promise<Run> {
  let next = 0;
  const cpuBefore = await cpuSecondsByProcess();
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
  const spent = cpuSpent(cpuBefore, await cpuSecondsByProcess(), server.pid);
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests.total);
  return {
    cpu: { server: perRequest(spent.server), postgres: perRequest(spent.postgres), other: perRequest(spent.other) },
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** The CPU a request took in the server and the database (PostgreSQL's processes; PGlite runs in the server's). */
const cpuOf = (run: Run) => run.cpu.server + run.cpu.postgres;

const show = (name: string, run: Run) =>
  console.log(
    `${name.padEnd(15)} ${String(Math.round(run.rps)).padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  ` +
      `2xx ${run.ok}  failed ${run.errors}  CPU ms a request: server ${run.cpu.server.toFixed(3)}, ` +
      `postgres ${run.cpu.postgres.toFixed(3)}, other ${run.cpu.other.toFixed(3)}`,
  );

/** The middle value; the mean of the two middle ones for an even count. */
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

try {
  console.log(`database: ${databaseUrl === undefined ? `PGlite on disk (${dataDir})` : 'PostgreSQL (DATABASE_URL)'}`);
  // The first start makes the schema and the demo data; the links are read once it has stopped (PGlite: one process).
  await stop(await start('apps/api/src/main.ts'));
  const links = await tagLinks();
  // A secure lot of as many tags as the plain links: both loads spread alike over the tags' rows.
  const secureUids = await addBenchSecureLot(where, dataDir === '' ? 'tagtrail.key' : `${dataDir}.key`, links.length);
  console.log(
    `${links.length} demo tag links, ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds of ` +
      'scan, floor and grouped floor (a machine whose speed drifts during the benchmark drifts under all three)',
  );

  const ratios = {
    floor: [] as number[],
    grouped: [] as number[],
    p99: [] as number[],
    secure: [] as number[],
    secureCost: [] as number[],
  };
  let everyAcknowledgedStored = true;
  for (let round = 1; round <= ROUNDS; round++) {
    // Every request a fresh tap; more taps than a run sends, so none is sent twice.
    const secureRun = async () => {
      const secureServer = await start('apps/api/src/main.ts');
      const run = await load(secureTapLinks(secureUids, SECONDS * 3000, round), secureServer);
      await stop(secureServer);
      return run;
    };
    // The secure run right beside the plain one, before it in every other round: the machine's drift and the
    // readings table's growth then fall on both alike (run last, the secure round read 80-114 % of the plain).
    const secureFirst = round % 2 === 0;
    const earlySecure = secureFirst ? await secureRun() : undefined;
    const before = await readingCount();
    const server = await start('apps/api/src/main.ts');
    const scan = await load(links, server);
    await stop(server);
    const stored = (await readingCount()) - before;
    const secure = earlySecure ?? (await secureRun());

    const floorServer = await start('apps/api/bench/scan-floor-server.ts');
    const floor = await load(links, floorServer);
    await stop(floorServer);
    // The floor server makes its table afresh at each start: what it holds is this run's.
    const floorStored = await countReadings(where, 'floor_readings');

    const groupedFloorServer = await start('apps/api/bench/scan-floor-server.ts', { FLOOR_GROUPED: 'true' });
    const groupedFloor = await load(links, groupedFloorServer);
    await stop(groupedFloorServer);

    console.log(`round ${round}`);
    show('scan', scan);
    show('floor', floor);
    show('floor, grouped', groupedFloor);
    show('secure scan', secure);
    // A run whose requests failed measured its failures, not its work: no ratio is made of it.
    const failedRuns = Object.entries({ scan, floor, 'floor, grouped': groupedFloor, 'secure scan': secure }).filter(
      ([, run]) => run.errors > 0 || run.ok === 0,
    );
    if (failedRuns.length > 0) {
      console.error(
        `failed requests in: ${failedRuns.map(([name]) => name).join(', ')}; no figure of this bench holds`,
      );
      process.exit(1);
    }
    ratios.floor.push(scan.rps / floor.rps);
    ratios.grouped.push(scan.rps / groupedFloor.rps);
    ratios.p99.push(scan.p99);
    ratios.secure.push(secure.rps / scan.rps);
    ratios.secureCost.push(cpuOf(secure) / cpuOf(scan));
    // The load stops with up to one request a connection still in flight: stored but never counted as answered.
    const stillStored = stored >= scan.ok && stored <= scan.ok + CONNECTIONS;
    everyAcknowledgedStored &&= stillStored;
    console.log(
      `scans acknowledged ${scan.ok}, readings stored ${stored} (at most ${CONNECTIONS} in flight at the end): ` +
        `${stillStored ? 'every acknowledged scan stored' : 'MISMATCH'}; floor acknowledged ${floor.ok}, stored ` +
        `${floorStored}`,
    );
  }
  const percent = (values: readonly number[]) => `${(median(values) * 100).toFixed(0)} %`;
  console.log(
    `scan / floor: ${percent(ratios.floor)} of the floor's throughput, the median of ${ROUNDS} rounds ` +
      `(${ratios.floor.map((ratio) => `${(ratio * 100).toFixed(0)} %`).join(', ')}; one INSERT a request, the ` +
      "issue's floor)",
  );
  console.log(`scan / grouped floor: ${percent(ratios.grouped)} (a bare INSERT a group, as the scan writes)`);
  console.log(`scan p99: ${median(ratios.p99)} ms, the median of the rounds`);
  console.log(
    `secure scan / scan: ${percent(ratios.secure)} of the plain scan's throughput (${ratios.secure
      .map((ratio) => `${(ratio * 100).toFixed(0)} %`)
      .join(', ')}; a secure tap decrypted, its MAC checked, its counter moved)`,
  );
  console.log(
    `secure scan's cost: ${percent(ratios.secureCost)} of the plain scan's CPU a request, server and database ` +
      `(${ratios.secureCost.map((ratio) => `${(ratio * 100).toFixed(0)} %`).join(', ')}; the issue's budget: ` +
      'verification adds at most 10 %, so at most 110 % here and at least 90 % of the throughput above)',
  );
  console.log(everyAcknowledgedStored ? 'every acknowledged scan stored, in every round' : 'MISMATCH: see above');
} finally {
  await servers.dispose();
}
