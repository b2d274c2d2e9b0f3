/**
 * The partner area's calls over HTTP with a partner's real token (spec A §7 "Customers (partner area)", "Partner
 * lots and tags"): what each call does for the caller's own records. Another partner's ids are the isolation suite's.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDigitalLink, qrTagIdPrefixOf, tagSerialOf, type DigitalLink } from '@tagtrail/domain';
import {
  customerLots,
  customerSubLots,
  customers,
  partnerLots,
  products,
  readings,
  tags,
  users,
} from '../src/db/schema';
import { callApi, sendApi, type ApiRequest } from './support/api-call';
import { signIn } from './support/sign-in';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
const md5Of = (text: string) => createHash('md5').update(text).digest('hex');
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const asPartner = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.partner);

const customerBody = (overrides: Record<string, unknown> = {}) => ({
  codigo: 'VIN-NOVO',
  nome: 'Vinícola Nova',
  cnpj: '',
  produtoVinculado: false,
  clienteExclusivo: true,
  leituraUnica: false,
  leituraUnicaMensagem: null,
  ...overrides,
});

describe('customers (cliente)', () => {
  it('creates a customer with a tenant id of its own and the default tax id, and reads it back', async () => {
    const created = await asPartner('cliente', {
      method: 'POST',
      body: customerBody({
        codigo: 'AÇAÍ 01',
        leituraUnica: true,
        leituraUnicaMensagem: JSON.stringify({ '1': 'Já lido', '2': '', '3': 'Ya leído' }),
      }),
    });
    expect(created.status).toBe(200);
    const id = created.body as number;
    const read = await asPartner(`cliente/${id}`);
    expect(read.body).toMatchObject({
      id,
      codigo: 'AÇAÍ 01',
      cnpj: '000000000000',
      leituraUnica: true,
      clienteExclusivo: true,
    });
    const body = read.body as { tenantId: string; leituraUnicaMensagem: string };
    expect(body.tenantId).toMatch(/^acai-01-[0-9a-f]{6}$/);
    expect(JSON.parse(body.leituraUnicaMensagem)).toEqual({ '1': 'Já lido', '2': '', '3': 'Ya leído' });
    const [stored] = await api.server.db.select().from(customers).where(eq(customers.id, id));
    expect(stored?.partnerId).toBe(world.alpha.partnerId);
  });

  it('refuses a single-reading customer without any message, naming the field', async () => {
    const answer = await asPartner('cliente', {
      method: 'POST',
      body: customerBody({ codigo: 'SEM-MSG', leituraUnica: true, leituraUnicaMensagem: null }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      details: [{ field: 'leituraUnicaMensagem', key: 'SINGLE_READING_MESSAGE_REQUIRED' }],
    });
  });

  it('refuses a code another of its customers has, in any letter case, with a clear error', async () => {
    await asPartner('cliente', { method: 'POST', body: customerBody({ codigo: 'DUP-1' }) });
    const again = await asPartner('cliente', { method: 'POST', body: customerBody({ codigo: 'dup-1' }) });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ details: [{ field: 'codigo', key: 'CUSTOMER_CODE_EXISTS' }] });
  });

  it('refuses a CNPJ whose check digits are wrong with a 400 naming the cnpj; accepts a valid one and the twelve zeros (issue 8 §7)', async () => {
    for (const cnpj of ['11.222.333/0001-82', '00000000000000', '123'])
      expect(
        await asPartner('cliente', { method: 'POST', body: customerBody({ codigo: `CNPJ-BAD-${cnpj}`, cnpj }) }),
        cnpj,
      ).toMatchObject({
        status: 400,
        body: { error: 'VALIDATION', message: 'INVALID_CNPJ', details: [{ field: 'cnpj', key: 'INVALID_CNPJ' }] },
      });
    const [refused] = await api.server.db
      .select({ total: sql<number>`count(*)::int` })
      .from(customers)
      .where(sql`${customers.code} like 'CNPJ-BAD-%'`);
    expect(refused?.total).toBe(0);

    for (const [codigo, cnpj, stored] of [
      ['CNPJ-OK-1', '12.abc.345/01de-35', '12ABC34501DE35'],
      ['CNPJ-OK-2', '11222333000181', '11222333000181'],
      ['CNPJ-OK-3', '000000000000', '000000000000'],
    ] as const) {
      const created = await asPartner('cliente', { method: 'POST', body: customerBody({ codigo, cnpj }) });
      expect(created.status, cnpj).toBe(200);
      expect((await asPartner(`cliente/${String(created.body)}`)).body).toMatchObject({ cnpj: stored });
    }
  });

  it("accepts a code another partner's customer has: codes are unique within a partner", async () => {
    const answer = await asPartner('cliente', { method: 'POST', body: customerBody({ codigo: 'bravo7q-c' }) });
    expect(answer.status).toBe(200);
  });

  it('keeps the code locked on edit and saves the other fields', async () => {
    const id = world.alpha.customerId;
    const locked = await asPartner(`cliente/${id}`, { method: 'PUT', body: customerBody({ codigo: 'OTHER' }) });
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ details: [{ field: 'codigo', key: 'CUSTOMER_CODE_LOCKED' }] });
    const saved = await asPartner(`cliente/${id}`, {
      method: 'PUT',
      body: customerBody({ codigo: 'alpha7q-c', nome: 'Vinícola Alpha alpha7q renomeada' }),
    });
    expect(saved).toEqual({ status: 200, body: id });
    expect((await asPartner(`cliente/${id}`)).body).toMatchObject({ nome: 'Vinícola Alpha alpha7q renomeada' });
  });

  it('lists its customers paged, searched and sorted, and offers them in the selects', async () => {
    const page = await asPartner('cliente/pagination/?page=1&records=2&sort=codigo&direction=asc&query=alpha7q');
    expect(page.status).toBe(200);
    const body = page.body as { dataRecords: { codigo: string }[]; countRecords: number };
    expect(body.countRecords).toBe(1);
    expect(body.dataRecords.map((row) => row.codigo)).toEqual(['alpha7q-c']);
    const options = (await asPartner('areaparceiro/clientes')).body as { clienteId: number }[];
    expect(options.map((option) => option.clienteId)).toContain(world.alpha.customerId);
    const products = await asPartner(`areaparceiro/clientes/${world.alpha.customerId}/produtos`);
    expect(products.body).toEqual([
      { produtoId: world.alpha.productId, codigo: 'alpha7q-p', nome: expect.any(String) },
    ]);
  });

  it('refuses to delete a customer with users, products or lots (error 1), and deletes an unused one', async () => {
    const inUse = await asPartner(`cliente/${world.alpha.customerId}`, { method: 'DELETE' });
    expect(inUse).toEqual({
      status: 409,
      body: { status: 409, error: 1, message: 'CUSTOMER_IN_USE' },
    });
    const created = await asPartner('cliente', { method: 'POST', body: customerBody({ codigo: 'LEAVING' }) });
    const removed = await asPartner(`cliente/${String(created.body)}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await asPartner(`cliente/${String(created.body)}`)).status).toBe(404);
  });
});

describe('customer users', () => {
  it('creates a customer user with a one-time password that signs in as that customer, once', async () => {
    const path = `areaparceiro/clientes/${world.alpha.customerId}/usuarios`;
    const created = await asPartner(path, {
      method: 'POST',
      body: { usuario: 'carla.alpha', nome: 'Carla Alpha', email: 'carla@alpha.example' },
    });
    expect(created.status).toBe(200);
    const { id, senhaTemporaria } = created.body as { id: number; senhaTemporaria: string };
    expect(senhaTemporaria).toMatch(/^[A-Za-z2-9]{16}$/);
    const [account] = await api.server.db.select().from(users).where(eq(users.id, id));
    expect(account).toMatchObject({ role: 'customer', customerId: world.alpha.customerId, partnerId: null });
    expect(account?.mustChangePassword).toBe(true);
    // The first sign-in asks for a new password, then signs in as that customer.
    const token = await signIn(api.baseUrl, 'carla.alpha', senhaTemporaria, { newPassword: 'carla-own-password' });
    expect(token).not.toBe('');

    const list = await asPartner(`${path}?page=1&records=10&query=carla`);
    expect(list.body).toEqual({ dataRecords: [{ usuario: 'carla.alpha', usuarioId: id }], countRecords: 1 });
    expect((await asPartner(`${path}/${id}`)).body).toEqual({
      usuarioId: id,
      usuario: 'carla.alpha',
      nome: 'Carla Alpha',
      email: 'carla@alpha.example',
    });
    expect((await asPartner(`${path}/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asPartner(`${path}/${id}`)).status).toBe(404);
  });

  it('refuses a taken login (error 1) and a bad e-mail (the field named)', async () => {
    const path = `areaparceiro/clientes/${world.alpha.customerId}/usuarios`;
    const taken = await asPartner(path, {
      method: 'POST',
      body: { usuario: 'ALPHA7Q-CUSTOMER', nome: 'Twin', email: 'twin@alpha.example' },
    });
    expect(taken.body).toMatchObject({ error: 1, message: 'USERNAME_TAKEN' });
    const badEmail = await asPartner(path, { method: 'POST', body: { usuario: 'x1', nome: 'X', email: 'not-mail' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ details: [{ field: 'email' }] });
  });
});

describe('partner lots', () => {
  it('lists its lots with customer, product and free tags, newest first', async () => {
    const answer = await asPartner('areaparceiro/lotes?page=1&records=10');
    const body = answer.body as { dataRecords: Record<string, unknown>[]; countRecords: number };
    expect(body.countRecords).toBe(1);
    expect(body.dataRecords[0]).toMatchObject({
      id: world.alpha.partnerLotId,
      clienteId: world.alpha.customerId,
      produtoId: world.alpha.productId,
      numero: 'alpha7q-lot',
      tipo: 2,
      totalTags: 3,
      // The tenant's customer lot took one of the three.
      totalTagsDisponiveis: 2,
    });
  });

  it('gives a lot without product to one of its customers, and refuses one with a product', async () => {
    const [free] = await api.server.db
      .insert(partnerLots)
      .values({ partnerId: world.alpha.partnerId, number: 'alpha7q-free', type: 2, quantity: 10 })
      .returning({ id: partnerLots.id });
    const freeId = free?.id ?? 0;
    const given = await asPartner(`areaparceiro/lotes/${freeId}`, {
      method: 'PUT',
      body: { clienteId: world.alpha.customerId },
    });
    expect(given).toEqual({ status: 200, body: freeId });
    expect((await asPartner(`areaparceiro/lotes/${freeId}`)).body).toMatchObject({
      clienteId: world.alpha.customerId,
    });

    const withProduct = await asPartner(`areaparceiro/lotes/${world.alpha.partnerLotId}`, {
      method: 'PUT',
      body: { clienteId: world.alpha.customerId },
    });
    expect(withProduct.status).toBe(400);
    expect(withProduct.body).toMatchObject({ details: [{ key: 'PARTNER_LOT_NOT_EDITABLE' }] });
  });

  it("refuses another partner's customer as the lot's customer, and keeps the lot as it was", async () => {
    const [free] = await api.server.db
      .insert(partnerLots)
      .values({ partnerId: world.alpha.partnerId, number: 'alpha7q-free-2', type: 2, quantity: 10 })
      .returning({ id: partnerLots.id });
    const answer = await asPartner(`areaparceiro/lotes/${free?.id ?? 0}`, {
      method: 'PUT',
      body: { clienteId: world.bravo.customerId },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ field: 'clienteId', key: 'CUSTOMER_NOT_OF_PARTNER' }] });
    const [lot] = await api.server.db
      .select()
      .from(partnerLots)
      .where(eq(partnerLots.id, free?.id ?? 0));
    expect(lot?.customerId).toBeNull();
  });

  it('requires the customer (spec A §5)', async () => {
    const answer = await asPartner(`areaparceiro/lotes/${world.alpha.partnerLotId}`, {
      method: 'PUT',
      body: { clienteId: null },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      details: expect.arrayContaining([{ field: 'clienteId', key: 'REQUIRED_FIELD_MESSAGE' }]),
    });
  });
});

describe('a partner lot keeps its history (issue 24 §5)', () => {
  /** A lot of Alpha's partner without product and with three free tags, given to `customerId` (or to nobody). */
  async function lotOf(number: string, customerId: number | null): Promise<{ id: number; tagIds: number[] }> {
    const [lot] = await api.server.db
      .insert(partnerLots)
      .values({ partnerId: world.alpha.partnerId, customerId, number, type: 2, quantity: 3 })
      .returning({ id: partnerLots.id });
    const id = lot?.id ?? 0;
    const rows = await api.server.db
      .insert(tags)
      .values([1, 2, 3].map((sequence) => ({ partnerLotId: id, tagId: `${number}-h${sequence}`, sequence })))
      .returning({ id: tags.id });
    return { id, tagIds: rows.map((row) => row.id) };
  }

  /** Another customer of Alpha's partner: the one an attacker would hand the lot to. */
  async function secondCustomer(code: string): Promise<number> {
    const [customer] = await api.server.db
      .insert(customers)
      .values({ partnerId: world.alpha.partnerId, code, name: `Vinícola ${code}`, tenantId: `${code}-tenant` })
      .returning({ id: customers.id });
    return customer?.id ?? 0;
  }

  const giveTo = (lotId: number, customerId: number) =>
    asPartner(`areaparceiro/lotes/${lotId}`, { method: 'PUT', body: { clienteId: customerId } });

  const customerOfLot = async (lotId: number) => {
    const [lot] = await api.server.db.select().from(partnerLots).where(eq(partnerLots.id, lotId));
    return lot?.customerId;
  };

  it('refuses to move a lot whose tags have been read to another customer, and keeps it with its customer', async () => {
    const other = await secondCustomer('HIST-READ');
    const lot = await lotOf('hist-read', world.alpha.customerId);
    // One reading of one still-free tag: its reading and its device are the first customer's.
    await api.server.db.insert(readings).values({ tagId: lot.tagIds[0] ?? 0, deviceId: 'hist-read-device' });

    const moved = await giveTo(lot.id, other);
    expect(moved).toEqual({
      status: 400,
      body: {
        status: 400,
        error: 'VALIDATION',
        message: 'PARTNER_LOT_HAS_HISTORY',
        details: [{ field: 'clienteId', key: 'PARTNER_LOT_HAS_HISTORY' }],
      },
    });
    expect(await customerOfLot(lot.id)).toBe(world.alpha.customerId);
  });

  it("refuses to move a lot with tags in a customer's lots to another customer, and keeps it with its customer", async () => {
    const other = await secondCustomer('HIST-SUB');
    const lot = await lotOf('hist-sub', world.alpha.customerId);
    // The first customer took the lot's first tag into one of its lots; two tags are still free.
    const [customerLot] = await api.server.db
      .insert(customerLots)
      .values({ customerId: world.alpha.customerId, number: 'hist-sub-clot' })
      .returning({ id: customerLots.id });
    const customerLotId = customerLot?.id ?? 0;
    await api.server.db.insert(customerSubLots).values({
      customerId: world.alpha.customerId,
      customerLotId,
      partnerLotId: lot.id,
      startSequence: 1,
      endSequence: 1,
    });
    await api.server.db
      .update(tags)
      .set({ customerLotId, customerLotCustomerId: world.alpha.customerId })
      .where(eq(tags.id, lot.tagIds[0] ?? 0));

    const moved = await giveTo(lot.id, other);
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ details: [{ field: 'clienteId', key: 'PARTNER_LOT_HAS_HISTORY' }] });
    expect(await customerOfLot(lot.id)).toBe(world.alpha.customerId);
  });

  it('gives a lot with history to the customer it has again, and a lot read before it had any customer to its first', async () => {
    const lot = await lotOf('hist-same', world.alpha.customerId);
    await api.server.db.insert(readings).values({ tagId: lot.tagIds[1] ?? 0 });
    expect(await giveTo(lot.id, world.alpha.customerId)).toEqual({ status: 200, body: lot.id });

    const first = await secondCustomer('HIST-FIRST');
    const unowned = await lotOf('hist-first', null);
    await api.server.db.insert(readings).values({ tagId: unowned.tagIds[0] ?? 0 });
    expect(await giveTo(unowned.id, first)).toEqual({ status: 200, body: unowned.id });
    expect(await customerOfLot(unowned.id)).toBe(first);
  });

  it('moves a lot without readings or tags in customer lots to another customer', async () => {
    const other = await secondCustomer('HIST-NONE');
    const lot = await lotOf('hist-none', world.alpha.customerId);
    expect(await giveTo(lot.id, other)).toEqual({ status: 200, body: lot.id });
    expect(await customerOfLot(lot.id)).toBe(other);
  });
});

