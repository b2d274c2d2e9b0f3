/**
 * Secure taps over HTTP (issue 27 §4): a simulated NTAG 424 DNA tag of a secure lot opens `/s/<reference>?e=…&c=…`;
 * the page and the scan verify it with the lot's keys, find the tag whose UID it carries in that lot, and keep its
 * counter moving only forward. Each reading stores what it proved; a message that does not verify is 'resource not
 * found', the same page whatever check it failed. Runs on PGlite and, in the PostgreSQL stage, on a server, where
 * the racing scans are stored by concurrent groups.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulatedTag, toHex, type SdmMode, type SimulatedTag } from '@tagtrail/secure-tags';
import { customers, partners, readings, tags } from '../src/db/schema';
import { createUser } from '../src/identity';
import { callApi, type ApiRequest } from './support/api-call';
import { signIn } from './support/sign-in';
import { useTestServer } from './support/test-server';

const PASSWORD = 'secure-scan-test-password';
const api = useTestServer({ demoData: false });
let adminToken: string;
let partnerId = 0;
/** The lots' customer: shoppers' taps are a customer's readings (a lot with none keeps them as the partner's, 0052). */
let customerId = 0;

beforeAll(async () => {
  const { db } = api.server;
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Etiquetas Seguras', taxId: '44.444.444/0001-44' })
    .returning({ id: partners.id });
  partnerId = partner?.id ?? 0;
  const [customer] = await db
    .insert(customers)
    .values({ partnerId, code: 'SCN', name: 'Vinícola Scan', tenantId: 'secure-scan-test' })
    .returning({ id: customers.id });
  customerId = customer?.id ?? 0;
  await createUser(db, { username: 'scan-admin', name: 'A', email: 'a@x.example', password: PASSWORD, role: 'admin' });
  adminToken = await signIn(api.baseUrl, 'scan-admin', PASSWORD);
});

const call = (path: string, request?: ApiRequest) => callApi(`${api.baseUrl}/api/${path}`, request, adminToken);
let lotNumber = 0;

interface SecureLot {
  readonly id: number;
  readonly lotUrl: string;
  readonly mode: SdmMode;
  readonly metaReadKey: Uint8Array;
  readonly masterKey: Uint8Array;
  readonly uids: Uint8Array[];
  /** A simulated chip of this lot (any UID: one the lot does not hold is a chip from elsewhere). */
  readonly chip: (uid: Uint8Array, settings?: { counter?: number; fileData?: Uint8Array }) => SimulatedTag;
}

/** A secure lot of three tags made through the admin API with pasted keys, and where its tags' URL leads. */
async function createSecureLot(mode: SdmMode = 'AES'): Promise<SecureLot> {
  const metaReadKey = randomBytes(16);
  const masterKey = randomBytes(16);
  const uids = [randomBytes(7), randomBytes(7), randomBytes(7)];
  const form = new FormData();
  const fields = {
    parceiroId: partnerId,
    clienteId: customerId,
    produtoId: '',
    numero: `SCAN-${++lotNumber}`,
    quantidade: uids.length,
    tipo: 1,
    appless: false,
    sdmModo: mode,
    sdmChaveLeitura: toHex(metaReadKey),
    sdmChaveMestra: toHex(masterKey),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const file = uids.map((uid, index) => `${toHex(uid)};VK-${lotNumber}-${index + 1}`).join('\n');
  form.append('file', new Blob([file], { type: 'text/plain' }), 'tags.txt');
  const created = await call('admin/lotes', { method: 'POST', body: form });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body as number;
  const layout = await call(`admin/lotes/${id}/sdm`);
  const lotUrl = (layout.body as { url: string }).url.split('?')[0] ?? '';
  return {
    id,
    lotUrl,
    mode,
    metaReadKey,
    masterKey,
    uids,
    chip: (uid, settings = {}) => simulatedTag({ lotUrl, mode, metaReadKey, masterKey, uid, ...settings }),
  };
}

const page = (url: string) => fetch(url, { headers: { 'accept-language': 'en' } });

function scan(url: string): Promise<Response> {
  return fetch(`${api.baseUrl}/api/appless/leituras`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': 'secure-scan-test', 'app-version': '3.0.12' },
    body: JSON.stringify({ code: url, latitude: -29.17, logintude: -51.52 }),
  });
}

