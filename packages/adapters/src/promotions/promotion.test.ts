import { describe, expect, it } from 'vitest';
import {
  emptyPromotionForm,
  NO_READING_SELECTED,
  PROMOTION_ALREADY_WITHDRAW,
  PROMOTION_NOT_EDITABLE,
  promotionInputFrom,
  promotionToForm,
  readingFilterFor,
  REQUIRED_FIELD_MESSAGE,
  type PromotionInput,
} from '@tagtrail/domain';
import { ClientErrorCodes } from '../http/api-client';
import { apiAnswering } from '../testing/fake-api';
import { PromotionHttpAdapter } from './promotion.http';
import { MemoryPromotionAdapter } from './promotion.memory';
import {
  demoPromotionReadings,
  demoPromotions,
  demoScriptDevices,
  demoStuffedPromotionReadings,
  type DemoPromotionReading,
} from './promotion.demo';

const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };
const NOW = new Date('2026-03-02T12:00:00.000Z');

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

describe('memory promotions', () => {
  it('creates at status 1 and refuses a form the rules refuse', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { now: () => NOW });
    const id = await port.create(input);
    await expect(port.get(id)).resolves.toMatchObject({
      status: 1,
      description: 'Sorteio de outono',
      createdAt: NOW.toISOString(),
    });
    await expect(port.create({ ...input, description: ' ' })).rejects.toMatchObject({
      status: 400,
      details: [{ key: REQUIRED_FIELD_MESSAGE, field: 'description' }],
    });
  });

  it('edits and deletes only at status 1 (error 1 PROMOTION_NOT_EDITABLE otherwise)', async () => {
    const port = new MemoryPromotionAdapter();
    await expect(port.update(3, input)).rejects.toMatchObject({ code: 1, messageKey: PROMOTION_NOT_EDITABLE });
    await expect(port.remove(3)).rejects.toMatchObject({ code: 1, messageKey: PROMOTION_NOT_EDITABLE });
    await port.update(1, input);
    await port.remove(1);
    await expect(port.get(1)).rejects.toMatchObject({ status: 404 });
  });

  it('counts the entries the filter selects in the period: one per tag read, held by its first reader', async () => {
    const port = new MemoryPromotionAdapter();
    await expect(port.possibleWinners(1)).resolves.toBe(3);
    await expect(port.possibleWinners(2)).resolves.toBe(0);
  });

  it('keeps the entry rule it is saved with', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { now: () => NOW });
    const id = await port.create({ ...input, entryRule: 2 });
    await expect(port.get(id)).resolves.toMatchObject({ entryRule: 2 });
    await port.update(id, { ...input, entryRule: 1 });
    await expect(port.get(id)).resolves.toMatchObject({ entryRule: 1 });
  });
});

