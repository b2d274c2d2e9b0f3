/**
 * The point of sale's prize redemption over HTTP with a sales point's real token (spec B §7 "Point of sale"; issue
 * 13 §7): its customer's winners (paged, sorted, searched), a code's lookup (404 unknown; dataRetirada and the
 * withdrawer once withdrawn), the withdrawal with codigoPromocional under the withdrawal form's rules, once, also
 * when two tills send it at the same moment; and a sales point of customer A reaching none of customer B's codes.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readings } from '../src/db/schema';
import { callApi, type ApiRequest } from './support/api-call';
import { fingerprint } from './support/fingerprint';
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
    },
  });
  const { id } = created.body as { id: number };
  const filter = {
    id,
    quantidade: 1,
    produto: [],
    categoria: [],
    pais: [],
    estado: [],
    cidade: [],
    dataInicial: today(),
    dataFinal: today(),
  };
  expect((await asCustomer(tenant, `promocao/${id}/processar/`, { method: 'POST', body: filter })).status).toBe(204);
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
  it("lists its customer's codes only, paged, with the prize, the latest withdrawals first", async () => {
    expect(
      (await alphaPos('pontovenda/premiados', { method: 'POST', body: withdrawal(alphaCodes[0] as string) })).status,
    ).toBe(204);
    const page = await alphaPos('pontovenda/premiados?page=1&records=3');
    expect(page.status).toBe(200);
    const body = page.body as { dataRecords: Record<string, unknown>[]; countRecords: number };
    expect(body.countRecords).toBe(5);
    expect(body.dataRecords).toHaveLength(3);
    expect(body.dataRecords[0]).toMatchObject({
      nome: 'João Pereira',
      cpf: '52998224725',
      codigo: alphaCodes[0],
      promocaoPrêmio: 'Garrafa alpha7q',
    });
    expect(body.dataRecords[1]).toMatchObject({ nome: null, cpf: null, dataRetirada: null });
    expect(JSON.stringify(body)).not.toContain('bravo7q');
    const search = await alphaPos(`pontovenda/premiados?page=1&records=10&query=${alphaCodes[1]?.toLowerCase()}`);
    expect(search.body).toMatchObject({ countRecords: 1, dataRecords: [{ codigo: alphaCodes[1] }] });
    const byCode = await alphaPos('pontovenda/premiados?page=1&records=10&sort=codigo');
    const sorted = (byCode.body as typeof body).dataRecords.map((row) => row.codigo as string);
    expect(sorted).toEqual([...sorted].sort());
    expect((await alphaPos('pontovenda/premiados?page=1&records=10&sort=bogus')).status).toBe(400);
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