describe('the customer lots of a partner lot (spec A §2 /lotes/{clienteId}/lotesClientes)', () => {
  /** A customer lot of Alpha's customer with a sub-lot cut from `partnerLotId`. */
  async function customerLotFedFrom(partnerLotId: number, values: Partial<typeof customerLots.$inferInsert>) {
    const [lot] = await api.server.db
      .insert(customerLots)
      .values({ customerId: world.alpha.customerId, number: 'unset', ...values })
      .returning({ id: customerLots.id });
    await api.server.db
      .insert(customerSubLots)
      .values({ customerId: world.alpha.customerId, customerLotId: lot?.id ?? 0, partnerLotId });
  }

  it('lists the customer lots fed from one of its lots, with product, dates and situation, searched and sorted', async () => {
    const [fed] = await api.server.db
      .insert(partnerLots)
      .values({ partnerId: world.alpha.partnerId, number: 'alpha7q-fed', type: 2, quantity: 10 })
      .returning({ id: partnerLots.id });
    const fedId = fed?.id ?? 0;
    await customerLotFedFrom(fedId, {
      productId: world.alpha.productId,
      number: 'Safra 2026',
      manufactureDate: '2026-03-01',
      releaseDate: '2026-04-15',
      expiryDate: '2028-03-01',
      status: 1,
      statusDate: '2026-05-01',
    });
    await customerLotFedFrom(fedId, { number: 'Açaí 7', status: 4 });
    // Fed from another of its lots: not listed under this one.
    await customerLotFedFrom(world.alpha.partnerLotId, { number: 'Outro' });

    const all = await asPartner(`areaparceiro/lotes/${fedId}/lotesclientes?page=1&records=10`);
    expect(all).toEqual({
      status: 200,
      body: {
        countRecords: 2,
        dataRecords: [
          // By lot number by default, as people sort text ('Açaí' before 'Safra').
          {
            produtoNome: null,
            loteClienteNumero: 'Açaí 7',
            fabricacao: null,
            liberacao: null,
            validade: null,
            status: 4,
          },
          {
            produtoNome: 'Cabernet Alpha alpha7q',
            loteClienteNumero: 'Safra 2026',
            fabricacao: '2026-03-01',
            liberacao: '2026-04-15',
            validade: '2028-03-01',
            status: 1,
          },
        ],
      },
    });
    const searched = await asPartner(`areaparceiro/lotes/${fedId}/lotesclientes?page=1&records=10&query=cabernet`);
    expect((searched.body as { dataRecords: { loteClienteNumero: string }[] }).dataRecords).toEqual([
      expect.objectContaining({ loteClienteNumero: 'Safra 2026' }),
    ]);
    const byExpiry = await asPartner(
      `areaparceiro/lotes/${fedId}/lotesclientes?page=1&records=10&sort=validade&direction=desc`,
    );
    expect(
      (byExpiry.body as { dataRecords: { loteClienteNumero: string }[] }).dataRecords.map((r) => r.loteClienteNumero),
    ).toEqual(['Açaí 7', 'Safra 2026']); // PostgreSQL puts NULL first when descending

    const lotOfItsOwn = await asPartner(
      `areaparceiro/lotes/${world.alpha.partnerLotId}/lotesclientes?page=1&records=10`,
    );
    expect((lotOfItsOwn.body as { countRecords: number }).countRecords).toBe(2);
  });

  it('answers an empty page for a lot no customer lot has taken tags from', async () => {
    const [unused] = await api.server.db
      .insert(partnerLots)
      .values({ partnerId: world.alpha.partnerId, number: 'alpha7q-unused', type: 1, quantity: 5 })
      .returning({ id: partnerLots.id });
    const answer = await asPartner(`areaparceiro/lotes/${unused?.id ?? 0}/lotesclientes?page=1&records=10`);
    expect(answer).toEqual({ status: 200, body: { dataRecords: [], countRecords: 0 } });
  });

  it('refuses a sort it does not know, naming the field', async () => {
    const answer = await asPartner(
      `areaparceiro/lotes/${world.alpha.partnerLotId}/lotesclientes?page=1&records=10&sort=senha`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ field: 'sort' }] });
  });
});

