/**
 * A commitment that binds (issue 24 §4), over HTTP against the real database: a promotion's public page
 * /p/{reference} shows its rules and the draw's commitment from the save on; at the period's end the entry list is
 * frozen and its digest published, and the promotion can no longer be changed; the seed is revealed only after the
 * draw, with the frozen list and the winners, in a record `pnpm verify-draw` checks end to end. A list changed after
 * the freeze does not check. The page's reference is random: ids and guesses find nothing.
 *
 * Each case reads its own city, and its promotions filter by it, so the cases share the tenants without sharing
 * entries.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawRecordOf, entriesDigest, entryHash, verifyDraw, type DrawRecord } from '../src/promotions/draw';
import { foldReadings } from '../src/tags/fold-readings';
import { callApi, type ApiRequest } from './support/api-call';
import { processBody } from './support/process-body';
import { useTestServer } from './support/test-server';
import { createTwoTenants, type TwoTenants } from './isolation/two-tenants';

const api = useTestServer({ demoData: false });
let world: TwoTenants;

beforeAll(async () => {
  world = await createTwoTenants(api.server.db, api.baseUrl);
});

const asAlpha = (path: string, request: ApiRequest = {}) =>
  callApi(`${api.baseUrl}/api/${path}`, request, world.alpha.tokens.customer);
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const tagRow = (index: number) => world.alpha.tagIds[index] as number;

/** Readings of alpha's tags in a city, `daysAgo` days back and a minute apart. */
async function read(city: string, daysAgo: number, rows: readonly [tag: number, device: string][]) {
  for (const [index, [tag, device]] of rows.entries())
    await api.server.db.execute(sql`
      insert into readings (tag_id, device_id, city, read_at)
      values (${tagRow(tag)}, ${device}, ${city},
              now() - make_interval(days => ${daysAgo}) - make_interval(mins => ${rows.length - index}))`);
  await foldReadings(api.server.db);
}

function promotionBody(city: string, firstDay: string, lastDay: string, winners = 2) {
  return {
    descricao: `Brinde ${city}`,
    dtInicio: firstDay,
    dtFim: lastDay,
    premio: 'Uma caixa de Reserva 2021',
    numeroContemplados: winners,
    promocaoCidade: [{ nome: city }],
    regraParticipacao: 2,
  };
}

async function created(city: string, firstDay: string, lastDay: string, winners = 2): Promise<number> {
  const answer = await asAlpha('promocao', { method: 'POST', body: promotionBody(city, firstDay, lastDay, winners) });
  expect(answer.status).toBe(200);
  return (answer.body as { id: number }).id;
}

interface DrawWire {
  referenciaPublica: string;
  compromisso: string | null;
  resumoElegiveis: string | null;
  dtCongelamento: string | null;
  semente: string | null;
  elegiveis: string[] | null;
  contemplados: string[] | null;
}
const drawOf = async (id: number) => (await asAlpha(`promocao/${id}/sorteio`)).body as DrawWire;

