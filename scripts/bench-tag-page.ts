/**
 * The public tag page against its floor (issue 12, performance budget): Lighthouse (mobile preset, Debian Chromium,
 * median of 3) on a real demo tag's page, and on a static HTML file of the same content served by the same server;
 * the page's JavaScript gzipped; the server's HTML answer for a tag, p50 and p99 over a few seconds.
 *
 *   pnpm bench:tag-page                              # PGlite on disk (a fresh folder), demo data
 *   DATABASE_URL=postgres://… pnpm bench:tag-page    # a PostgreSQL server
 *
 * Goals: LCP ≤ 1.1 × the static page's, performance score 100, the page's JavaScript ≤ 15 kB gzipped, the HTML
 * answer under 5 ms at p50. Needs the public app built (`pnpm build:apps`); builds it when it is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { productTagIds } from '../apps/api/bench/bench-database';
import { benchServers, stop, untilAnswers } from './bench-server';

const DEVTOOLS_PORT = 19_222;
const RUNS = 3;
const publicDist = path.resolve('apps/public/dist');
const STATIC_PAGE = 'bench-static-tag-page.html';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const servers = await benchServers(18_472, 'page');
const { base, databaseUrl, dataDir } = servers;
const startServer = () => servers.start('apps/api/src/main.ts');

async function startChromium(): Promise<ChildProcess> {
  const profile = await mkdtemp(path.join(tmpdir(), 'tagtrail-bench-chromium-'));
  const child = spawn(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${DEVTOOLS_PORT}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await untilAnswers(`http://127.0.0.1:${DEVTOOLS_PORT}/json/version`, child, 'Chromium');
  return child;
}

interface PageRun {
  readonly lcp: number;
  readonly score: number;
  readonly scriptBytes: number;
}

async function lighthouseRun(url: string): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: DEVTOOLS_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  return {
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    score: (lhr.categories.performance?.score ?? 0) * 100,
    scriptBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function medianOf(url: string): Promise<PageRun> {
  const runs: PageRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url));
  return {
    lcp: median(runs.map((run) => run.lcp)),
    score: median(runs.map((run) => run.score)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
  };
}

/** The page's own script, gzipped as a server would send it. */
async function pageScriptGzipBytes(html: string): Promise<number> {
  const scripts = [...html.matchAll(/<script[^>]+src="\/pub\/([^"]+)"/g)].map((match) => match[1] ?? '');
  let total = 0;
  for (const script of scripts) total += gzipSync(await readFile(path.join(publicDist, script))).length;
  return total;
}

async function htmlLatency(url: string): Promise<{ p50: number; p99: number; rps: number }> {
  const result = await autocannon({ url, connections: 1, duration: 5, headers: { 'accept-language': 'pt-BR' } });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

let server: ChildProcess | undefined;
let browser: ChildProcess | undefined;
try {
  if (!existsSync(path.join(publicDist, '.vite/manifest.json'))) {
    console.log('building the public app…');
    const built = spawnSync('pnpm', ['--filter', '@tagtrail/public', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the public app did not build');
  }
  console.log(`database: ${databaseUrl === undefined ? `PGlite on disk (${dataDir})` : 'PostgreSQL (DATABASE_URL)'}`);
  // The first start makes the schema and demo data; the tag is read once it has stopped (PGlite: one process).
  await stop(await startServer());
  const [tagId] = await productTagIds({ databaseUrl, dataDir }, 1);
  if (tagId === undefined) throw new Error('no demo tag of a product');
  server = await startServer();
  const tagUrl = `${base}/t/${tagId}`;
  const html = await (await fetch(tagUrl, { headers: { 'accept-language': 'pt-BR' } })).text();
  // The same content as a file the same server sends as it is: the floor of what a page can cost.
  await writeFile(path.join(publicDist, STATIC_PAGE), html);
  const staticUrl = `${base}/pub/${STATIC_PAGE}`;

  const latency = await htmlLatency(tagUrl);
  browser = await startChromium();
  const page = await medianOf(tagUrl);
  const floor = await medianOf(staticUrl);
  const scriptGzip = await pageScriptGzipBytes(html);

  console.log(`tag page ${tagUrl}, Lighthouse mobile preset, median of ${RUNS}`);
  console.log(`  tag page     LCP ${page.lcp.toFixed(0)} ms  score ${page.score}  scripts ${page.scriptBytes} B sent`);
  console.log(
    `  static copy  LCP ${floor.lcp.toFixed(0)} ms  score ${floor.score}  scripts ${floor.scriptBytes} B sent`,
  );
  console.log(`  LCP ratio ${(page.lcp / floor.lcp).toFixed(2)} (goal ≤ 1.10), score ${page.score} (goal 100)`);
  console.log(`  the page's JavaScript: ${(scriptGzip / 1024).toFixed(1)} kB gzipped (goal ≤ 15 kB)`);
  console.log(
    `  HTML answer (1 connection, 5 s): p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
      `${Math.round(latency.rps)} req/s (goal p50 < 5 ms)`,
  );
} finally {
  if (browser !== undefined) await stop(browser);
  if (server !== undefined) await stop(server);
  await rm(path.join(publicDist, STATIC_PAGE), { force: true });
  await servers.dispose();
}