describe('the QR download', () => {
  it("answers a QrCode lot's public tag URLs, one per line in sequence, as a named .txt file", async () => {
    const response = await fetch(`${api.baseUrl}/api/areaparceiro/lotes/${world.alpha.partnerLotId}/tags`, {
      headers: { authorization: `Bearer ${world.alpha.tokens.partner}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="alpha7q-lot.txt"');
    expect(await response.text()).toBe([1, 2, 3].map((n) => `${api.baseUrl}/t/alpha7q-tag-${n}\n`).join(''));
  });

  it('refuses an NFC lot (error 1): only QrCode lots have codes to download', async () => {
    const [nfc] = await api.server.db
      .insert(partnerLots)
      .values({ partnerId: world.alpha.partnerId, number: 'alpha7q-nfc', type: 1, quantity: 0 })
      .returning({ id: partnerLots.id });
    const answer = await asPartner(`areaparceiro/lotes/${nfc?.id ?? 0}/tags`);
    expect(answer.body).toMatchObject({ error: 1, message: 'QR_DOWNLOAD_ONLY_FOR_QR_LOTS' });
  });

  it('downloads a 100,000-tag lot in seconds', async () => {
    const [big] = await api.server.db
      .insert(partnerLots)
      .values({ partnerId: world.alpha.partnerId, number: 'alpha7q-big', type: 2, quantity: 100_000 })
      .returning({ id: partnerLots.id });
    const lotId = big?.id ?? 0;
    await api.server.db.execute(sql`insert into tags (partner_lot_id, tag_id, sequence)
      select ${lotId}::int, md5(n::text), n from generate_series(1, 100000) as n`);
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/api/areaparceiro/lotes/${lotId}/tags`, {
      headers: { authorization: `Bearer ${world.alpha.tokens.partner}` },
    });
    const lines = (await response.text()).split('\n').filter((line) => line !== '');
    const ms = Math.round(performance.now() - started);
    console.info(`QR download: 100,000 tags in ${ms} ms`);
    expect(lines).toHaveLength(100_000);
    expect(lines[0]).toBe(`${api.baseUrl}/t/${md5Of('1')}`);
    expect(ms).toBeLessThan(10_000);

    // issue 29 §4: the same lot as Digital Links, its product's GTIN read in the same one query.
    const [product] = await api.server.db
      .insert(products)
      .values({ customerId: world.alpha.customerId, code: 'big-gtin', name: 'Big', gtin: '07898765000037' })
      .returning({ id: products.id });
    await api.server.db
      .update(partnerLots)
      .set({ customerId: world.alpha.customerId, productId: product?.id ?? 0 })
      .where(eq(partnerLots.id, lotId));
    const gs1Started = performance.now();
    const gs1 = await fetch(`${api.baseUrl}/api/areaparceiro/lotes/${lotId}/tags?formato=gs1`, {
      headers: { authorization: `Bearer ${world.alpha.tokens.partner}` },
    });
    const gs1Lines = (await gs1.text()).split('\n').filter((line) => line !== '');
    const gs1Ms = Math.round(performance.now() - gs1Started);
    console.info(`QR download as Digital Links: 100,000 tags in ${gs1Ms} ms`);
    expect(gs1.headers.get('x-digital-links')).toBe('100000');
    expect(gs1Lines).toHaveLength(100_000);
    expect(gs1Lines[0]).toBe(`${api.baseUrl}/01/07898765000037/21/${tagSerialOf(md5Of('1'))!}`);
    expect(gs1Ms).toBeLessThan(10_000);
  });
});

describe('the QR download as GS1 Digital Links (issue 29 §4)', () => {
  const GTIN = '07898765000013';
  const OTHER_GTIN = '07898765000020';
  let productWithGtin: number;
  let otherProductWithGtin: number;

  beforeAll(async () => {
    const rows = await api.server.db
      .insert(products)
      .values([
        { customerId: world.alpha.customerId, code: 'gs1-p1', name: 'Cabernet GS1', gtin: GTIN },
        { customerId: world.alpha.customerId, code: 'gs1-p2', name: 'Merlot GS1', gtin: OTHER_GTIN },
      ])
      .returning({ id: products.id });
    [productWithGtin, otherProductWithGtin] = rows.map((row) => row.id) as [number, number];
  });

  /**
   * A QrCode lot of Alpha's customer with one tag a placement, its id 32 hex digits as a QR tag's: a placement's
   * customer lot (number and product) takes the tag; null leaves it free.
   */
  async function qrLot(
    number: string,
    productId: number | null,
    placements: readonly ({ number: string; productId: number | null } | null)[],
  ): Promise<{ id: number; tagIds: string[] }> {
    const [lot] = await api.server.db
      .insert(partnerLots)
      .values({
        partnerId: world.alpha.partnerId,
        customerId: world.alpha.customerId,
        productId,
        number,
        type: 2,
        quantity: placements.length,
      })
      .returning({ id: partnerLots.id });
    const id = lot?.id ?? 0;
    const tagIds = placements.map((_, index) => md5Of(`${number}-${index + 1}`));
    for (const [index, placement] of placements.entries()) {
      let customerLotId: number | null = null;
      if (placement !== null) {
        const [customerLot] = await api.server.db
          .insert(customerLots)
          .values({ customerId: world.alpha.customerId, ...placement })
          .returning({ id: customerLots.id });
        customerLotId = customerLot?.id ?? null;
      }
      await api.server.db.insert(tags).values({
        partnerLotId: id,
        tagId: tagIds[index] ?? '',
        sequence: index + 1,
        customerLotId,
        customerLotCustomerId: customerLotId === null ? null : world.alpha.customerId,
      });
    }
    return { id, tagIds };
  }

  const download = (lotId: number, query = '?formato=gs1') =>
    sendApi(`${api.baseUrl}/api/areaparceiro/lotes/${lotId}/tags${query}`, {}, world.alpha.tokens.partner);

  const linesOf = async (response: Response) => (await response.text()).split('\n').slice(0, -1);

  const linkOf = (line: string): DigitalLink => {
    const parsed = parseDigitalLink(line);
    if (!parsed.ok) throw new Error(`${line} is no Digital Link: ${parsed.error.key} ${parsed.error.part}`);
    return parsed.value;
  };

  it("writes each tag's GTIN, customer lot number and serial, the product its customer lot's else the lot's", async () => {
    const lot = await qrLot('alpha7q-gs1', productWithGtin, [
      null,
      { number: 'S2026-07', productId: null },
      { number: 'S2026-08', productId: otherProductWithGtin },
    ]);
    const response = await download(lot.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="alpha7q-gs1-gs1.txt"');
    expect(response.headers.get('x-digital-links')).toBe('3');
    const links = (await linesOf(response)).map(linkOf);
    expect(links.map(({ base, gtin, lot: number, serial }) => ({ base, gtin, lot: number, serial }))).toEqual([
      { base: api.baseUrl, gtin: GTIN, lot: undefined, serial: tagSerialOf(lot.tagIds[0]!) },
      { base: api.baseUrl, gtin: GTIN, lot: 'S2026-07', serial: tagSerialOf(lot.tagIds[1]!) },
      { base: api.baseUrl, gtin: OTHER_GTIN, lot: 'S2026-08', serial: tagSerialOf(lot.tagIds[2]!) },
    ]);
    // The resolver finds each tag by the first 30 hex digits of its id, which its serial holds.
    expect(links.map((link) => qrTagIdPrefixOf(link.serial!))).toEqual(lot.tagIds.map((id) => id.slice(0, 30)));
  });

  it('leaves AI 10 out for a customer lot number AI 10 may not hold, and keeps the link', async () => {
    const lot = await qrLot('alpha7q-gs1-lot', productWithGtin, [
      { number: 'Safra 2026 Reserva', productId: null },
      { number: 'S-2026-RESERVA-ESPECIAL', productId: null },
    ]);
    const response = await download(lot.id);
    expect(response.headers.get('x-digital-links')).toBe('2');
    expect(await linesOf(response)).toEqual(
      lot.tagIds.map((tagId) => `${api.baseUrl}/01/${GTIN}/21/${tagSerialOf(tagId)!}`),
    );
  });

  it('gives a tag whose product has no GTIN its /t/ link, one line a tag in sequence, and counts only the links', async () => {
    const lot = await qrLot('alpha7q-gs1-mixed', null, [
      null,
      { number: 'S2026-09', productId: productWithGtin },
      { number: 'S2026-10', productId: world.alpha.productId },
    ]);
    const response = await download(lot.id);
    expect(response.headers.get('x-digital-links')).toBe('1');
    expect(await linesOf(response)).toEqual([
      `${api.baseUrl}/t/${lot.tagIds[0]!}`,
      `${api.baseUrl}/01/${GTIN}/10/S2026-09/21/${tagSerialOf(lot.tagIds[1]!)!}`,
      `${api.baseUrl}/t/${lot.tagIds[2]!}`,
    ]);

    // The world's lot: its product and its customer lot's have no GTIN.
    const plain = await download(world.alpha.partnerLotId);
    expect(plain.headers.get('x-digital-links')).toBe('0');
    expect(plain.headers.get('content-disposition')).toBe('attachment; filename="alpha7q-lot-gs1.txt"');
    expect(await linesOf(plain)).toEqual([1, 2, 3].map((n) => `${api.baseUrl}/t/alpha7q-tag-${n}`));
  });

  it("answers the spec's /t/ file, byte for byte, without formato or with formato=tagtrail, GTIN or not", async () => {
    const lot = await qrLot('alpha7q-gs1-plain', productWithGtin, [null, { number: 'S2026-11', productId: null }]);
    const expected = lot.tagIds.map((tagId) => `${api.baseUrl}/t/${tagId}\n`).join('');
    for (const query of ['', '?formato=tagtrail']) {
      const response = await download(lot.id, query);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="alpha7q-gs1-plain.txt"');
      expect(response.headers.get('x-digital-links')).toBeNull();
      expect(await response.text()).toBe(expected);
    }
  });

  it('refuses a formato it does not know, naming the field', async () => {
    const answer = await asPartner(`areaparceiro/lotes/${world.alpha.partnerLotId}/tags?formato=other`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ field: 'formato' }] });
  });

  it("does not find another partner's lot", async () => {
    const answer = await asPartner(`areaparceiro/lotes/${world.bravo.partnerLotId}/tags?formato=gs1`);
    expect(answer.status).toBe(404);
  });
});