async function scanned(url: string): Promise<{ status: number; authenticity: unknown; serial: unknown }> {
  const response = await scan(url);
  const body = (await response.json()) as { autenticidade?: unknown; serial?: unknown };
  return { status: response.status, authenticity: body.autenticidade, serial: body.serial };
}

/** The tag's row: its stored counter and its readings' authenticity codes, oldest first. */
async function tagState(uid: Uint8Array): Promise<{ counter: number | null; authenticity: number[] }> {
  const { db } = api.server;
  const [tag] = await db
    .select()
    .from(tags)
    .where(eq(tags.tagId, toHex(uid)));
  if (tag === undefined) throw new Error('no such tag');
  const rows = await db
    .select({ authenticity: readings.authenticity })
    .from(readings)
    .where(eq(readings.tagId, tag.id))
    .orderBy(readings.id);
  return { counter: tag.sdmCounter, authenticity: rows.map((row) => row.authenticity) };
}

const authenticityOfPage = (html: string) => /<main[^>]*data-authenticity="([a-z]+)"/.exec(html)?.[1];
/** A URL with one hex digit of its MAC changed. */
const withBadMac = (url: string) => url.replace(/c=([0-9A-F])/, (_, digit: string) => `c=${digit === '0' ? '1' : '0'}`);

