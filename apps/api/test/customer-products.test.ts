/**
 * The customer area's product calls over HTTP with a customer's real token (spec B §7, §8): list with search, sort,
 * paging, readings and the record stream; one product; create and edit with the 400 keys a refused save answers; a
 * product lots name refused with error 1 PRODUCT_IN_USE; the GTIN (issue 29 §1) stored as GTIN-14, checked, and the
 * customer's for one product only. Another customer's ids answer 404 with nothing changed.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_STREAM_MEDIA_TYPE } from '@tagtrail/contract';
import {
  emptyProductInput,
  GTIN_BAD_CHECK_DIGIT,
  GTIN_INVALID_LENGTH,
  GTIN_NOT_DIGITS,
  GTIN_TAKEN,
} from '@tagtrail/domain';
import { ProductGtinConflict, productRepository } from '../src/catalogue/products.repository';
import { categories, products } from '../src/db/schema';
import { callApi, type ApiRequest } from './support/api-call';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;
let alphaCategory: number;
let bravoCategory: number;

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const asBravo = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.bravo.tokens.customer);

async function insertCategory(customerId: number, description: string): Promise<number> {
  const [row] = await api.server.db
    .insert(categories)
    .values({ customerId, description })
    .returning({ id: categories.id });
  if (row === undefined) throw new Error('no category');
  return row.id;
}

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  alphaCategory = await insertCategory(world.alpha.customerId, 'Espumantes');
  bravoCategory = await insertCategory(world.bravo.customerId, 'Licores');
});

const productBody = (overrides: Record<string, unknown> = {}) => ({
  codigo: 'ESP-001',
  nome: 'Espumante Brut',
  descricao: 'Método tradicional, 24 meses sobre borras',
  categoriaId: alphaCategory,
  medida: '750 ml',
  unidadesEmbalagem: 6,
  ativo: true,
  loteParceiroVinculado: false,
  urlManualImagem: null,
  urlManualLink: 'https://example.com/manual.pdf',
  urlVideoImagem: null,
  urlVideoLink: null,
  urlCompartilhamento: null,
  mensagemCompartilhamento: 'Brinde com a gente',
  relevancia: 4,
  gtin: null,
  ...overrides,
});

async function createProduct(overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await asAlpha('produto', { method: 'POST', body: productBody(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as number;
}

describe('products (produto)', () => {
  it('creates a product, reads every field back, and lists it with its category', async () => {
    const id = await createProduct();
    expect((await asAlpha(`produto/${id}`)).body).toEqual({
      id,
      ...productBody(),
      ClienteId: world.alpha.customerId,
      thumbId: null,
    });
    const list = await asAlpha('produto/pagination?page=1&records=10&query=brut');
    expect(list.body).toEqual({
      dataRecords: [
        {
          id,
          codigo: 'ESP-001',
          nome: 'Espumante Brut',
          categoriaDescricao: 'Espumantes',
          relevancia: 4,
          nota: null,
          leituras: 0,
        },
      ],
      countRecords: 1,
    });
  });

  it('stores empty optional URL and message fields as null, and trims the required ones', async () => {
    const id = await createProduct({
      codigo: '  ESP-002 ',
      urlManualLink: '',
      mensagemCompartilhamento: '   ',
      urlVideoLink: ' ',
      medida: '',
    });
    expect((await asAlpha(`produto/${id}`)).body).toMatchObject({
      codigo: 'ESP-002',
      urlManualLink: null,
      mensagemCompartilhamento: null,
      urlVideoLink: null,
      medida: null,
    });
  });

  it('defaults relevance to 0, active to true and partner lot to false when they are not sent', async () => {
    const answer = await asAlpha('produto', {
      method: 'POST',
      body: { codigo: 'MIN-1', nome: 'Mínimo', descricao: 'Só o exigido', categoriaId: alphaCategory },
    });
    expect(answer.status).toBe(200);
    expect((await asAlpha(`produto/${answer.body as number}`)).body).toMatchObject({
      relevancia: 0,
      ativo: true,
      loteParceiroVinculado: false,
      urlCompartilhamento: null,
    });
  });

  it('counts a product’s readings from the tags of its lots', async () => {
    // two-tenants.ts: the tenant's product has a partner lot of 3 tags, the first read once.
    const list = await asAlpha(`produto/pagination?page=1&records=10&query=${world.alpha.marker}-p`);
    expect(list.body).toMatchObject({
      dataRecords: [{ id: world.alpha.productId, leituras: 1, categoriaDescricao: null }],
      countRecords: 1,
    });
  });

  it('sorts by any column in either direction and pages', async () => {
    await createProduct({ codigo: 'SRT-B', nome: 'Sort Beta', relevancia: 9 });
    await createProduct({ codigo: 'SRT-A', nome: 'Sort Alfa', relevancia: 1 });
    await createProduct({ codigo: 'SRT-C', nome: 'Sort Ção', relevancia: 5 });
    const names = async (query: string) =>
      (
        (await asAlpha(`produto/pagination?page=1&records=10&query=sort&${query}`)).body as {
          dataRecords: { nome: string }[];
        }
      ).dataRecords.map((row) => row.nome);
    expect(await names('')).toEqual(['Sort Alfa', 'Sort Beta', 'Sort Ção']);
    expect(await names('sort=relevancia&direction=desc')).toEqual(['Sort Beta', 'Sort Ção', 'Sort Alfa']);
    expect(await names('sort=codigo&direction=desc')).toEqual(['Sort Ção', 'Sort Beta', 'Sort Alfa']);
    for (const sort of ['nome', 'categoriaDescricao', 'nota', 'leituras', 'id']) {
      expect((await asAlpha(`produto/pagination?page=1&records=10&sort=${sort}`)).status).toBe(200);
    }
    const second = await asAlpha('produto/pagination?page=2&records=2&query=sort');
    expect(second.body).toMatchObject({ dataRecords: [{ nome: 'Sort Ção' }], countRecords: 3 });
    const unknown = await asAlpha('produto/pagination?page=1&records=10&sort=preco');
    expect(unknown).toMatchObject({ status: 400, body: { message: 'INVALID_FIELD' } });
  });

  it('exports the whole filtered list as a record stream', async () => {
    await createProduct({ codigo: 'EXP-1', nome: 'Export Um' });
    await createProduct({ codigo: 'EXP-2', nome: 'Export Dois' });
    const response = await fetch(`${api.baseUrl}/api/produto/pagination?page=1&records=1&query=export`, {
      headers: { accept: RECORD_STREAM_MEDIA_TYPE, authorization: `Bearer ${world.alpha.tokens.customer}` },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { nome: string }).nome)).toEqual(['Export Dois', 'Export Um']);
  });

  it('offers every product as an option, and only its own', async () => {
    const id = await createProduct({ codigo: 'OPT-1', nome: 'Opção' });
    expect((await asAlpha('areacliente/produtos/options')).body).toContainEqual({
      id,
      codigo: 'OPT-1',
      nome: 'Opção',
    });
    const bravo = (await asBravo('areacliente/produtos/options')).body as { id: number }[];
    expect(bravo.map((option) => option.id)).toEqual([world.bravo.productId]);
  });

  it('edits a product', async () => {
    const id = await createProduct({ codigo: 'EDT-1' });
    const answer = await asAlpha(`produto/${id}`, {
      method: 'PUT',
      body: productBody({ codigo: 'EDT-1', nome: 'Editado', ativo: false, unidadesEmbalagem: null }),
    });
    expect(answer).toMatchObject({ status: 200, body: id });
    expect((await asAlpha(`produto/${id}`)).body).toMatchObject({
      nome: 'Editado',
      ativo: false,
      unidadesEmbalagem: null,
    });
  });

  it('refuses blank code, name, description and category with 400 and the required-field key', async () => {
    const answer = await asAlpha('produto', {
      method: 'POST',
      body: productBody({ codigo: ' ', nome: '', descricao: '  ', categoriaId: null }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'REQUIRED_FIELD_MESSAGE',
      details: [{ field: 'codigo' }, { field: 'nome' }, { field: 'descricao' }, { field: 'categoriaId' }],
    });
  });

  it('refuses text longer than its column with 400 FIELD_TOO_LONG', async () => {
    const answer = await asAlpha('produto', { method: 'POST', body: productBody({ codigo: 'x'.repeat(51) }) });
    expect(answer).toMatchObject({ status: 400, body: { message: 'FIELD_TOO_LONG', details: [{ field: 'codigo' }] } });
  });

  it('refuses a malformed body with 400', async () => {
    const answer = await asAlpha('produto', { method: 'POST', body: productBody({ relevancia: 'alta' }) });
    expect(answer.status).toBe(400);
  });

  it("refuses another customer's category, or none at all, with 400 and stores nothing", async () => {
    const before = await api.server.db.select({ id: products.id }).from(products);
    for (const categoriaId of [bravoCategory, 2_000_000_000]) {
      const answer = await asAlpha('produto', { method: 'POST', body: productBody({ codigo: 'CAT-X', categoriaId }) });
      expect(answer).toMatchObject({
        status: 400,
        body: { message: 'PRODUCT_CATEGORY_NOT_FOUND', details: [{ field: 'categoriaId' }] },
      });
    }
    expect(await api.server.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
    const id = await createProduct({ codigo: 'CAT-Y' });
    const edit = await asAlpha(`produto/${id}`, { method: 'PUT', body: productBody({ categoriaId: bravoCategory }) });
    expect(edit.status).toBe(400);
    const [stored] = await api.server.db.select().from(products).where(eq(products.id, id));
    expect(stored).toMatchObject({ code: 'CAT-Y', categoryId: alphaCategory });
  });

  it('refuses to delete a product lots name with error 1 PRODUCT_IN_USE, and deletes one without lots', async () => {
    const refused = await asAlpha(`produto/${world.alpha.productId}`, { method: 'DELETE' });
    expect(refused).toMatchObject({ status: 409, body: { error: 1, message: 'PRODUCT_IN_USE' } });
    expect(await api.server.db.select().from(products).where(eq(products.id, world.alpha.productId))).toHaveLength(1);
    const id = await createProduct({ codigo: 'DEL-1' });
    expect((await asAlpha(`produto/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAlpha(`produto/${id}`)).status).toBe(404);
  });

  it("answers 404 for another customer's product, and changes nothing", async () => {
    const id = await createProduct({ codigo: 'MINE-1', nome: 'Meu' });
    const calls: ApiRequest[] = [
      {},
      { method: 'PUT', body: productBody({ codigo: 'THEIRS', categoriaId: bravoCategory }) },
      { method: 'DELETE' },
    ];
    for (const request of calls) expect((await asBravo(`produto/${id}`, request)).status).toBe(404);
    const [stored] = await api.server.db.select().from(products).where(eq(products.id, id));
    expect(stored).toMatchObject({ code: 'MINE-1', name: 'Meu', customerId: world.alpha.customerId });
    const list = (await asBravo('produto/pagination?page=1&records=100')).body as { dataRecords: { id: number }[] };
    expect(list.dataRecords.map((row) => row.id)).toEqual([world.bravo.productId]);
  });
});

describe("a product's GTIN (issue 29 §1)", () => {
  const gtinOf = async (id: number) => ((await asAlpha(`produto/${id}`)).body as { gtin: string | null }).gtin;
  const refusalOf = async (body: Record<string, unknown>, id?: number) => {
    const answer = await asAlpha(id === undefined ? 'produto' : `produto/${id}`, {
      method: id === undefined ? 'POST' : 'PUT',
      body: productBody(body),
    });
    return { status: answer.status, body: answer.body as { message?: string; details?: unknown } };
  };

  it('stores a GTIN of 8, 12, 13 or 14 digits as its 14 digits, and answers it so', async () => {
    const cases = [
      ['96385074', '00000096385074'],
      ['036000291452', '00036000291452'],
      ['9506000134352', '09506000134352'],
      ['10614141000415', '10614141000415'],
    ] as const;
    for (const [index, [sent, kept]] of cases.entries()) {
      const id = await createProduct({ codigo: `GT-LEN-${index}`, gtin: sent });
      expect(await gtinOf(id), sent).toBe(kept);
      const [row] = await api.server.db.select({ gtin: products.gtin }).from(products).where(eq(products.id, id));
      expect(row?.gtin, sent).toBe(kept);
    }
  });

  it('takes a GTIN grouped by spaces, as printed under a barcode, and a blank one as none', async () => {
    const id = await createProduct({ codigo: 'GT-SPACES', gtin: ' 7 891234 567895 ' });
    expect(await gtinOf(id)).toBe('07891234567895');
    await asAlpha(`produto/${id}`, { method: 'PUT', body: productBody({ codigo: 'GT-SPACES', gtin: '  ' }) });
    expect(await gtinOf(id)).toBeNull();
  });

  it('refuses a GTIN whose check digit is wrong, or that is no GTIN, with 400 naming gtin', async () => {
    const cases = [
      ['9506000134353', { field: 'gtin', key: GTIN_BAD_CHECK_DIGIT }],
      ['1234567', { field: 'gtin', key: GTIN_INVALID_LENGTH, params: { lengths: '8, 12, 13, 14' } }],
      ['95O6000134352', { field: 'gtin', key: GTIN_NOT_DIGITS }],
    ] as const;
    for (const [gtin, detail] of cases)
      expect(await refusalOf({ codigo: 'GT-BAD', gtin }), gtin).toEqual({
        status: 400,
        body: expect.objectContaining({ message: detail.key, details: [detail] }) as unknown,
      });
    const [stored] = await api.server.db.select().from(products).where(eq(products.code, 'GT-BAD'));
    expect(stored).toBeUndefined();
  });

  it('refuses a GTIN another product of the customer carries, in any of its spellings, with 400 GTIN_TAKEN', async () => {
    const first = await createProduct({ codigo: 'GT-FIRST', gtin: '5901234123457' });
    const taken = {
      status: 400,
      body: expect.objectContaining({ message: GTIN_TAKEN, details: [{ field: 'gtin', key: GTIN_TAKEN }] }) as unknown,
    };
    expect(await refusalOf({ codigo: 'GT-SECOND', gtin: '05901234123457' })).toEqual(taken);
    const second = await createProduct({ codigo: 'GT-SECOND' });
    expect(await refusalOf({ codigo: 'GT-SECOND', gtin: '590 1234 12345 7' }, second)).toEqual(taken);
    expect(await gtinOf(second)).toBeNull();
    // A product keeps its own GTIN through an edit.
    const kept = await asAlpha(`produto/${first}`, {
      method: 'PUT',
      body: productBody({ codigo: 'GT-FIRST', nome: 'Renomeado', gtin: '5901234123457' }),
    });
    expect(kept).toMatchObject({ status: 200, body: first });
  });

  it("lets another customer's product carry the same GTIN", async () => {
    await createProduct({ codigo: 'GT-SHARED', gtin: '4006381333931' });
    const answer = await asBravo('produto', {
      method: 'POST',
      body: productBody({ codigo: 'GT-SHARED', categoriaId: bravoCategory, gtin: '4006381333931' }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(((await asBravo(`produto/${answer.body as number}`)).body as { gtin: string }).gtin).toBe('04006381333931');
  });

  it('lets exactly one of two products saved at once with one GTIN through; the other is refused GTIN_TAKEN', async () => {
    const answers = await Promise.all(
      ['GT-RACE-A', 'GT-RACE-B'].map((codigo) =>
        asAlpha('produto', { method: 'POST', body: productBody({ codigo, gtin: '8712345678906' }) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toMatchObject({
      message: GTIN_TAKEN,
      details: [{ field: 'gtin', key: GTIN_TAKEN }],
    });
    const stored = await api.server.db.select().from(products).where(eq(products.gtin, '08712345678906'));
    expect(stored).toHaveLength(1);
  });

  it('turns the unique index refusing a GTIN (a save that got there first) into a conflict, storing nothing', async () => {
    await createProduct({ codigo: 'GT-INDEX', gtin: '7501031311309' });
    const repository = productRepository(api.server.db, world.alpha.customerId);
    const input = {
      ...emptyProductInput,
      code: 'GT-INDEX-2',
      name: 'Segundo',
      description: 'Passou pela verificação antes do primeiro ser salvo',
      categoryId: alphaCategory,
      gtin: '07501031311309',
    };
    await expect(repository.create(input)).rejects.toBeInstanceOf(ProductGtinConflict);
    const other = await createProduct({ codigo: 'GT-INDEX-3' });
    await expect(repository.update(other, input)).rejects.toBeInstanceOf(ProductGtinConflict);
    expect(await api.server.db.select().from(products).where(eq(products.code, 'GT-INDEX-2'))).toHaveLength(0);
  });
});
