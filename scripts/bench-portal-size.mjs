/**
 * What the portal's first page costs: builds the portal, then follows Vite's manifest (`dist/.vite/manifest.json`)
 * from the entry through its static imports only (the chunks the browser must fetch before anything shows, at `/`
 * or at a deep link: what sends a visitor who is not signed in to the identity provider) and prints their JS and CSS,
 * raw and gzipped. Then two journeys, each every file it downloads counted once against its budget (issue 26 §6):
 * an administrator from sign-in to the first list, and a customer's dashboard complete with its charts and map. Each
 * lazily loaded module is listed last with what it adds on top of the first page.
 *
 *   pnpm bench:portal-size               # build, then measure
 *   pnpm bench:portal-size --no-build    # measure the dist/ already there
 *   pnpm bench:portal-size --json        # the figures as JSON (for a CI check)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/portal/dist');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  execFileSync('pnpm', ['--filter', '@tagtrail/portal', 'build'], {
    cwd: root,
    stdio: args.has('--json') ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  });
}

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the manifest has no entry: is build.manifest on in apps/portal/vite.config.ts?');

/** Every manifest key `key` loads with it: itself and its static imports, transitively (never a dynamic import). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The files of those chunks, JS and CSS, each once. */
function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css.add(sheet);
  }
  return { js: [...js], css: [...css] };
}

const sizeCache = new Map();
function size(file) {
  let known = sizeCache.get(file);
  if (!known) {
    const bytes = readFileSync(join(dist, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizeCache.set(file, known);
  }
  return known;
}

const sum = (files) =>
  files.reduce((total, file) => ({ raw: total.raw + size(file).raw, gzip: total.gzip + size(file).gzip }), {
    raw: 0,
    gzip: 0,
  });

/** The files a chunk fetches when it runs, such as the map's basemap (`?url` imports): the manifest's `assets`. */
function assetsOf(keys) {
  return [...new Set([...keys].flatMap((key) => manifest[key].assets ?? []))];
}

const first = staticClosure(entryKey);
const firstFiles = filesOf(first);
const firstPage = { js: sum(firstFiles.js), css: sum(firstFiles.css), files: [...firstFiles.js, ...firstFiles.css] };

// What each lazily loaded module adds when it is first imported: its static closure less the first page. A module
// imported lazily may share a chunk with others (rolldown then names the chunk, not the module).
const lazyKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
const lazy = [...lazyKeys]
  .map((key) => {
    const extra = [...staticClosure(key)].filter((k) => !first.has(k));
    const files = filesOf(extra);
    return {
      src: (manifest[key].src ?? manifest[key].file).replace(/^(\.\.\/)+/, ''),
      js: sum(files.js),
      css: sum(files.css),
    };
  })
  .sort((a, b) => b.js.gzip - a.js.gzip);

/**
 * A journey is the first page and the modules it then loads lazily, each with its static imports. The modules are
 * the ones Chromium fetches on that journey (the app, the area, the screen, its adapters, the API client; the
 * dashboard's charts and map; issue 26 §6 checked each list against what Chromium fetched, file for file), and the
 * texts its screens need in English (`texts`: folders of packages/ui/src/i18n/resources). When a module is renamed,
 * the script fails here.
 */
const JOURNEYS = [
  {
    name: 'An administrator: sign-in → the first list (lots)',
    budget: 240_000,
    modules: [
      'src/app.tsx',
      'src/areas/admin.routes.tsx',
      'packages/ui/src/admin-lots/AdminLotListView.tsx',
      'src/admin-adapters.ts',
      'src/api-client.ts',
    ],
    texts: ['start', 'records', 'admin', 'customers'],
  },
  {
    name: 'A customer: sign-in → the dashboard complete',
    budget: 450_000,
    modules: [
      'src/app.tsx',
      'src/areas/customer.routes.tsx',
      'packages/ui/src/dashboard/DashboardView.tsx',
      'packages/ui/src/dashboard/DashboardCharts.tsx',
      'packages/ui/src/maps/WorldMap.tsx',
      'src/customer-dashboard-adapters.ts',
      'src/api-client.ts',
    ],
    texts: ['start', 'dashboard'],
  },
];
/** react-admin's first list, built with the same Vite (issue 26: 300.8 kB gzipped), which the first journey is held to. */
const REACT_ADMIN_FIRST_LIST = 300_800;

/** @type {Record<string, string[]>} which source modules each chunk file holds (apps/portal/vite.config.ts) */
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));

/** The manifest key of the chunk that holds `module` (a path from the repository's root or from apps/portal). */
function chunkOf(module) {
  const holds = (id) => id === module || id.endsWith(`/${module}`);
  const file = Object.keys(chunkModules).find((chunk) => chunkModules[chunk].some(holds));
  return Object.keys(manifest).find((key) => manifest[key].file === file);
}

const journeys = JOURNEYS.map(({ name, budget, modules, texts }) => {
  const keys = new Set(first);
  for (const module of [...modules, ...texts.map((folder) => `packages/ui/src/i18n/resources/${folder}/en.ts`)]) {
    const key = chunkOf(module);
    if (!key) throw new Error(`${name}: no chunk holds ${module} (renamed?)`);
    staticClosure(key, keys);
  }
  const { js, css } = filesOf(keys);
  const files = [...js, ...css, ...assetsOf(keys)];
  return { name, budget, total: sum(files), files };
});

if (args.has('--json')) {
  console.log(JSON.stringify({ firstPage, journeys, lazy }, null, 2));
} else {
  const kB = (bytes) => `${(bytes / 1000).toFixed(2).padStart(8)} kB`;
  const row = (name, { raw, gzip }) => console.log(`${name.padEnd(48)} ${kB(raw)} ${kB(gzip)}`);
  console.log(`${'The first page (entry + static imports)'.padEnd(48)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}`);
  for (const file of firstPage.files) row(`  ${file}`, size(file));
  row('JS', firstPage.js);
  row('CSS', firstPage.css);
  row('JS + CSS', { raw: firstPage.js.raw + firstPage.css.raw, gzip: firstPage.js.gzip + firstPage.css.gzip });
  console.log(`\nJourneys: every file downloaded, once ${'gzip'.padStart(11)}   budget`);
  for (const journey of journeys) {
    const verdict = journey.total.gzip <= journey.budget ? 'within' : 'OVER';
    console.log(
      `  ${journey.name.padEnd(46)} ${kB(journey.total.gzip)}  ${verdict} ${(journey.budget / 1000).toFixed(0)} kB (${journey.files.length} files)`,
    );
  }
  const ratio = journeys[0].total.gzip / REACT_ADMIN_FIRST_LIST;
  console.log(`  the first list against react-admin's ${kB(REACT_ADMIN_FIRST_LIST).trim()}: ${ratio.toFixed(2)} ×`);
  console.log('\nLoaded later, each on top of the first page (JS + CSS)');
  for (const chunk of lazy)
    row(`  ${chunk.src}`, { raw: chunk.js.raw + chunk.css.raw, gzip: chunk.js.gzip + chunk.css.gzip });
}
