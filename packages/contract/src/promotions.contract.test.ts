import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  localDateOf,
  type PointOfSaleWinner,
  type PointOfSaleWithdrawal,
  type PrizeLookup,
  type Promotion,
  type PromotionEntryCounts,
  type PromotionFilterOptions,
  type PromotionInput,
  type PromotionReadingFilter,
  type PromotionRow,
  type PromotionWinner,
  type WithdrawalDetails,
  type WithdrawalInput,
} from '@tagtrail/domain';
import { buildPath } from './endpoint';
import {
  pointOfSalePrizeLookupFromWire,
  pointOfSalePrizeLookupToWire,
  pointOfSaleRedemptionContract,
  pointOfSaleWinnerFromWire,
  pointOfSaleWinnerToWire,
  pointOfSaleWithdrawalWire,
  pointOfSaleWithdrawalToWire,
  PontoVendaPremiadoSchema,
  PontoVendaResgateSchema,
  PontoVendaRetiradaSchema,
  prizeLookupFromWire,
  prizeLookupToWire,
  PromocaoFiltroLeituraSchema,
  PromocaoFiltroSchema,
  PromocaoIdSchema,
  PromocaoInputSchema,
  PromocaoListaSchema,
  PromocaoParticipacaoSchema,
  PromocaoPremiadoSchema,
  PromocaoResgateSchema,
  PromocaoRetiradaInputSchema,
  PromocaoSchema,
  PromocaoSorteioSchema,
  promotionContract,
  promotionDrawRecordFromWire,
  promotionDrawRecordToWire,
  promotionEntryCountsFromWire,
  promotionEntryCountsToWire,
  promotionFilterOptionsFromWire,
  promotionFilterOptionsToWire,
  promotionFromWire,
  promotionIdFromWire,
  promotionIdToWire,
  promotionInputFromWire,
  promotionInputToWire,
  promotionReadingFilterWire,
  promotionReadingFilterToWire,
  promotionRowFromWire,
  promotionRowToWire,
  promotionToWire,
  promotionWinnerFromWire,
  promotionWinnerToWire,
  withdrawalFromWire,
  withdrawalToWire,
} from './promotions.contract';
import { defined } from './wire.test-helpers';

/** What crosses the network: JSON text, read back. */
const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

// ------------------------------------------------------------------------------------------- arbitraries

const moment = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const day = moment.map(localDateOf);
const instant = moment.map((d) => d.toISOString());
const id = fc.integer({ min: 1, max: 1_000_000 });
const text = fc.string({ maxLength: 30 });
const code = fc.stringMatching(/^[A-Z0-9]{1,12}$/);
const location = fc.record({ id, promotionId: id, name: text });
const drawType = fc.constantFrom(1 as const, 2 as const);
const entryRule = fc.constantFrom(1 as const, 2 as const);
const status = fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const);

const promotion: fc.Arbitrary<Promotion> = fc.record({
  id,
  customerId: id,
  description: text,
  createdAt: instant,
  startDate: day,
  endDate: day,
  random: fc.boolean(),
  prize: text,
  rulesManualUrl: text,
  imageUrl: text,
  winnersCount: fc.integer({ min: 1, max: 1000 }),
  drawType,
  entryRule,
  status,
  relevance: fc.integer({ min: -10, max: 100 }),
  products: fc.array(fc.record({ id, promotionId: id, productId: id }), { maxLength: 3 }),
  countries: fc.array(location, { maxLength: 3 }),
  states: fc.array(location, { maxLength: 3 }),
  cities: fc.array(location, { maxLength: 3 }),
});

const promotionInput: fc.Arbitrary<PromotionInput> = fc.record({
  customerId: id,
  description: text,
  startDate: day,
  endDate: day,
  random: fc.boolean(),
  prize: text,
  rulesManualUrl: text,
  imageUrl: text,
  winnersCount: fc.integer({ min: 1, max: 1000 }),
  drawType,
  entryRule,
  relevance: fc.integer({ min: 0, max: 100 }),
  productIds: fc.array(id, { maxLength: 3 }),
  countries: fc.array(text, { maxLength: 3 }),
  states: fc.array(text, { maxLength: 3 }),
  cities: fc.array(text, { maxLength: 3 }),
});

