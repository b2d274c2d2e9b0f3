import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_NOT_BEFORE_TODAY,
  INVALID_CPF,
  PortError,
  PROMOTION_ALREADY_WITHDRAW,
  REQUIRED_FIELD_MESSAGE,
  type WithdrawalInput,
} from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { demoOpenPrizeCode, demoWithdrawnPrizeCode } from './prize-code.demo';
import { PointOfSaleRedemptionHttpAdapter, PromotionPrizeCodeHttpAdapter } from './prize-code.http';
import {
  MemoryPointOfSaleRedemptionAdapter,
  MemoryPrizeCodes,
  MemoryPromotionPrizeCodeAdapter,
} from './prize-code.memory';

const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };
const ana: WithdrawalInput = {
  name: 'Ana Souza',
  cpf: '123.456.789-09',
  address: 'Rua A, 1',
  birthDate: '1990-05-01',
};
const anaWire = { nome: 'Ana Souza', cpf: '123.456.789-09', endereco: 'Rua A, 1', dataNascimento: '1990-05-01' };

function http<T>(
  make: (api: ReturnType<typeof apiAnswering>['api']) => T,
  answer: (r: Request) => unknown,
  status = 200,
) {
  const { api, requests } = apiAnswering(answer, status);
  return { port: make(api), requests };
}
const customer = (answer: (r: Request) => unknown, status = 200) =>
  http((api) => new PromotionPrizeCodeHttpAdapter(api), answer, status);
const pointOfSale = (answer: (r: Request) => unknown, status = 200) =>
  http((api) => new PointOfSaleRedemptionHttpAdapter(api), answer, status);
const notFound = () => ({ status: 404, error: 'NOT_FOUND', message: 'NOT_FOUND' });

describe('customer prize codes over HTTP (spec B §7 "Promotions")', () => {
  it('looks a code up with GET promocao/resgates/{code} and reads the withdrawer', async () => {
    const { port, requests } = customer(() => ({
      promocaoId: 7,
      dtRetirada: '2026-03-02T15:40:00.000Z',
      promocaoRetirada: { nome: 'Ana', cpf: '12345678909', dataNascimento: '1990-05-01', endereco: 'Rua A' },
    }));
    await expect(port.lookupCode('HX4K')).resolves.toEqual({
      promotionId: 7,
      withdrawnAt: '2026-03-02T15:40:00.000Z',
      withdrawal: { name: 'Ana', cpf: '12345678909', birthDate: '1990-05-01', address: 'Rua A' },
    });
    expect(requests[0]?.url.pathname).toBe('/api/promocao/resgates/HX4K');
  });

  it('answers null for a 404: there is no such code', async () => {
    const { port } = customer(notFound, 404);
    await expect(port.lookupCode('NOPE')).resolves.toBeNull();
  });

  it('hands any other failure on (LOADING_CODE_ERROR)', async () => {
    const { port } = customer(() => ({ status: 500, error: 'INTERNAL', message: 'INTERNAL' }), 500);
    await expect(port.lookupCode('HX4K')).rejects.toMatchObject({ status: 500 });
  });

  it('withdraws with POST promocao/{id}/premiados/{code} and nome, cpf, endereco, dataNascimento', async () => {
    const { port, requests } = customer(() => undefined);
    await port.withdraw({ promotionId: 7, code: 'T9WF', withdrawal: ana });
    expect(requests[0]).toMatchObject({ method: 'POST', body: anaWire });
    expect(requests[0]?.url.pathname).toBe('/api/promocao/7/premiados/T9WF');
  });

  it('reports a refused field under the domain name', async () => {
    const { port } = customer(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: INVALID_CPF,
        details: [
          { field: 'cpf', key: INVALID_CPF },
          { field: 'dataNascimento', key: BIRTH_DATE_NOT_BEFORE_TODAY },
        ],
      }),
      400,
    );
    await expect(port.withdraw({ promotionId: 7, code: 'T9WF', withdrawal: ana })).rejects.toMatchObject({
      details: [
        { field: 'cpf', key: INVALID_CPF },
        { field: 'birthDate', key: BIRTH_DATE_NOT_BEFORE_TODAY },
      ],
    });
  });
});

describe('point-of-sale prize codes over HTTP (spec B §7 "Point of sale")', () => {
  it('reads a page of winners from GET pontovenda/premiados', async () => {
    const { port, requests } = pointOfSale(() => ({
      dataRecords: [
        {
          nome: 'Ana',
          cpf: '12345678909',
          dataRetirada: '2026-03-02T15:40:00.000Z',
          codigo: 'HX4K',
          promocaoPrêmio: 'Vinho',
        },
      ],
      countRecords: 1,
    }));
    await expect(port.winners(firstPage)).resolves.toEqual({
      records: [
        { name: 'Ana', cpf: '12345678909', withdrawnAt: '2026-03-02T15:40:00.000Z', code: 'HX4K', prize: 'Vinho' },
      ],
      total: 1,
    });
    expect(requests[0]?.url.pathname).toBe('/api/pontovenda/premiados');
  });

  it('looks a code up with GET pontovenda/premiados/{code}: a present dataRetirada is a withdrawal', async () => {
    const { port, requests } = pointOfSale(() => ({
      promocaoId: 9,
      dataRetirada: '2026-03-10T18:20:00.000Z',
      nome: 'Ana',
      cpf: '12345678909',
      dataNascimento: '1992-11-03',
      endereco: 'Rua Sinimbu',
    }));
    await expect(port.lookupCode('W2GX')).resolves.toEqual({
      promotionId: 9,
      withdrawnAt: '2026-03-10T18:20:00.000Z',
      withdrawal: { name: 'Ana', cpf: '12345678909', birthDate: '1992-11-03', address: 'Rua Sinimbu' },
    });
    expect(requests[0]?.url.pathname).toBe('/api/pontovenda/premiados/W2GX');
  });

  it('answers null for a 404', async () => {
    const { port } = pointOfSale(notFound, 404);
    await expect(port.lookupCode('NOPE')).resolves.toBeNull();
  });

  it('withdraws with POST pontovenda/premiados and the code as codigoPromocional', async () => {
    const { port, requests } = pointOfSale(() => undefined);
    await port.withdraw({ promotionId: 9, code: 'B6RT', withdrawal: ana });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { ...anaWire, codigoPromocional: 'B6RT' } });
    expect(requests[0]?.url.pathname).toBe('/api/pontovenda/premiados');
  });
});

