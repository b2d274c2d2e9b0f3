/**
 * The customer area's category and product-line calls over HTTP with a customer's real token (spec B §7, §8):
 * what each call does for the caller's own records, the 400 message keys a refused save answers, and error 547 for
 * a record still in use. Another customer's ids answer 404 here too, and the isolation suite walks every call.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, productLines, products } from '../src/db/schema';
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
const asBravo = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.bravo.tokens.customer);

const lineBody = (overrides: Record<string, unknown> = {}) => ({
  codigo: 'TINTOS',
  descricao: 'Vinhos tintos',
  urlImagem: null,
  urlImagemMiniatura: null,
  urlLink: 'https://example.com/tintos',
  cor: '#7B1E3A',
  relevancia: 5,
  ...overrides,
});

const categoryBody = (overrides: Record<string, unknown> = {}) => ({
  descricao: 'Reservas',
  idCategoriaPai: null,
  ativo: true,
  urlImagem: null,
  urlManualImagem: null,
  urlManualLink: null,
  urlVideoImagem: null,
  urlVideoLink: null,
  urlCompartilhamento: null,
  mensagemCompartilhamento: null,
  relevancia: 3,
  uso: '',
  segmentos: [],
  ...overrides,
});

async function createLine(code: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await asAlpha('linhaproduto', { method: 'POST', body: lineBody({ codigo: code, ...overrides }) });
  expect(answer.status).toBe(200);
  return answer.body as number;
}

async function createCategory(overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await asAlpha('categoria', { method: 'POST', body: categoryBody(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as number;
}

describe('product lines (linhaproduto)', () => {
  it('creates a line with its colour in lower case, reads it back, lists it and offers it as an option', async () => {
    const id = await createLine('PL-A', { descricao: 'Linha Alfa', cor: '#AbC' });
    expect((await asAlpha(`linhaproduto/${id}`)).body).toEqual({
      id,
      ...lineBody({ codigo: 'PL-A', descricao: 'Linha Alfa', cor: '#aabbcc' }),
    });
    const list = await asAlpha('linhaproduto/pagination/?page=1&records=10&query=alfa');
    expect(list.body).toEqual({
      dataRecords: [{ id, codigo: 'PL-A', descricao: 'Linha Alfa', relevancia: 5, cor: '#aabbcc' }],
      countRecords: 1,
    });
    const options = (await asAlpha('linhaproduto/opcoesfiltro')).body as { codigo: string }[];
    expect(options).toContainEqual({ codigo: 'PL-A', descricao: 'Linha Alfa' });
    expect((await asBravo('linhaproduto/opcoesfiltro')).body).toEqual([]);
  });

  it('refuses a blank code and description with 400 and the required-field key', async () => {
    const answer = await asAlpha('linhaproduto', { method: 'POST', body: lineBody({ codigo: ' ', descricao: '' }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'REQUIRED_FIELD_MESSAGE' });
  });

  it('refuses a colour that is not hex, and a code holding a comma', async () => {
    const colour = await asAlpha('linhaproduto', { method: 'POST', body: lineBody({ codigo: 'X1', cor: 'red' }) });
    expect(colour).toMatchObject({ status: 400, body: { message: 'INVALID_COLOUR', details: [{ field: 'cor' }] } });
    const comma = await asAlpha('linhaproduto', { method: 'POST', body: lineBody({ codigo: 'A,B' }) });
    expect(comma).toMatchObject({ status: 400, body: { message: 'INVALID_PRODUCT_LINE_CODE' } });
  });

  it('refuses a code another of its lines has, in any letter case, but not one another customer has', async () => {
    const first = await createLine('DUP');
    const again = await asAlpha('linhaproduto', { method: 'POST', body: lineBody({ codigo: 'dup' }) });
    expect(again).toMatchObject({ status: 400, body: { message: 'PRODUCT_LINE_CODE_EXISTS' } });
    const other = await createLine('OTHER-DUP');
    const renamed = await asAlpha(`linhaproduto/${other}`, { method: 'PUT', body: lineBody({ codigo: 'Dup' }) });
    expect(renamed).toMatchObject({ status: 400, body: { message: 'PRODUCT_LINE_CODE_EXISTS' } });
    const bravo = await asBravo('linhaproduto', { method: 'POST', body: lineBody({ codigo: 'DUP' }) });
    expect(bravo.status).toBe(200);
    expect(first).toBeGreaterThan(0);
  });

  it('refuses to delete a line a category uses with error 547 PRODUCT_LINE_IN_USE, and deletes it once unused', async () => {
    const id = await createLine('IN-USE');
    const categoryId = await createCategory({ descricao: 'Usa a linha', uso: 'IN-USE' });
    const refused = await asAlpha(`linhaproduto/${id}`, { method: 'DELETE' });
    expect(refused).toMatchObject({ status: 409, body: { error: 547, message: 'PRODUCT_LINE_IN_USE' } });
    expect(await api.server.db.select().from(productLines).where(eq(productLines.id, id))).toHaveLength(1);
    await asAlpha(`categoria/${categoryId}`, { method: 'PUT', body: categoryBody({ descricao: 'Usa a linha' }) });
    expect((await asAlpha(`linhaproduto/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAlpha(`linhaproduto/${id}`)).status).toBe(404);
  });

  it("answers 404 for another customer's line, and changes nothing", async () => {
    const id = await createLine('MINE');
    for (const request of [{}, { method: 'PUT', body: lineBody({ codigo: 'THEIRS' }) }, { method: 'DELETE' }]) {
      expect((await asBravo(`linhaproduto/${id}`, request)).status).toBe(404);
    }
    const [stored] = await api.server.db.select().from(productLines).where(eq(productLines.id, id));
    expect(stored).toMatchObject({ code: 'MINE', customerId: world.alpha.customerId });
  });
});

describe('categories (categoria)', () => {
  it('creates a category used in two lines with segments, reads it back and lists it with its codes', async () => {
    await createLine('BRANCOS');
    await createLine('ROSES');
    const id = await createCategory({
      descricao: 'Safras especiais',
      uso: 'ROSES, BRANCOS',
      segmentos: [{ descricao: 'Reserva' }, { descricao: ' ' }, { descricao: 'Gran Reserva' }],
      urlManualLink: '  ',
      mensagemCompartilhamento: 'Prove!',
    });
    expect((await asAlpha(`categoria/${id}`)).body).toEqual({
      id,
      ...categoryBody({
        descricao: 'Safras especiais',
        uso: 'ROSES,BRANCOS',
        segmentos: [{ descricao: 'Reserva' }, { descricao: 'Gran Reserva' }],
        mensagemCompartilhamento: 'Prove!',
      }),
    });
    const list = await asAlpha('categoria/pagination/?page=1&records=10&query=safras');
    expect(list.body).toEqual({
      dataRecords: [{ id, descricao: 'Safras especiais', uso: 'ROSES,BRANCOS', relevancia: 3 }],
      countRecords: 1,
    });
    expect((await asAlpha('categoria')).body).toContainEqual({
      id,
      descricao: 'Safras especiais',
      idCategoriaPai: null,
    });
    expect((await asBravo('categoria')).body).toEqual([]);
  });

  it('follows a renamed product line', async () => {
    const lineId = await createLine('OLD-CODE');
    const id = await createCategory({ descricao: 'Segue a linha', uso: 'OLD-CODE' });
    await asAlpha(`linhaproduto/${lineId}`, { method: 'PUT', body: lineBody({ codigo: 'NEW-CODE' }) });
    expect((await asAlpha(`categoria/${id}`)).body).toMatchObject({ uso: 'NEW-CODE' });
  });

  it('refuses a blank description with 400 REQUIRED_FIELD_MESSAGE', async () => {
    const answer = await asAlpha('categoria', { method: 'POST', body: categoryBody({ descricao: '  ' }) });
    expect(answer).toMatchObject({ status: 400, body: { message: 'REQUIRED_FIELD_MESSAGE' } });
  });

  it("refuses a product-line code the customer does not have, another customer's included", async () => {
    await asBravo('linhaproduto', { method: 'POST', body: lineBody({ codigo: 'BRAVO-ONLY' }) });
    const answer = await asAlpha('categoria', { method: 'POST', body: categoryBody({ uso: 'BRAVO-ONLY' }) });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'PRODUCT_LINE_NOT_FOUND', details: [{ field: 'uso' }] },
    });
  });

  it("refuses another customer's category as the parent, and a parent below the category itself", async () => {
    const bravoParent = await asBravo('categoria', { method: 'POST', body: categoryBody({ descricao: 'Deles' }) });
    const foreign = await asAlpha('categoria', {
      method: 'POST',
      body: categoryBody({ idCategoriaPai: bravoParent.body as number }),
    });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'PARENT_CATEGORY_NOT_FOUND' } });
    const top = await createCategory({ descricao: 'Topo' });
    const child = await createCategory({ descricao: 'Filha', idCategoriaPai: top });
    // The select's options carry each parent, so the form can leave a category's own branch out.
    expect((await asAlpha('categoria')).body).toContainEqual({ id: child, descricao: 'Filha', idCategoriaPai: top });
    const loop = await asAlpha(`categoria/${top}`, {
      method: 'PUT',
      body: categoryBody({ descricao: 'Topo', idCategoriaPai: child }),
    });
    expect(loop).toMatchObject({
      status: 400,
      body: { message: 'CATEGORY_PARENT_CYCLE', details: [{ field: 'idCategoriaPai' }] },
    });
    const itself = await asAlpha(`categoria/${top}`, {
      method: 'PUT',
      body: categoryBody({ descricao: 'Topo', idCategoriaPai: top }),
    });
    expect(itself).toMatchObject({ status: 400, body: { message: 'CATEGORY_PARENT_CYCLE' } });
  });

  it('refuses to delete a category with a child category or a product with error 547 CATEGORY_IN_USE', async () => {
    const parent = await createCategory({ descricao: 'Com filha' });
    const child = await createCategory({ descricao: 'A filha', idCategoriaPai: parent });
    const refused = await asAlpha(`categoria/${parent}`, { method: 'DELETE' });
    expect(refused).toMatchObject({ status: 409, body: { error: 547, message: 'CATEGORY_IN_USE' } });
    await api.server.db.update(products).set({ categoryId: child }).where(eq(products.id, world.alpha.productId));
    const withProduct = await asAlpha(`categoria/${child}`, { method: 'DELETE' });
    expect(withProduct).toMatchObject({ status: 409, body: { error: 547, message: 'CATEGORY_IN_USE' } });
    await api.server.db.update(products).set({ categoryId: null }).where(eq(products.id, world.alpha.productId));
    expect((await asAlpha(`categoria/${child}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAlpha(`categoria/${parent}`, { method: 'DELETE' })).status).toBe(204);
  });

  it("answers 404 for another customer's category, and changes nothing", async () => {
    const id = await createCategory({ descricao: 'Só nossa' });
    for (const request of [{}, { method: 'PUT', body: categoryBody({ descricao: 'Tomada' }) }, { method: 'DELETE' }]) {
      expect((await asBravo(`categoria/${id}`, request)).status).toBe(404);
    }
    const [stored] = await api.server.db.select().from(categories).where(eq(categories.id, id));
    expect(stored).toMatchObject({ description: 'Só nossa', customerId: world.alpha.customerId });
  });

  it("never lets a product point at another customer's category", async () => {
    const bravoCategory = await asBravo('categoria', { method: 'POST', body: categoryBody({ descricao: 'Alheia' }) });
    await expect(
      api.server.db
        .update(products)
        .set({ categoryId: bravoCategory.body as number })
        .where(eq(products.id, world.alpha.productId)),
    ).rejects.toThrow();
  });
});