const count = fc.integer({ min: 0, max: 1_000_000 });
const entryCounts: fc.Arbitrary<PromotionEntryCounts> = fc.record({
  entries: count,
  blockedDevices: count,
  laterReaders: count,
  readingsWithoutDevice: count,
});

const row: fc.Arbitrary<PromotionRow> = fc.record({
  id,
  description: text,
  drawDate: fc.option(day, { nil: null }),
  finishDate: fc.option(day, { nil: null }),
  winnersCount: fc.integer({ min: 0, max: 1000 }),
  status,
});

const locationOption = fc.record({ value: text, description: text, id });
const filterOptions: fc.Arbitrary<PromotionFilterOptions> = fc.record({
  products: fc.array(fc.record({ id, name: text }), { maxLength: 3 }),
  countries: fc.array(locationOption, { maxLength: 3 }),
  states: fc.array(locationOption, { maxLength: 3 }),
  cities: fc.array(locationOption, { maxLength: 3 }),
});

const readingFilter: fc.Arbitrary<PromotionReadingFilter> = fc.record({
  promotionId: id,
  quantity: fc.integer({ min: 1, max: 1000 }),
  productIds: fc.array(id, { maxLength: 3 }),
  categoryIds: fc.array(id, { maxLength: 3 }),
  countries: fc.array(text, { maxLength: 3 }),
  states: fc.array(text, { maxLength: 3 }),
  cities: fc.array(text, { maxLength: 3 }),
  startDate: day,
  endDate: day,
});

const details: fc.Arbitrary<WithdrawalDetails> = fc.record({
  name: text,
  cpf: text,
  birthDate: fc.oneof(fc.constant(''), day),
  address: text,
});
const lookup: fc.Arbitrary<PrizeLookup> = fc.record({
  promotionId: id,
  withdrawnAt: fc.option(instant, { nil: null }),
  withdrawal: fc.option(details, { nil: null }),
});

const withdrawal: fc.Arbitrary<WithdrawalInput> = fc.record({ name: text, cpf: text, address: text, birthDate: day });
const pointOfSaleWithdrawal: fc.Arbitrary<PointOfSaleWithdrawal> = fc
  .tuple(withdrawal, code)
  .map(([w, c]) => ({ ...w, code: c }));

const winner: fc.Arbitrary<PromotionWinner> = fc.record({
  deviceId: text,
  deviceOwner: fc.option(text, { nil: null }),
  withdrawerName: fc.option(text, { nil: null }),
  withdrawnAt: fc.option(instant, { nil: null }),
});
const pointOfSaleWinner: fc.Arbitrary<PointOfSaleWinner> = fc.record({
  name: fc.option(text, { nil: null }),
  cpf: fc.option(text, { nil: null }),
  withdrawnAt: fc.option(instant, { nil: null }),
  code: text,
  prize: text,
});

/**
 * The round-trip property for one DTO: encoding gives a wire value its schema accepts unchanged after a trip
 * through JSON, and decoding that gives the domain value back.
 */
function roundTrips<D, W>(
  schema: v.GenericSchema<unknown, W>,
  toWire: (d: D) => W,
  fromWire: (w: W) => D,
  domain: fc.Arbitrary<D>,
): void {
  fc.assert(
    fc.property(domain, (value) => {
      const wire = v.parse(schema, overTheWire(toWire(value)));
      expect(wire).toEqual(toWire(value));
      expect(fromWire(wire)).toEqual(value);
    }),
  );
}

// ------------------------------------------------------------------------------------------- examples

const promocaoWire = {
  id: 7,
  clienteId: 1,
  descricao: 'Summer draw',
  dtCriacao: '2026-01-02T10:00:00.000Z',
  dtInicio: '2026-01-10',
  dtFim: '2026-02-10',
  aleatorio: false,
  premio: 'A bicycle',
  urlManualRegras: null,
  urlImagem: 'https://cdn.example.com/p.png',
  numeroContemplados: 3,
  tipoSorteio: 2,
  regraParticipacao: 1,
  status: 1,
  relevancia: 0,
  promocaoProduto: [{ produtoId: 11, promocaoId: 7, id: 1 }],
  promocaoPais: [{ nome: 'BR', promocaoId: 7, id: 2 }],
  promocaoEstado: [{ nome: 'SP', promocaoId: 7, id: 3 }],
  promocaoCidade: [{ nome: 'Campinas', promocaoId: 7, id: 4 }],
};