describe('tags', () => {
  it("lists its tags with lot, customer and product, each lot's tags in sequence, searchable by tag id", async () => {
    // Other tests add lots; the search keeps to the world's three tags.
    const all = (await asPartner('areaparceiro/tags?page=1&records=10&query=alpha7q-tag')).body as {
      dataRecords: { tagId: string; sequencia: number; loteParceiroNumero: string; clienteNome: string }[];
      countRecords: number;
    };
    expect(all.countRecords).toBe(3);
    expect(all.dataRecords.map((tag) => tag.sequencia)).toEqual([1, 2, 3]);
    expect(all.dataRecords[0]).toMatchObject({ tagId: 'alpha7q-tag-1', loteParceiroNumero: 'alpha7q-lot' });
    // The third went into the customer's lot: 'my lot' names it, with the product it went out with.
    expect(all.dataRecords[2]).toMatchObject({
      tagId: 'alpha7q-tag-3',
      loteClienteNumero: 'alpha7q-clot',
      produtoNome: 'Cabernet Alpha alpha7q',
    });
    expect(all.dataRecords[0]).toMatchObject({ loteClienteNumero: null });
    const found = (await asPartner('areaparceiro/tags?page=1&records=10&query=TAG-2')).body as {
      dataRecords: { tagId: string }[];
    };
    expect(found.dataRecords.map((tag) => tag.tagId)).toEqual(['alpha7q-tag-2']);
  });
});