async function publicPage(path: string, language = 'pt-BR') {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: { 'accept-language': language } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function seedOf(id: number): Promise<string> {
  const result = (await api.server.db.execute(
    sql`select encode(draw_seed, 'hex') as seed from promotions where id = ${id}`,
  )) as unknown as { rows: { seed: string }[] };
  return result.rows[0]?.seed ?? '';
}

async function processed(id: number, firstDay: string, lastDay: string): Promise<void> {
  const answer = await asAlpha(`promocao/${id}/processar/`, {
    method: 'POST',
    body: processBody(id, firstDay, lastDay),
  });
  expect(answer.status).toBe(204);
  await api.server.backgroundWorkDone();
  expect((await asAlpha(`promocao/${id}/status`)).body).toBe(4);
}

describe('the public page of a promotion', () => {
  it('shows the rules and the commitment from the save on, and never the seed before the draw', async () => {
    await read('Bento Gonçalves', 1, [[0, 'bg-1']]);
    const id = await created('Bento Gonçalves', day(-3), day(3));
    const draw = await drawOf(id);
    expect(draw.referenciaPublica).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(draw.compromisso).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.resumoElegiveis).toBeNull();

    const page = await publicPage(`/p/${draw.referenciaPublica}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('lang="pt"');
    expect(page.text).toContain('Brinde Bento Gonçalves');
    expect(page.text).toContain('Uma caixa de Reserva 2021');
    expect(page.text).toContain('Bento Gonçalves');
    expect(page.text).toContain(draw.compromisso);
    expect(page.text).not.toContain(await seedOf(id));
    expect((await publicPage(`/p/${draw.referenciaPublica}/draw.json`)).status).toBe(404);
    // The English page for an English browser.
    expect((await publicPage(`/p/${draw.referenciaPublica}`, 'en-GB')).text).toContain('lang="en"');
  });

  it('is found by its random reference only: ids, guesses and junk answer 404', async () => {
    const id = await created('Garibaldi', day(-3), day(3));
    for (const path of [
      `/p/${id}`,
      '/p/AAAAAAAAAAAAAAAAAAAAAA',
      "/p/'%20or%201=1--",
      `/p/${'a'.repeat(500)}`,
      `/p/${id}/draw.json`,
      '/p/a/b/c',
    ]) {
      const page = await publicPage(path);
      expect(page.status, path).toBe(404);
      if (!path.endsWith('.json')) expect(page.text, path).toContain('Promoção não encontrada');
    }
  });
});

describe('the entry list, frozen at the end of the period', () => {
  it('is frozen and its digest published once the period is over; the promotion then keeps its rules', async () => {
    await read('Flores da Cunha', 4, [
      [0, 'fc-1'],
      [1, 'fc-2'],
      [2, 'fc-3'],
    ]);
    const id = await created('Flores da Cunha', day(-6), day(-2));
    expect((await drawOf(id)).resumoElegiveis).toBeNull();
    await api.server.backgroundWorkDone();

    const frozen = await drawOf(id);
    expect(frozen.resumoElegiveis).toMatch(/^[0-9a-f]{64}$/);
    expect(frozen.dtCongelamento).not.toBeNull();
    expect(frozen.semente).toBeNull();
    const page = await publicPage(`/p/${frozen.referenciaPublica}`);
    expect(page.text).toContain(frozen.resumoElegiveis);
    expect(page.text).not.toContain(await seedOf(id));

    // Who may enter, and for what, is sealed: an edit is refused and changes nothing; deleting stays possible.
    const edit = await asAlpha(`promocao/${id}`, {
      method: 'PUT',
      body: { ...promotionBody('Flores da Cunha', day(-6), day(5)), premio: 'Outro prêmio' },
    });
    expect(edit.status).toBe(409);
    expect(JSON.stringify(edit.body)).toContain('PROMOTION_ENTRIES_FROZEN');
    expect((await asAlpha(`promocao/${id}`)).body).toMatchObject({ premio: 'Uma caixa de Reserva 2021' });

    // A reading that reaches the database after the freeze, dated inside the period, enters nothing.
    await read('Flores da Cunha', 3, [[0, 'fc-late']]);
    await processed(id, day(-6), day(-2));
    const drawn = await drawOf(id);
    expect(drawn.resumoElegiveis).toBe(frozen.resumoElegiveis);
    expect(drawn.elegiveis).toHaveLength(3);
    expect(drawn.elegiveis).not.toContain(entryHash(drawn.semente ?? '', 'fc-late'));
  });

  it('is frozen when Process comes before the period ends', async () => {
    await read('Caxias do Sul', 1, [
      [0, 'cx-1'],
      [1, 'cx-2'],
    ]);
    const id = await created('Caxias do Sul', day(-3), day(3));
    await processed(id, day(-3), day(3));
    const drawn = await drawOf(id);
    expect(drawn.resumoElegiveis).toBe(entriesDigest(drawn.elegiveis ?? []));
    expect(drawn.dtCongelamento).not.toBeNull();
  });
});

describe('the published record', () => {
  it('checks end to end from the public page, and not once anything in it was changed', async () => {
    await read('Nova Pádua', 3, [
      [0, 'np-1'],
      [1, 'np-2'],
      [2, 'np-3'],
      [0, 'np-4'],
    ]);
    // Ended two days ago: over, whatever the time of day the test runs at.
    const id = await created('Nova Pádua', day(-6), day(-2), 2);
    await api.server.backgroundWorkDone();
    const published = (await drawOf(id)).resumoElegiveis;
    await processed(id, day(-6), day(-2));
    const { referenciaPublica } = await drawOf(id);

    const download = await fetch(`${api.baseUrl}/p/${referenciaPublica}/draw.json`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`draw-${referenciaPublica}.json`);
    const record = drawRecordOf((await download.json()) as DrawRecord);
    expect(record).not.toHaveProperty('promotionId');
    expect(record.promotionReference).toBe(referenciaPublica);
    expect(record.entriesDigest).toBe(published);
    expect(record.entries).toHaveLength(4);
    expect(record.winners).toHaveLength(2);
    expect(verifyDraw(record).ok).toBe(true);

    const page = await publicPage(`/p/${referenciaPublica}`, 'en');
    expect(page.text).toContain(record.seed);
    for (const winner of record.winners) expect(page.text).toContain(winner.slice(0, 16));

    // An entry slipped into the list after the freeze, a winner swapped, a different seed: none checks.
    const slipped = [...record.entries, 'f'.repeat(64)];
    expect(verifyDraw({ ...record, entries: slipped }).ok).toBe(false);
    const loser = record.entries.find((entry) => !record.winners.includes(entry)) as string;
    expect(verifyDraw({ ...record, winners: [loser, ...record.winners.slice(1)] }).ok).toBe(false);
    expect(verifyDraw({ ...record, seed: 'ab'.repeat(32) }).ok).toBe(false);
  });
});