describe('promotion wire (spec B §3 "Promotion")', () => {
  it('reads the spec’s field names into the domain promotion', () => {
    expect(promotionFromWire(v.parse(PromocaoSchema, promocaoWire))).toEqual({
      id: 7,
      customerId: 1,
      description: 'Summer draw',
      createdAt: '2026-01-02T10:00:00.000Z',
      startDate: '2026-01-10',
      endDate: '2026-02-10',
      random: false,
      prize: 'A bicycle',
      rulesManualUrl: '',
      imageUrl: 'https://cdn.example.com/p.png',
      winnersCount: 3,
      drawType: 2,
      entryRule: 1,
      status: 1,
      relevance: 0,
      products: [{ id: 1, promotionId: 7, productId: 11 }],
      countries: [{ id: 2, promotionId: 7, name: 'BR' }],
      states: [{ id: 3, promotionId: 7, name: 'SP' }],
      cities: [{ id: 4, promotionId: 7, name: 'Campinas' }],
    });
  });

  it('writes back the same wire promotion it read', () => {
    expect(promotionToWire(promotionFromWire(v.parse(PromocaoSchema, promocaoWire)))).toEqual(promocaoWire);
  });

  it('property: decoding an encoded promotion gives it back', () => {
    roundTrips(PromocaoSchema, promotionToWire, promotionFromWire, promotion);
  });

  it('refuses a status outside 1..4, a draw type outside 1..2, and dates that are not YYYY-MM-DD days', () => {
    expect(v.safeParse(PromocaoSchema, { ...promocaoWire, status: 5 }).success).toBe(false);
    expect(v.safeParse(PromocaoSchema, { ...promocaoWire, tipoSorteio: 0 }).success).toBe(false);
    expect(v.safeParse(PromocaoSchema, { ...promocaoWire, regraParticipacao: 3 }).success).toBe(false);
    expect(v.safeParse(PromocaoSchema, { ...promocaoWire, dtInicio: '10/01/2026' }).success).toBe(false);
    expect(v.safeParse(PromocaoSchema, { ...promocaoWire, dtFim: '2026-02-30' }).success).toBe(false);
    expect(v.safeParse(PromocaoSchema, { ...promocaoWire, dtCriacao: '2026-01-02' }).success).toBe(false);
  });
});

describe('promotion save body', () => {
  it('fills in the spec defaults: client id 1, draw type 2, relevance 0, no products or places; one entry per tag', () => {
    const body = v.parse(PromocaoInputSchema, {
      descricao: 'Summer',
      dtInicio: '2026-01-10',
      dtFim: '2026-02-10',
      premio: 'Bike',
      numeroContemplados: 1,
    });
    expect(body).toEqual({
      clienteId: 1,
      descricao: 'Summer',
      dtInicio: '2026-01-10',
      dtFim: '2026-02-10',
      aleatorio: false,
      premio: 'Bike',
      urlManualRegras: null,
      urlImagem: null,
      numeroContemplados: 1,
      tipoSorteio: 2,
      regraParticipacao: 1,
      relevancia: 0,
      promocaoProduto: [],
      promocaoPais: [],
      promocaoEstado: [],
      promocaoCidade: [],
    });
  });

  it('accepts the whole promotion as the portal sends it back (id, status and row ids are ignored)', () => {
    const body = v.parse(PromocaoInputSchema, promocaoWire);
    expect(promotionInputFromWire(body)).toMatchObject({ productIds: [11], countries: ['BR'], winnersCount: 3 });
    expect(body).not.toHaveProperty('status');
  });

  it('sends products by produtoId and places by nome, empty URLs as null', () => {
    const wire = promotionInputToWire({
      customerId: 1,
      description: 'Summer',
      startDate: '2026-01-10',
      endDate: '2026-02-10',
      random: true,
      prize: 'Bike',
      rulesManualUrl: '',
      imageUrl: '',
      winnersCount: 2,
      drawType: 1,
      entryRule: 2,
      relevance: 0,
      productIds: [11, 12],
      countries: ['BR'],
      states: [],
      cities: ['Campinas'],
    });
    expect(wire).toMatchObject({
      urlManualRegras: null,
      urlImagem: null,
      tipoSorteio: 1,
      regraParticipacao: 2,
      promocaoProduto: [{ produtoId: 11 }, { produtoId: 12 }],
      promocaoPais: [{ nome: 'BR' }],
      promocaoCidade: [{ nome: 'Campinas' }],
    });
  });

  it('property: decoding an encoded save body gives the input back', () => {
    roundTrips(PromocaoInputSchema, promotionInputToWire, promotionInputFromWire, promotionInput);
  });

  it('answers an object with the id', () => {
    expect(promotionIdFromWire(v.parse(PromocaoIdSchema, { id: 31 }))).toBe(31);
    roundTrips(PromocaoIdSchema, promotionIdToWire, promotionIdFromWire, id);
  });
});

