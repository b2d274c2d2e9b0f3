/**
 * How fast a whole list is exported (issue 8, "CSV export of any list"): the real server on a free port with an
 * in-memory PGlite and no demo data, a partner with a lot of 100,000 tags, then its tag list read whole two ways —
 * as the record stream the Export button asks for (Accept: application/x-ndjson), and, for comparison, page by page
 * with 1,000 rows a page, as a port without a stream would. Prints milliseconds, rows and the process's peak memory.
 *
 *   pnpm bench:list-export
 *   DATABASE_URL=postgres://… pnpm bench:list-export   # against a PostgreSQL server (an empty database)
 */
import { partnerTagContract, RECORD_STREAM_MEDIA_TYPE } from '../packages/contract/src/index';
import { createTwoTenants } from '../apps/api/test/isolation/two-tenants';
import { startTestServer } from '../apps/api/test/support/test-server';

const TAGS = 100_000;
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const api = await startTestServer({ demoData: false, ...(databaseUrl === undefined ? {} : { databaseUrl }) });
console.log(`database: ${databaseUrl === undefined ? 'PGlite in memory' : 'PostgreSQL (DATABASE_URL)'}`);

/** The highest resident memory seen while `work` runs (sampled every 20 ms), in MB. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20) };
  } finally {
    clearInterval(timer);
  }
}

try {
  const world = await createTwoTenants(api.server.db, api.baseUrl);
  const token = world.alpha.tokens.partner;
  // The tags are made as an administrator makes a QrCode lot: the same path the portal takes.
  const form = new FormData();
  const lot = { parceiroId: world.alpha.partnerId, clienteId: '', produtoId: '', appless: false };
  for (const [name, value] of Object.entries({ ...lot, numero: 'BENCH-EXPORT', quantidade: TAGS, tipo: 2 }))
    form.append(name, String(value));
  const created = await fetch(`${api.baseUrl}/api/admin/lotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${world.adminToken}` },
    body: form,
  });
  if (!created.ok) throw new Error(`the lot was not made: ${created.status} ${await created.text()}`);
  const listUrl = `${api.baseUrl}/api/${partnerTagContract.list.path}`;
  const headers = { authorization: `Bearer ${token}` };
  console.log(`rss before: ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB (server and client in one process)`);

  const streamed = await withPeakMemory(async () => {
    const started = performance.now();
    const response = await fetch(listUrl, { headers: { ...headers, accept: RECORD_STREAM_MEDIA_TYPE } });
    let rows = 0;
    for await (const chunk of response.body ?? []) {
      const bytes = chunk as Uint8Array;
      for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) rows += 1;
    }
    return { rows, ms: performance.now() - started };
  });
  console.log(
    `record stream:     ${String(Math.round(streamed.result.ms)).padStart(6)} ms  ${streamed.result.rows} rows  peak rss ${streamed.peakMb} MB`,
  );

  const paged = await withPeakMemory(async () => {
    const started = performance.now();
    let rows = 0;
    for (let page = 1; ; page += 1) {
      const response = await fetch(`${listUrl}?page=${page}&records=1000`, { headers });
      const { dataRecords } = (await response.json()) as { dataRecords: unknown[] };
      rows += dataRecords.length;
      if (dataRecords.length < 1000) break;
    }
    return { rows, ms: performance.now() - started };
  });
  console.log(
    `pages of 1,000:    ${String(Math.round(paged.result.ms)).padStart(6)} ms  ${paged.result.rows} rows  peak rss ${paged.peakMb} MB`,
  );
} finally {
  await api.close();
}
