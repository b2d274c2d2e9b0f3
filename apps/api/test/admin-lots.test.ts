/** Admin lots over HTTP (spec A §7 "Admin lots"), as the admin's lot list and lot form call them, with real tokens. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicTagUrl } from '@tagtrail/domain';
import {
  customerLots,
  customerSubLots,
  customers,
  partnerLots,
  partners,
  products,
  readings,
  tags,
  unclaimedReadings,
} from '../src/db/schema';
import { createUser } from '../src/identity';
import { MULTIPART_LIMITS } from '../src/http/route';
import { AdminLotConflict, adminLotRepository } from '../src/lots/admin-lots.repository';
import { textArrayLiteral } from '../src/tags/tags.repository';
import { QR_TAG_ID_PATTERN } from '../src/tags/qr-code';
import { callApi, type ApiAnswer, type ApiRequest } from './support/api-call';
import { signIn } from './support/sign-in';
import { useTestServer } from './support/test-server';

const PASSWORD = 'lots-test-password';
const api = useTestServer({ demoData: false });
let adminToken: string;
let partnerToken: string;
let customerToken: string;

/** Two partners, each with a customer and a product, and a customer of the first without products. */
const ids = { partnerA: 0, partnerB: 0, customerA: 0, customerA2: 0, customerB: 0, productA: 0, productB: 0 };

beforeAll(async () => {
  const { db } = api.server;
  const [a, b] = await db
    .insert(partners)
    .values([
      { name: 'Etiquetas Andorinha Ltda', taxId: '11.111.111/0001-11' },
      { name: 'Rótulos Bem-te-vi S.A.', taxId: '22.222.222/0001-22' },
    ])
    .returning({ id: partners.id });
  ids.partnerA = a?.id ?? 0;
  ids.partnerB = b?.id ?? 0;
  const [ca, ca2, cb] = await db
    .insert(customers)
    .values([
      { partnerId: ids.partnerA, code: 'VIN', name: 'Vinícola Teste', tenantId: 'lots-test-vin' },
      { partnerId: ids.partnerA, code: 'CAF', name: 'Café Teste', tenantId: 'lots-test-caf' },
      { partnerId: ids.partnerB, code: 'LAT', name: 'Laticínio Teste', tenantId: 'lots-test-lat' },
    ])
    .returning({ id: customers.id });
  ids.customerA = ca?.id ?? 0;
  ids.customerA2 = ca2?.id ?? 0;
  ids.customerB = cb?.id ?? 0;
  const [pa, pb] = await db
    .insert(products)
    .values([
      { customerId: ids.customerA, code: 'CS750', name: 'Cabernet 750 ml' },
      { customerId: ids.customerB, code: 'QJ500', name: 'Queijo 500 g' },
    ])
    .returning({ id: products.id });
  ids.productA = pa?.id ?? 0;
  ids.productB = pb?.id ?? 0;

  await createUser(db, {
    username: 'lots-admin',
    name: 'Lots Admin',
    email: 'a@x.example',
    password: PASSWORD,
    role: 'admin',
  });
  await createUser(db, {
    username: 'lots-partner',
    name: 'Lots Partner',
    email: 'p@x.example',
    password: PASSWORD,
    role: 'partner',
    partnerId: ids.partnerA,
  });
  await createUser(db, {
    username: 'lots-customer',
    name: 'Lots Customer',
    email: 'c@x.example',
    password: PASSWORD,
    role: 'customer',
    customerId: ids.customerA,
  });
  adminToken = await signIn(api.baseUrl, 'lots-admin', PASSWORD);
  partnerToken = await signIn(api.baseUrl, 'lots-partner', PASSWORD);
  customerToken = await signIn(api.baseUrl, 'lots-customer', PASSWORD);
});

/** The admin's token unless a call names another (null: none). */
const call = (path: string, request?: ApiRequest) => callApi(`${api.baseUrl}/api/${path}`, request, adminToken);

interface LotFields {
  parceiroId?: number | string;
  clienteId?: number | string;
  produtoId?: number | string;
  numero?: string;
  quantidade?: number | string;
  tipo?: number | string;
  appless?: boolean | string;
}

