/** Partner users over HTTP (spec A §7 "Partners": parceiro/{parceiroId}/usuarios), as the admin's portal calls them. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idpRecords, users } from '../src/db/schema';
import { demoCnpj } from '../src/demo/demo-data';
import { answerOf, callApi, sendApi, type ApiRequest } from './support/api-call';
import { signIn, signInSession } from './support/sign-in';
import { useTestServer } from './support/test-server';

const api = useTestServer({ demoData: true }, ['admin', 'partner']);

/** The admin's token unless a call names another (null: none). */
const call = (path: string, request?: ApiRequest) => callApi(`${api.baseUrl}/api/${path}`, request, api.token('admin'));

interface Created {
  id: number;
  senhaTemporaria: string;
  senhaTemporariaValidaAte: string;
}

interface UserPage {
  dataRecords: { usuario: string; usuarioId: number }[];
  countRecords: number;
}

let partnerCount = 0;
async function createPartner(): Promise<number> {
  partnerCount += 1;
  const created = await call('parceiro', {
    method: 'POST',
    body: { nome: `Usuários Teste ${partnerCount} Ltda`, cnpj: demoCnpj(100 + partnerCount) },
  });
  expect(created.status).toBe(200);
  return created.body as number;
}

async function createUser(partnerId: number, usuario: string, nome = 'Pessoa Teste'): Promise<Created> {
  const created = await call(`parceiro/${partnerId}/usuarios`, {
    method: 'POST',
    body: { usuario, nome, email: `${usuario}@parceiro.example` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as Created;
}

describe('creating a partner user', () => {
  it('answers the new id and a one-time password, and stores only its hash, flagged to be changed', async () => {
    const partnerId = await createPartner();
    const before = Date.now();
    const sent = await sendApi(
      `${api.baseUrl}/api/parceiro/${partnerId}/usuarios`,
      { method: 'POST', body: { usuario: '  maria.souza ', nome: ' Maria Souza ', email: ' maria@parceiro.example ' } },
      api.token('admin'),
    );
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const response = await answerOf(sent);
    expect(response.status).toBe(200);
    const created = response.body as Created;
    expect(Object.keys(created).sort()).toEqual(['id', 'senhaTemporaria', 'senhaTemporariaValidaAte']);
    expect(created.id).toEqual(expect.any(Number));
    // 16 characters from an alphabet without look-alikes (no 0, O, o, 1, l, I, i).
    expect(created.senhaTemporaria).toMatch(/^[A-HJ-NP-Za-hj-km-np-z2-9]{16}$/);
    const validUntil = Date.parse(created.senhaTemporariaValidaAte);
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(validUntil).toBeGreaterThanOrEqual(before + sevenDays - 1000);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + sevenDays + 1000);

    const [row] = await api.server.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({
      username: 'maria.souza',
      name: 'Maria Souza',
      email: 'maria@parceiro.example',
      role: 'partner',
      partnerId,
      customerId: null,
      mustChangePassword: true,
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(created.senhaTemporaria);
    expect(row?.passwordExpiresAt?.getTime()).toBe(validUntil);
  });

  it('generates a different password for every user', async () => {
    const partnerId = await createPartner();
    const first = await createUser(partnerId, 'gemeo.um');
    const second = await createUser(partnerId, 'gemeo.dois');
    expect(first.senhaTemporaria).not.toBe(second.senhaTemporaria);
  });

  it('refuses a missing usuario, nome or email with the form’s own message, and creates nothing', async () => {
    const partnerId = await createPartner();
    const blank = await call(`parceiro/${partnerId}/usuarios`, {
      method: 'POST',
      body: { usuario: ' ', nome: '', email: '' },
    });
    expect(blank).toMatchObject({
      status: 400,
      body: {
        status: 400,
        error: 'VALIDATION',
        message: 'REQUIRED_FIELD_MESSAGE',
        details: [
          { field: 'usuario', key: 'REQUIRED_FIELD_MESSAGE' },
          { field: 'nome', key: 'REQUIRED_FIELD_MESSAGE' },
          { field: 'email', key: 'REQUIRED_FIELD_MESSAGE' },
        ],
      },
    });
    const absent = await call(`parceiro/${partnerId}/usuarios`, { method: 'POST', body: { usuario: 'x' } });
    expect(absent.status).toBe(400);
    expect(absent.body).toMatchObject({ error: 'VALIDATION', message: 'REQUIRED_FIELD_MESSAGE' });
    expect(((await call(`parceiro/${partnerId}/usuarios`)).body as UserPage).countRecords).toBe(0);
  });

  it('refuses an e-mail that does not match the standard pattern', async () => {
    const partnerId = await createPartner();
    for (const email of ['maria', 'maria@', 'maria@parceiro', 'maria souza@parceiro.example']) {
      const response = await call(`parceiro/${partnerId}/usuarios`, {
        method: 'POST',
        body: { usuario: 'maria.email', nome: 'Maria', email },
      });
      expect(response.status, email).toBe(400);
      expect(response.body, email).toMatchObject({
        error: 'VALIDATION',
        message: 'INVALID_EMAIL',
        details: [{ field: 'email', key: 'INVALID_EMAIL' }],
      });
    }
  });

  it('refuses a sign-in name already taken, in any letter case, with error 1 USERNAME_TAKEN', async () => {
    const partnerId = await createPartner();
    const otherPartnerId = await createPartner();
    await createUser(partnerId, 'Joana.Lima');
    for (const [parceiroId, usuario] of [
      [partnerId, 'Joana.Lima'],
      [partnerId, 'JOANA.LIMA'],
      [otherPartnerId, ' joana.lima '],
      // The demo admin's name: every kind of account shares one namespace.
      [partnerId, 'Admin'],
    ] as const) {
      const response = await call(`parceiro/${parceiroId}/usuarios`, {
        method: 'POST',
        body: { usuario, nome: 'Outra Joana', email: 'outra@parceiro.example' },
      });
      expect(response.status, usuario).toBe(409);
      expect(response.body, usuario).toEqual({ status: 409, error: 1, message: 'USERNAME_TAKEN' });
    }
  });

  it('answers 404 for a partner that does not exist', async () => {
    const response = await call('parceiro/999999/usuarios', {
      method: 'POST',
      body: { usuario: 'sem.parceiro', nome: 'Sem Parceiro', email: 'sem@parceiro.example' },
    });
    expect(response).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect((await call('parceiro/999999/usuarios')).status).toBe(404);
  });
});

describe('listing, reading and deleting partner users', () => {
  it('lists a partner’s users only, paged, as dataRecords [usuario, usuarioId] with a total', async () => {
    const partnerId = await createPartner();
    const otherPartnerId = await createPartner();
    const ids: number[] = [];
    for (const usuario of ['carla.b', 'ana.a', 'bruno.c']) ids.push((await createUser(partnerId, usuario)).id);
    await createUser(otherPartnerId, 'de.outro.parceiro');

    const first = (await call(`parceiro/${partnerId}/usuarios?page=1&records=2`)).body as UserPage;
    const second = (await call(`parceiro/${partnerId}/usuarios?page=2&records=2`)).body as UserPage;
    expect(first).toEqual({
      dataRecords: [
        { usuario: 'ana.a', usuarioId: ids[1] },
        { usuario: 'bruno.c', usuarioId: ids[2] },
      ],
      countRecords: 3,
    });
    expect(second).toEqual({ dataRecords: [{ usuario: 'carla.b', usuarioId: ids[0] }], countRecords: 3 });

    const descending = (await call(`parceiro/${partnerId}/usuarios?sort=usuario&direction=desc`)).body as UserPage;
    expect(descending.dataRecords.map((row) => row.usuario)).toEqual(['carla.b', 'bruno.c', 'ana.a']);
    const searched = (await call(`parceiro/${partnerId}/usuarios?query=BRUNO`)).body as UserPage;
    expect(searched).toEqual({ dataRecords: [{ usuario: 'bruno.c', usuarioId: ids[2] }], countRecords: 1 });
    expect((await call(`parceiro/${partnerId}/usuarios?sort=colour`)).status).toBe(400);
  });

  it('reads one user with usuarioId and id, never its password', async () => {
    const partnerId = await createPartner();
    const { id } = await createUser(partnerId, 'leitura.um', 'Leitura Um');
    const response = await call(`parceiro/${partnerId}/usuarios/${id}`);
    expect(response).toMatchObject({ status: 200 });
    expect(response.body).toEqual({
      usuarioId: id,
      id,
      usuario: 'leitura.um',
      nome: 'Leitura Um',
      email: 'leitura.um@parceiro.example',
    });
  });

  it('never shows or deletes another partner’s user through a different parceiroId: 404', async () => {
    const partnerId = await createPartner();
    const otherPartnerId = await createPartner();
    const { id } = await createUser(otherPartnerId, 'alheio.um');
    expect(await call(`parceiro/${partnerId}/usuarios/${id}`)).toMatchObject({
      status: 404,
      body: { status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' },
    });
    expect((await call(`parceiro/${partnerId}/usuarios/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call(`parceiro/${otherPartnerId}/usuarios/${id}`)).status).toBe(200);

    // Nor any account that is not a partner user, such as the demo admin.
    const [admin] = await api.server.db.select().from(users).where(eq(users.username, 'admin'));
    expect((await call(`parceiro/${partnerId}/usuarios/${admin?.id}`)).status).toBe(404);
    expect((await call(`parceiro/${partnerId}/usuarios/999999`)).status).toBe(404);
  });

  it('deletes a user’s sign-in account and ends its sessions and grants', async () => {
    const partnerId = await createPartner();
    const created = await createUser(partnerId, 'apagado.um');
    await signInSession(api.baseUrl, 'apagado.um', created.senhaTemporaria, { newPassword: 'a-new-password' });
    const accountRows = () =>
      api.server.db
        .select({ kind: idpRecords.kind })
        .from(idpRecords)
        .where(sql`${idpRecords.payload}->>'accountId' = ${String(created.id)}`);
    expect((await accountRows()).map((row) => row.kind)).toEqual(expect.arrayContaining(['Session', 'Grant']));

    const removed = await call(`parceiro/${partnerId}/usuarios/${created.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(removed.body).toBeUndefined();
    expect((await call(`parceiro/${partnerId}/usuarios/${created.id}`)).status).toBe(404);
    expect((await call(`parceiro/${partnerId}/usuarios/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await api.server.db.select().from(users).where(eq(users.id, created.id))).toEqual([]);
    expect(await accountRows()).toEqual([]);

    // The name is free again, and the old password signs nobody in.
    await expect(signIn(api.baseUrl, 'apagado.um', 'a-new-password')).rejects.toThrow();
    await createUser(partnerId, 'apagado.um');
  });

  it('issues a new one-time password (issue 8 §8): the old password and the sessions end, the new one signs in once', async () => {
    const partnerId = await createPartner();
    const created = await createUser(partnerId, 'esquecido.um');
    await signInSession(api.baseUrl, 'esquecido.um', created.senhaTemporaria, { newPassword: 'lost-this-password' });
    const accountRows = () =>
      api.server.db
        .select({ kind: idpRecords.kind })
        .from(idpRecords)
        .where(sql`${idpRecords.payload}->>'accountId' = ${String(created.id)}`);
    expect((await accountRows()).length).toBeGreaterThan(0);

    const issued = await call(`parceiro/${partnerId}/usuarios/${created.id}/senhatemporaria`, { method: 'POST' });
    expect(issued.status).toBe(200);
    const fresh = issued.body as Created;
    expect(fresh).toMatchObject({ id: created.id });
    expect(fresh.senhaTemporaria).toMatch(/^[A-HJ-NP-Za-hj-km-np-z2-9]{16}$/);
    expect(Date.parse(fresh.senhaTemporariaValidaAte)).toBeGreaterThan(Date.now());
    const [stored] = await api.server.db.select().from(users).where(eq(users.id, created.id));
    expect(stored?.mustChangePassword).toBe(true);
    expect(stored?.passwordHash).not.toContain(fresh.senhaTemporaria);

    // The provider's sessions and grants of the account are gone; the old password signs nobody in.
    expect(await accountRows()).toEqual([]);
    await expect(signIn(api.baseUrl, 'esquecido.um', 'lost-this-password')).rejects.toThrow();
    // The new one signs in once, to choose a password.
    await signInSession(api.baseUrl, 'esquecido.um', fresh.senhaTemporaria, { newPassword: 'found-a-password' });
    await expect(signIn(api.baseUrl, 'esquecido.um', 'found-a-password')).resolves.toBeTruthy();
  });

  it('issues no password for another partner’s user or an unknown one: 404, nothing changed', async () => {
    const mine = await createPartner();
    const theirs = await createPartner();
    const theirUser = await createUser(theirs, 'alheio.reemitido');
    const [before] = await api.server.db.select().from(users).where(eq(users.id, theirUser.id));
    const wrongPartner = await call(`parceiro/${mine}/usuarios/${theirUser.id}/senhatemporaria`, { method: 'POST' });
    expect(wrongPartner.status).toBe(404);
    expect((await call(`parceiro/${mine}/usuarios/999999/senhatemporaria`, { method: 'POST' })).status).toBe(404);
    const [after] = await api.server.db.select().from(users).where(eq(users.id, theirUser.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('lets the partner be deleted once its last user is', async () => {
    const partnerId = await createPartner();
    const { id } = await createUser(partnerId, 'ultimo.um');
    expect(await call(`parceiro/${partnerId}`, { method: 'DELETE' })).toMatchObject({
      status: 409,
      body: { error: 1, message: 'PARTNER_IN_USE' },
    });
    expect((await call(`parceiro/${partnerId}/usuarios/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`parceiro/${partnerId}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('who may call the partner user routes', () => {
  const routes = (partnerId: number, userId: number) =>
    [
      ['GET', `parceiro/${partnerId}/usuarios`, undefined],
      ['GET', `parceiro/${partnerId}/usuarios/${userId}`, undefined],
      ['POST', `parceiro/${partnerId}/usuarios`, { usuario: 'intruso', nome: 'Intruso', email: 'i@p.example' }],
      ['DELETE', `parceiro/${partnerId}/usuarios/${userId}`, undefined],
    ] as const;

  it('refuses a partner user’s token with 403 FORBIDDEN, even for its own partner', async () => {
    const [partnerUser] = await api.server.db.select().from(users).where(eq(users.username, 'partner'));
    const partnerId = partnerUser?.partnerId ?? 0;
    const userId = partnerUser?.id ?? 0;
    for (const [method, path, body] of routes(partnerId, userId)) {
      const response = await call(path, { method, body, token: api.token('partner') });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ status: 403, error: 'FORBIDDEN', message: 'FORBIDDEN' });
    }
    expect((await call(`parceiro/${partnerId}/usuarios/${userId}`)).status).toBe(200);
  });

  it('refuses a call without a token with 401 UNAUTHORIZED', async () => {
    for (const [method, path, body] of routes(1, 1)) {
      const response = await call(path, { method, body, token: null });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ status: 401, error: 'UNAUTHORIZED', message: 'UNAUTHORIZED' });
    }
    expect(((await call('parceiro/1/usuarios?query=intruso')).body as UserPage).countRecords).toBe(0);
  });
});
