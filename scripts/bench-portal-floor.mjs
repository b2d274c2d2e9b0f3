/**
 * The floor under the portal's weight budgets (issue 26 §6): what the libraries we chose weigh on their own, in the
 * two journeys `pnpm bench:portal-size` measures. apps/portal/floor holds two pages with none of our code, each
 * rendering the library pieces its journey shows (React, Fluent's provider, menu drawer, table or cards, the texts,
 * the container, the router, the contract's schemas, the state machines, the identity and HTTP clients; the
 * dashboard adds the charts, the map and its basemap). Each is built into one file, which compresses better than
 * the portal's split chunks, so the figure is a floor: no portal built from these libraries can weigh less.
 *
 *   pnpm bench:portal-floor             # the floor, and beside it the portal's own journeys when apps/portal/dist is built
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const floor = join(root, 'apps/portal/floor');
const vite = join(root, 'node_modules/vite/bin/vite.js');

/** The floor pages, in the order and with the budgets of scripts/bench-portal-size.mjs's journeys. */
const PAGES = [
  { page: 'list', journey: 'An administrator: sign-in → the first list', budget: 240_000 },
  { page: 'dashboard', journey: 'A customer: sign-in → the dashboard complete', budget: 450_000 },
];

function gzippedSize(folder) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|css|json)$/.test(file))
    .reduce((total, file) => total + gzipSync(readFileSync(join(folder, file))).length, 0);
}

const portalBuilt = existsSync(join(root, 'apps/portal/dist/.vite/manifest.json'));
const portal = portalBuilt
  ? JSON.parse(
      execFileSync(process.execPath, [join(root, 'scripts/bench-portal-size.mjs'), '--no-build', '--json'], {
        cwd: root,
        encoding: 'utf8',
      }),
    ).journeys
  : undefined;

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log('The libraries alone, one file, gzipped, against the budget' + (portal ? ' and the portal' : ''));
PAGES.forEach(({ page, journey, budget }, index) => {
  execFileSync(process.execPath, [vite, 'build', '--config', join(floor, 'vite.config.ts')], {
    cwd: root,
    env: { ...process.env, FLOOR: page },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const weight = gzippedSize(join(floor, 'dist', page));
  const left = budget - weight;
  const mine = portal
    ? `; the portal ${kB(portal[index].total.gzip)}, ${kB(portal[index].total.gzip - weight)} above its floor`
    : '';
  console.log(
    `  ${journey.padEnd(46)} ${kB(weight).padStart(9)}  budget ${kB(budget)}: ${left >= 0 ? `${kB(left)} left for our code` : `${kB(-left)} over before our code`}${mine}`,
  );
});
if (!portal) console.log('(build the portal first, `pnpm bench:portal-size`, to see its journeys beside the floor)');
