import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { READING_AUTHENTICITIES, SUSPICION_RULES, type MapReading } from '@tagtrail/domain';
import {
  LeituraBuscaColunasSchema,
  LeituraBuscaRespostaSchema,
  LeituraBuscaSchema,
  LeituraMapaSchema,
  LeituraSchema,
  MapaFiltroSchema,
  TagAtivoInputSchema,
  TagLoteParceiroSchema,
  mapReadingFromWire,
  mapReadingToWire,
  partnerTagContract,
  readingFilterOptionsFromWire,
  readingFilterOptionsToWire,
  readingSearchColumnsFromWire,
  readingSearchColumnsToWire,
  readingSearchQueryFromWire,
  readingSearchQueryToWire,
  readingSearchResultFromWire,
  readingSearchResultToWire,
  tagActiveFromWire,
  tagActiveToWire,
  tagContract,
  tagFromWire,
  tagReadingFromWire,
  tagReadingToWire,
  tagToWire,
} from './tags.contract';
import { defined, roundTrip } from './wire.test-helpers';

const mapReading = {
  data: '2026-03-01T12:00:00Z',
  latitude: 38.7,
  longitude: -9.1,
  loteClienteNumero: 'L1',
  produtoNome: 'Oil',
  autenticidade: 'replayed' as const,
  suspeitas: ['impossible-travel', 'copy'],
};

