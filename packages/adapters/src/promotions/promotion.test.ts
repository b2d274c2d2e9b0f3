import { describe, expect, it } from 'vitest';
import {
  emptyPromotionForm,
  promotionInputFrom,
  promotionToForm,
  readingFilterFor,
  REQUIRED_FIELD_MESSAGE,
  type PromotionInput,
} from '@tagtrail/domain';
import { ClientErrorCodes } from '../http/api-client';
import { apiAnswering } from '../testing/fake-api';
import { PromotionHttpAdapter } from './promotion.http';
import { MemoryPointOfSaleRedemptionAdapter, MemoryPrizeCodes } from './prize-code.memory';
import { MemoryPromotionAdapter } from './promotion.memory';
import {
  demoPromotionReadings,
  demoPromotions,
  demoScriptDevices,
  demoStuffedPromotionReadings,
  type DemoPromotionReading,
} from './promotion.demo';

const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };
/** Inside the demo promotions' period (2026-01-10 to 2026-02-28). */
const DURING = new Date('2026-02-15T12:00:00.000Z');

const input: PromotionInput = (() => {
  const check = promotionInputFrom({
    ...emptyPromotionForm,
    description: 'Sorteio de outono',
    prize: 'Uma garrafa',
    winnersCount: 2,
    startDate: '2026-01-01',
    endDate: '2026-02-28',
    productIds: [1],
    countries: ['BR'],
  });
  if (!check.ok) throw new Error('test input must pass');
  return check.input;
})();

function promotions(answer: (request: Request) => unknown, status = 200) {
  const { api, requests } = apiAnswering(answer, status);
  return { port: new PromotionHttpAdapter(api), requests };
}

