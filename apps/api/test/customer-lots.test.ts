/**
 * The customer area's lot calls over HTTP with a customer's real token (spec B §5, §7, §8; issue 11 §1, §2): the
 * cards' totals and the table's counts, the save rules in the spec's order (each broken date ordering listed under
 * WRONG_DATES, then the required fields), the product and number only the server can check, and a lot whose tags
 * have been read kept; a lot's markets (issue 28 §1), normalized, checked and kept when a save leaves them out. Another customer's ids answer 404 with nothing changed; the isolation suite walks every call.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerLots, products, readings, tags } from '../src/db/schema';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);

const lotBody = (overrides: Record<string, unknown> = {}) => ({
  produtoId: world.alpha.productId,
  numero: 'L-2026-01',
  liberacao: '2026-03-10',
  fabricacao: '2026-03-01',
  validade: '2027-03-01',
  validadeIndefenido: false,
  status: 0,
  statusData: null,
  ...overrides,
});

describe('customer lots (lotecliente)', () => {
  it('creates a lot, reads it back and lists it with its counts', async () => {
    const created = await asAlpha('lotecliente', { method: 'POST', body: lotBody({ numero: ' L-CREATE ' }) });
    expect(created.status).toBe(200);
    const id = created.body as number;
    const read = await asAlpha(`lotecliente/${id}`);
    expect(read.body).toMatchObject({
      id,
      produtoId: world.alpha.productId,
      numero: 'L-CREATE',
      fabricacao: '2026-03-01',
      validade: '2027-03-01',
      validadeIndefenido: false,
      status: 0,
      statusData: null,
    });
    const list = await asAlpha('lotecliente/pagination/?page=1&records=10&query=L-CREATE');
    expect(list.body).toEqual({
      dataRecords: [expect.objectContaining({ loteClienteId: id, numero: 'L-CREATE', totalTags: 0, totalLeituras: 0 })],
      countRecords: 1,
    });
  });

  it('counts the tags a lot took, its readings and those still unread', async () => {
    const lotId = world.alpha.customerLotId;
    const [tag] = await api.server.db.select().from(tags).where(eq(tags.customerLotId, lotId));
    if (tag === undefined) throw new Error('the world has no tag in the customer lot');
    await api.server.db.insert(readings).values({ tagId: tag.id, latitude: -23.5, longitude: -46.6 });
    const list = await asAlpha('lotecliente/pagination/?page=1&records=100');
    const row = (list.body as { dataRecords: { loteClienteId: number }[] }).dataRecords.find(
      (r) => r.loteClienteId === lotId,
    );
    expect(row).toMatchObject({ totalTags: 1, totalLeituras: 1, produtoTagsDisponiveis: 0 });
    const totals = await asAlpha('areacliente/loteparceiro/totais');
    expect(totals.status).toBe(200);
    expect(totals.body).toMatchObject({ totalLotes: expect.any(Number), tagsDisponiveis: expect.any(Number) });
    const body = totals.body as {
      tagsDisponiveis: number;
      tagsDisponiveisProduto: number;
      tagsDisponiveisSemProduto: number;
    };
    expect(body.tagsDisponiveis).toBe(body.tagsDisponiveisProduto + body.tagsDisponiveisSemProduto);
    expect(body.tagsDisponiveis).toBe(world.alpha.tagIds.length - 1);
  });

  it('refuses dates out of order with each broken ordering listed, before the required fields', async () => {
    const refused = await asAlpha('lotecliente', {
      method: 'POST',
      body: lotBody({ numero: '', liberacao: '2026-02-01', validade: '2026-01-01' }),
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { details: { key: string; field?: string }[] }).details).toEqual([
      { key: 'WRONG_DATES' },
      { key: 'DATES_RELEASE_BEFORE_FABRICATION', field: 'liberacao' },
      { key: 'DATES_VALIDITY_BEFORE_FABRICATION', field: 'validade' },
      { key: 'DATES_VALIDITY_BEFORE_RELEASE', field: 'validade' },
    ]);
    const missing = await asAlpha('lotecliente', { method: 'POST', body: lotBody({ numero: ' ', status: 1 }) });
    expect((missing.body as { details: { key: string; field?: string }[] }).details).toEqual([
      { key: 'REQUIRED_FIELD_MESSAGE', field: 'numero' },
      { key: 'REQUIRED_FIELD_MESSAGE', field: 'statusData' },
    ]);
  });

  it('skips the validity checks and stores no expiry while it is undefined, and no status date at status 0', async () => {
    const created = await asAlpha('lotecliente', {
      method: 'POST',
      body: lotBody({ numero: 'L-UNDEF', validade: '2020-01-01', validadeIndefenido: true, statusData: '2026-05-01' }),
    });
    expect(created.status).toBe(200);
    const [row] = await api.server.db
      .select()
      .from(customerLots)
      .where(eq(customerLots.id, created.body as number));
    expect(row).toMatchObject({ expiryDate: null, statusDate: null });
  });

  it("refuses another customer's product and a number the customer already has", async () => {
    const foreign = await asAlpha('lotecliente', {
      method: 'POST',
      body: lotBody({ numero: 'L-FOREIGN', produtoId: world.bravo.productId }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ details: [{ key: 'PRODUCT_NOT_OF_CUSTOMER', field: 'produtoId' }] });
    await asAlpha('lotecliente', { method: 'POST', body: lotBody({ numero: 'L-TWICE' }) });
    const twice = await asAlpha('lotecliente', { method: 'POST', body: lotBody({ numero: 'l-twice' }) });
    expect(twice.body).toMatchObject({ details: [{ key: 'CUSTOMER_LOT_NUMBER_EXISTS', field: 'numero' }] });
  });

  it('keeps a lot whose tags have been read (error 1), and deletes one without readings, freeing its tags', async () => {
    const kept = await asAlpha(`lotecliente/${world.alpha.customerLotId}`, { method: 'DELETE' });
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject({ message: 'LOT_HAS_READINGS' });
    const created = await asAlpha('lotecliente', { method: 'POST', body: lotBody({ numero: 'L-GONE' }) });
    const goneId = created.body as number;
    // The world's second tag: never read, in no lot.
    const freeTag = world.alpha.tagIds[1] as number;
    await api.server.db
      .update(tags)
      .set({ customerLotId: goneId, customerLotCustomerId: world.alpha.customerId })
      .where(eq(tags.id, freeTag));
    const gone = await asAlpha(`lotecliente/${goneId}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect((await asAlpha(`lotecliente/${goneId}`)).status).toBe(404);
    const [tag] = await api.server.db.select().from(tags).where(eq(tags.id, freeTag));
    expect(tag?.customerLotId).toBeNull();
    expect(tag?.customerLotCustomerId).toBeNull();
  });

  it('keeps a lot’s product once it has one: another product is refused (409), the same one saved (issue 24 §5)', async () => {
    const [second] = await api.server.db
      .insert(products)
      .values({ customerId: world.alpha.customerId, code: 'MERLOT-2', name: 'Merlot Segundo' })
      .returning({ id: products.id });
    const secondProductId = second?.id ?? 0;
    // A lot with no product yet (spec B §3 novoProdutoId): its first product is the one chosen.
    const [lot] = await api.server.db
      .insert(customerLots)
      .values({ customerId: world.alpha.customerId, number: 'L-NO-PRODUCT' })
      .returning({ id: customerLots.id });
    const lotId = lot?.id ?? 0;
    const save = (produtoId: number) =>
      asAlpha(`lotecliente/${lotId}`, { method: 'PUT', body: lotBody({ numero: 'L-NO-PRODUCT', produtoId }) });
    const productOf = async () =>
      (await api.server.db.select().from(customerLots).where(eq(customerLots.id, lotId)))[0]?.productId;

    expect(await save(secondProductId)).toEqual({ status: 200, body: lotId });
    expect(await productOf()).toBe(secondProductId);

    const changed = await save(world.alpha.productId);
    expect(changed).toEqual({
      status: 409,
      body: { status: 409, error: 1, message: 'CUSTOMER_LOT_PRODUCT_LOCKED' },
    });
    expect(await productOf()).toBe(secondProductId);

    expect(await save(secondProductId)).toEqual({ status: 200, body: lotId });
    expect(await productOf()).toBe(secondProductId);
  });

  it('stores a lot’s markets upper-cased, each once, in order, and reads them back as mercados (issue 28 §1)', async () => {
    const created = await asAlpha('lotecliente', {
      method: 'POST',
      body: lotBody({ numero: 'L-MARKETS', mercados: ['pt', 'BR', ' br ', 'AR'] }),
    });
    expect(created.status).toBe(200);
    const id = created.body as number;
    expect((await asAlpha(`lotecliente/${id}`)).body).toMatchObject({ mercados: ['AR', 'BR', 'PT'] });
    const [row] = await api.server.db.select().from(customerLots).where(eq(customerLots.id, id));
    expect(row?.markets).toEqual(['AR', 'BR', 'PT']);

    // Empty: sold anywhere.
    const cleared = await asAlpha(`lotecliente/${id}`, {
      method: 'PUT',
      body: lotBody({ numero: 'L-MARKETS', mercados: [] }),
    });
    expect(cleared.status).toBe(200);
    expect((await asAlpha(`lotecliente/${id}`)).body).toMatchObject({ mercados: [] });
  });

  it('refuses a market that is no country with 400, naming mercados and the code, and stores nothing', async () => {
    const refused = await asAlpha('lotecliente', {
      method: 'POST',
      body: lotBody({ numero: 'L-XX', mercados: ['BR', 'xx'] }),
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { details: unknown[] }).details).toEqual([
      { key: 'UNKNOWN_MARKET_COUNTRY', field: 'mercados', params: { code: 'XX' } },
    ]);
    const stored = await api.server.db.select().from(customerLots).where(eq(customerLots.number, 'L-XX'));
    expect(stored).toEqual([]);

    const lotId = world.alpha.customerLotId;
    const [before] = await api.server.db.select().from(customerLots).where(eq(customerLots.id, lotId));
    const edit = await asAlpha(`lotecliente/${lotId}`, {
      method: 'PUT',
      body: lotBody({ numero: before?.number, mercados: ['UK'] }),
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ details: [{ key: 'UNKNOWN_MARKET_COUNTRY', field: 'mercados' }] });
    const [after] = await api.server.db.select().from(customerLots).where(eq(customerLots.id, lotId));
    expect(after).toEqual(before);
  });

  it('keeps the markets of a lot edited by a client that leaves mercados out; a new lot then has none', async () => {
    const created = await asAlpha('lotecliente', { method: 'POST', body: lotBody({ numero: 'L-OLD-CLIENT' }) });
    expect(created.status).toBe(200);
    const id = created.body as number;
    expect((await asAlpha(`lotecliente/${id}`)).body).toMatchObject({ mercados: [] });

    await asAlpha(`lotecliente/${id}`, { method: 'PUT', body: lotBody({ numero: 'L-OLD-CLIENT', mercados: ['US'] }) });
    const edited = await asAlpha(`lotecliente/${id}`, {
      method: 'PUT',
      body: lotBody({ numero: 'L-OLD-CLIENT', liberacao: '2026-03-11' }),
    });
    expect(edited.status).toBe(200);
    expect((await asAlpha(`lotecliente/${id}`)).body).toMatchObject({ liberacao: '2026-03-11', mercados: ['US'] });
  });

  it("answers 404 for another customer's lot and changes nothing", async () => {
    const theirs = world.bravo.customerLotId;
    const [before] = await api.server.db.select().from(customerLots).where(eq(customerLots.id, theirs));
    expect((await asAlpha(`lotecliente/${theirs}`)).status).toBe(404);
    expect((await asAlpha(`lotecliente/${theirs}`, { method: 'PUT', body: lotBody({ numero: 'X' }) })).status).toBe(
      404,
    );
    expect((await asAlpha(`lotecliente/${theirs}`, { method: 'DELETE' })).status).toBe(404);
    const [after] = await api.server.db.select().from(customerLots).where(eq(customerLots.id, theirs));
    expect(after).toEqual(before);
  });
});
