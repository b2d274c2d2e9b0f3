/**
 * The customer area's sales-point calls over HTTP with a customer's real token (spec B §7; issue 10 §7): the list
 * with search, sort and paging, one sales point, create with its one-time password, edit with usuario and email
 * read-only, and the password reset, which ends the old password and the account's sessions. Another customer's ids
 * answer 404 and change nothing; the isolation suite walks every call too.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_STREAM_MEDIA_TYPE } from '@tagtrail/contract';
import { idpRecords, users } from '../src/db/schema';
import { answerOf, callApi, sendApi, type ApiRequest } from './support/api-call';
import { signIn, signInSession } from './support/sign-in';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

// No cache of account checks: a reset password's access tokens stop at the next call.
const api = useTestServer({ demoData: false, accountCheckCacheSeconds: 0 });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const asBravo = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.bravo.tokens.customer);

interface Issued {
  id: number;
  senhaTemporaria: string;
  senhaTemporariaValidaAte: string;
}

interface SalesPointWire {
  id: number;
  usuario: string;
  nome: string;
  email: string;
  usuarioId: number;
}

interface SalesPointPage {
  dataRecords: SalesPointWire[];
  countRecords: number;
}

/** A sign-in name no other test uses. */
const unique = (prefix: string) => `${prefix}.${randomBytes(3).toString('hex')}`;