describe('promotion entry counts (issue 24 §3, GET promocao/{id}/participacao)', () => {
  it('reads entradas, dispositivosBloqueados, leitoresSeguintes and leiturasSemDispositivo', () => {
    const wire = { entradas: 12, dispositivosBloqueados: 1, leitoresSeguintes: 3, leiturasSemDispositivo: 4 };
    expect(promotionEntryCountsFromWire(v.parse(PromocaoParticipacaoSchema, wire))).toEqual({
      entries: 12,
      blockedDevices: 1,
      laterReaders: 3,
      readingsWithoutDevice: 4,
    });
  });

  it('refuses a count below 0 or not whole', () => {
    const wire = { entradas: 0, dispositivosBloqueados: 0, leitoresSeguintes: 0, leiturasSemDispositivo: 0 };
    expect(v.safeParse(PromocaoParticipacaoSchema, wire).success).toBe(true);
    expect(v.safeParse(PromocaoParticipacaoSchema, { ...wire, entradas: -1 }).success).toBe(false);
    expect(v.safeParse(PromocaoParticipacaoSchema, { ...wire, leitoresSeguintes: 0.5 }).success).toBe(false);
  });

  it('property: decoding encoded entry counts gives them back', () => {
    roundTrips(PromocaoParticipacaoSchema, promotionEntryCountsToWire, promotionEntryCountsFromWire, entryCounts);
  });
});

describe('promotion list row (spec B §3)', () => {
  it('reads descricao, dtSorteio, dtFinalizacao, numeroContemplados and status', () => {
    const wire = {
      id: 7,
      descricao: 'Summer',
      dtSorteio: '2026-01-10',
      dtFinalizacao: null,
      numeroContemplados: 3,
      status: 4,
    };
    expect(promotionRowFromWire(v.parse(PromocaoListaSchema, wire))).toEqual({
      id: 7,
      description: 'Summer',
      drawDate: '2026-01-10',
      finishDate: null,
      winnersCount: 3,
      status: 4,
    });
  });

  it('property: decoding an encoded row gives it back', () => {
    roundTrips(PromocaoListaSchema, promotionRowToWire, promotionRowFromWire, row);
  });
});

describe('promotion filter options (spec B §3)', () => {
  it('reads produtos (id, nome) and paises, estados, cidades (value, description, id)', () => {
    const wire = {
      produtos: [{ id: 11, nome: 'Wine' }],
      paises: [{ value: 'BR', description: 'Brasil', id: 1 }],
      estados: [{ value: 'SP', description: 'São Paulo', id: 2 }],
      cidades: [],
    };
    expect(promotionFilterOptionsFromWire(v.parse(PromocaoFiltroSchema, wire))).toEqual({
      products: [{ id: 11, name: 'Wine' }],
      countries: [{ value: 'BR', description: 'Brasil', id: 1 }],
      states: [{ value: 'SP', description: 'São Paulo', id: 2 }],
      cities: [],
    });
  });

  it('property: decoding encoded filter options gives them back', () => {
    roundTrips(PromocaoFiltroSchema, promotionFilterOptionsToWire, promotionFilterOptionsFromWire, filterOptions);
  });
});

