// Where a server's CPU went during a benchmark, by area of the code: reads a V8 CPU profile (the .cpuprofile files
// BENCH_PROFILE_DIR=… makes each benchmark server write) and prints each area's share of the busy time, and its
// milliseconds a request when the request count is given.
//
//   node scripts/profile-areas.mjs <file.cpuprofile> [--from <regex>] [--requests <n>]
//
// --from skips the start-up: the window opens at the first sample whose stack has a frame (file or function) matching
// it, e.g. --from public-reading.routes for the scan's server. A sample counts towards the first area, in the order
// below, that any frame of its stack belongs to, so an area includes what it calls.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, requests: { type: 'string' } },
});
const file = positionals[0];
if (file === undefined) {
  console.error('usage: node scripts/profile-areas.mjs <file.cpuprofile> [--from <regex>] [--requests <n>]');
  process.exit(2);
}

/** Areas in the order a stack is matched against them: the first whose pattern a frame's file or name matches. */
const AREAS = [
  ['geocoding (offline)', /offline-geocoder|geokdbush|kdbush|country-coder/],
  ['suspicion judging', /suspicious-readings\//],
  ['fold of readings', /fold-readings/],
  ['database driver (pg, drizzle)', /\/node_modules\/(pg|pg-protocol|pg-pool|drizzle-orm|@electric-sql\/pglite)\//],
  ['scan storage (group commit)', /group-commit|public-tags\.repository/],
  ['secure taps', /secure-tap|secure-tags\//],
  ['contract (valibot codecs)', /\/node_modules\/valibot\/|packages\/contract\//],
  ['security headers (helmet, hardening)', /\/node_modules\/helmet\/|http\/hardening/],
  ['crypto (HMAC, hashes)', /crypto/],
  ['our route code (handlers, devices, cookies)', /\.routes\.|scan-device|http\/route\.|http\/cookies/],
  ['HTTP (node:http, Fastify)', /_http_|fastify|find-my-way|avvio|secure-json-parse/],
];

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

function* stackOf(id) {
  for (let at = id; at !== undefined; at = parentOf.get(at)) yield nodeById.get(at).callFrame;
}
const frameMatches = (frame, pattern) => pattern.test(frame.url) || pattern.test(frame.functionName);

function areaOf(id) {
  const top = nodeById.get(id).callFrame.functionName;
  if (top === '(idle)') return 'idle';
  if (top === '(garbage collector)') return 'garbage collector';
  if (top === '(program)') return 'V8 and native (program)';
  const frames = [...stackOf(id)];
  for (const [area, pattern] of AREAS) if (frames.some((frame) => frameMatches(frame, pattern))) return area;
  return 'other (event loop, streams, timers)';
}

const from = values.from === undefined ? undefined : new RegExp(values.from);
const first =
  from === undefined
    ? 0
    : profile.samples.findIndex((id) => [...stackOf(id)].some((frame) => frameMatches(frame, from)));
if (first < 0) {
  console.error(`no sample's stack matches --from ${values.from}`);
  process.exit(1);
}

// timeDeltas[i] is the time from sample i-1 to sample i: sample i stands for the time until sample i+1.
const spent = new Map();
for (let index = first; index < profile.samples.length - 1; index++) {
  const area = areaOf(profile.samples[index]);
  spent.set(area, (spent.get(area) ?? 0) + profile.timeDeltas[index + 1] / 1000);
}
const wall = [...spent.values()].reduce((sum, ms) => sum + ms, 0);
const busy = wall - (spent.get('idle') ?? 0);
const requests = values.requests === undefined ? undefined : Number(values.requests);

console.log(`${file}: ${(wall / 1000).toFixed(1)} s profiled, ${(busy / 1000).toFixed(1)} s busy`);
for (const [area, ms] of [...spent].sort((a, b) => b[1] - a[1])) {
  const share = area === 'idle' ? '' : `${((100 * ms) / busy).toFixed(1).padStart(5)} % of busy`;
  const perRequest = requests === undefined || area === 'idle' ? '' : `  ${(ms / requests).toFixed(3)} ms a request`;
  console.log(`${area.padEnd(46)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${share}${perRequest}`);
}
if (requests !== undefined) console.log(`${'busy'.padEnd(46)} ${(busy / requests).toFixed(3)} ms a request`);