async function createSalesPoint(usuario: string, nome = 'Loja Centro', as: typeof asAlpha = asAlpha): Promise<Issued> {
  const created = await as('areacliente/pontovenda', {
    method: 'POST',
    body: { usuario, nome, email: `${usuario}@loja.example` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as Issued;
}

const storedUser = async (id: number) => (await api.server.db.select().from(users).where(eq(users.id, id)))[0];

const accountRows = (id: number) =>
  api.server.db
    .select({ kind: idpRecords.kind })
    .from(idpRecords)
    .where(sql`${idpRecords.payload}->>'accountId' = ${String(id)}`);

/** Whether an access token still works: a password change with a wrong current password answers 200 while it does. */
async function tokenWorks(token: string): Promise<boolean> {
  const answer = await callApi(
    `${api.baseUrl}/api/currentuser/password`,
    { method: 'PUT', body: { currentPassword: 'not-the-password', newPassword: 'whatever-Passw0rd' } },
    token,
  );
  if (answer.status !== 200 && answer.status !== 401) throw new Error(`unexpected ${answer.status}`);
  return answer.status === 200;
}

describe('creating a sales point', () => {
  it('answers its id and a one-time password, once, and stores a pointofsale account of the customer', async () => {
    const usuario = unique('loja.nova');
    const sent = await sendApi(
      `${api.baseUrl}/api/areacliente/pontovenda`,
      { method: 'POST', body: { usuario: ` ${usuario} `, nome: ' Loja Nova ', email: ` ${usuario}@loja.example ` } },
      world.alpha.tokens.customer,
    );
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const answer = await answerOf(sent);
    expect(answer.status).toBe(200);
    const created = answer.body as Issued;
    expect(Object.keys(created).sort()).toEqual(['id', 'senhaTemporaria', 'senhaTemporariaValidaAte']);
    expect(created.senhaTemporaria).toMatch(/^[A-HJ-NP-Za-hj-km-np-z2-9]{16}$/);
    expect(Date.parse(created.senhaTemporariaValidaAte)).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);

    expect(await storedUser(created.id)).toMatchObject({
      username: usuario,
      name: 'Loja Nova',
      email: `${usuario}@loja.example`,
      role: 'pointofsale',
      customerId: world.alpha.customerId,
      partnerId: null,
      mustChangePassword: true,
    });
    expect((await storedUser(created.id))?.passwordHash).not.toContain(created.senhaTemporaria);

    // Read back without any password: id and usuarioId are the account's.
    expect(await asAlpha(`areacliente/pontovenda/${created.id}`)).toEqual({
      status: 200,
      body: { id: created.id, usuario, nome: 'Loja Nova', email: `${usuario}@loja.example`, usuarioId: created.id },
    });
  });

  it('signs in with the one-time password only to choose a new one, which then signs in', async () => {
    const usuario = unique('loja.primeira');
    const created = await createSalesPoint(usuario);
    await expect(signIn(api.baseUrl, usuario, created.senhaTemporaria)).rejects.toThrow();
    await signInSession(api.baseUrl, usuario, created.senhaTemporaria, { newPassword: 'my-own-Passw0rd' });
    expect(await storedUser(created.id)).toMatchObject({ mustChangePassword: false, passwordExpiresAt: null });
    await expect(signIn(api.baseUrl, usuario, 'my-own-Passw0rd')).resolves.toBeTruthy();
    await expect(signIn(api.baseUrl, usuario, created.senhaTemporaria)).rejects.toThrow();
  });

  it('refuses missing fields and a malformed e-mail with the form’s keys, and creates nothing', async () => {
    const before = ((await asAlpha('areacliente/pontovenda')).body as SalesPointPage).countRecords;
    expect(
      await asAlpha('areacliente/pontovenda', { method: 'POST', body: { usuario: ' ', nome: '', email: '' } }),
    ).toMatchObject({
      status: 400,
      body: {
        error: 'VALIDATION',
        details: [
          { field: 'usuario', key: 'REQUIRED_FIELD_MESSAGE' },
          { field: 'nome', key: 'REQUIRED_FIELD_MESSAGE' },
          { field: 'email', key: 'REQUIRED_FIELD_MESSAGE' },
        ],
      },
    });
    expect(
      await asAlpha('areacliente/pontovenda', {
        method: 'POST',
        body: { usuario: unique('loja.email'), nome: 'Loja', email: 'loja@' },
      }),
    ).toMatchObject({ status: 400, body: { details: [{ field: 'email', key: 'INVALID_EMAIL' }] } });
    expect(((await asAlpha('areacliente/pontovenda')).body as SalesPointPage).countRecords).toBe(before);
  });

  it('refuses a sign-in name any account has, in any letter case, another customer’s too: 409 USERNAME_TAKEN', async () => {
    const usuario = unique('Loja.Dupla');
    await createSalesPoint(usuario, 'Loja Dupla', asBravo);
    for (const taken of [usuario, usuario.toUpperCase(), ` ${usuario.toLowerCase()} `, 'alpha7q-customer']) {
      const answer = await asAlpha('areacliente/pontovenda', {
        method: 'POST',
        body: { usuario: taken, nome: 'Outra', email: 'outra@loja.example' },
      });
      expect(answer, taken).toEqual({ status: 409, body: { status: 409, error: 1, message: 'USERNAME_TAKEN' } });
    }
  });
});

describe('listing and reading sales points', () => {
  it('lists the customer’s sales points only, with search, sort and paging', async () => {
    const tag = randomBytes(3).toString('hex');
    const names = [`c-${tag}`, `a-${tag}`, `b-${tag}`];
    for (const name of names) await createSalesPoint(name, `Loja ${name}`);
    await createSalesPoint(`z-${tag}`, 'De outro cliente', asBravo);

    const all = (await asAlpha(`areacliente/pontovenda?query=${tag}&records=10`)).body as SalesPointPage;
    expect(all.countRecords).toBe(3);
    expect(all.dataRecords.map((row) => row.usuario)).toEqual([`a-${tag}`, `b-${tag}`, `c-${tag}`]);
    expect(all.dataRecords[0]).toMatchObject({ nome: `Loja a-${tag}`, email: `a-${tag}@loja.example` });

    const second = (await asAlpha(`areacliente/pontovenda?query=${tag}&page=2&records=2`)).body as SalesPointPage;
    expect(second).toMatchObject({ countRecords: 3, dataRecords: [{ usuario: `c-${tag}` }] });
    const descending = (await asAlpha(`areacliente/pontovenda?query=${tag}&sort=nome&direction=desc`))
      .body as SalesPointPage;
    expect(descending.dataRecords.map((row) => row.usuario)).toEqual([`c-${tag}`, `b-${tag}`, `a-${tag}`]);
    // Search looks in the e-mail too.
    const byEmail = (await asAlpha(`areacliente/pontovenda?query=B-${tag}@LOJA`)).body as SalesPointPage;
    expect(byEmail.dataRecords.map((row) => row.usuario)).toEqual([`b-${tag}`]);
    expect((await asAlpha('areacliente/pontovenda?sort=colour')).status).toBe(400);
    // Never the customer's own customer-role account or the other customer's sales point.
    const everything = (await asAlpha('areacliente/pontovenda?records=100')).body as SalesPointPage;
    expect(everything.dataRecords.some((row) => row.usuario === `z-${tag}`)).toBe(false);
    expect(everything.dataRecords.some((row) => row.usuario === 'alpha7q-customer')).toBe(false);
  });

  it('streams the whole filtered list for the CSV export, as every list does', async () => {
    const tag = randomBytes(3).toString('hex');
    await createSalesPoint(`csv-${tag}`, 'Loja CSV');
    const sent = await fetch(`${api.baseUrl}/api/areacliente/pontovenda?query=${tag}`, {
      headers: { accept: RECORD_STREAM_MEDIA_TYPE, authorization: `Bearer ${world.alpha.tokens.customer}` },
    });
    expect(sent.status).toBe(200);
    const lines = (await sent.text()).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as SalesPointWire)).toEqual([
      expect.objectContaining({ usuario: `csv-${tag}`, nome: 'Loja CSV' }),
    ]);
  });
});

