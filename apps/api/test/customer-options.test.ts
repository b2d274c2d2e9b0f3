/**
 * The admin lot form's cascading selects over HTTP (spec A §7: `parceiro/{id}/clientes`,
 * `parceiro/{parceiroId}/clientes/{clienteId}/produtos`), over the demo data, which this also checks the
 * lot form can work with: partners with customers and products, lots with tags and readings.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, partnerLots, partners, products, readings, tags, users } from '../src/db/schema';
import { seedDemoData } from '../src/demo/demo-data';
import { callApi } from './support/api-call';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: true }, ['admin', 'partner', 'customer']);
let firstPartner: number;
let lastPartner: number;

beforeAll(async () => {
  const ids = (await api.server.db.select({ id: partners.id }).from(partners).orderBy(partners.id)).map((p) => p.id);
  firstPartner = ids[0] ?? 0;
  lastPartner = ids[ids.length - 1] ?? 0;
});

const call = (path: string, token: string | null = api.token('admin')) =>
  callApi(`${api.baseUrl}/api/${path}`, { token });

type CustomerOptions = { clienteId: number; nome: string }[];
type ProductOptions = { produtoId: number; codigo: string; nome: string }[];

describe("a partner's customers (parceiro/{id}/clientes)", () => {
  it('lists [clienteId, nome] of that partner only, by name', async () => {
    const response = await call(`parceiro/${firstPartner}/clientes`);
    expect(response.status).toBe(200);
    const options = response.body as CustomerOptions;
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(Object.keys(option).sort()).toEqual(['clienteId', 'nome']);
    const names = options.map((option) => option.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt', { sensitivity: 'base' })));
    const stored = await api.server.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.partnerId, firstPartner));
    expect(options.map((option) => option.clienteId).sort()).toEqual(stored.map((row) => row.id).sort());
  });

  it('answers an empty list for a partner without customers, and 404 for no such partner', async () => {
    expect(await call(`parceiro/${lastPartner}/clientes`)).toEqual({ status: 200, body: [] });
    expect((await call('parceiro/999999/clientes')).status).toBe(404);
  });
});

describe("a partner's customer's products (parceiro/{parceiroId}/clientes/{clienteId}/produtos)", () => {
  it('lists [produtoId, codigo, nome] of that customer', async () => {
    const [customer] = (await call(`parceiro/${firstPartner}/clientes`)).body as CustomerOptions;
    const response = await call(`parceiro/${firstPartner}/clientes/${customer?.clienteId}/produtos`);
    expect(response.status).toBe(200);
    const options = response.body as ProductOptions;
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(Object.keys(option).sort()).toEqual(['codigo', 'nome', 'produtoId']);
    const stored = await api.server.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.customerId, customer?.clienteId ?? 0));
    expect(options.map((option) => option.produtoId).sort()).toEqual(stored.map((row) => row.id).sort());
  });

  it("answers 404 for another partner's customer, whatever ids are sent", async () => {
    const [other] = await api.server.db
      .select({ id: customers.id, partnerId: customers.partnerId })
      .from(customers)
      .where(eq(customers.partnerId, firstPartner + 1));
    expect(other).toBeDefined();
    expect((await call(`parceiro/${firstPartner}/clientes/${other?.id}/produtos`)).status).toBe(404);
    expect((await call(`parceiro/${other?.partnerId}/clientes/${other?.id}/produtos`)).status).toBe(200);
    expect((await call(`parceiro/${firstPartner}/clientes/999999/produtos`)).status).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses a call without a token with 401, and a partner or customer token with 403', async () => {
    for (const path of [`parceiro/${firstPartner}/clientes`, `parceiro/${firstPartner}/clientes/1/produtos`]) {
      expect((await call(path, null)).status, path).toBe(401);
      expect((await call(path, api.token('partner'))).status, path).toBe(403);
      expect((await call(path, api.token('customer'))).status, path).toBe(403);
    }
  });
});

describe('the demo data the lot screens show', () => {
  it('ties the customer and point-of-sale users to one customer of the partner user’s partner', async () => {
    const accounts = await api.server.db
      .select({ username: users.username, partnerId: users.partnerId, customerId: users.customerId })
      .from(users)
      .where(inArray(users.username, ['partner', 'customer', 'pos']));
    const byName = Object.fromEntries(accounts.map((account) => [account.username, account]));
    expect(byName.customer?.customerId).toBeTypeOf('number');
    expect(byName.pos?.customerId).toBe(byName.customer?.customerId);
    const [customer] = await api.server.db
      .select({ partnerId: customers.partnerId })
      .from(customers)
      .where(eq(customers.id, byName.customer?.customerId ?? 0));
    expect(customer?.partnerId).toBe(byName.partner?.partnerId);
  });

  it('holds NFC and QrCode lots with their tags, and thousands of readings from several continents', async () => {
    const { db } = api.server;
    const lots = await db.select({ type: partnerLots.type, appless: partnerLots.appless }).from(partnerLots);
    expect(new Set(lots.map((lot) => lot.type))).toEqual(new Set([1, 2]));
    expect(lots.some((lot) => lot.appless)).toBe(true);
    const nfcTags = await db
      .select({ visualKey: tags.visualKey })
      .from(tags)
      .innerJoin(partnerLots, eq(partnerLots.id, tags.partnerLotId))
      .where(eq(partnerLots.type, 1));
    expect(nfcTags.length).toBeGreaterThan(0);
    expect(nfcTags.every((tag) => tag.visualKey !== null && tag.visualKey !== '')).toBe(true);
    const [readingCount] = await db.select({ total: count() }).from(readings);
    expect(readingCount?.total).toBeGreaterThanOrEqual(3000);
    const countries = await db.selectDistinct({ country: readings.country }).from(readings);
    expect(countries.length).toBeGreaterThanOrEqual(10);
    const list = (await call('admin/lotes?records=100')).body as { countRecords: number };
    expect(list.countRecords).toBe(lots.length);
  });

  it('adds nothing on a second start', async () => {
    const before = await api.server.db.select({ total: count() }).from(readings);
    expect(await seedDemoData(api.server.db, api.server.app.log)).toMatchObject({ seeded: false });
    expect(await api.server.db.select({ total: count() }).from(readings)).toEqual(before);
  });
});