describe('reading filter for processing (spec B §3)', () => {
  it('writes id, quantidade, produto, categoria, pais, estado, cidade, dataInicial, dataFinal', () => {
    expect(
      promotionReadingFilterToWire({
        promotionId: 7,
        quantity: 3,
        productIds: [11],
        categoryIds: [],
        countries: ['BR'],
        states: ['SP'],
        cities: [],
        startDate: '2026-01-10',
        endDate: '2026-02-10',
      }),
    ).toEqual({
      id: 7,
      quantidade: 3,
      produto: [11],
      categoria: [],
      pais: ['BR'],
      estado: ['SP'],
      cidade: [],
      dataInicial: '2026-01-10',
      dataFinal: '2026-02-10',
    });
  });

  it('property: decoding an encoded reading filter gives it back', () => {
    roundTrips(
      PromocaoFiltroLeituraSchema,
      promotionReadingFilterToWire,
      promotionReadingFilterWire.fromWire,
      readingFilter,
    );
  });
});

describe('prize code lookup, customer area (spec B §3, §7)', () => {
  it('reads promocaoId, dtRetirada and promocaoRetirada (nome, cpf, dataNascimento, endereco)', () => {
    const wire = {
      promocaoId: 9,
      dtRetirada: '2026-03-01T14:00:00.000Z',
      promocaoRetirada: { nome: 'Ana', cpf: '123', dataNascimento: '1990-05-01', endereco: 'Rua A' },
    };
    expect(prizeLookupFromWire(v.parse(PromocaoResgateSchema, wire))).toEqual({
      promotionId: 9,
      withdrawnAt: '2026-03-01T14:00:00.000Z',
      withdrawal: { name: 'Ana', cpf: '123', birthDate: '1990-05-01', address: 'Rua A' },
    });
  });

  it('reads a prize still to be taken: no dtRetirada, no promocaoRetirada', () => {
    expect(prizeLookupFromWire(v.parse(PromocaoResgateSchema, { promocaoId: 9 }))).toEqual({
      promotionId: 9,
      withdrawnAt: null,
      withdrawal: null,
    });
  });

  it('property: decoding an encoded lookup gives it back', () => {
    roundTrips(PromocaoResgateSchema, prizeLookupToWire, prizeLookupFromWire, lookup);
  });
});

describe('prize code lookup, point of sale (spec B §7)', () => {
  it('counts a present dataRetirada as withdrawn and reads the flat withdrawer fields', () => {
    const wire = {
      promocaoId: 9,
      dataRetirada: '2026-03-01T14:00:00.000Z',
      nome: 'Ana',
      cpf: '123',
      endereco: 'Rua A',
    };
    expect(pointOfSalePrizeLookupFromWire(v.parse(PontoVendaResgateSchema, wire))).toEqual({
      promotionId: 9,
      withdrawnAt: '2026-03-01T14:00:00.000Z',
      withdrawal: { name: 'Ana', cpf: '123', birthDate: '', address: 'Rua A' },
    });
  });

  it('reads a prize still to be taken', () => {
    expect(pointOfSalePrizeLookupFromWire(v.parse(PontoVendaResgateSchema, { promocaoId: 9 }))).toEqual({
      promotionId: 9,
      withdrawnAt: null,
      withdrawal: null,
    });
  });

  it('property: decoding an encoded point-of-sale lookup gives it back', () => {
    roundTrips(PontoVendaResgateSchema, pointOfSalePrizeLookupToWire, pointOfSalePrizeLookupFromWire, lookup);
  });
});