describe('editing a sales point', () => {
  it('changes the name; usuario and email stay as stored', async () => {
    const usuario = unique('loja.editada');
    const { id } = await createSalesPoint(usuario, 'Nome Antigo');
    const email = `${usuario}@loja.example`;
    expect(
      await asAlpha(`areacliente/pontovenda/${id}`, { method: 'PUT', body: { usuario, nome: ' Nome Novo ', email } }),
    ).toEqual({ status: 200, body: id });
    expect((await asAlpha(`areacliente/pontovenda/${id}`)).body).toMatchObject({ usuario, nome: 'Nome Novo', email });
  });

  it('refuses a changed usuario or email (read-only once stored) and changes nothing', async () => {
    const usuario = unique('loja.travada');
    const { id } = await createSalesPoint(usuario, 'Travada');
    const before = await storedUser(id);
    const answer = await asAlpha(`areacliente/pontovenda/${id}`, {
      method: 'PUT',
      body: { usuario: 'outro.nome', nome: 'Novo', email: 'outro@loja.example' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        details: [
          { field: 'usuario', key: 'SALES_POINT_FIELD_READ_ONLY' },
          { field: 'email', key: 'SALES_POINT_FIELD_READ_ONLY' },
        ],
      },
    });
    expect(await storedUser(id)).toEqual(before);
    expect(
      (await asAlpha(`areacliente/pontovenda/${id}`, { method: 'PUT', body: { usuario, nome: '', email: 'x' } })).body,
    ).toMatchObject({ details: [{ field: 'nome', key: 'REQUIRED_FIELD_MESSAGE' }] });
  });
});

describe('resetting a sales point’s password', () => {
  it('issues a new one-time password once; the old password, its sessions and its tokens end', async () => {
    const usuario = unique('loja.esquecida');
    const created = await createSalesPoint(usuario);
    const session = await signInSession(api.baseUrl, usuario, created.senhaTemporaria, {
      newPassword: 'lost-this-Passw0rd',
    });
    expect(await tokenWorks(session.tokens.access_token)).toBe(true);
    expect((await accountRows(created.id)).length).toBeGreaterThan(0);

    const sent = await sendApi(
      `${api.baseUrl}/api/areacliente/pontovenda/${created.id}/password`,
      { method: 'DELETE' },
      world.alpha.tokens.customer,
    );
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const answer = await answerOf(sent);
    expect(answer.status).toBe(200);
    const fresh = answer.body as Issued;
    expect(fresh.id).toBe(created.id);
    expect(fresh.senhaTemporaria).toMatch(/^[A-HJ-NP-Za-hj-km-np-z2-9]{16}$/);
    expect(fresh.senhaTemporaria).not.toBe(created.senhaTemporaria);
    expect(await storedUser(created.id)).toMatchObject({ mustChangePassword: true });

    // The provider's sessions are gone, the old access token stops, the old password signs nobody in.
    expect(await accountRows(created.id)).toEqual([]);
    expect(await tokenWorks(session.tokens.access_token)).toBe(false);
    await expect(signIn(api.baseUrl, usuario, 'lost-this-Passw0rd')).rejects.toThrow();
    // The new one signs in once, to choose a password.
    await signInSession(api.baseUrl, usuario, fresh.senhaTemporaria, { newPassword: 'found-a-Passw0rd' });
    await expect(signIn(api.baseUrl, usuario, 'found-a-Passw0rd')).resolves.toBeTruthy();
  });
});

describe('another customer’s sales points', () => {
  it('answers 404 to every call at another customer’s sales point or an unknown id, and changes nothing', async () => {
    const usuario = unique('loja.alheia');
    const theirs = await createSalesPoint(usuario, 'Loja Alheia', asBravo);
    const before = await storedUser(theirs.id);
    const email = `${usuario}@loja.example`;
    for (const id of [theirs.id, 2_000_000_000]) {
      expect((await asAlpha(`areacliente/pontovenda/${id}`)).status, `GET ${id}`).toBe(404);
      expect(
        (await asAlpha(`areacliente/pontovenda/${id}`, { method: 'PUT', body: { usuario, nome: 'Roubada', email } }))
          .status,
        `PUT ${id}`,
      ).toBe(404);
      expect(
        await asAlpha(`areacliente/pontovenda/${id}/password`, { method: 'DELETE' }),
        `DELETE ${id}/password`,
      ).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    }
    expect(await storedUser(theirs.id)).toEqual(before);
    expect((await asBravo(`areacliente/pontovenda/${theirs.id}`)).status).toBe(200);
  });

  it('never reaches an account that is not one of the customer’s sales points, its own customer user included', async () => {
    const [own] = await api.server.db.select().from(users).where(eq(users.username, 'alpha7q-customer'));
    const id = own?.id ?? 0;
    const before = await storedUser(id);
    expect((await asAlpha(`areacliente/pontovenda/${id}`)).status).toBe(404);
    expect((await asAlpha(`areacliente/pontovenda/${id}/password`, { method: 'DELETE' })).status).toBe(404);
    expect(await storedUser(id)).toEqual(before);
  });

  it('refuses other roles: a point of sale and a partner get 403, no token 401', async () => {
    for (const token of [world.alpha.tokens.pointofsale, world.alpha.tokens.partner]) {
      expect((await callApi(`${api.baseUrl}/api/areacliente/pontovenda`, {}, token)).status).toBe(403);
    }
    expect((await callApi(`${api.baseUrl}/api/areacliente/pontovenda`, {}, null)).status).toBe(401);
  });
});