describe('memory prize codes', () => {
  const today = () => '2026-03-15';
  const now = () => new Date('2026-03-15T12:00:00.000Z');

  it('looks up an open code, a withdrawn one and an unknown one', async () => {
    const port = new MemoryPointOfSaleRedemptionAdapter();
    expect(await port.lookupCode(demoOpenPrizeCode.toLowerCase())).toMatchObject({ withdrawnAt: null });
    expect(await port.lookupCode(demoWithdrawnPrizeCode)).toMatchObject({
      withdrawal: { name: 'Mariana Albuquerque' },
    });
    expect(await port.lookupCode('NOPE')).toBeNull();
  });

  it('withdraws a code once, kept without the cpf mask, and lists it first among the winners', async () => {
    const port = new MemoryPointOfSaleRedemptionAdapter(undefined, { today, now });
    await port.withdraw({ promotionId: 0, code: demoOpenPrizeCode, withdrawal: ana });
    expect((await port.winners(firstPage)).records[0]).toEqual({
      name: 'Ana Souza',
      cpf: '12345678909',
      withdrawnAt: '2026-03-15T12:00:00.000Z',
      code: demoOpenPrizeCode,
      prize: expect.any(String),
    });
    await expect(port.withdraw({ promotionId: 0, code: demoOpenPrizeCode, withdrawal: ana })).rejects.toMatchObject({
      status: 409,
      messageKey: PROMOTION_ALREADY_WITHDRAW,
    });
  });

  it('refuses as the server: each rule error on its field', async () => {
    const port = new MemoryPointOfSaleRedemptionAdapter(undefined, { today });
    const refusal = await port
      .withdraw({
        promotionId: 0,
        code: demoOpenPrizeCode,
        withdrawal: { name: '', cpf: '123.456.789-00', address: 'Rua', birthDate: '2026-03-15' },
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PortError);
    expect((refusal as PortError).details).toEqual([
      { field: 'name', key: REQUIRED_FIELD_MESSAGE },
      { field: 'cpf', key: INVALID_CPF },
      { field: 'birthDate', key: BIRTH_DATE_NOT_BEFORE_TODAY },
    ]);
  });

  it('refuses in the customer area a code of another promotion as not found; both areas share one store', async () => {
    const store = new MemoryPrizeCodes();
    const customerPort = new MemoryPromotionPrizeCodeAdapter(store, { today });
    await expect(
      customerPort.withdraw({ promotionId: 9, code: demoOpenPrizeCode, withdrawal: ana }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await customerPort.withdraw({ promotionId: 7, code: demoOpenPrizeCode, withdrawal: ana });
    expect(await customerPort.lookupCode(demoOpenPrizeCode)).toMatchObject({ withdrawal: { name: 'Ana Souza' } });
    // issue 24 §2: the till sees that it was withdrawn, not by whom, and does not list it: it was not its own.
    const pos = new MemoryPointOfSaleRedemptionAdapter(store);
    expect(await pos.lookupCode(demoOpenPrizeCode)).toMatchObject({
      withdrawnAt: expect.any(String),
      withdrawal: null,
    });
    expect((await pos.winners(firstPage)).records.map((row) => row.code)).not.toContain(demoOpenPrizeCode);
  });

  it('refuses every code for a minute after 10 codes not found, the right one too, as the server does', async () => {
    let clock = Date.parse('2026-03-15T12:00:00.000Z');
    const port = new MemoryPointOfSaleRedemptionAdapter(undefined, { today, now: () => new Date(clock) });
    for (let i = 0; i < 10; i += 1) expect(await port.lookupCode(`WRONG${i}`)).toBeNull();
    await expect(port.lookupCode(demoOpenPrizeCode)).rejects.toMatchObject({ status: 429 });
    await expect(port.withdraw({ promotionId: 0, code: demoOpenPrizeCode, withdrawal: ana })).rejects.toMatchObject({
      status: 429,
    });
    clock += 60_000;
    expect(await port.lookupCode(demoOpenPrizeCode)).toMatchObject({ withdrawnAt: null });
  });

  it('lists only the prizes its till withdrew, never a code still to be taken (issue 24 §2)', async () => {
    const port = new MemoryPointOfSaleRedemptionAdapter();
    const listed = (await port.winners({ ...firstPage, rowsPerPage: 100 })).records;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((row) => row.withdrawnAt !== null)).toBe(true);
    expect(listed.map((row) => row.code)).not.toContain(demoOpenPrizeCode);
  });

  it('fails as the server does when told to', async () => {
    const port = new MemoryPointOfSaleRedemptionAdapter(undefined, { failOn: ['lookupCode'] });
    await expect(port.lookupCode(demoOpenPrizeCode)).rejects.toMatchObject({ status: 500 });
  });
});
