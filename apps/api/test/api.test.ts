/** The running server over HTTP: health, the one error shape, partners, and who may call them. */
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isCnpj } from '@tagtrail/domain';
import { users } from '../src/db/schema';
import { DEMO_PASSWORD, demoCnpj } from '../src/demo/demo-data';
import { createUser } from '../src/identity';
import { callApi, type ApiRequest } from './support/api-call';
import { signIn } from './support/sign-in';
import { testClock } from './support/test-clock';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: true }, ['admin', 'partner']);

const call = (path: string, request?: ApiRequest) => callApi(`${api.baseUrl}${path}`, request, api.token('admin'));

interface PartnerPage {
  dataRecords: { id: number; nome: string; cnpj: string }[];
  countRecords: number;
}

async function createPartner(nome: string, cnpj: string): Promise<number> {
  const created = await call('/api/parceiro', { method: 'POST', body: { nome, cnpj } });
  expect(created.status).toBe(200);
  expect(typeof created.body).toBe('number');
  return created.body as number;
}

describe('health', () => {
  it('answers ok after asking the database', async () => {
    const response = await call('/api/health', { token: null });
    expect(response).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
  });
});

describe('one error shape', () => {
  it('answers an unknown API path with 404 NOT_FOUND', async () => {
    const response = await call('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' });
  });

  it('answers a missing partner with 404 NOT_FOUND', async () => {
    const response = await call('/api/parceiro/999999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' });
  });

  it('answers bad input with 400 VALIDATION naming the field, never a stack trace', async () => {
    for (const path of [
      '/api/parceiro/abc',
      '/api/parceiro?page=0',
      '/api/parceiro?records=many',
      '/api/parceiro?sort=colour',
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({
        status: 400,
        error: 'VALIDATION',
        details: [{ key: 'INVALID_FIELD' }],
      });
      expect(JSON.stringify(response.body), path).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await call('/api/parceiro', { method: 'POST', rawBody: '{"nome": "A' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 400, error: 'VALIDATION', message: 'INVALID_REQUEST' });
  });
});

