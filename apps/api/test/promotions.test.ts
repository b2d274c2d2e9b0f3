/**
 * The customer area's promotion calls over HTTP with a customer's real token (spec B §7 "Promotions"; issue 13):
 * the list (search, sort, paging, record stream), one promotion, create, edit and delete with the domain's rules
 * and only at status 1, the filter options (the customer's products and the places its readings have), the
 * possible winners (distinct devices, not blocked, whose readings match the filter in the period), Process and
 * Reprocess as a job that ends at status 4 with the winners drawn, the draw re-run from its stored seed and list,
 * the winners list, a prize code's lookup and withdrawal (once, also under concurrency), and another customer's
 * ids answering 404 with nothing changed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_STREAM_MEDIA_TYPE } from '@tagtrail/contract';
import { devices, readings } from '../src/db/schema';
import { entryHash, PRIZE_CODE_ALPHABET, PRIZE_CODE_LENGTH, verifyDraw } from '../src/promotions/draw';
import { callApi, type ApiRequest } from './support/api-call';
import { fingerprint } from './support/fingerprint';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
const VERIFY_DRAW_CLI = fileURLToPath(new URL('../src/promotions/verify-draw.cli.ts', import.meta.url));
let world: TwoTenants;

/** Twelve devices of Alpha read its first tag today in Campinas, BR; three more in Lisbon, PT. */
const CAMPINAS = Array.from({ length: 12 }, (_, i) => `promo-campinas-${i}`);
const LISBOA = ['promo-lisboa-0', 'promo-lisboa-1', 'promo-lisboa-2'];

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
  const tagId = world.alpha.tagIds[0] as number;
  await api.server.db
    .insert(readings)
    .values([
      ...CAMPINAS.map((deviceId) => ({ tagId, deviceId, country: 'BR', region: 'São Paulo', city: 'Campinas' })),
      ...LISBOA.map((deviceId) => ({ tagId, deviceId, country: 'PT', region: 'Lisboa', city: 'Lisboa' })),
    ]);
});

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const asBravo = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.bravo.tokens.customer);

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function promotionBody(overrides: Record<string, unknown> = {}) {
  return {
    descricao: 'Sorteio de verão',
    dtInicio: daysFromToday(-10),
    dtFim: daysFromToday(10),
    premio: 'Uma caixa de vinho',
    numeroContemplados: 3,
    // These tests draw among devices; one entry per tag has tests of its own (promotion-entries.test.ts).
    regraParticipacao: 2,
    ...overrides,
  };
}