describe('promotions over HTTP (spec B §7 "Promotions")', () => {
  it('reads a page of rows from promocao/pagination', async () => {
    const { port, requests } = promotions(() => ({
      dataRecords: [
        {
          id: 3,
          descricao: 'Verão',
          dtSorteio: '2026-01-02',
          dtFinalizacao: '2025-12-31',
          numeroContemplados: 3,
          status: 4,
        },
      ],
      countRecords: 1,
    }));
    await expect(port.list(firstPage)).resolves.toEqual({
      records: [
        { id: 3, description: 'Verão', drawDate: '2026-01-02', finishDate: '2025-12-31', winnersCount: 3, status: 4 },
      ],
      total: 1,
    });
    expect(requests[0]?.url.pathname).toBe('/api/promocao/pagination');
  });

  it('creates with POST promocao in the wire names and answers the id of {id}', async () => {
    const { port, requests } = promotions(() => ({ id: 12 }));
    await expect(port.create(input)).resolves.toBe(12);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: {
        descricao: 'Sorteio de outono',
        premio: 'Uma garrafa',
        numeroContemplados: 2,
        dtInicio: '2026-01-01',
        dtFim: '2026-02-28',
        tipoSorteio: 2,
        regraParticipacao: 1,
        relevancia: 0,
        urlManualRegras: null,
        promocaoProduto: [{ produtoId: 1 }],
        promocaoPais: [{ nome: 'BR' }],
      },
    });
  });

  it('reports a refused field under the domain name', async () => {
    const { port } = promotions(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: REQUIRED_FIELD_MESSAGE,
        details: [{ field: 'numeroContemplados', key: REQUIRED_FIELD_MESSAGE }],
      }),
      400,
    );
    await expect(port.update(4, input)).rejects.toMatchObject({
      details: [{ field: 'winnersCount', key: REQUIRED_FIELD_MESSAGE }],
    });
  });

  it('reports a refused product or place, and a refused withdrawal field, under the domain names', async () => {
    const refusing = (details: { field: string; key: string }[]) =>
      promotions(() => ({ status: 400, error: 'VALIDATION', message: details[0]?.key, details }), 400).port;
    await expect(
      refusing([
        { field: 'promocaoProduto', key: 'INVALID_FIELD' },
        { field: 'promocaoCidade', key: 'FIELD_TOO_LONG' },
      ]).create(input),
    ).rejects.toMatchObject({
      details: [
        { field: 'productIds', key: 'INVALID_FIELD' },
        { field: 'cities', key: 'FIELD_TOO_LONG' },
      ],
    });
    const withdrawal = { name: ' ', cpf: '11144477735', address: 'Rua A, 1', birthDate: '1990-05-01' };
    await expect(
      refusing([{ field: 'nome', key: REQUIRED_FIELD_MESSAGE }]).withdraw({ promotionId: 3, code: 'X', withdrawal }),
    ).rejects.toMatchObject({ details: [{ field: 'name', key: REQUIRED_FIELD_MESSAGE }] });
  });

  it('reads the status and the possible winners as numbers', async () => {
    const { port, requests } = promotions((request) => (request.url.endsWith('/status') ? 3 : 17));
    await expect(port.status(5)).resolves.toBe(3);
    await expect(port.possibleWinners(5)).resolves.toBe(17);
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/api/promocao/5/status',
      '/api/promocao/5/possiveiscontemplados',
    ]);
  });

  it('reads the entry counts from promocao/{id}/participacao in the domain names (issue 24 §3)', async () => {
    const { port, requests } = promotions(() => ({
      entradas: 12,
      dispositivosBloqueados: 1,
      leitoresSeguintes: 5,
      leiturasSemDispositivo: 4,
    }));
    await expect(port.entryCounts(5)).resolves.toEqual({
      entries: 12,
      blockedDevices: 1,
      laterReaders: 5,
      readingsWithoutDevice: 4,
    });
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([['GET', '/api/promocao/5/participacao']]);
  });

  it('refuses entry counts the contract does not allow', async () => {
    const { port } = promotions(() => ({
      entradas: -1,
      dispositivosBloqueados: 0,
      leitoresSeguintes: 0,
      leiturasSemDispositivo: 0,
    }));
    await expect(port.entryCounts(5)).rejects.toMatchObject({ code: ClientErrorCodes.invalidResponse });
  });

  it('reads and sends the entry rule as regraParticipacao', async () => {
    const { port, requests } = promotions((request) =>
      request.method === 'GET'
        ? {
            id: 7,
            clienteId: 1,
            descricao: 'Verão',
            dtCriacao: '2026-01-02T10:00:00.000Z',
            dtInicio: '2026-01-10',
            dtFim: '2026-02-10',
            aleatorio: false,
            premio: 'Uma garrafa',
            urlManualRegras: null,
            urlImagem: null,
            numeroContemplados: 1,
            tipoSorteio: 2,
            regraParticipacao: 2,
            status: 1,
            relevancia: 0,
            promocaoProduto: [],
            promocaoPais: [],
            promocaoEstado: [],
            promocaoCidade: [],
          }
        : { id: 7 },
    );
    await expect(port.get(7)).resolves.toMatchObject({ entryRule: 2 });
    await port.update(7, { ...input, entryRule: 2 });
    expect(requests[1]?.body).toMatchObject({ regraParticipacao: 2 });
  });

  it('processes and reprocesses with the reading filter', async () => {
    const { port, requests } = promotions(() => undefined);
    const filter = readingFilterFor(demoPromotions[0]!);
    await port.process(1, filter);
    await port.reprocess(1, filter);
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([
      ['POST', '/api/promocao/1/processar/'],
      ['POST', '/api/promocao/1/reprocessar/'],
    ]);
    expect(requests[0]?.body).toEqual({
      id: 1,
      quantidade: 2,
      produto: [1],
      categoria: [],
      pais: ['BR'],
      estado: [],
      cidade: [],
      dataInicial: '2026-01-10',
      dataFinal: '2026-02-28',
    });
  });

  it('reads the winners: device, owner, withdrawer, withdrawal date', async () => {
    const { port, requests } = promotions(() => ({
      dataRecords: [
        {
          deviceId: 'd-1',
          dispositivo: { proprietario: 'Ana' },
          promocaoRetirada: { nome: 'Ana S.' },
          dtRetirada: '2026-01-08T15:42:00.000Z',
        },
        { deviceId: 'd-2', dispositivo: null, promocaoRetirada: null, dtRetirada: null },
      ],
      countRecords: 2,
    }));
    const page = await port.winners(3, firstPage);
    expect(page.records).toEqual([
      { deviceId: 'd-1', deviceOwner: 'Ana', withdrawerName: 'Ana S.', withdrawnAt: '2026-01-08T15:42:00.000Z' },
      { deviceId: 'd-2', deviceOwner: null, withdrawerName: null, withdrawnAt: null },
    ]);
    expect(requests[0]?.url.pathname).toBe('/api/promocao/3/premiados');
  });

  it('reads the draw record from promocao/{id}/sorteio in the domain names verify-draw reads', async () => {
    const { port, requests } = promotions(() => ({
      promocaoId: 3,
      numeroContemplados: 1,
      referenciaPublica: 'cHJvbW9jYW8tdHJlcy0wMw',
      compromisso: 'aa',
      resumoElegiveis: 'dd',
      dtCongelamento: '2026-11-20T00:01:00.000Z',
      semente: 'bb',
      elegiveis: ['e1', 'e2'],
      contemplados: ['e2'],
    }));
    await expect(port.drawRecord(3)).resolves.toEqual({
      promotionId: 3,
      winnersCount: 1,
      publicReference: 'cHJvbW9jYW8tdHJlcy0wMw',
      commitment: 'aa',
      entriesDigest: 'dd',
      entriesFrozenAt: '2026-11-20T00:01:00.000Z',
      seed: 'bb',
      entries: ['e1', 'e2'],
      winners: ['e2'],
    });
    expect(requests[0]?.url.pathname).toBe('/api/promocao/3/sorteio');
  });

  it('answers null for a prize code the server does not know (404)', async () => {
    const { port } = promotions(() => ({ status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' }), 404);
    await expect(port.lookupCode('nope')).resolves.toBeNull();
  });
});

// What the fake must do besides the port's behaviour (promotion.memory.conformance.test.ts): the demo data the stories
// show, and the options a story sets. Its clock stands inside the demo promotions' period, whose lists are not frozen.
describe('memory promotions: the demo data', () => {
  const during = () => DURING;

  it('counts the entries the filter selects in the period: one per tag read, held by its first reader', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { now: during });
    await expect(port.possibleWinners(1)).resolves.toBe(3);
    await expect(port.possibleWinners(2)).resolves.toBe(0);
    await expect(port.entryCounts(1)).resolves.toEqual({
      entries: 3,
      blockedDevices: 0,
      laterReaders: 0,
      readingsWithoutDevice: 0,
    });
    // The processed draw was one per device: three devices.
    await expect(port.entryCounts(3)).resolves.toMatchObject({ entries: 3, laterReaders: 0 });
  });

  it('one per tag over the stuffed readings: the buyers’ tags are the entries; the blocked phone, the script’s phones and the readings without a device are kept out', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { readings: demoStuffedPromotionReadings, now: during });
    await expect(port.entryCounts(1)).resolves.toEqual({
      entries: 3,
      blockedDevices: 1,
      laterReaders: demoScriptDevices.length,
      readingsWithoutDevice: 4,
    });
  });

  it('one per device over the stuffed readings: every phone not blocked is an entry, the script’s too', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { readings: demoStuffedPromotionReadings, now: during });
    const check = promotionInputFrom({ ...promotionToForm(await port.get(1)), entryRule: 2 });
    if (!check.ok) throw new Error('the stored promotion must pass');
    await port.update(1, check.input);
    await expect(port.entryCounts(1)).resolves.toEqual({
      entries: 3 + demoScriptDevices.length,
      blockedDevices: 1,
      laterReaders: 0,
      readingsWithoutDevice: 4,
    });
  });

  it('draws among the tags’ holders only: no phone that only read tags someone had read first wins', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, {
      readings: demoStuffedPromotionReadings,
      pollsPerStep: 1,
      now: during,
    });
    await port.process(1, readingFilterFor(demoPromotions[0]!));
    await port.status(1);
    const winners = (await port.winners(1, firstPage)).records.map((w) => w.deviceId);
    expect(winners).toHaveLength(2);
    expect(winners.some((deviceId) => demoScriptDevices.includes(deviceId))).toBe(false);
  });

  it('has a processed draw whose winners hold prize codes, one of them withdrawn', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { now: during });
    const codes = port.prizeCodesOf(3);
    expect(codes.map((c) => c.deviceId)).toEqual((await port.winners(3, firstPage)).records.map((w) => w.deviceId));
    const [withdrawn, open] = codes;
    await expect(port.lookupCode(`${withdrawn?.code.toLowerCase()} `)).resolves.toMatchObject({
      promotionId: 3,
      withdrawal: { name: 'Ana Souza' },
    });
    await expect(port.lookupCode(open?.code ?? '')).resolves.toMatchObject({ promotionId: 3, withdrawal: null });
  });
});

