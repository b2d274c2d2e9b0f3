/**
 * The point of sale's prize redemption over HTTP with a sales point's real token (spec B §7 "Point of sale"; issue
 * 13 §7): the prizes withdrawn at its till (paged, sorted, searched; never a code still to be taken, nor another
 * till's, issue 24 §2), a code's lookup (404 unknown; dataRetirada and, for its own till, the withdrawer once withdrawn), the withdrawal with codigoPromocional under the withdrawal form's rules, once, also
 * when two tills send it at the same moment; and a sales point of customer A reaching none of customer B's codes.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readings } from '../src/db/schema';
import { createUser } from '../src/identity';
import { processBody } from './support/process-body';
import { callApi, type ApiRequest } from './support/api-call';
import { fingerprint } from './support/fingerprint';
import { signIn } from './support/sign-in';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type Tenant, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

const asPos =
  (tenant: () => Tenant) =>
  (path: string, request: ApiRequest = {}) =>
    callApi(`${api.baseUrl}/api/${path}`, request, tenant().tokens.pointofsale);
const alphaPos = asPos(() => world.alpha);
const bravoPos = asPos(() => world.bravo);
const asCustomer = (tenant: Tenant, path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, tenant.tokens.customer);

const SECOND_TILL_PASSWORD = 'second-till-password-9';
const today = () => new Date().toISOString().slice(0, 10);

/** A promotion of the tenant processed through the customer's own calls; its winners' codes in draw order. */
async function processedCodes(tenant: Tenant, prize: string, winners: number): Promise<string[]> {
  const created = await asCustomer(tenant, 'promocao', {
    method: 'POST',
    body: {
      descricao: `Promo ${prize}`,
      dtInicio: today(),
      dtFim: today(),
      premio: prize,
      numeroContemplados: winners,
      // Six devices read one tag: one entry each (one per tag would make one entry).
      regraParticipacao: 2,
    },
  });
  const { id } = created.body as { id: number };
  const body = processBody(id, today(), today());
  expect((await asCustomer(tenant, `promocao/${id}/processar/`, { method: 'POST', body })).status).toBe(204);
  await api.server.backgroundWorkDone();
  expect((await asCustomer(tenant, `promocao/${id}/status`)).body).toBe(4);
  const rows = (await api.server.db.execute(
    sql`select code from promotion_winners where promotion_id = ${id} order by draw_order`,
  )) as unknown as { rows: { code: string }[] };
  return rows.rows.map((row) => row.code);
}

const withdrawal = (code: string, overrides: Record<string, unknown> = {}) => ({
  nome: 'João Pereira',
  cpf: '52998224725',
  endereco: 'Av. Brasil, 100',
  dataNascimento: '1985-02-01',
  codigoPromocional: code,
  ...overrides,
});

let alphaCodes: string[];
let bravoCodes: string[];

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const tagId = world.alpha.tagIds[0] as number;
  await api.server.db
    .insert(readings)
    .values(Array.from({ length: 6 }, (_, i) => ({ tagId, deviceId: `pos-device-${i}`, city: 'Campinas' })));
  alphaCodes = await processedCodes(world.alpha, 'Garrafa alpha7q', 5);
  bravoCodes = await processedCodes(world.bravo, 'Garrafa bravo7q', 1);
});

