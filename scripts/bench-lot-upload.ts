/**
 * How fast an admin lot is created over HTTP: the real server on a free port with an in-memory PGlite and no demo
 * data, a real admin token, then POST admin/lotes for a 100,000-line NFC file, a 100,000-tag QrCode lot and a
 * 1,000,000-line NFC file (skip the last with --quick). Prints milliseconds and tags per second for each.
 *
 *   pnpm bench:lot-upload            # all three
 *   pnpm bench:lot-upload --quick    # without the million
 *   DATABASE_URL=postgres://… pnpm bench:lot-upload   # against a PostgreSQL server (an empty database)
 */
import { createUser } from '../apps/api/src/identity';
import { partners } from '../apps/api/src/db/schema';
import { signIn } from '../apps/api/test/support/sign-in';
import { startTestServer } from '../apps/api/test/support/test-server';

const quick = process.argv.includes('--quick');
const USERNAME = 'bench-admin';
const PASSWORD = 'bench-password';

/** `count` lines `tagId;visualKey`, tag ids 14 hex digits like NFC UIDs, starting at `first` so runs never clash. */
function nfcFile(first: number, count: number): Blob {
  // Built in pieces of ten thousand lines: a Blob of a million tiny parts is slow to send.
  const pieces: string[] = [];
  for (let start = first; start < first + count; start += 10_000) {
    const lines: string[] = [];
    for (let serial = start; serial < Math.min(start + 10_000, first + count); serial++)
      lines.push(`04${serial.toString(16).toUpperCase().padStart(12, '0')};VK-${serial.toString(36).toUpperCase()}\n`);
    pieces.push(lines.join(''));
  }
  return new Blob(pieces, { type: 'text/csv' });
}

function lotForm(fields: Record<string, string | number | boolean>, file?: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file !== undefined) form.append('file', file, 'tags.csv');
  return form;
}

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const api = await startTestServer({ demoData: false, ...(databaseUrl === undefined ? {} : { databaseUrl }) });
console.log(`database: ${databaseUrl === undefined ? 'PGlite in memory' : 'PostgreSQL (DATABASE_URL)'}`);
try {
  const [partner] = await api.server.db
    .insert(partners)
    .values({ name: 'Bench Etiquetas Ltda', taxId: '11.222.333/0001-81' })
    .returning({ id: partners.id });
  await createUser(api.server.db, {
    username: USERNAME,
    name: 'Bench Admin',
    email: 'bench@tagtrail.example',
    password: PASSWORD,
    role: 'admin',
  });
  const token = await signIn(api.baseUrl, USERNAME, PASSWORD);
  const base = { parceiroId: partner?.id ?? 0, clienteId: '', produtoId: '', appless: false };

  async function timed(label: string, tags: number, form: FormData): Promise<void> {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/api/admin/lotes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${label}: ${response.status} ${answer.slice(0, 500)}`);
    const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
    console.log(
      `${label.padEnd(28)} ${String(Math.round(ms)).padStart(7)} ms  ${String(Math.round(tags / (ms / 1000))).padStart(8)} tags/s  (lot ${answer}, rss ${rss} MB)`,
    );
  }

  const file100k = nfcFile(1, 100_000);
  console.log(`100,000-line NFC file: ${(file100k.size / 2 ** 20).toFixed(1)} MB`);
  await timed(
    'NFC, 100,000 lines',
    100_000,
    lotForm({ ...base, numero: 'BENCH-NFC-100K', quantidade: 100_000, tipo: 1 }, file100k),
  );
  await timed(
    'QrCode, 100,000 tags',
    100_000,
    lotForm({ ...base, numero: 'BENCH-QR-100K', quantidade: 100_000, tipo: 2 }),
  );

  if (quick) console.log('NFC, 1,000,000 lines: skipped (--quick)');
  else {
    const fileMillion = nfcFile(1_000_000, 1_000_000);
    console.log(`1,000,000-line NFC file: ${(fileMillion.size / 2 ** 20).toFixed(1)} MB`);
    await timed(
      'NFC, 1,000,000 lines',
      1_000_000,
      lotForm({ ...base, numero: 'BENCH-NFC-1M', quantidade: 1_000_000, tipo: 1 }, fileMillion),
    );
  }

  const started = performance.now();
  const list = await fetch(`${api.baseUrl}/api/admin/lotes?records=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await list.text();
  console.log(
    `${'GET admin/lotes (page 1)'.padEnd(28)} ${String(Math.round(performance.now() - started)).padStart(7)} ms`,
  );
} finally {
  await api.close();
}