describe('withdrawal payloads (spec B §3)', () => {
  it('sends nome, cpf, endereco and dataNascimento', () => {
    expect(withdrawalToWire({ name: 'Ana', cpf: '123', address: 'Rua A', birthDate: '1990-05-01' })).toEqual({
      nome: 'Ana',
      cpf: '123',
      endereco: 'Rua A',
      dataNascimento: '1990-05-01',
    });
  });

  it('adds codigoPromocional on the point-of-sale path', () => {
    expect(
      pointOfSaleWithdrawalToWire({ name: 'Ana', cpf: '123', address: 'Rua A', birthDate: '1990-05-01', code: 'ABC' }),
    ).toEqual({ nome: 'Ana', cpf: '123', endereco: 'Rua A', dataNascimento: '1990-05-01', codigoPromocional: 'ABC' });
  });

  it('reads a point-of-sale code trimmed and upper-cased, and refuses an empty one', () => {
    const body = { nome: 'Ana', cpf: '1', endereco: 'R', dataNascimento: '1990-05-01' };
    expect(v.parse(PontoVendaRetiradaSchema, { ...body, codigoPromocional: ' abc ' }).codigoPromocional).toBe('ABC');
    expect(v.safeParse(PontoVendaRetiradaSchema, { ...body, codigoPromocional: '  ' }).success).toBe(false);
  });

  it('refuses a birth date that is not a YYYY-MM-DD day', () => {
    const body = { nome: 'Ana', cpf: '1', endereco: 'R', dataNascimento: '01/05/1990' };
    expect(v.safeParse(PromocaoRetiradaInputSchema, body).success).toBe(false);
  });

  it('property: decoding an encoded withdrawal gives it back', () => {
    roundTrips(PromocaoRetiradaInputSchema, withdrawalToWire, withdrawalFromWire, withdrawal);
  });

  it('property: decoding an encoded point-of-sale withdrawal gives it back', () => {
    roundTrips(
      PontoVendaRetiradaSchema,
      pointOfSaleWithdrawalToWire,
      pointOfSaleWithdrawalWire.fromWire,
      pointOfSaleWithdrawal,
    );
  });
});

describe('winners rows (spec B §3)', () => {
  it('reads deviceId, dispositivo.proprietario, promocaoRetirada.nome and dtRetirada in the customer area', () => {
    const wire = {
      deviceId: 'ios-1',
      dispositivo: { proprietario: 'Bruno' },
      promocaoRetirada: { nome: 'Ana' },
      dtRetirada: '2026-03-01T14:00:00.000Z',
    };
    expect(promotionWinnerFromWire(v.parse(PromocaoPremiadoSchema, wire))).toEqual({
      deviceId: 'ios-1',
      deviceOwner: 'Bruno',
      withdrawerName: 'Ana',
      withdrawnAt: '2026-03-01T14:00:00.000Z',
    });
    expect(
      promotionWinnerFromWire(
        v.parse(PromocaoPremiadoSchema, { deviceId: 'a', dispositivo: null, promocaoRetirada: null, dtRetirada: null }),
      ),
    ).toEqual({ deviceId: 'a', deviceOwner: null, withdrawerName: null, withdrawnAt: null });
  });

  it('reads nome, cpf, dataRetirada, codigo and the misspelt promocaoPrêmio at the point of sale', () => {
    const wire = { nome: 'Ana', cpf: '123', dataRetirada: null, codigo: 'ABC', promocaoPrêmio: 'Bike' };
    expect(Object.keys(PontoVendaPremiadoSchema.entries)).toContain('promocaoPrêmio');
    expect(pointOfSaleWinnerFromWire(v.parse(PontoVendaPremiadoSchema, wire))).toEqual({
      name: 'Ana',
      cpf: '123',
      withdrawnAt: null,
      code: 'ABC',
      prize: 'Bike',
    });
  });

  it('property: decoding an encoded customer-area winner gives it back', () => {
    roundTrips(PromocaoPremiadoSchema, promotionWinnerToWire, promotionWinnerFromWire, winner);
  });

  it('property: decoding an encoded point-of-sale winner gives it back', () => {
    roundTrips(PontoVendaPremiadoSchema, pointOfSaleWinnerToWire, pointOfSaleWinnerFromWire, pointOfSaleWinner);
  });
});

describe('the draw record (issue 13 §5, GET promocao/{id}/sorteio)', () => {
  it('reads the commitment alone before the draw, and the seed and lists once drawn', () => {
    const committed = {
      promocaoId: 4,
      numeroContemplados: 2,
      referenciaPublica: 'cHJvbW9jYW8tcXVhdHJvMDQ',
      compromisso: 'ab',
      resumoElegiveis: null,
      dtCongelamento: null,
      semente: null,
      elegiveis: null,
      contemplados: null,
    };
    expect(promotionDrawRecordFromWire(v.parse(PromocaoSorteioSchema, committed))).toEqual({
      promotionId: 4,
      winnersCount: 2,
      publicReference: 'cHJvbW9jYW8tcXVhdHJvMDQ',
      commitment: 'ab',
      entriesDigest: null,
      entriesFrozenAt: null,
      seed: null,
      entries: null,
      winners: null,
    });
  });

  it('property: decoding an encoded draw record gives it back', () => {
    const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 });
    const hashes = fc.option(fc.array(hex, { maxLength: 5 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          promotionId: fc.integer({ min: 1 }),
          winnersCount: fc.integer({ min: 1, max: 100 }),
          publicReference: fc.string({ unit: fc.constantFrom(...'ABCxyz019-_'), minLength: 22, maxLength: 22 }),
          commitment: fc.option(hex, { nil: null }),
          entriesDigest: fc.option(hex, { nil: null }),
          entriesFrozenAt: fc.option(
            fc
              .date({ min: new Date('2020-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
              .map((d) => d.toISOString()),
            { nil: null },
          ),
          seed: fc.option(hex, { nil: null }),
          entries: hashes,
          winners: hashes,
        }),
        (record) => {
          const wire = v.parse(PromocaoSorteioSchema, promotionDrawRecordToWire(record));
          expect(promotionDrawRecordFromWire(wire)).toEqual(record);
        },
      ),
    );
  });
});