describe('a secure tag’s page and scan', () => {
  it('shows a fresh tap as genuine and records it so; the same URL again is a possible copy, recorded as replayed', async () => {
    const lot = await createSecureLot();
    const uid = lot.uids[0]!;
    const url = lot.chip(uid).tap();

    const first = await page(url);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(authenticityOfPage(html)).toBe('genuine');
    expect(html).toContain('Genuine tag');
    expect(html).toMatch(/id="authenticity-copy" hidden/);
    // The page records nothing: the scan it sends does.
    expect(await tagState(uid)).toEqual({ counter: null, authenticity: [] });

    expect(await scanned(url)).toMatchObject({ status: 200, authenticity: 'genuine', serial: `VK-${lotNumber}-1` });
    expect(await tagState(uid)).toEqual({ counter: 1, authenticity: [1] });

    const again = await (await page(url)).text();
    expect(authenticityOfPage(again)).toBe('replayed');
    expect(again).toContain('Possible copy');
    expect(again).toContain('Hold your phone to the tag again');
    expect(await scanned(url)).toMatchObject({ status: 200, authenticity: 'replayed' });
    expect(await tagState(uid)).toEqual({ counter: 1, authenticity: [1, 2] });
  });

  it('takes any higher counter as genuine (taps the server never saw leave gaps) and any lower one as replayed', async () => {
    const lot = await createSecureLot();
    const uid = lot.uids[1]!;
    const chip = lot.chip(uid);
    expect((await scanned(chip.tapAt(5))).authenticity).toBe('genuine');
    expect((await scanned(chip.tapAt(40))).authenticity).toBe('genuine');
    expect((await scanned(chip.tapAt(39))).authenticity).toBe('replayed');
    expect((await scanned(chip.tapAt(41))).authenticity).toBe('genuine');
    expect(await tagState(uid)).toEqual({ counter: 41, authenticity: [1, 1, 2, 1] });
  });

  it('verifies LRP lots, and taps that mirror encrypted file data', async () => {
    const lrp = await createSecureLot('LRP');
    expect(await scanned(lrp.chip(lrp.uids[0]!).tap())).toMatchObject({ status: 200, authenticity: 'genuine' });
    const aes = await createSecureLot('AES');
    const mirrored = aes.chip(aes.uids[0]!, { fileData: new TextEncoder().encode('BATCH-2026-11-27') }).tap();
    expect(mirrored).toMatch(/\?e=[0-9A-F]{32}&m=[0-9A-F]{32}&c=[0-9A-F]{16}$/);
    expect(await scanned(mirrored)).toMatchObject({ status: 200, authenticity: 'genuine' });
  });

  it('records a message with a wrong MAC as invalid against the tag it names, answers not found, and leaves the counter', async () => {
    const lot = await createSecureLot();
    const uid = lot.uids[2]!;
    const chip = lot.chip(uid);
    await scanned(chip.tap());
    const forged = withBadMac(chip.tap());
    const response = await page(forged);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Resource not found');
    expect(authenticityOfPage(html)).toBe('invalid');
    expect(await scanned(forged)).toMatchObject({ status: 404, serial: null });
    expect(await tagState(uid)).toEqual({ counter: 1, authenticity: [1, 3] });
    // The tap the forged URL was made from is still genuine: its counter was never proved.
    expect((await scanned(chip.tapAt(2))).authenticity).toBe('genuine');
  });

  it('gives the same not-found page whatever check failed: unknown lot, other lot’s keys, a UID not in the lot, bad PICCData', async () => {
    const lot = await createSecureLot();
    const other = await createSecureLot();
    const stranger = lot.chip(randomBytes(7)).tap();
    const otherLotsTag = lot.chip(other.uids[0]!).tap();
    const unknownLot = lot
      .chip(lot.uids[0]!)
      .tap()
      .replace(/\/s\/[A-Za-z0-9_-]{22}/, `/s/${'A'.repeat(22)}`);
    const wrongKeys = other.chip(lot.uids[0]!).tap().replace(other.lotUrl, lot.lotUrl);
    const badPicc = lot
      .chip(lot.uids[0]!)
      .tap()
      .replace(/e=([0-9A-F])/, (_, d: string) => `e=${d === '0' ? '1' : '0'}`);
    const pages = await Promise.all(
      [stranger, otherLotsTag, unknownLot, wrongKeys, badPicc].map(async (url) => {
        const response = await page(url);
        return { status: response.status, html: await response.text() };
      }),
    );
    for (const answer of pages) {
      expect(answer.status).toBe(404);
      expect(answer.html).toBe(pages[0]?.html);
    }
    for (const url of [stranger, otherLotsTag, unknownLot, wrongKeys, badPicc])
      expect(await scanned(url)).toMatchObject({ status: 404, serial: null });
    // Nothing was recorded against the lot's tag or the other lot's: none of these messages proved a tag of theirs.
    expect(await tagState(lot.uids[0]!)).toEqual({ counter: null, authenticity: [] });
    expect(await tagState(other.uids[0]!)).toEqual({ counter: null, authenticity: [] });
  });

  it('never finds a secure tag by its plain link: /t/<uid> is not found and records nothing', async () => {
    const lot = await createSecureLot();
    const uid = toHex(lot.uids[0]!);
    expect((await page(`${api.baseUrl}/t/${uid}`)).status).toBe(404);
    expect(await scanned(`${api.baseUrl}/t/${uid}`)).toMatchObject({ status: 404, serial: null });
    expect(await tagState(lot.uids[0]!)).toEqual({ counter: null, authenticity: [] });
  });

  it('lets exactly one of many racing scans of one URL be genuine', async () => {
    const lot = await createSecureLot();
    const uid = lot.uids[0]!;
    const url = lot.chip(uid, { counter: 99 }).tap();
    const answers = await Promise.all(Array.from({ length: 24 }, () => scanned(url)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const verdicts = answers.map((answer) => answer.authenticity);
    expect(verdicts.filter((verdict) => verdict === 'genuine')).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict === 'replayed')).toHaveLength(23);
    const state = await tagState(uid);
    expect(state.counter).toBe(100);
    expect(state.authenticity.filter((code) => code === 1)).toHaveLength(1);
  });

  it('keeps the counter at the highest of racing taps at different counters, each above the last being genuine', async () => {
    const lot = await createSecureLot();
    const uid = lot.uids[1]!;
    const chip = lot.chip(uid);
    const urls = Array.from({ length: 12 }, (_, index) => chip.tapAt(index + 1));
    const answers = await Promise.all(urls.map((url) => scanned(url)));
    expect(answers.every((answer) => answer.authenticity === 'genuine' || answer.authenticity === 'replayed')).toBe(
      true,
    );
    // Whatever order they were stored in, the counter ends at the highest, and the highest tap is genuine.
    expect((await tagState(uid)).counter).toBe(12);
    expect(answers[11]?.authenticity).toBe('genuine');
  });
});