describe('memory promotions: what a story or a test sets', () => {
  it('fails entryCounts as told, like every other call', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { failOn: ['entryCounts'], now: () => DURING });
    await expect(port.entryCounts(1)).rejects.toBeTruthy();
    await expect(port.possibleWinners(1)).resolves.toBe(3);
  });

  it('moves 1 → 2 → 3 → 4 over the status polls it is told each step lasts, and reprocesses 4 → 3 → 4', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { pollsPerStep: 2, now: () => DURING });
    await port.process(1, readingFilterFor(demoPromotions[0]!));
    const seen = [];
    for (let i = 0; i < 5; i += 1) seen.push(await port.status(1));
    expect(seen).toEqual([2, 3, 3, 4, 4]);
    await port.reprocess(1, readingFilterFor(demoPromotions[0]!));
    expect([await port.status(1), await port.status(1)]).toEqual([3, 4]);
  });

  it('gives a tag to its earliest reader, the first stored on the same day; a holder of several tags wins once', async () => {
    const read = (deviceId: string, tagId: number, date: string): DemoPromotionReading => ({
      ...demoPromotionReadings[0]!,
      deviceId,
      tagId,
      date,
    });
    const port = new MemoryPromotionAdapter(demoPromotions, {
      pollsPerStep: 1,
      blocked: [],
      now: () => DURING,
      readings: [
        read('d-second', 101, '2026-01-20'),
        read('d-first', 101, '2026-01-12'),
        read('d-first', 102, '2026-01-15'),
        read('d-second', 102, '2026-01-15'),
        read('d-third', 102, '2026-01-16'),
      ],
    });
    await expect(port.entryCounts(1)).resolves.toEqual({
      entries: 2,
      blockedDevices: 0,
      laterReaders: 2,
      readingsWithoutDevice: 0,
    });
    await port.process(1, readingFilterFor(demoPromotions[0]!));
    await port.status(1);
    expect((await port.winners(1, firstPage)).records.map((w) => w.deviceId)).toEqual(['d-first']);
  });

  it('shares its prize codes with a point of sale’s fake: a prize withdrawn at the till shows in the customer area', async () => {
    const store = new MemoryPrizeCodes([]);
    const promotions = new MemoryPromotionAdapter(demoPromotions, { prizeCodes: store, now: () => DURING });
    const till = new MemoryPointOfSaleRedemptionAdapter(store, { now: () => DURING, today: () => '2026-02-15' });
    const [prize] = promotions.prizeCodesOf(3).slice(1);
    const withdrawal = { name: 'Bruno Lima', cpf: '11144477735', address: 'Rua A, 1', birthDate: '1990-05-01' };
    await till.withdraw({ promotionId: 0, code: prize?.code ?? '', withdrawal });
    await expect(promotions.lookupCode(prize?.code ?? '')).resolves.toMatchObject({
      promotionId: 3,
      withdrawnAt: DURING.toISOString(),
      withdrawal: { name: 'Bruno Lima' },
    });
  });
});