describe('partners', () => {
  it('starts with the demo partners, each with a valid CNPJ sent without its mask', async () => {
    const page = (await call('/api/parceiro?records=100')).body as PartnerPage;
    expect(page.countRecords).toBeGreaterThanOrEqual(35);
    for (const partner of page.dataRecords) {
      expect(partner.cnpj).toMatch(/^\d{14}$/);
      expect(isCnpj(partner.cnpj), partner.cnpj).toBe(true);
    }
  });

  it('pages the list with a one-based page, a page size and the total count', async () => {
    for (const n of [1, 2, 3]) await createPartner(`Paginação Teste ${n} Ltda`, demoCnpj(200 + n));
    const first = (await call('/api/parceiro?query=paginação teste&records=2&page=1&sort=nome')).body as PartnerPage;
    const second = (await call('/api/parceiro?query=paginação teste&records=2&page=2&sort=nome')).body as PartnerPage;
    expect(first.countRecords).toBe(3);
    expect(first.dataRecords.map((p) => p.nome)).toEqual(['Paginação Teste 1 Ltda', 'Paginação Teste 2 Ltda']);
    expect(second.dataRecords.map((p) => p.nome)).toEqual(['Paginação Teste 3 Ltda']);
    const descending = (await call('/api/parceiro?query=paginação teste&sort=nome&direction=desc')).body as PartnerPage;
    expect(descending.dataRecords[0]?.nome).toBe('Paginação Teste 3 Ltda');
  });

  it('pages through every partner exactly once', async () => {
    const all = (await call('/api/parceiro?records=1000')).body as PartnerPage;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.countRecords / 10); page++) {
      const rows = (await call(`/api/parceiro?page=${page}&records=10`)).body as PartnerPage;
      seen.push(...rows.dataRecords.map((p) => p.id));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(all.dataRecords.map((p) => p.id).sort((a, b) => a - b));
  });

  it('searches name and tax id without regard to letter case', async () => {
    const id = await createPartner('Orquídea Azul Comércio Ltda', '12.345.678/0001-95');
    for (const query of ['ORQUÍDEA AZUL', 'orquídea azul', '12.345.678', '12345678000195']) {
      const page = (await call(`/api/parceiro?query=${encodeURIComponent(query)}`)).body as PartnerPage;
      expect(
        page.dataRecords.map((p) => p.id),
        query,
      ).toEqual([id]);
      expect(page.countRecords, query).toBe(1);
    }
  });

  it('creates, reads, updates and deletes a partner', async () => {
    const id = await createPartner('  Ipê Amarelo Ltda  ', ' 11.444.777/0001-61 ');
    expect((await call(`/api/parceiro/${id}`)).body).toEqual({
      id,
      nome: 'Ipê Amarelo Ltda',
      cnpj: '11444777000161',
    });

    const updated = await call(`/api/parceiro/${id}`, {
      method: 'PUT',
      body: { nome: 'Ipê Roxo Ltda', cnpj: '12.abc.345/01de-35' },
    });
    expect(updated).toMatchObject({ status: 200, body: id });
    expect((await call(`/api/parceiro/${id}`)).body).toMatchObject({ nome: 'Ipê Roxo Ltda', cnpj: '12ABC34501DE35' });

    const removed = await call(`/api/parceiro/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(removed.body).toBeUndefined();
    expect((await call(`/api/parceiro/${id}`)).status).toBe(404);
    expect((await call(`/api/parceiro/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await call(`/api/parceiro/${id}`, { method: 'PUT', body: { nome: 'x', cnpj: '11222333000181' } })).status,
    ).toBe(404);
  });

  it('refuses a CNPJ whose check digits are wrong with a 400 naming the cnpj, on create and on edit (issue 8 §7)', async () => {
    const expected = {
      status: 400,
      error: 'VALIDATION',
      message: 'INVALID_CNPJ',
      details: [{ field: 'cnpj', key: 'INVALID_CNPJ' }],
    };
    const before = ((await call('/api/parceiro')).body as PartnerPage).countRecords;
    for (const cnpj of ['11.222.333/0001-82', '11222333000118', '00.000.000/0000-00', '12.ABC.345/01DE-53', 'y'])
      expect(await call('/api/parceiro', { method: 'POST', body: { nome: 'Cedro Ltda', cnpj } }), cnpj).toMatchObject({
        status: 400,
        body: expected,
      });
    expect(((await call('/api/parceiro')).body as PartnerPage).countRecords).toBe(before);

    const id = await createPartner('Cedro Ltda', '11.222.333/0001-81');
    expect(
      await call(`/api/parceiro/${id}`, { method: 'PUT', body: { nome: 'Cedro Ltda', cnpj: '11.222.333/0001-80' } }),
    ).toMatchObject({ status: 400, body: expected });
    expect((await call(`/api/parceiro/${id}`)).body).toMatchObject({ cnpj: '11222333000181' });
  });

  it('refuses a partner without name or tax id, with the form’s own message', async () => {
    const expected = {
      status: 400,
      error: 'VALIDATION',
      message: 'REQUIRED_FIELD_MESSAGE',
      details: [
        { field: 'nome', key: 'REQUIRED_FIELD_MESSAGE' },
        { field: 'cnpj', key: 'REQUIRED_FIELD_MESSAGE' },
      ],
    };
    const before = ((await call('/api/parceiro')).body as PartnerPage).countRecords;
    expect(await call('/api/parceiro', { method: 'POST', body: { nome: ' ', cnpj: '' } })).toMatchObject({
      status: 400,
      body: expected,
    });
    expect(await call('/api/parceiro', { method: 'POST', body: {} })).toMatchObject({ status: 400, body: expected });
    const id = await createPartner('Jacarandá Ltda', '11.222.333/0001-81');
    expect(await call(`/api/parceiro/${id}`, { method: 'PUT', body: { nome: '', cnpj: '' } })).toMatchObject({
      status: 400,
      body: expected,
    });
    expect(((await call('/api/parceiro')).body as PartnerPage).countRecords).toBe(before + 1);
  });

  it('refuses a name longer than the form allows', async () => {
    const response = await call('/api/parceiro', {
      method: 'POST',
      body: { nome: 'x'.repeat(151), cnpj: '11222333000181' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: 'VALIDATION',
        message: 'FIELD_TOO_LONG',
        details: [{ field: 'nome', key: 'FIELD_TOO_LONG', params: { max: 150 } }],
      },
    });
  });

  it('matches paths in any letter case and with or without a trailing slash', async () => {
    const id = await createPartner('Caixa Alta Ltda', demoCnpj(210));
    for (const path of ['/api/parceiro/', '/API/Parceiro', '/Api/PARCEIRO/?records=5']) {
      expect((await call(path)).status, path).toBe(200);
    }
    for (const path of [`/api/parceiro/${id}/`, `/API/PARCEIRO/${id}`]) {
      expect((await call(path)).body, path).toMatchObject({ id, nome: 'Caixa Alta Ltda' });
    }
  });

  it('refuses to delete a partner that still has a user, with error 1 PARTNER_IN_USE, and deletes nothing', async () => {
    const id = await createPartner('Parceiro Com Usuário Ltda', demoCnpj(211));
    await createUser(api.server.db, {
      username: 'still-here',
      name: 'Still Here',
      email: 'still-here@tagtrail.example',
      password: 'irrelevant-here',
      role: 'partner',
      partnerId: id,
    });
    const refused = await call(`/api/parceiro/${id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ status: 409, error: 1, message: 'PARTNER_IN_USE' });
    expect((await call(`/api/parceiro/${id}`)).status).toBe(200);
    const [user] = await api.server.db.select().from(users).where(eq(users.username, 'still-here'));
    expect(user?.partnerId).toBe(id);
  });
});

describe('who may call the partner routes', () => {
  it('refuses a call without a token with 401 UNAUTHORIZED', async () => {
    const response = await call('/api/parceiro', { token: null });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: 401, error: 'UNAUTHORIZED', message: 'UNAUTHORIZED' });
  });

  it('refuses a token signed by anyone else with 401', async () => {
    const real = decodeJwt(api.token('admin'));
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...real }).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' }).sign(privateKey);
    expect((await call('/api/parceiro', { token: forged })).status).toBe(401);
  });

  it('refuses a token whose claims were changed after signing with 401', async () => {
    const [header, , signature] = api.token('partner').split('.');
    const claims = { ...decodeJwt(api.token('partner')), role: 'admin' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await call('/api/parceiro', { token: tampered })).status).toBe(401);
    expect((await call('/api/parceiro', { token: 'not-a-token' })).status).toBe(401);
  });

  it("refuses a partner user's token on the admin's routes with 403 FORBIDDEN", async () => {
    for (const [method, path] of [
      ['GET', '/api/parceiro'],
      ['GET', '/api/parceiro/1'],
      ['DELETE', '/api/parceiro/1'],
    ] as const) {
      const response = await call(path, { method, token: api.token('partner') });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ status: 403, error: 'FORBIDDEN', message: 'FORBIDDEN' });
    }
    const post = await call('/api/parceiro', {
      method: 'POST',
      token: api.token('partner'),
      body: { nome: 'x', cnpj: 'y' },
    });
    expect(post.status).toBe(403);
  });
});

describe('an expired token', () => {
  const clock = testClock();
  const expiring = useTestServer({ demoData: false, clock: clock.now });

  it('is refused with 401 once it has expired, and works until then', async () => {
    await createUser(expiring.server.db, {
      username: 'soon-expired',
      name: 'Soon Expired',
      email: 'soon-expired@tagtrail.example',
      password: DEMO_PASSWORD,
      role: 'admin',
    });
    const token = await signIn(expiring.baseUrl, 'soon-expired', DEMO_PASSWORD);
    const partners = `${expiring.baseUrl}/api/parceiro`;
    expect((await callApi(partners, { token })).status).toBe(200);
    const expiresAtMs = (decodeJwt(token).exp ?? 0) * 1000;
    clock.moveTo(expiresAtMs - 1000);
    expect((await callApi(partners, { token })).status).toBe(200);
    clock.moveTo(expiresAtMs + 1000);
    expect(await callApi(partners, { token })).toEqual({
      status: 401,
      body: { status: 401, error: 'UNAUTHORIZED', message: 'UNAUTHORIZED' },
    });
  });
});
