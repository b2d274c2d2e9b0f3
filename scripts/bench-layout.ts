/**
 * How long saving and reloading an app layout takes at the server (issue 9 §5): the real server on a free port with
 * an in-memory PGlite, a partner's customer app, then a template zip with theme.json and six real PNGs (noise, so
 * they do not compress: about 1.5 MB in all, a heavy layout) uploaded as the designer's Save sends it, and downloaded
 * as opening the designer reads it. Prints milliseconds for each, the median of five runs.
 *
 *   pnpm bench:layout
 */
import { deflateSync } from 'node:zlib';
import { appTemplateContract } from '../packages/contract/src/index';
import { createTwoTenants } from '../apps/api/test/isolation/two-tenants';
import { templateForm, templateZipEntries, zipOf } from '../apps/api/test/support/template-zip';
import { startTestServer } from '../apps/api/test/support/test-server';

const RUNS = 5;

/** A real RGB PNG of `size`×`size` pixels of noise. */
function noisePng(size: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 3 + 1));
  for (let i = 0; i < rows.length; i++) rows[i] = i % (size * 3 + 1) === 0 ? 0 : Math.floor(Math.random() * 256);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const api = await startTestServer({ demoData: false });
try {
  const world = await createTwoTenants(api.server.db, api.baseUrl);
  const { customerId, tenantId } = world.alpha;
  const entries = templateZipEntries(tenantId);
  for (const name of Object.keys(entries)) if (name.endsWith('.png')) entries[name] = noisePng(290);
  const zip = await zipOf(entries);
  const url = `${api.baseUrl}/api/${appTemplateContract.upload.path.replace('{id}', String(customerId)).replace('{tenantId}', tenantId)}`;
  const authorization = `Bearer ${world.alpha.tokens.partner}`;
  const saves: number[] = [];
  const loads: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const saved = await fetch(url, { method: 'POST', headers: { authorization }, body: templateForm(zip) });
    if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
    await saved.arrayBuffer();
    saves.push(performance.now() - started);
    started = performance.now();
    const loaded = await fetch(url, { headers: { authorization } });
    const bytes = new Uint8Array(await loaded.arrayBuffer());
    if (!loaded.ok || bytes.length !== zip.length) throw new Error(`load: ${loaded.status}, ${bytes.length} bytes`);
    loads.push(performance.now() - started);
  }
  const kb = Math.round(zip.length / 1024);
  console.log(`layout zip of ${kb} KB (theme.json and six 290×290 PNGs of noise), median of ${RUNS} runs:`);
  console.log(`save (upload, checked, stored): ${Math.round(median(saves))} ms`);
  console.log(`reload (download):              ${Math.round(median(loads))} ms`);
} finally {
  await api.close();
}