describe('tag calls (spec B §7)', () => {
  it('keeps the spec paths with their spelling', () => {
    expect(Object.values(tagContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET tagLoteParceiro/pagination',
      'GET tagloteparceiro/{id}',
      'PUT tagloteparceiro/{id}',
      'GET tagloteparceiro/leitura/{id}',
      'GET map/getfilter',
      'POST tagLoteParceiro/leituras',
      // Ours, beside the spec's search: the same answer as columns.
      'POST tagLoteParceiro/leituras/colunas',
    ]);
    for (const e of Object.values(tagContract)) expect(e.roles).toEqual(['customer']);
    expect(`${partnerTagContract.list.method} ${partnerTagContract.list.path}`).toBe('GET areaparceiro/tags');
    expect(partnerTagContract.list.roles).toEqual(['partner']);
  });

  it('allows the map fetch of 10000 readings in one page', () => {
    expect(v.parse(defined(tagContract.readings.query), { page: '1', records: '10000' })).toMatchObject({
      records: 10000,
    });
  });

  it('round-trips a tag', () => {
    const tag = roundTrip(
      TagLoteParceiroSchema,
      {
        id: 11,
        tagId: '04A1B2C3D4E5F6',
        sequencia: 1,
        produtoNome: null,
        loteParceiroNumero: 'PO-1',
        loteClienteNumero: null,
        clienteNome: 'Acme',
        totalLeituras: 3,
        totalLeiturasLocalizacao: 2,
        liberado: true,
        ultimaLeitura: '2026-03-01T12:00:00Z',
        possivelCopia: true,
      },
      tagFromWire,
      tagToWire,
    );
    expect(tag).toMatchObject({ active: true, readingCount: 3, locatedReadingCount: 2, possibleCopy: true });
  });

  it('sends the active switch as {ativo}', () => {
    expect(tagActiveToWire(false)).toEqual({ ativo: false });
    expect(tagActiveFromWire(v.parse(TagAtivoInputSchema, { ativo: true }))).toBe(true);
  });

  it('round-trips a reading and a map reading', () => {
    roundTrip(
      LeituraSchema,
      {
        id: 1,
        dispositivoModelo: 'Pixel 8',
        dispositivoVersaoSO: '14',
        dispositivoId: 'dev-1',
        dispositivoAlias: null,
        data: '2026-03-01T12:00:00Z',
        latitude: null,
        longitude: null,
        autenticidade: 'genuine',
        suspeitas: ['off-market'],
      },
      tagReadingFromWire,
      tagReadingToWire,
    );
    const read = roundTrip(LeituraMapaSchema, mapReading, mapReadingFromWire, mapReadingToWire);
    expect(read.suspicions).toEqual(['impossible-travel', 'copy']);
  });

  it('reads a reading without suspeitas (an older server) as one that broke no rule', () => {
    const { suspeitas: _left, ...older } = mapReading;
    expect(mapReadingFromWire(v.parse(LeituraMapaSchema, older)).suspicions).toEqual([]);
  });

  it('leaves out a rule name it does not know (a newer server’s rule) rather than refusing the reading', () => {
    const newer = { ...mapReading, suspeitas: ['teleport', 'copy'] };
    expect(mapReadingFromWire(v.parse(LeituraMapaSchema, newer)).suspicions).toEqual(['copy']);
  });

  it('refuses an authenticity it does not know', () => {
    expect(v.safeParse(LeituraMapaSchema, { ...mapReading, autenticidade: 'copied' }).success).toBe(false);
  });

  it('sends the search {dataInicial, dataFinal, produto, categoria, pais, estado, cidade}, empty filters null', () => {
    const wire = readingSearchQueryToWire({
      startDate: '2026-03-01',
      endDate: '2026-03-17',
      productIds: [3],
      categoryIds: null,
      countryIds: null,
      regionIds: [5, 6],
      cityIds: null,
      authenticities: ['replayed', 'invalid'],
      suspiciousOnly: true,
    });
    expect(wire).toEqual({
      dataInicial: '2026-03-01',
      dataFinal: '2026-03-17',
      produto: [3],
      categoria: null,
      pais: null,
      estado: [5, 6],
      cidade: null,
      autenticidade: ['replayed', 'invalid'],
      somenteSuspeitas: true,
    });
    roundTrip(LeituraBuscaSchema, wire, readingSearchQueryFromWire, readingSearchQueryToWire);
  });

  it('reads a search without autenticidade (as the spec sends it) as one of any authenticity', () => {
    const spec = { dataInicial: null, dataFinal: null, produto: null, categoria: null, pais: null, estado: null };
    const query = readingSearchQueryFromWire(v.parse(LeituraBuscaSchema, { ...spec, cidade: null }));
    expect(query.authenticities).toBeNull();
    expect(query.suspiciousOnly).toBe(false);
  });

  it('reads the search answer from dataRecords', () => {
    const readings: MapReading[] = readingSearchResultFromWire(
      v.parse(LeituraBuscaRespostaSchema, { dataRecords: [mapReading] }),
    );
    expect(readings).toHaveLength(1);
    expect(
      readingSearchResultFromWire(v.parse(LeituraBuscaRespostaSchema, readingSearchResultToWire(readings))),
    ).toEqual(readings);
  });

  it('answers the same readings as columns, each lot number and product name once, flags as bits (a property)', () => {
    const name = fc.option(fc.constantFrom('L1', 'L2', 'Lote 2026/03', 'Azeite extra virgem', 'Açaí'), { nil: null });
    const reading = fc.record({
      readAt: fc
        .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
        .map((ms) => new Date(ms).toISOString()),
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      customerLotNumber: name,
      productName: name,
      authenticity: fc.constantFrom(...READING_AUTHENTICITIES),
      suspicions: fc.subarray([...SUSPICION_RULES]),
    });
    fc.assert(
      fc.property(fc.array(reading, { maxLength: 50 }), (readings: MapReading[]) => {
        const wire = v.parse(LeituraBuscaColunasSchema, readingSearchColumnsToWire(readings));
        expect(readingSearchColumnsFromWire(wire)).toEqual(readings);
        expect(new Set(wire.lotes).size).toBe(wire.lotes.length);
        expect(new Set(wire.produtos).size).toBe(wire.produtos.length);
        expect(wire.instantes).toHaveLength(readings.length);
      }),
    );
  });

  it('round-trips the filters {categorias, produtos.dataRecords, locations{paises, regioes, cidades}}', () => {
    const filters = roundTrip(
      MapaFiltroSchema,
      {
        categorias: [{ id: 1, descricao: 'Oils' }],
        produtos: { dataRecords: [{ id: 2, nome: 'Olive oil' }], countRecords: 1 },
        locations: {
          paises: [{ id: 3, nome: 'Portugal' }],
          regioes: [{ id: 4, nome: 'Lisboa' }],
          cidades: [{ id: 5, nome: 'Sintra' }],
        },
      },
      readingFilterOptionsFromWire,
      readingFilterOptionsToWire,
    );
    expect(filters.products).toEqual([{ id: 2, name: 'Olive oil' }]);
    expect(filters.cities).toEqual([{ id: 5, name: 'Sintra' }]);
  });
});