describe("the point of sale's winners", () => {
  it('lists the prizes withdrawn at this till only, paged, with the prize, the latest first', async () => {
    expect(
      (await alphaPos('pontovenda/premiados', { method: 'POST', body: withdrawal(alphaCodes[0] as string) })).status,
    ).toBe(204);
    const page = await alphaPos('pontovenda/premiados?page=1&records=3');
    expect(page.status).toBe(200);
    const body = page.body as { dataRecords: Record<string, unknown>[]; countRecords: number };
    expect(body).toMatchObject({
      countRecords: 1,
      dataRecords: [
        { nome: 'João Pereira', cpf: '52998224725', codigo: alphaCodes[0], promocaoPrêmio: 'Garrafa alpha7q' },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('bravo7q');
    const search = await alphaPos(`pontovenda/premiados?page=1&records=10&query=${alphaCodes[0]?.toLowerCase()}`);
    expect(search.body).toMatchObject({ countRecords: 1, dataRecords: [{ codigo: alphaCodes[0] }] });
    expect((await alphaPos('pontovenda/premiados?page=1&records=10&sort=codigo')).status).toBe(200);
    expect((await alphaPos('pontovenda/premiados?page=1&records=10&sort=bogus')).status).toBe(400);
  });

  // issue 24 §2, the attack: on main the till listed every unclaimed code of its customer, so whoever stood at it
  // could read a code off the list and withdraw it with any valid CPF.
  it('never lists a code still to be taken: searching for one finds nothing', async () => {
    const unclaimed = alphaCodes[1] as string;
    const listed = (await alphaPos('pontovenda/premiados?page=1&records=100')).body as {
      dataRecords: { codigo: string; dataRetirada: string | null }[];
    };
    expect(listed.dataRecords.every((row) => row.dataRetirada !== null)).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(unclaimed);
    const search = await alphaPos(`pontovenda/premiados?page=1&records=10&query=${unclaimed}`);
    expect(search.body).toMatchObject({ countRecords: 0, dataRecords: [] });
  });

  it("shows another till of the same customer neither this till's withdrawals nor who took them", async () => {
    await createUser(api.server.db, {
      username: 'alpha7q-second-till',
      name: 'Alpha second till',
      email: 'second-till@alpha7q.example',
      password: SECOND_TILL_PASSWORD,
      role: 'pointofsale',
      customerId: world.alpha.customerId,
    });
    const secondTill = await signIn(api.baseUrl, 'alpha7q-second-till', SECOND_TILL_PASSWORD);
    const asSecondTill = (path: string) => callApi(`${api.baseUrl}/api/${path}`, {}, secondTill);
    expect((await asSecondTill('pontovenda/premiados?page=1&records=100')).body).toMatchObject({
      countRecords: 0,
      dataRecords: [],
    });
    // The code typed at the second till: withdrawn, and when — not to whom.
    const lookup = await asSecondTill(`pontovenda/premiados/${alphaCodes[0]}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ nome: null, cpf: null, dataNascimento: null, endereco: null });
    expect(Date.parse((lookup.body as { dataRetirada: string }).dataRetirada)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('a code at the point of sale', () => {
  it('is looked up: 404 unknown, no dataRetirada while still to be taken', async () => {
    expect((await alphaPos('pontovenda/premiados/NOSUCHCODE23')).status).toBe(404);
    const answer = await alphaPos(`pontovenda/premiados/${alphaCodes[1]?.toLowerCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dataRetirada: null, nome: null });
  });

  it('refuses a withdrawal the form refuses, and one without a code', async () => {
    const code = alphaCodes[2] as string;
    const refused = async (body: Record<string, unknown>) => {
      const answer = await alphaPos('pontovenda/premiados', { method: 'POST', body });
      expect(answer.status).toBe(400);
      return (answer.body as { details: unknown[] }).details;
    };
    expect(await refused(withdrawal(code, { cpf: '123.456.789-00' }))).toEqual([{ field: 'cpf', key: 'INVALID_CPF' }]);
    expect(await refused(withdrawal(code, { dataNascimento: '2999-01-01' }))).toEqual([
      { field: 'dataNascimento', key: 'BIRTH_DATE_NOT_BEFORE_TODAY' },
    ]);
    expect((await alphaPos('pontovenda/premiados', { method: 'POST', body: withdrawal('  ') })).status).toBe(400);
    expect((await alphaPos(`pontovenda/premiados/${code}`)).body).toMatchObject({ dataRetirada: null });
  });

  it('is withdrawn once: then the lookup shows when and by whom, and a second withdrawal is refused', async () => {
    const code = alphaCodes[3] as string;
    expect(
      (await alphaPos('pontovenda/premiados', { method: 'POST', body: withdrawal(` ${code.toLowerCase()} `) })).status,
    ).toBe(204);
    const lookup = (await alphaPos(`pontovenda/premiados/${code}`)).body as Record<string, unknown>;
    expect(lookup).toMatchObject({
      nome: 'João Pereira',
      cpf: '52998224725',
      dataNascimento: '1985-02-01',
      endereco: 'Av. Brasil, 100',
    });
    expect(Date.parse(lookup.dataRetirada as string)).toBeGreaterThan(Date.now() - 60_000);
    const again = await alphaPos('pontovenda/premiados', { method: 'POST', body: withdrawal(code) });
    expect(again).toMatchObject({ status: 409, body: { message: 'PROMOTION_ALREADY_WITHDRAW' } });
    // The customer sees it withdrawn too.
    expect((await asCustomer(world.alpha, `promocao/resgates/${code}`)).body).toMatchObject({
      promocaoRetirada: { nome: 'João Pereira' },
    });
  });

  it('is withdrawn by exactly one of two tills sending it at the same moment', async () => {
    const code = alphaCodes[4] as string;
    const [first, second] = await Promise.all([
      alphaPos('pontovenda/premiados', { method: 'POST', body: withdrawal(code, { nome: 'Caixa 1' }) }),
      alphaPos('pontovenda/premiados', { method: 'POST', body: withdrawal(code, { nome: 'Caixa 2' }) }),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([204, 409]);
    const taker = first?.status === 204 ? 'Caixa 1' : 'Caixa 2';
    expect((await alphaPos(`pontovenda/premiados/${code}`)).body).toMatchObject({ nome: taker });
  });
});

describe("another customer's codes", () => {
  it('are unknown to a sales point: 404 to look up or withdraw, nothing changed', async () => {
    const code = bravoCodes[0] as string;
    const before = await fingerprint(api.server.db);
    expect((await alphaPos(`pontovenda/premiados/${code}`)).status).toBe(404);
    expect((await alphaPos('pontovenda/premiados', { method: 'POST', body: withdrawal(code) })).status).toBe(404);
    expect(await fingerprint(api.server.db)).toEqual(before);
    // Its own sales point takes it.
    expect((await bravoPos('pontovenda/premiados', { method: 'POST', body: withdrawal(code) })).status).toBe(204);
  });

  it('are refused to a customer token on the point-of-sale calls (role)', async () => {
    expect((await asCustomer(world.alpha, 'pontovenda/premiados?page=1&records=10')).status).toBe(403);
  });
});
