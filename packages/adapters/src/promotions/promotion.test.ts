import { describe, expect, it } from 'vitest';
import {
  emptyPromotionForm,
  NO_READING_SELECTED,
  PROMOTION_ALREADY_WITHDRAW,
  PROMOTION_NOT_EDITABLE,
  promotionInputFrom,
  readingFilterFor,
  REQUIRED_FIELD_MESSAGE,
  type PromotionInput,
} from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { PromotionHttpAdapter } from './promotion.http';
import { MemoryPromotionAdapter } from './promotion.memory';
import { demoPromotions } from './promotion.demo';

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
      compromisso: 'aa',
      semente: 'bb',
      elegiveis: ['e1', 'e2'],
      contemplados: ['e2'],
    }));
    await expect(port.drawRecord(3)).resolves.toEqual({
      promotionId: 3,
      winnersCount: 1,
      commitment: 'aa',
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

  it('counts distinct devices whose readings match the filter in the period', async () => {
    const port = new MemoryPromotionAdapter();
    await expect(port.possibleWinners(1)).resolves.toBe(3);
    await expect(port.possibleWinners(2)).resolves.toBe(0);
  });

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

  it('publishes the commitment from Process on, and the seed and lists once drawn', async () => {
    const port = new MemoryPromotionAdapter(demoPromotions, { pollsPerStep: 1 });
    await expect(port.drawRecord(1)).resolves.toMatchObject({ commitment: null, seed: null, winners: null });
    await port.process(1, readingFilterFor(demoPromotions[0]!));
    const committed = await port.drawRecord(1);
    expect(committed.commitment).toMatch(/^[0-9a-f]{64}$/);
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