async function createPromotion(overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await asAlpha('promocao', { method: 'POST', body: promotionBody(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { id: number }).id;
}

const readingFilter = (id: number) => ({
  id,
  quantidade: 1,
  produto: [],
  categoria: [],
  pais: [],
  estado: [],
  cidade: [],
  dataInicial: today(),
  dataFinal: today(),
});

async function statusOf(id: number): Promise<number> {
  return (await asAlpha(`promocao/${id}/status`)).body as number;
}

/** Waits for the processing job the call started (the server's own signal), and finds the promotion processed. */
async function untilProcessed(id: number): Promise<void> {
  await api.server.backgroundWorkDone();
  expect(await statusOf(id), `promotion ${id}`).toBe(4);
}

async function processed(overrides: Record<string, unknown> = {}): Promise<number> {
  const id = await createPromotion(overrides);
  const answer = await asAlpha(`promocao/${id}/processar/`, { method: 'POST', body: readingFilter(id) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(204);
  await untilProcessed(id);
  return id;
}

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await api.server.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const winnerCodes = (id: number) =>
  rows<{ code: string; device_key: string; pseudonym: string; draw_order: number }>(sql`
    select w.code, d.device_key, d.pseudonym, w.draw_order from promotion_winners w join devices d on d.id = w.device_id
    where w.promotion_id = ${id} order by w.draw_order`);

const VALID_CPF = '529.982.247-25';
const withdrawalBody = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Maria da Silva',
  cpf: VALID_CPF,
  endereco: 'Rua das Flores, 10, Campinas',
  dataNascimento: '1990-05-17',
  ...overrides,
});

describe('the promotion form on the server', () => {
  it('creates a promotion at status 1 with the defaults and its filters, and reads it back', async () => {
    const answer = await asAlpha('promocao', {
      method: 'POST',
      body: promotionBody({
        descricao: '  Leitura premiada  ',
        clienteId: world.bravo.customerId,
        promocaoProduto: [{ produtoId: world.alpha.productId }, { produtoId: world.alpha.productId }],
        promocaoPais: [{ nome: 'BR' }],
        promocaoEstado: [{ nome: 'São Paulo' }],
        promocaoCidade: [{ nome: 'Campinas' }, { nome: ' ' }],
        urlImagem: '',
      }),
    });
    expect(answer.status).toBe(200);
    const { id } = answer.body as { id: number };
    const stored = (await asAlpha(`promocao/${id}`)).body as Record<string, unknown>;
    expect(stored).toMatchObject({
      id,
      // The customer is the caller's, whatever clienteId said.
      clienteId: world.alpha.customerId,
      descricao: 'Leitura premiada',
      premio: 'Uma caixa de vinho',
      numeroContemplados: 3,
      tipoSorteio: 2,
      status: 1,
      relevancia: 0,
      aleatorio: false,
      urlImagem: null,
      urlManualRegras: null,
      promocaoProduto: [{ produtoId: world.alpha.productId, promocaoId: id }],
      promocaoPais: [{ nome: 'BR', promocaoId: id }],
      promocaoEstado: [{ nome: 'São Paulo', promocaoId: id }],
      promocaoCidade: [{ nome: 'Campinas', promocaoId: id }],
    });
    expect(Date.parse(stored.dtCriacao as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses what the form refuses, naming the wire fields, and stores nothing', async () => {
    const before = await fingerprint(api.server.db);
    const refused = async (body: Record<string, unknown>) => {
      const answer = await asAlpha('promocao', { method: 'POST', body: promotionBody(body) });
      expect(answer.status).toBe(400);
      return (answer.body as { details: { field: string; key: string }[] }).details;
    };
    expect(await refused({ descricao: ' ', premio: '' })).toEqual([
      { field: 'descricao', key: 'REQUIRED_FIELD_MESSAGE' },
      { field: 'premio', key: 'REQUIRED_FIELD_MESSAGE' },
    ]);
    expect(await refused({ numeroContemplados: 0 })).toEqual([
      { field: 'numeroContemplados', key: 'WINNERS_COUNT_MIN', params: { min: 1 } },
    ]);
    expect(await refused({ dtInicio: today(), dtFim: daysFromToday(-1) })).toEqual([
      { field: 'dtFim', key: 'DATES_END_BEFORE_START' },
    ]);
    // Another customer's product is no product of the caller's.
    expect(await refused({ promocaoProduto: [{ produtoId: world.bravo.productId }] })).toEqual([
      { field: 'promocaoProduto', key: 'INVALID_FIELD' },
    ]);
    expect(await refused({ numeroContemplados: 3_000_000_000 })).toEqual([
      { field: 'numeroContemplados', key: 'INVALID_FIELD' },
    ]);
    expect(await refused({ promocaoCidade: [{ nome: 'x'.repeat(101) }] })).toEqual([
      { field: 'promocaoCidade', key: 'FIELD_TOO_LONG', params: { max: 100 } },
    ]);
    // A missing date is the contract's to refuse.
    expect((await asAlpha('promocao', { method: 'POST', body: { ...promotionBody(), dtInicio: '' } })).status).toBe(
      400,
    );
    expect(await fingerprint(api.server.db)).toEqual(before);
  });

  it('edits a promotion at status 1, replacing its filters', async () => {
    const id = await createPromotion({ promocaoCidade: [{ nome: 'Campinas' }] });
    const answer = await asAlpha(`promocao/${id}`, {
      method: 'PUT',
      body: promotionBody({ descricao: 'Editada', numeroContemplados: 5, promocaoPais: [{ nome: 'PT' }] }),
    });
    expect(answer).toEqual({ status: 200, body: { id } });
    expect((await asAlpha(`promocao/${id}`)).body).toMatchObject({
      descricao: 'Editada',
      numeroContemplados: 5,
      promocaoPais: [{ nome: 'PT' }],
      promocaoCidade: [],
    });
    const refused = await asAlpha(`promocao/${id}`, { method: 'PUT', body: promotionBody({ premio: '' }) });
    expect(refused.status).toBe(400);
    expect((await asAlpha(`promocao/${id}`)).body).toMatchObject({ premio: 'Uma caixa de vinho' });
  });

  it('deletes a promotion at status 1', async () => {
    const id = await createPromotion({ promocaoProduto: [{ produtoId: world.alpha.productId }] });
    expect((await asAlpha(`promocao/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAlpha(`promocao/${id}`)).status).toBe(404);
    expect((await asAlpha(`promocao/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('counts a product a promotion names as in use', async () => {
    await createPromotion({ promocaoProduto: [{ produtoId: world.alpha.productId }] });
    const answer = await asAlpha(`produto/${world.alpha.productId}`, { method: 'DELETE' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('the promotion list', () => {
  it('lists, searches, sorts and pages the caller’s promotions only', async () => {
    const a = await createPromotion({ descricao: 'Lista Zebra', dtFim: daysFromToday(20) });
    const b = await createPromotion({ descricao: 'Lista Açaí', dtFim: daysFromToday(30) });
    const page = await asAlpha('promocao/pagination?page=1&records=10&query=lista&sort=descricao');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      dataRecords: [
        {
          id: b,
          descricao: 'Lista Açaí',
          dtSorteio: null,
          dtFinalizacao: daysFromToday(30),
          numeroContemplados: 3,
          status: 1,
        },
        {
          id: a,
          descricao: 'Lista Zebra',
          dtSorteio: null,
          dtFinalizacao: daysFromToday(20),
          numeroContemplados: 3,
          status: 1,
        },
      ],
      countRecords: 2,
    });
    const second = await asAlpha('promocao/pagination?page=2&records=1&query=lista&sort=dtFinalizacao&direction=desc');
    expect(second.body).toMatchObject({ dataRecords: [{ id: a }], countRecords: 2 });
    expect((await asAlpha('promocao/pagination?page=1&records=1&sort=nope')).status).toBe(400);
    const bravo = await asBravo('promocao/pagination?page=1&records=50');
    expect(bravo.body).toEqual({ dataRecords: [], countRecords: 0 });
  });

  it('exports the whole filtered list as a record stream', async () => {
    await createPromotion({ descricao: 'Exportar 1' });
    await createPromotion({ descricao: 'Exportar 2' });
    const response = await fetch(
      `${api.baseUrl}/api/promocao/pagination?page=1&records=1&query=exportar&sort=descricao`,
      {
        headers: { accept: RECORD_STREAM_MEDIA_TYPE, authorization: `Bearer ${world.alpha.tokens.customer}` },
      },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { descricao: string }).descricao)).toEqual([
      'Exportar 1',
      'Exportar 2',
    ]);
  });
});

describe('the filter options', () => {
  it("offers the customer's products and the places its readings have, ids as the reading map's", async () => {
    const answer = await asAlpha('promocao/getFilter/');
    expect(answer.status).toBe(200);
    const options = answer.body as {
      produtos: { id: number; nome: string }[];
      paises: { value: string; description: string; id: number }[];
      estados: { value: string }[];
      cidades: { value: string; id: number }[];
    };
    expect(options.produtos).toContainEqual({ id: world.alpha.productId, nome: 'Cabernet Alpha alpha7q' });
    expect(options.paises.map((p) => p.value)).toEqual(['BR', 'PT']);
    expect(options.estados.map((p) => p.value)).toEqual(['Lisboa', 'São Paulo']);
    // By name as people read it, letter case aside (not by byte, where 'alpha7q' came after 'Lisboa').
    expect(options.cidades.map((p) => p.value)).toEqual(['alpha7q', 'Campinas', 'Lisboa']);
    const [hash] = await rows<{ id: number }>(sql`select hashtext('Campinas') as id`);
    expect(options.cidades[1]?.id).toBe(Number(hash?.id));
    expect(JSON.stringify(options)).not.toContain('bravo7q');
  });
});

describe('the possible winners', () => {
  it('counts distinct devices not blocked whose readings match the filter in the period', async () => {
    const all = await createPromotion();
    // 12 in Campinas, 3 in Lisbon, and the tenant's own device.
    expect((await asAlpha(`promocao/${all}/possiveiscontemplados`)).body).toBe(16);
    const campinas = await createPromotion({ promocaoCidade: [{ nome: 'Campinas' }] });
    expect((await asAlpha(`promocao/${campinas}/possiveiscontemplados`)).body).toBe(12);
    const portugal = await createPromotion({
      promocaoPais: [{ nome: 'PT' }],
      promocaoProduto: [{ produtoId: world.alpha.productId }],
    });
    expect((await asAlpha(`promocao/${portugal}/possiveiscontemplados`)).body).toBe(3);
    const past = await createPromotion({ dtInicio: '2020-01-01', dtFim: '2020-12-31' });
    expect((await asAlpha(`promocao/${past}/possiveiscontemplados`)).body).toBe(0);

    await api.server.db.update(devices).set({ active: false }).where(eq(devices.deviceKey, 'promo-lisboa-2'));
    try {
      expect((await asAlpha(`promocao/${portugal}/possiveiscontemplados`)).body).toBe(2);
    } finally {
      await api.server.db.update(devices).set({ active: true }).where(eq(devices.deviceKey, 'promo-lisboa-2'));
    }
  });
});

describe('processing', () => {
  it('refuses Process with no possible winner (NO_READING_SELECTED) or a filter of another promotion', async () => {
    const none = await createPromotion({ dtInicio: '2020-01-01', dtFim: '2020-12-31' });
    const answer = await asAlpha(`promocao/${none}/processar/`, { method: 'POST', body: readingFilter(none) });
    expect(answer).toMatchObject({ status: 409, body: { error: 1, message: 'NO_READING_SELECTED' } });
    const other = await createPromotion();
    const mismatch = await asAlpha(`promocao/${other}/processar/`, { method: 'POST', body: readingFilter(none) });
    expect(mismatch).toMatchObject({ status: 400, body: { details: [{ field: 'id', key: 'INVALID_FIELD' }] } });
    expect(await statusOf(none)).toBe(1);
    expect(await statusOf(other)).toBe(1);
    const reprocess = await asAlpha(`promocao/${other}/reprocessar/`, { method: 'POST', body: readingFilter(other) });
    expect(reprocess).toMatchObject({ status: 409, body: { message: 'PROMOTION_NOT_PROCESSED' } });
  });

  it('draws the winners count among the possible devices, each once, with a prize code each, and ends at 4', async () => {
    const id = await processed({ promocaoCidade: [{ nome: 'Campinas' }], numeroContemplados: 5 });
    const winners = await winnerCodes(id);
    expect(winners).toHaveLength(5);
    expect(new Set(winners.map((w) => w.device_key)).size).toBe(5);
    for (const winner of winners) {
      expect(CAMPINAS).toContain(winner.device_key);
      expect(winner.code).toHaveLength(PRIZE_CODE_LENGTH);
      expect([...winner.code].every((c) => PRIZE_CODE_ALPHABET.includes(c))).toBe(true);
    }
    const [promotion] = await rows<{ processing_started_at: string; candidate_count: number; round: number }>(
      sql`select processing_started_at, candidate_count, notification_round as round from promotions where id = ${id}`,
    );
    expect(promotion?.candidate_count).toBe(12);
    const list = (await asAlpha(`promocao/pagination?page=1&records=100`)).body as {
      dataRecords: { id: number; status: number; dtSorteio: string | null }[];
    };
    expect(list.dataRecords.find((row) => row.id === id)).toMatchObject({ status: 4, dtSorteio: today() });
    // Notifications queued in the outbox, one per winner.
    const queued = await rows<{ total: number }>(
      sql`select count(*)::int as total from promotion_notifications where promotion_id = ${id} and round = 1`,
    );
    expect(queued[0]?.total).toBe(5);
  });

  it('gives every eligible device a prize when fewer than the winners count', async () => {
    const id = await processed({ promocaoPais: [{ nome: 'PT' }], numeroContemplados: 50 });
    expect((await winnerCodes(id)).map((w) => w.device_key).sort()).toEqual(LISBOA);
  });

  it('re-runs the draw from its stored seed and list: the commitment, the salted list and the winners agree', async () => {
    const id = await processed({ numeroContemplados: 4 });
    const [record] = await rows<{
      seed: string;
      commitment: string;
      entries_digest: string;
      candidate_count: number;
      winners_count: number;
    }>(
      sql`select encode(draw_seed, 'hex') as seed, draw_commitment as commitment, entries_digest, candidate_count,
            winners_count
          from promotions where id = ${id}`,
    );
    if (record === undefined) throw new Error('no promotion');
    expect(createHash('sha256').update(Buffer.from(record.seed, 'hex')).digest('hex')).toBe(record.commitment);
    const entries = await rows<{ entry_hash: string; device_key: string }>(sql`
      select e.entry_hash, d.device_key from promotion_draw_entries e join devices d on d.id = e.device_id
      where e.promotion_id = ${id} order by e.position`);
    expect(entries).toHaveLength(record.candidate_count);
    for (const entry of entries) expect(entry.entry_hash).toBe(entryHash(record.seed, entry.device_key));
    const winners = await rows<{ entry_hash: string }>(sql`
      select e.entry_hash from promotion_winners w
      join promotion_draw_entries e on e.promotion_id = w.promotion_id and e.position = w.entry_position
      where w.promotion_id = ${id} order by w.draw_order`);
    const check = verifyDraw({
      promotionId: id,
      commitment: record.commitment,
      entriesDigest: record.entries_digest,
      seed: record.seed,
      winnersCount: record.winners_count,
      entries: entries.map((e) => e.entry_hash),
      winners: winners.map((w) => w.entry_hash),
    });
    expect(check).toEqual({ ok: true, winners: winners.map((w) => w.entry_hash) });
    // A winner list that was tampered with does not check.
    expect(
      verifyDraw({
        promotionId: id,
        commitment: record.commitment,
        entriesDigest: record.entries_digest,
        seed: record.seed,
        winnersCount: record.winners_count,
        entries: entries.map((e) => e.entry_hash),
        winners: [...winners.map((w) => w.entry_hash)].reverse(),
      }).ok,
    ).toBe(false);
  });

  it('publishes the draw record: the commitment from the save on, then the seed, list and winners, which verify-draw checks', async () => {
    // issue 24 §4: the seed is fixed when the promotion is saved, before any reading of its period; only its
    // commitment shows until the winners are drawn.
    const open = await createPromotion();
    const committed = (await asAlpha(`promocao/${open}/sorteio`)).body as { compromisso: string };
    expect(committed).toEqual({
      promocaoId: open,
      numeroContemplados: 3,
      referenciaPublica: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      compromisso: expect.stringMatching(/^[0-9a-f]{64}$/),
      // The period runs: the entry list is frozen when it ends (or at Process).
      resumoElegiveis: null,
      dtCongelamento: null,
      semente: null,
      elegiveis: null,
      contemplados: null,
    });
    // Editing it keeps the seed it committed to.
    expect(
      (await asAlpha(`promocao/${open}`, { method: 'PUT', body: promotionBody({ descricao: 'Outra' }) })).status,
    ).toBe(200);
    expect(((await asAlpha(`promocao/${open}/sorteio`)).body as { compromisso: string }).compromisso).toBe(
      committed.compromisso,
    );
    const id = await processed({ numeroContemplados: 3 });
    const record = (await asAlpha(`promocao/${id}/sorteio`)).body as {
      compromisso: string;
      semente: string;
      elegiveis: string[];
      contemplados: string[];
    };
    expect(record.elegiveis).toHaveLength(16);
    expect(record.contemplados).toHaveLength(3);
    expect(createHash('sha256').update(Buffer.from(record.semente, 'hex')).digest('hex')).toBe(record.compromisso);
    // No raw device id is published.
    expect(JSON.stringify(record)).not.toContain('promo-campinas');
    const folder = mkdtempSync(join(tmpdir(), 'draw-'));
    try {
      const file = join(folder, 'draw.json');
      writeFileSync(file, JSON.stringify(record));
      const run = (path: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', VERIFY_DRAW_CLI, path], { encoding: 'utf8' });
      const good = run(file);
      expect(good.status, good.stderr).toBe(0);
      expect(good.stdout).toContain('the draw checks');
      writeFileSync(file, JSON.stringify({ ...record, contemplados: [...record.contemplados].reverse() }));
      const tampered = run(file);
      expect(tampered.status).toBe(1);
      expect(tampered.stderr).toContain('does NOT check');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses edit, delete and a second Process once processed; Reprocess resends without redrawing', async () => {
    const id = await processed({ numeroContemplados: 2 });
    const before = await winnerCodes(id);
    expect((await asAlpha(`promocao/${id}`, { method: 'PUT', body: promotionBody() })).body).toMatchObject({
      message: 'PROMOTION_NOT_EDITABLE',
    });
    expect((await asAlpha(`promocao/${id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await asAlpha(`promocao/${id}/processar/`, { method: 'POST', body: readingFilter(id) })).status).toBe(409);
    const answer = await asAlpha(`promocao/${id}/reprocessar/`, { method: 'POST', body: readingFilter(id) });
    expect(answer.status).toBe(204);
    await untilProcessed(id);
    expect(await winnerCodes(id)).toEqual(before);
    const rounds = await rows<{ round: number; total: number }>(sql`
      select round, count(*)::int as total from promotion_notifications where promotion_id = ${id}
      group by round order by round`);
    expect(rounds).toEqual([
      { round: 1, total: 2 },
      { round: 2, total: 2 },
    ]);
  });

  it('lists the winners: device, owner, who withdrew and when, paged', async () => {
    const id = await processed({ promocaoCidade: [{ nome: 'Campinas' }], numeroContemplados: 3 });
    const [first] = await winnerCodes(id);
    await api.server.db
      .update(devices)
      .set({ owner: 'Joana' })
      .where(eq(devices.deviceKey, first?.device_key ?? ''));
    await asAlpha(`promocao/${id}/premiados/${first?.code}`, { method: 'POST', body: withdrawalBody() });
    const page = await asAlpha(`promocao/${id}/premiados?page=1&records=2`);
    expect(page.status).toBe(200);
    const body = page.body as { dataRecords: Record<string, unknown>[]; countRecords: number };
    expect(body.countRecords).toBe(3);
    expect(body.dataRecords).toHaveLength(2);
    // The device as the staff see it: its pseudonym, never the key its cookie carries (issue 24 §1).
    expect(JSON.stringify(body)).not.toContain(first?.device_key);
    expect(body.dataRecords[0]).toMatchObject({
      deviceId: first?.pseudonym,
      dispositivo: { proprietario: 'Joana' },
      promocaoRetirada: { nome: 'Maria da Silva' },
    });
    expect(Date.parse(body.dataRecords[0]?.dtRetirada as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.dataRecords[1]).toMatchObject({ promocaoRetirada: null, dtRetirada: null });
    const sorted = await asAlpha(`promocao/${id}/premiados?page=1&records=10&sort=dtRetirada&direction=desc`);
    expect((sorted.body as typeof body).dataRecords[0]?.deviceId).toBe(first?.pseudonym);
  });
});

describe('prize codes', () => {
  let promotionId: number;
  let codes: string[];
  beforeAll(async () => {
    promotionId = await processed({ promocaoCidade: [{ nome: 'Campinas' }], numeroContemplados: 6 });
    codes = (await winnerCodes(promotionId)).map((w) => w.code);
  });

  it('looks a code up, in any letter case: 404 when nobody has it', async () => {
    expect((await asAlpha(`promocao/resgates/NOPE2345`)).status).toBe(404);
    const answer = await asAlpha(`promocao/resgates/${codes[0]?.toLowerCase()}`);
    expect(answer).toEqual({
      status: 200,
      body: { promocaoId: promotionId, dtRetirada: null, promocaoRetirada: null },
    });
  });

  it('refuses a withdrawal the form refuses: blanks, a CPF whose digits do not check, a birth date not past', async () => {
    const code = codes[1] as string;
    const refused = async (body: Record<string, unknown>) => {
      const answer = await asAlpha(`promocao/${promotionId}/premiados/${code}`, {
        method: 'POST',
        body: withdrawalBody(body),
      });
      expect(answer.status).toBe(400);
      return (answer.body as { details: unknown[] }).details;
    };
    expect(await refused({ nome: ' ', endereco: '' })).toEqual([
      { field: 'nome', key: 'REQUIRED_FIELD_MESSAGE' },
      { field: 'endereco', key: 'REQUIRED_FIELD_MESSAGE' },
    ]);
    expect(await refused({ cpf: '529.982.247-24' })).toEqual([{ field: 'cpf', key: 'INVALID_CPF' }]);
    expect(await refused({ cpf: '111.111.111-11' })).toEqual([{ field: 'cpf', key: 'INVALID_CPF' }]);
    expect(await refused({ dataNascimento: today() })).toEqual([
      { field: 'dataNascimento', key: 'BIRTH_DATE_NOT_BEFORE_TODAY' },
    ]);
    expect((await asAlpha(`promocao/resgates/${code}`)).body).toMatchObject({ dtRetirada: null });
  });

  it('withdraws a prize once: the lookup then shows who took it; a second withdrawal is refused', async () => {
    const code = codes[2] as string;
    const answer = await asAlpha(`promocao/${promotionId}/premiados/${code.toLowerCase()}`, {
      method: 'POST',
      body: withdrawalBody({ nome: ' Ana Souza ' }),
    });
    expect(answer.status).toBe(204);
    const lookup = (await asAlpha(`promocao/resgates/${code}`)).body as Record<string, unknown>;
    expect(lookup).toMatchObject({
      promocaoId: promotionId,
      promocaoRetirada: {
        nome: 'Ana Souza',
        cpf: '52998224725',
        dataNascimento: '1990-05-17',
        endereco: 'Rua das Flores, 10, Campinas',
      },
    });
    expect(Date.parse(lookup.dtRetirada as string)).toBeGreaterThan(Date.now() - 60_000);
    const again = await asAlpha(`promocao/${promotionId}/premiados/${code}`, {
      method: 'POST',
      body: withdrawalBody({ nome: 'Outra pessoa' }),
    });
    expect(again).toMatchObject({ status: 409, body: { error: 1, message: 'PROMOTION_ALREADY_WITHDRAW' } });
    expect((await asAlpha(`promocao/resgates/${code}`)).body).toMatchObject({
      promocaoRetirada: { nome: 'Ana Souza' },
    });
  });

  it('answers 404 for a code of another promotion in the path, or unknown', async () => {
    const other = await createPromotion();
    const wrong = await asAlpha(`promocao/${other}/premiados/${codes[3]}`, { method: 'POST', body: withdrawalBody() });
    expect(wrong.status).toBe(404);
    const unknown = await asAlpha(`promocao/${promotionId}/premiados/ZZZZ`, { method: 'POST', body: withdrawalBody() });
    expect(unknown.status).toBe(404);
  });

  it('is unique within its customer only: a code another customer’s winner also holds stays each one’s own', async () => {
    // Migration 0048 keys codes by (code, customer_id), as a database sharded by customer needs. Codes are random,
    // so a shared one is rare, but must then never reach across: each lookup and withdrawal finds its own winner.
    const code = codes[5] as string;
    const [bravoDevice] = await rows<{ id: number }>(sql`
      insert into devices (customer_id, device_key) values (${world.bravo.customerId}, 'bravo-shared-code') returning id`);
    const [bravoPromotion] = await rows<{ id: number }>(sql`
      insert into promotions (customer_id, description, start_date, end_date, prize, winners_count, status)
      values (${world.bravo.customerId}, 'Bravo', ${daysFromToday(-10)}, ${daysFromToday(-1)}, 'Prêmio', 1, 4)
      returning id`);
    await api.server.db.execute(sql`
      insert into promotion_winners (customer_id, promotion_id, device_id, draw_order, entry_position, code)
      values (${world.bravo.customerId}, ${bravoPromotion?.id}, ${bravoDevice?.id}, 1, 1, ${code})`);

    expect((await asAlpha(`promocao/resgates/${code}`)).body).toMatchObject({ promocaoId: promotionId });
    expect((await asBravo(`promocao/resgates/${code}`)).body).toMatchObject({ promocaoId: bravoPromotion?.id });
    const withdrawn = await asBravo(`promocao/${bravoPromotion?.id}/premiados/${code}`, {
      method: 'POST',
      body: withdrawalBody({ nome: 'Cliente Bravo' }),
    });
    expect(withdrawn.status).toBe(204);
    expect((await asBravo(`promocao/resgates/${code}`)).body).toMatchObject({
      promocaoRetirada: { nome: 'Cliente Bravo' },
    });
    expect((await asAlpha(`promocao/resgates/${code}`)).body).toMatchObject({
      promocaoId: promotionId,
      dtRetirada: null,
      promocaoRetirada: null,
    });
  });

  it('lets exactly one of several withdrawals sent at once succeed', async () => {
    const code = codes[4] as string;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        asAlpha(`promocao/${promotionId}/premiados/${code}`, {
          method: 'POST',
          body: withdrawalBody({ nome: `Pessoa ${i}` }),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((a) => a.status === 204);
    expect((await asAlpha(`promocao/resgates/${code}`)).body).toMatchObject({
      promocaoRetirada: { nome: `Pessoa ${winner}` },
    });
  });
});

describe("another customer's promotions", () => {
  it('answer 404 to every call naming them, and nothing changes', async () => {
    const id = await processed({ promocaoCidade: [{ nome: 'Campinas' }], numeroContemplados: 1 });
    const open = await createPromotion();
    const [winner] = await winnerCodes(id);
    const before = await fingerprint(api.server.db);
    const calls: [string, ApiRequest][] = [
      [`promocao/${open}`, {}],
      [`promocao/${open}`, { method: 'PUT', body: promotionBody() }],
      [`promocao/${open}`, { method: 'DELETE' }],
      [`promocao/${open}/status`, {}],
      [`promocao/${open}/possiveiscontemplados`, {}],
      [`promocao/${open}/processar/`, { method: 'POST', body: readingFilter(open) }],
      [`promocao/${id}/reprocessar/`, { method: 'POST', body: readingFilter(id) }],
      [`promocao/${id}/premiados?page=1&records=10`, {}],
      [`promocao/resgates/${winner?.code}`, {}],
      [`promocao/${id}/premiados/${winner?.code}`, { method: 'POST', body: withdrawalBody() }],
    ];
    for (const [path, request] of calls) expect((await asBravo(path, request)).status, path).toBe(404);
    expect(await fingerprint(api.server.db)).toEqual(before);
  });

  it('are refused to a point of sale and a partner (roles)', async () => {
    const pos = await callApi(
      `${api.baseUrl}/api/promocao/pagination?page=1&records=10`,
      {},
      world.alpha.tokens.pointofsale,
    );
    expect(pos.status).toBe(403);
    const partner = await callApi(`${api.baseUrl}/api/promocao/getFilter/`, {}, world.alpha.tokens.partner);
    expect(partner.status).toBe(403);
  });
});