describe('promotion calls (spec B §7)', () => {
  const table = (contract: Record<string, { method: string; path: string; roles: readonly string[] }>) =>
    Object.fromEntries(
      Object.entries(contract).map(([name, e]) => [name, `${e.method} ${e.path} ${e.roles.join(',')}`]),
    );

  it('are the spec’s paths, for the customer role', () => {
    expect(table(promotionContract)).toEqual({
      list: 'GET promocao/pagination customer',
      lookupCode: 'GET promocao/resgates/{code} customer',
      get: 'GET promocao/{id} customer',
      create: 'POST promocao customer',
      update: 'PUT promocao/{id} customer',
      remove: 'DELETE promocao/{id} customer',
      filterOptions: 'GET promocao/getFilter/ customer',
      status: 'GET promocao/{id}/status customer',
      entryCounts: 'GET promocao/{id}/participacao customer',
      possibleWinners: 'GET promocao/{id}/possiveiscontemplados customer',
      process: 'POST promocao/{id}/processar/ customer',
      reprocess: 'POST promocao/{id}/reprocessar/ customer',
      winners: 'GET promocao/{id}/premiados customer',
      draw: 'GET promocao/{id}/sorteio customer',
      withdraw: 'POST promocao/{id}/premiados/{code} customer',
    });
  });

  it('are the spec’s paths, for the point-of-sale role', () => {
    expect(table(pointOfSaleRedemptionContract)).toEqual({
      lookupCode: 'GET pontovenda/premiados/{code} pointofsale',
      winners: 'GET pontovenda/premiados pointofsale',
      withdraw: 'POST pontovenda/premiados pointofsale',
    });
  });

  it('answer the entry counts with the participation schema', () => {
    expect(promotionContract.entryCounts.response).toBe(PromocaoParticipacaoSchema);
    expect(buildPath(promotionContract.entryCounts.path, { id: 7 })).toBe('promocao/7/participacao');
  });

  it('answer the status and the possible winners as plain numbers', () => {
    const statusSchema = defined(promotionContract.status.response);
    const countSchema = defined(promotionContract.possibleWinners.response);
    expect(v.parse(statusSchema, 3)).toBe(3);
    expect(v.safeParse(statusSchema, 5).success).toBe(false);
    expect(v.parse(countSchema, 0)).toBe(0);
    expect(v.safeParse(countSchema, -1).success).toBe(false);
  });

  it('have no answer body for process, reprocess, delete and the withdrawals', () => {
    expect(promotionContract.process.response).toBeUndefined();
    expect(promotionContract.reprocess.response).toBeUndefined();
    expect(promotionContract.remove.response).toBeUndefined();
    expect(promotionContract.withdraw.response).toBeUndefined();
    expect(pointOfSaleRedemptionContract.withdraw.response).toBeUndefined();
  });

  it('take the prize code in the path trimmed and upper-cased', () => {
    const params = defined(promotionContract.withdraw.params);
    expect(v.parse(params, { id: '7', code: ' abc1 ' })).toEqual({ id: 7, code: 'ABC1' });
    expect(v.safeParse(defined(pointOfSaleRedemptionContract.lookupCode.params), { code: ' ' }).success).toBe(false);
    expect(buildPath(promotionContract.withdraw.path, { id: 7, code: 'ABC1' })).toBe('promocao/7/premiados/ABC1');
  });
});