interface UploadFile {
  name: string;
  content: string | Uint8Array;
  type?: string;
  field?: string;
}

let lotNumber = 0;
const nextNumber = () => `T-${++lotNumber}`;

/** The form as the portal sends it: every text field first, the file last. */
function lotForm(fields: LotFields, file?: UploadFile): FormData {
  const form = new FormData();
  const all = {
    parceiroId: ids.partnerA,
    clienteId: '',
    produtoId: '',
    numero: nextNumber(),
    tipo: 1,
    appless: false,
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, String(value));
  if (file !== undefined)
    form.append(file.field ?? 'file', new Blob([file.content], { type: file.type ?? 'text/plain' }), file.name);
  return form;
}

function postLot(form: FormData, token: string | null = adminToken): Promise<ApiAnswer> {
  return call('admin/lotes', { method: 'POST', body: form, token });
}

/** A tag file of `n` lines `prefix…;VK…`, line ending `eol`. */
function tagFile(n: number, prefix = 'A', eol = '\n'): string {
  return Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(6, '0')};VK-${i + 1}`).join(eol) + eol;
}

async function createNfc(lines: string, quantity: number, fields: LotFields = {}): Promise<number> {
  const created = await postLot(lotForm({ quantidade: quantity, ...fields }, { name: 'tags.csv', content: lines }));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(typeof created.body).toBe('number');
  return created.body as number;
}

async function createQr(quantity: number, fields: LotFields = {}): Promise<number> {
  const created = await postLot(lotForm({ tipo: 2, quantidade: quantity, ...fields }));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as number;
}

async function counts() {
  const { db } = api.server;
  const [lots] = await db.select({ total: count() }).from(partnerLots);
  const [all] = await db.select({ total: count() }).from(tags);
  return { lots: lots?.total ?? 0, tags: all?.total ?? 0 };
}

async function tagsOf(lotId: number) {
  return api.server.db
    .select({ tagId: tags.tagId, visualKey: tags.visualKey, sequence: tags.sequence })
    .from(tags)
    .where(eq(tags.partnerLotId, lotId))
    .orderBy(asc(tags.sequence));
}

interface LotPage {
  dataRecords: {
    parceiroNome: string | null;
    numero: string;
    tipo: number;
    appless: boolean;
    data: string;
    totalTags: number;
    loteParceiroId: number;
  }[];
  countRecords: number;
}

describe('who may call', () => {
  it('refuses a call without a token with 401', async () => {
    expect((await call('admin/lotes', { token: null })).status).toBe(401);
    expect((await postLot(lotForm({ tipo: 2, quantidade: 1 }), null)).status).toBe(401);
  });

  it("refuses a partner's or a customer's token on every admin lot call with 403", async () => {
    for (const token of [partnerToken, customerToken]) {
      expect((await call('admin/lotes', { token })).status).toBe(403);
      expect((await call('admin/lotes/1', { token })).status).toBe(403);
      expect((await call('admin/lotes1', { token, method: 'PUT', body: {} })).status).toBe(403);
      expect((await call('admin/lotes/1', { token, method: 'DELETE' })).status).toBe(403);
      const before = await counts();
      expect((await postLot(lotForm({ tipo: 2, quantidade: 3 }), token)).status).toBe(403);
      expect(await counts()).toEqual(before);
    }
  });
});

describe('creating an NFC lot from its tag file', () => {
  it('stores every tag with its sequence and visual key, and answers the new id', async () => {
    const id = await createNfc('04A1B2C3D4E5F6;K7Q2-M9XD\n04A1B2C3D4E5F7;P3R8-T2WY\n', 2, {
      clienteId: ids.customerA,
      produtoId: ids.productA,
    });
    expect(await tagsOf(id)).toEqual([
      { tagId: '04A1B2C3D4E5F6', visualKey: 'K7Q2-M9XD', sequence: 1 },
      { tagId: '04A1B2C3D4E5F7', visualKey: 'P3R8-T2WY', sequence: 2 },
    ]);
    const lot = await call(`admin/lotes/${id}`);
    expect(lot).toMatchObject({
      status: 200,
      body: {
        id,
        parceiroId: ids.partnerA,
        clienteId: ids.customerA,
        produtoId: ids.productA,
        quantidade: 2,
        tipo: 1,
        appless: false,
        totalTags: 2,
      },
    });
    expect((lot.body as { data: string }).data).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('reads a file with CRLF line ends, a byte order mark and blank lines, keeping file order', async () => {
    const id = await createNfc(`\uFEFF${tagFile(3, 'CRLF', '\r\n')}\r\n\r\n`, 3);
    expect(await tagsOf(id)).toEqual([
      { tagId: 'CRLF000001', visualKey: 'VK-1', sequence: 1 },
      { tagId: 'CRLF000002', visualKey: 'VK-2', sequence: 2 },
      { tagId: 'CRLF000003', visualKey: 'VK-3', sequence: 3 },
    ]);
  });

  it('stores a file of more lines than one insert batch, sequence 1…n in file order', async () => {
    const n = 12_345;
    const id = await createNfc(tagFile(n, 'BIG'), n);
    const stored = await tagsOf(id);
    expect(stored).toHaveLength(n);
    expect(
      stored.every(
        (tag, index) => tag.sequence === index + 1 && tag.tagId === `BIG${String(index + 1).padStart(6, '0')}`,
      ),
    ).toBe(true);
    expect(stored[n - 1]).toEqual({ tagId: `BIG0${n}`, visualKey: `VK-${n}`, sequence: n });
  });

  it('refuses a file with a bad line, naming the line and the reason, and stores nothing', async () => {
    const before = await counts();
    const response = await postLot(
      lotForm({ quantidade: 4 }, { name: 'tags.txt', content: 'BAD1;K1\nBAD2\nBAD3;\n;K4\nBAD5;K5;extra\n' }),
    );
    expect(response).toEqual({
      status: 400,
      body: {
        status: 400,
        error: 'VALIDATION',
        message: 'TAG_FILE_INVALID',
        details: [
          { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 4, listedBadLines: 4, lineCount: 5 } },
          { field: 'quantidade', key: 'QUANTITY_MISMATCH', params: { expected: 4, actual: 5 } },
          { line: 2, field: 'visualKey', key: 'MISSING_FIELD' },
          { line: 3, field: 'visualKey', key: 'MISSING_FIELD' },
          { line: 4, field: 'tagId', key: 'MISSING_FIELD' },
          { line: 5, key: 'TOO_MANY_FIELDS', params: { fields: 3 } },
        ],
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a tag id twice in the file, naming both lines, whatever the letter case', async () => {
    const before = await counts();
    const response = await postLot(
      lotForm({ quantidade: 3 }, { name: 'tags.csv', content: 'DUP1;K1\nDUP2;K2\ndup1;K3\n' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'TAG_FILE_INVALID',
      details: [
        { key: 'TAG_FILE_INVALID', params: { badLineCount: 1 } },
        { line: 3, field: 'tagId', key: 'DUPLICATE_TAG_ID', params: { firstLine: 1 } },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a tag id another lot already holds, whatever the letter case, naming the line', async () => {
    await createNfc('TAKEN-ABC;K1\n', 1);
    const before = await counts();
    const response = await postLot(
      lotForm({ quantidade: 3 }, { name: 'tags.csv', content: 'FREE-1;K1\nfree-2;K2\ntaken-abc;K3\n' }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'TAG_FILE_INVALID',
      details: [
        { field: 'file', key: 'TAG_FILE_INVALID', params: { badLineCount: 1 } },
        { line: 3, field: 'tagId', key: 'TAG_ID_EXISTS' },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('lists at most 1000 bad lines but counts them all', async () => {
    const lines = Array.from({ length: 1500 }, (_, i) => `NOSEP${i}`).join('\n');
    const response = await postLot(lotForm({ quantidade: 1500 }, { name: 'tags.csv', content: lines }));
    const body = response.body as { details: { line?: number; key: string; params?: Record<string, number> }[] };
    expect(response.status).toBe(400);
    expect(body.details[0]).toEqual({
      field: 'file',
      key: 'TAG_FILE_INVALID',
      params: { badLineCount: 1500, listedBadLines: 1000, lineCount: 1500 },
    });
    expect(body.details.filter((detail) => detail.line !== undefined)).toHaveLength(1000);
  });

  it('refuses a quantity other than the number of tag lines', async () => {
    const before = await counts();
    const response = await postLot(lotForm({ quantidade: 5 }, { name: 'tags.csv', content: tagFile(3, 'QTY') }));
    expect(response).toEqual({
      status: 400,
      body: {
        status: 400,
        error: 'VALIDATION',
        message: 'QUANTITY_MISMATCH',
        details: [{ field: 'quantidade', key: 'QUANTITY_MISMATCH', params: { expected: 5, actual: 3 } }],
      },
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses an NFC lot without its file ('required file')", async () => {
    for (const form of [
      lotForm({ quantidade: 1 }),
      // What a browser sends when the file input is left empty.
      lotForm({ quantidade: 1 }, { name: '', content: '', type: 'application/octet-stream' }),
    ]) {
      const response = await postLot(form);
      expect(response).toMatchObject({
        status: 400,
        body: { error: 'VALIDATION', message: 'REQUIRED_FILE', details: [{ field: 'file', key: 'REQUIRED_FILE' }] },
      });
    }
  });

  it('refuses a file that is neither .csv, .txt nor plain text', async () => {
    const before = await counts();
    const response = await postLot(
      lotForm({ quantidade: 1 }, { name: 'tags.xlsx', content: 'X;Y\n', type: 'application/vnd.ms-excel' }),
    );
    expect(response).toMatchObject({ status: 400, body: { message: 'INVALID_FILE_TYPE' } });
    expect(await counts()).toEqual(before);
  });

  it('accepts plain text whatever the name, and a .txt whatever the media type', async () => {
    await createNfc('PLAIN-1;K\n', 1);
    const id = (
      await postLot(
        lotForm({ quantidade: 1 }, { name: 'TAGS.TXT', content: 'PLAIN-2;K\n', type: 'application/octet-stream' }),
      )
    ).body as number;
    expect(await tagsOf(id)).toHaveLength(1);
  });

  it('refuses a file that is not UTF-8 text', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x3b, 0x00, 0x42, 0x00]);
    const response = await postLot(lotForm({ quantidade: 1 }, { name: 'tags.txt', content: utf16 }));
    expect(response).toMatchObject({ status: 400, body: { message: 'FILE_NOT_UTF8' } });
  });

  it('refuses a text field sent after the file, storing nothing', async () => {
    const before = await counts();
    const form = lotForm({ quantidade: 1 }, { name: 'tags.csv', content: 'LATE-1;K\n' });
    form.append('clienteId', String(ids.customerA));
    const response = await postLot(form);
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'FIELD_AFTER_FILE', details: [{ field: 'clienteId', key: 'FIELD_AFTER_FILE' }] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over the upload limit with 413 PAYLOAD_TOO_LARGE, storing nothing', async () => {
    const before = await counts();
    const line = `${'x'.repeat(1023)}\n`;
    const big = line.repeat(Math.ceil(MULTIPART_LIMITS.fileSize / line.length) + 16);
    const response = await postLot(lotForm({ quantidade: 5 }, { name: 'big.txt', content: big }));
    expect(response).toEqual({
      status: 413,
      body: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await counts()).toEqual(before);
  });
});

describe('creating a QrCode lot', () => {
  it('makes quantity tags of 32 random lower-case hex digits, sequence 1…n, all different', async () => {
    const id = await createQr(2_500, { appless: true, clienteId: ids.customerA });
    const stored = await tagsOf(id);
    expect(stored).toHaveLength(2_500);
    expect(stored.every((tag) => QR_TAG_ID_PATTERN.test(tag.tagId) && tag.visualKey === null)).toBe(true);
    expect(stored.map((tag) => tag.sequence)).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 1));
    expect(new Set(stored.map((tag) => tag.tagId)).size).toBe(2_500);
    expect((await call(`admin/lotes/${id}`)).body).toMatchObject({ tipo: 2, appless: true, totalTags: 2_500 });
  });

  it('needs no file, and stores appless false for an NFC lot whatever was sent', async () => {
    const qr = await createQr(1);
    expect((await call(`admin/lotes/${qr}`)).body).toMatchObject({ tipo: 2, appless: false, totalTags: 1 });
    const nfc = await createNfc('APPLESS-NFC;K\n', 1, { appless: true });
    expect((await call(`admin/lotes/${nfc}`)).body).toMatchObject({ tipo: 1, appless: false });
  });

  it('gives each made tag the public address /t/{tagId} on this server, its id needing no escaping', async () => {
    const id = await createQr(3);
    const made = await tagsOf(id);
    expect(made).toHaveLength(3);
    for (const { tagId } of made) expect(publicTagUrl(`${api.baseUrl}/`, tagId)).toBe(`${api.baseUrl}/t/${tagId}`);
  });
});

describe('the form rules, enforced by the server', () => {
  it('refuses a lot without partner, order number or quantity, naming the wire fields', async () => {
    const response = await postLot(lotForm({ parceiroId: '', numero: ' ', quantidade: '', tipo: 2 }));
    expect(response).toEqual({
      status: 400,
      body: {
        status: 400,
        error: 'VALIDATION',
        message: 'REQUIRED_FIELD_MESSAGE',
        details: [
          { field: 'parceiroId', key: 'REQUIRED_FIELD_MESSAGE' },
          { field: 'numero', key: 'REQUIRED_FIELD_MESSAGE' },
          { field: 'quantidade', key: 'REQUIRED_FIELD_MESSAGE' },
        ],
      },
    });
  });

  it('refuses a quantity below 1 or above a million', async () => {
    expect((await postLot(lotForm({ tipo: 2, quantidade: 0 }))).body).toMatchObject({
      details: [{ field: 'quantidade', key: 'QUANTITY_BELOW_MINIMUM', params: { min: 1 } }],
    });
    expect((await postLot(lotForm({ tipo: 2, quantidade: 1_000_001 }))).body).toMatchObject({
      details: [{ field: 'quantidade', key: 'QUANTITY_ABOVE_MAXIMUM', params: { max: 1_000_000 } }],
    });
  });

  it('refuses a partner that does not exist, and a customer or product that is not theirs', async () => {
    const cases: [LotFields, object][] = [
      [{ parceiroId: 999_999 }, { field: 'parceiroId', key: 'PARTNER_NOT_FOUND' }],
      [{ clienteId: ids.customerB }, { field: 'clienteId', key: 'CUSTOMER_NOT_OF_PARTNER' }],
      [
        { clienteId: ids.customerA, produtoId: ids.productB },
        { field: 'produtoId', key: 'PRODUCT_NOT_OF_CUSTOMER' },
      ],
      [{ produtoId: ids.productA }, { field: 'produtoId', key: 'PRODUCT_NOT_OF_CUSTOMER' }],
    ];
    const before = await counts();
    for (const [fields, detail] of cases) {
      const response = await postLot(lotForm({ tipo: 2, quantidade: 1, ...fields }));
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body, JSON.stringify(fields)).toMatchObject({ error: 'VALIDATION', details: [detail] });
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses an order number the partner already has, in any letter case, but not another partner's", async () => {
    await createQr(1, { numero: 'PED-2026-01' });
    const again = await postLot(lotForm({ tipo: 2, quantidade: 1, numero: 'ped-2026-01' }));
    expect(again).toMatchObject({ status: 400, body: { details: [{ field: 'numero', key: 'LOT_NUMBER_EXISTS' }] } });
    await createQr(1, { numero: 'PED-2026-01', parceiroId: ids.partnerB });
  });

  it('turns a unique index refusal (a request that got there first) into a conflict, storing nothing', async () => {
    await createNfc('RACE-TAG;K\n', 1, { numero: 'RACE-1' });
    const repository = adminLotRepository(api.server.db);
    const lot = {
      partnerId: ids.partnerA,
      customerId: null,
      productId: null,
      quantity: 1,
      type: 1 as const,
      appless: false,
    };
    const batch = (tagId: string) => [
      { firstSequence: 1, count: 1, tagIds: textArrayLiteral([tagId]), visualKeys: textArrayLiteral(['K']) },
    ];
    const before = await counts();
    await expect(repository.create({ ...lot, number: 'race-1' }, batch('RACE-OTHER'))).rejects.toEqual(
      new AdminLotConflict('number'),
    );
    await expect(repository.create({ ...lot, number: 'RACE-2' }, batch('race-tag'))).rejects.toEqual(
      new AdminLotConflict('tag-id'),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses input the contract does not allow, such as a type 3', async () => {
    const response = await postLot(lotForm({ tipo: 3, quantidade: 1 }));
    expect(response).toMatchObject({ status: 400, body: { error: 'VALIDATION', details: [{ field: 'tipo' }] } });
  });

  it('refuses a JSON body on the multipart call with 415', async () => {
    const response = await call('admin/lotes', {
      method: 'POST',
      body: { parceiroId: ids.partnerA, numero: 'JSON', quantidade: 1, tipo: 2, appless: false },
    });
    expect(response).toMatchObject({ status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
  });
});

describe('the lot list', () => {
  it('pages newest first, with partner name, type, appless, date and total tags', async () => {
    const first = await createQr(3, { numero: 'LIST-ALPHA-1', appless: true });
    const second = await createNfc('LIST-1;K\nLIST-2;K\n', 2, { numero: 'LIST-ALPHA-2' });
    const third = await createQr(1, { numero: 'LIST-ALPHA-3', parceiroId: ids.partnerB });
    const page1 = (await call('admin/lotes?query=list-alpha&records=2&page=1')).body as LotPage;
    const page2 = (await call('admin/lotes?query=list-alpha&records=2&page=2')).body as LotPage;
    expect(page1.countRecords).toBe(3);
    expect(page1.dataRecords.map((row) => row.loteParceiroId)).toEqual([third, second]);
    expect(page2.dataRecords.map((row) => row.loteParceiroId)).toEqual([first]);
    expect(page1.dataRecords[0]).toMatchObject({
      parceiroNome: 'Rótulos Bem-te-vi S.A.',
      numero: 'LIST-ALPHA-3',
      tipo: 2,
      appless: false,
      totalTags: 1,
    });
    expect(page1.dataRecords[1]).toMatchObject({ parceiroNome: 'Etiquetas Andorinha Ltda', tipo: 1, totalTags: 2 });
    expect(page2.dataRecords[0]).toMatchObject({ appless: true, totalTags: 3 });
    expect(Date.parse(page1.dataRecords[0]?.data ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it("searches the partner's name and the order number, without regard to letter case", async () => {
    await createQr(1, { numero: 'SEARCH-ZEBRA' });
    const byNumber = (await call('admin/lotes?query=search-zebra')).body as LotPage;
    expect(byNumber.dataRecords.map((row) => row.numero)).toEqual(['SEARCH-ZEBRA']);
    const byPartner = (await call(`admin/lotes?query=${encodeURIComponent('BEM-TE-VI')}&records=100`)).body as LotPage;
    expect(byPartner.countRecords).toBeGreaterThan(0);
    expect(byPartner.dataRecords.every((row) => row.parceiroNome === 'Rótulos Bem-te-vi S.A.')).toBe(true);
  });

  it('answers a page past the end empty, with the total', async () => {
    const page = (await call('admin/lotes?page=999&records=10')).body as LotPage;
    expect(page.dataRecords).toEqual([]);
    expect(page.countRecords).toBeGreaterThan(0);
  });

  it('sorts by a named column when asked, and refuses an unknown one', async () => {
    const sorted = (await call('admin/lotes?sort=numero&records=100')).body as LotPage;
    const numbers = sorted.dataRecords.map((row) => row.numero.toLowerCase());
    expect(numbers).toEqual([...numbers].sort());
    expect((await call('admin/lotes?sort=colour')).status).toBe(400);
  });

  it('answers an unknown lot with 404', async () => {
    expect((await call('admin/lotes/999999')).status).toBe(404);
  });
});

describe('editing a lot (PUT admin/lotes{id}, no slash)', () => {
  const edit = (id: number, body: object) => call(`admin/lotes${id}`, { method: 'PUT', body });

  it('changes customer, product and appless and answers the id; the tags stay', async () => {
    const id = await createQr(4, { numero: 'EDIT-1' });
    const tagsBefore = await tagsOf(id);
    const response = await edit(id, {
      parceiroId: ids.partnerA,
      clienteId: ids.customerA,
      produtoId: ids.productA,
      numero: 'EDIT-1',
      quantidade: 4,
      tipo: 2,
      appless: true,
    });
    expect(response).toEqual({ status: 200, body: id });
    expect((await call(`admin/lotes/${id}`)).body).toMatchObject({
      clienteId: ids.customerA,
      produtoId: ids.productA,
      appless: true,
      numero: 'EDIT-1',
    });
    expect(await tagsOf(id)).toEqual(tagsBefore);
  });

  it('refuses a change of order number, type or quantity, changing nothing', async () => {
    const id = await createQr(2, { numero: 'EDIT-2' });
    const base = {
      parceiroId: ids.partnerA,
      clienteId: null,
      produtoId: null,
      numero: 'EDIT-2',
      quantidade: 2,
      tipo: 2,
      appless: false,
    };
    expect(await edit(id, { ...base, numero: 'EDIT-2-NEW', clienteId: ids.customerA })).toMatchObject({
      status: 400,
      body: { message: 'LOT_NUMBER_LOCKED', details: [{ field: 'numero', key: 'LOT_NUMBER_LOCKED' }] },
    });
    expect(await edit(id, { ...base, tipo: 1 })).toMatchObject({
      status: 400,
      body: { details: [{ field: 'tipo', key: 'LOT_TYPE_LOCKED' }] },
    });
    expect(await edit(id, { ...base, quantidade: 3 })).toMatchObject({
      status: 400,
      body: { details: [{ field: 'quantidade', key: 'LOT_QUANTITY_LOCKED' }] },
    });
    expect((await call(`admin/lotes/${id}`)).body).toMatchObject({ numero: 'EDIT-2', clienteId: null, quantidade: 2 });
  });

  // issue 24 §5, the attack: on main the administrator's edit moved a lot whose tags had been read to another
  // customer, handing the first customer's readings and devices to the second.
  it('refuses to move a lot whose tags have been read to another customer or none, keeping its customer', async () => {
    const id = await createQr(2, { numero: 'EDIT-HIST', clienteId: ids.customerA });
    const [tag] = await tagsOf(id);
    await api.server.db.execute(sql`
      insert into readings (tag_id, device_id) select id, 'admin-hist-device' from tags where tag_id = ${tag?.tagId ?? ''}`);
    const base = {
      parceiroId: ids.partnerA,
      clienteId: ids.customerA2,
      produtoId: null,
      numero: 'EDIT-HIST',
      quantidade: 2,
      tipo: 2,
      appless: false,
    };
    expect(await edit(id, base)).toMatchObject({
      status: 400,
      body: { message: 'PARTNER_LOT_HAS_HISTORY', details: [{ field: 'clienteId', key: 'PARTNER_LOT_HAS_HISTORY' }] },
    });
    // Nor taken back to no customer (issue 30 §2): its readings would be a customer's with none.
    expect(await edit(id, { ...base, clienteId: null })).toMatchObject({
      status: 400,
      body: { message: 'PARTNER_LOT_HAS_HISTORY', details: [{ field: 'clienteId', key: 'PARTNER_LOT_HAS_HISTORY' }] },
    });
    expect((await call(`admin/lotes/${id}`)).body).toMatchObject({ clienteId: ids.customerA });
    // Its own customer may still be saved with it.
    expect((await edit(id, { ...base, clienteId: ids.customerA })).status).toBe(200);
  });

  it("refuses another partner's customer, and answers 404 for an unknown lot", async () => {
    const id = await createQr(1, { numero: 'EDIT-3' });
    const body = {
      parceiroId: ids.partnerA,
      clienteId: ids.customerB,
      produtoId: null,
      numero: 'EDIT-3',
      quantidade: 1,
      tipo: 2,
      appless: false,
    };
    expect(await edit(id, body)).toMatchObject({
      status: 400,
      body: { details: [{ key: 'CUSTOMER_NOT_OF_PARTNER' }] },
    });
    expect((await edit(999_999, { ...body, clienteId: null })).status).toBe(404);
  });
});

describe('deleting a lot', () => {
  it('deletes the lot and its tags when none has been read', async () => {
    const id = await createNfc('DEL-1;K\nDEL-2;K\n', 2);
    const response = await call(`admin/lotes/${id}`, { method: 'DELETE' });
    expect(response).toEqual({ status: 204, body: undefined });
    expect((await call(`admin/lotes/${id}`)).status).toBe(404);
    expect(await tagsOf(id)).toEqual([]);
    expect((await call(`admin/lotes/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("refuses with error 1 LOT_HAS_READINGS ('You can not delete a order with readings!') and deletes nothing", async () => {
    const id = await createQr(3, { numero: 'DEL-READ' });
    const { db } = api.server;
    const [tag] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.partnerLotId, id), eq(tags.sequence, 2)));
    await db.insert(readings).values({ tagId: tag?.id ?? 0, latitude: -23.55, longitude: -46.63, city: 'São Paulo' });
    const response = await call(`admin/lotes/${id}`, { method: 'DELETE' });
    expect(response).toEqual({ status: 409, body: { status: 409, error: 1, message: 'LOT_HAS_READINGS' } });
    expect((await call(`admin/lotes/${id}`)).status).toBe(200);
    expect(await tagsOf(id)).toHaveLength(3);
    // The lot has no customer: its reading is the partner's (a test before it ships, migration 0052), and counts.
    const [stillRead] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(unclaimedReadings)
      .where(eq(unclaimedReadings.tagId, tag?.id ?? 0));
    expect(stillRead?.total).toBe(1);
  });

  it('says on the list and on the lot whether it has readings or customer lots, before anyone asks to delete', async () => {
    const read = await createQr(2, { numero: 'DEL-FLAG-READ' });
    const taken = await createQr(2, { numero: 'DEL-FLAG-TAKEN' });
    const free = await createQr(2, { numero: 'DEL-FLAG-FREE' });
    const { db } = api.server;
    const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.partnerLotId, read));
    await db.insert(readings).values({ tagId: tag?.id ?? 0 });
    const [customerLot] = await db
      .insert(customerLots)
      .values({ customerId: ids.customerA, number: 'DEL-FLAG-CL' })
      .returning({ id: customerLots.id });
    await db
      .insert(customerSubLots)
      .values({ customerId: ids.customerA, customerLotId: customerLot?.id ?? 0, partnerLotId: taken });

    const rows = (await call('admin/lotes?page=1&records=100&query=DEL-FLAG')).body as {
      dataRecords: { numero: string; temLeituras: boolean; temLotesClientes: boolean }[];
    };
    const flags = Object.fromEntries(rows.dataRecords.map((r) => [r.numero, [r.temLeituras, r.temLotesClientes]]));
    expect(flags).toEqual({
      'DEL-FLAG-READ': [true, false],
      'DEL-FLAG-TAKEN': [false, true],
      'DEL-FLAG-FREE': [false, false],
    });
    expect((await call(`admin/lotes/${read}`)).body).toMatchObject({ temLeituras: true, temLotesClientes: false });
    expect((await call(`admin/lotes/${taken}`)).body).toMatchObject({ temLeituras: false, temLotesClientes: true });
    expect((await call(`admin/lotes/${free}`)).body).toMatchObject({ temLeituras: false, temLotesClientes: false });
  });

  it('refuses with error 1 LOT_IN_CUSTOMER_LOTS a lot a customer lot took tags from, and deletes nothing', async () => {
    const id = await createQr(3, { numero: 'DEL-TAKEN' });
    const { db } = api.server;
    const [customerLot] = await db
      .insert(customerLots)
      .values({ customerId: ids.customerA, number: 'DEL-TAKEN-CL' })
      .returning({ id: customerLots.id });
    await db
      .insert(customerSubLots)
      .values({ customerId: ids.customerA, customerLotId: customerLot?.id ?? 0, partnerLotId: id });
    const response = await call(`admin/lotes/${id}`, { method: 'DELETE' });
    expect(response).toEqual({ status: 409, body: { status: 409, error: 1, message: 'LOT_IN_CUSTOMER_LOTS' } });
    expect(await tagsOf(id)).toHaveLength(3);
  });
});