describe('memory promotions: entries (issue 24 §3)', () => {
  const stuffed = () => new MemoryPromotionAdapter(demoPromotions, { readings: demoStuffedPromotionReadings });
  const perDevice = async (port: MemoryPromotionAdapter, id: number) => {
    const check = promotionInputFrom({ ...promotionToForm(await port.get(id)), entryRule: 2 });
    if (!check.ok) throw new Error('the stored promotion must pass');
    await port.update(id, check.input);
  };

  it('counts the demo draw’s entries with nothing kept out, and none where no reading matches', async () => {
    const port = new MemoryPromotionAdapter();
    await expect(port.entryCounts(1)).resolves.toEqual({
      entries: 3,
      blockedDevices: 0,
      laterReaders: 0,
      readingsWithoutDevice: 0,
    });
    await expect(port.entryCounts(2)).resolves.toEqual({
      entries: 0,
      blockedDevices: 0,
      laterReaders: 0,
      readingsWithoutDevice: 0,
    });
    // The processed draw was one per device: three devices.
    await expect(port.entryCounts(3)).resolves.toMatchObject({ entries: 3, laterReaders: 0 });
  });

  it('one per tag: the buyers’ tags are the entries; the blocked phone, the script’s phones and the readings without a device are kept out', async () => {
    const port = stuffed();
    await expect(port.entryCounts(1)).resolves.toEqual({
      entries: 3,
      blockedDevices: 1,
      laterReaders: demoScriptDevices.length,
      readingsWithoutDevice: 4,
    });
    await expect(port.possibleWinners(1)).resolves.toBe(3);
  });

  it('one per device: every phone not blocked is an entry, the script’s too; nothing counts as a later reader', async () => {
    const port = stuffed();
    await perDevice(port, 1);
    await expect(port.entryCounts(1)).resolves.toEqual({
      entries: 3 + demoScriptDevices.length,
      blockedDevices: 1,
      laterReaders: 0,
      readingsWithoutDevice: 4,
    });
    await expect(port.possibleWinners(1)).resolves.toBe(3 + demoScriptDevices.length);
  });

  it('fails entryCounts as told, like every other call', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { failOn: ['entryCounts'] });
    await expect(port.entryCounts(1)).rejects.toBeTruthy();
    await expect(port.possibleWinners(1)).resolves.toBe(3);
  });

  it('draws among the tags’ holders only: no phone that only read tags someone had read first wins', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, {
      readings: demoStuffedPromotionReadings,
      pollsPerStep: 1,
    });
    await port.process(1, readingFilterFor(demoPromotions[0]!));
    await port.status(1);
    const winners = (await port.winners(1, firstPage)).records.map((w) => w.deviceId);
    expect(winners).toHaveLength(2);
    expect(winners.some((deviceId) => demoScriptDevices.includes(deviceId))).toBe(false);
  });

  it('gives the tag to its earliest reader, the first stored on the same day; a holder of several tags wins once', async () => {
    const first = 'd-first';
    const second = 'd-second';
    const third = 'd-third';
    const read = (deviceId: string, tagId: number, date: string): DemoPromotionReading => ({
      ...demoPromotionReadings[0]!,
      deviceId,
      tagId,
      date,
    });
    const port = new MemoryPromotionAdapter(demoPromotions, {
      pollsPerStep: 1,
      blocked: [],
      readings: [
        read(second, 101, '2026-01-20'),
        read(first, 101, '2026-01-12'),
        read(first, 102, '2026-01-15'),
        read(second, 102, '2026-01-15'),
        read(third, 102, '2026-01-16'),
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
    expect((await port.winners(1, firstPage)).records.map((w) => w.deviceId)).toEqual([first]);
    const record = await port.drawRecord(1);
    // One line per ticket: the holder of both is listed twice, under the same hash.
    expect(record.entries).toHaveLength(2);
    expect(new Set(record.entries).size).toBe(1);
    expect(record.winners).toHaveLength(1);
  });

  it('never lets a blocked device take part', async () => {
    const blocked = 'd-blocked';
    const port = new MemoryPromotionAdapter(demoPromotions, {
      blocked: [blocked],
      readings: [{ ...demoPromotionReadings[0]!, deviceId: blocked }],
    });
    await expect(port.entryCounts(1)).resolves.toEqual({
      entries: 0,
      blockedDevices: 1,
      laterReaders: 0,
      readingsWithoutDevice: 0,
    });
    await expect(port.process(1, readingFilterFor(demoPromotions[0]!))).rejects.toMatchObject({
      messageKey: NO_READING_SELECTED,
    });
  });
});

describe('memory promotions: processing and prize codes', () => {
  it('refuses to process without possible winners', async () => {
    const port = new MemoryPromotionAdapter();
    await expect(port.process(2, readingFilterFor(demoPromotions[1]!))).rejects.toMatchObject({
      messageKey: NO_READING_SELECTED,
    });
  });

  it('moves 1 → 2 → 3 → 4 over the status polls, drawing each device once, and reprocesses 4 → 3 → 4', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { pollsPerStep: 2, now: () => NOW });
    await port.process(1, readingFilterFor(demoPromotions[0]!));
    const seen = [];
    for (let i = 0; i < 5; i += 1) seen.push(await port.status(1));
    expect(seen).toEqual([2, 3, 3, 4, 4]);
    const winners = await port.winners(1, firstPage);
    expect(winners.total).toBe(2);
    expect(new Set(winners.records.map((w) => w.deviceId)).size).toBe(2);
    await expect(port.list(firstPage)).resolves.toMatchObject({
      records: expect.arrayContaining([expect.objectContaining({ id: 1, drawDate: '2026-03-02', status: 4 })]),
    });
    await expect(port.process(1, readingFilterFor(demoPromotions[0]!))).rejects.toMatchObject({ code: 1 });
    await port.reprocess(1, readingFilterFor(demoPromotions[0]!));
    expect([await port.status(1), await port.status(1)]).toEqual([3, 4]);
    expect((await port.winners(1, firstPage)).total).toBe(2);
  });

  it('publishes the commitment from the save on (issue 24 §4), and the seed and lists once drawn', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { pollsPerStep: 1 });
    const saved = await port.drawRecord(1);
    expect(saved).toMatchObject({ seed: null, winners: null });
    expect(saved.commitment).toMatch(/^[0-9a-f]{64}$/);
    await port.process(1, readingFilterFor(demoPromotions[0]!));
    const committed = await port.drawRecord(1);
    expect(committed.commitment).toBe(saved.commitment);
    expect(committed.seed).toBeNull();
    await port.status(1);
    const drawn = await port.drawRecord(1);
    expect(drawn.commitment).toBe(committed.commitment);
    expect(drawn.entries).toHaveLength(3);
    expect(drawn.winners).toHaveLength(2);
    expect(drawn.winners!.every((w) => drawn.entries!.includes(w))).toBe(true);
  });

  it('looks a code up and withdraws it once', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { now: () => NOW });
    await expect(port.lookupCode('k7mq9xtr4whp ')).resolves.toMatchObject({
      promotionId: 3,
      withdrawal: { name: 'Ana Souza' },
    });
    await expect(port.lookupCode('NOPE')).resolves.toBeNull();
    const withdrawal = { name: 'Bruno Lima', cpf: '11144477735', address: 'Rua A, 1', birthDate: '1990-05-01' };
    await port.withdraw({ promotionId: 3, code: 'R3VZ8NCK6GJD', withdrawal });
    await expect(port.lookupCode('R3VZ8NCK6GJD')).resolves.toMatchObject({ withdrawnAt: NOW.toISOString() });
    await expect(port.withdraw({ promotionId: 3, code: 'R3VZ8NCK6GJD', withdrawal })).rejects.toMatchObject({
      messageKey: PROMOTION_ALREADY_WITHDRAW,
    });
  });
});
