/**
 * What the portal's first page costs: builds the portal, then follows Vite's manifest (`dist/.vite/manifest.json`)
 * from the entry through its static imports only (the chunks the browser must fetch before anything shows, at `/`
 * or at a deep link) and prints their JS and CSS, raw and gzipped. Each lazily loaded area is listed after it with
 * what it adds on top of the first page.
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

if (args.has('--json')) {
  console.log(JSON.stringify({ firstPage, lazy }, null, 2));
} else {
  const kB = (bytes) => `${(bytes / 1000).toFixed(2).padStart(8)} kB`;
  const row = (name, { raw, gzip }) => console.log(`${name.padEnd(48)} ${kB(raw)} ${kB(gzip)}`);
  console.log(`${'The first page (entry + static imports)'.padEnd(48)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}`);
  for (const file of firstPage.files) row(`  ${file}`, size(file));
  row('JS', firstPage.js);
  row('CSS', firstPage.css);
  row('JS + CSS', { raw: firstPage.js.raw + firstPage.css.raw, gzip: firstPage.js.gzip + firstPage.css.gzip });
  console.log('\nLoaded later, each on top of the first page (JS + CSS)');
  for (const chunk of lazy)
    row(`  ${chunk.src}`, { raw: chunk.js.raw + chunk.css.raw, gzip: chunk.js.gzip + chunk.css.gzip });
}
