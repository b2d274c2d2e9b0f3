import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUSPICION_SETTINGS,
  SUSPICION_ALERT_SORTS,
  SUSPICION_RULES,
  type SuspicionAlertRow,
  type SuspicionSettings,
} from '@tagtrail/domain';
import { allEndpoints } from './registry';
import {
  AlertaQuerySchema,
  AlertaSchema,
  ConfiguracaoAlertasSchema,
  suspicionAlertContract,
  suspicionAlertQueryToWire,
  suspicionAlertRowFromWire,
  suspicionAlertRowToWire,
  suspicionAlertRowWire,
  suspicionAlertSituationFromWire,
  suspicionAlertSituationToWire,
  suspicionSettingsDomainNames,
  suspicionSettingsFromWire,
  suspicionSettingsToWire,
  suspicionSettingsWireNames,
} from './suspicious-readings.contract';
import { defined, survivesTheWire } from './wire.test-helpers';

const id = fc.integer({ min: 1, max: 1_000_000 });
const instant = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const row: fc.Arbitrary<SuspicionAlertRow> = fc.record({
  id,
  tagRowId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  tagId: fc.string(),
  rule: fc.constantFrom(...SUSPICION_RULES),
  firstReadAt: instant,
  lastReadAt: instant,
  readingCount: id,
  country: fc.option(fc.constantFrom('BR', 'PT', 'US'), { nil: null }),
  productName: fc.option(fc.string(), { nil: null }),
  lotNumber: fc.option(fc.string(), { nil: null }),
  acknowledgedAt: fc.option(instant, { nil: null }),
});
const threshold = fc.integer({ min: 0, max: 100_000 });
const settings: fc.Arbitrary<SuspicionSettings> = fc.record({
  offMarket: fc.record({ enabled: fc.boolean() }),
  impossibleTravel: fc.record({ enabled: fc.boolean(), maxSpeedKmh: threshold, minDistanceKm: threshold }),
  tooManyReadings: fc.record({
    enabled: fc.boolean(),
    maxReadings: threshold,
    maxDevices: threshold,
    windowHours: threshold,
  }),
  afterExpiry: fc.record({ enabled: fc.boolean() }),
  copy: fc.record({ enabled: fc.boolean() }),
});

describe('alert endpoints (issue 28 §3)', () => {
  it('GET alertas/pagination/, PUT alertas/{id}/reconhecer, GET and PUT alertas/configuracao, for customers only', () => {
    expect(Object.values(suspicionAlertContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET alertas/pagination/',
      'PUT alertas/{id}/reconhecer',
      'GET alertas/configuracao',
      'PUT alertas/configuracao',
    ]);
    for (const e of Object.values(suspicionAlertContract)) {
      expect(e.roles).toEqual(['customer']);
      expect(e.tenantScope).toBe('customer');
    }
  });

  it('is in the registry under suspicionAlert', () => {
    expect(allEndpoints['suspicionAlert.list']).toBe(suspicionAlertContract.list);
    expect(allEndpoints['suspicionAlert.saveSettings']).toBe(suspicionAlertContract.saveSettings);
  });

  it('acknowledging takes no body and answers the id', () => {
    expect(suspicionAlertContract.acknowledge.body).toBeUndefined();
    expect(v.parse(defined(suspicionAlertContract.acknowledge.response), 7)).toBe(7);
  });

  it('the list takes the paged query and an optional situacao, abertos or reconhecidos', () => {
    expect(v.parse(AlertaQuerySchema, { page: '2' })).toEqual({ page: 2, records: 10 });
    expect(v.parse(AlertaQuerySchema, { situacao: 'abertos' })).toMatchObject({ situacao: 'abertos' });
    expect(v.parse(AlertaQuerySchema, { situacao: 'reconhecidos' })).toMatchObject({ situacao: 'reconhecidos' });
    expect(v.safeParse(AlertaQuerySchema, { situacao: 'open' }).success).toBe(false);
  });

  it('names the situations open and acknowledged in the domain, both ways', () => {
    expect(suspicionAlertSituationToWire('open')).toBe('abertos');
    expect(suspicionAlertSituationToWire('acknowledged')).toBe('reconhecidos');
    expect(suspicionAlertSituationFromWire('abertos')).toBe('open');
    expect(suspicionAlertSituationFromWire('reconhecidos')).toBe('acknowledged');
  });

  it('sends the list query with situacao only when a situation is asked for', () => {
    const query = { page: 1, rowsPerPage: 25, searchText: '', sort: 'rule', direction: 'asc' } as const;
    expect(suspicionAlertQueryToWire(query)).toEqual({ page: '2', records: '25', sort: 'rule', direction: 'asc' });
    expect(suspicionAlertQueryToWire({ ...query, situation: 'open' })).toMatchObject({ situacao: 'abertos' });
    expect(v.parse(AlertaQuerySchema, suspicionAlertQueryToWire({ ...query, situation: 'acknowledged' }))).toEqual({
      page: 2,
      records: 25,
      sort: 'rule',
      direction: 'asc',
      situacao: 'reconhecidos',
    });
  });
});

describe('alert wire names', () => {
  it('reads a row: id, tagLoteParceiroId, tagId, regra, primeiraLeitura, ultimaLeitura, numeroLeituras, pais, produtoNome, loteClienteNumero, reconhecidoEm', () => {
    const wire = {
      id: 3,
      tagLoteParceiroId: 41,
      tagId: '04A1B2C3D4E5F6',
      regra: 'impossible-travel',
      primeiraLeitura: '2026-03-01T10:00:00.000Z',
      ultimaLeitura: '2026-03-02T10:00:00.000Z',
      numeroLeituras: 2,
      pais: 'PT',
      produtoNome: 'Azeite',
      loteClienteNumero: 'L-7',
      reconhecidoEm: null,
    };
    expect(suspicionAlertRowFromWire(v.parse(AlertaSchema, wire))).toEqual({
      id: 3,
      tagRowId: 41,
      tagId: '04A1B2C3D4E5F6',
      rule: 'impossible-travel',
      firstReadAt: '2026-03-01T10:00:00.000Z',
      lastReadAt: '2026-03-02T10:00:00.000Z',
      readingCount: 2,
      country: 'PT',
      productName: 'Azeite',
      lotNumber: 'L-7',
      acknowledgedAt: null,
    });
  });

  it('refuses a rule it does not know', () => {
    const wire = suspicionAlertRowToWire({
      id: 1,
      tagRowId: 1,
      tagId: 'x',
      rule: 'copy',
      firstReadAt: '2026-03-01T10:00:00.000Z',
      lastReadAt: '2026-03-01T10:00:00.000Z',
      readingCount: 1,
      country: null,
      productName: null,
      lotNumber: null,
      acknowledgedAt: null,
    });
    expect(v.safeParse(AlertaSchema, { ...wire, regra: 'cloned' }).success).toBe(false);
  });

  it('has a wire name for every sortable column', () => {
    for (const sort of SUSPICION_ALERT_SORTS) expect(suspicionAlertRowWire.wireNames[sort]).toBeDefined();
  });

  it('reads settings: foraDoMercado, viagemImpossivel, leiturasDemais, aposValidade, copia', () => {
    const wire = {
      foraDoMercado: { ativo: false },
      viagemImpossivel: { ativo: true, velocidadeMaximaKmh: 900, distanciaMinimaKm: 30 },
      leiturasDemais: { ativo: true, maximoLeituras: 50, maximoDispositivos: 8, janelaHoras: 48 },
      aposValidade: { ativo: false },
      copia: { ativo: true },
    };
    expect(suspicionSettingsFromWire(v.parse(ConfiguracaoAlertasSchema, wire))).toEqual({
      offMarket: { enabled: false },
      impossibleTravel: { enabled: true, maxSpeedKmh: 900, minDistanceKm: 30 },
      tooManyReadings: { enabled: true, maxReadings: 50, maxDevices: 8, windowHours: 48 },
      afterExpiry: { enabled: false },
      copy: { enabled: true },
    });
  });

  it('reads settings left out as the defaults, as the domain does', () => {
    expect(suspicionSettingsFromWire(v.parse(ConfiguracaoAlertasSchema, {}))).toEqual(DEFAULT_SUSPICION_SETTINGS);
    expect(
      suspicionSettingsFromWire(v.parse(ConfiguracaoAlertasSchema, { viagemImpossivel: { ativo: false } }))
        .impossibleTravel,
    ).toEqual({ ...DEFAULT_SUSPICION_SETTINGS.impossibleTravel, enabled: false });
  });

  it('lets a threshold out of range through, for the rules to refuse with its field named', () => {
    const wire = { leiturasDemais: { maximoLeituras: 1.5 } };
    expect(v.safeParse(ConfiguracaoAlertasSchema, wire).success).toBe(true);
  });

  it('names each threshold on the wire by its path, both ways', () => {
    expect(suspicionSettingsWireNames['impossibleTravel.maxSpeedKmh']).toBe('viagemImpossivel.velocidadeMaximaKmh');
    expect(suspicionSettingsWireNames['tooManyReadings.windowHours']).toBe('leiturasDemais.janelaHoras');
    expect(suspicionSettingsDomainNames['leiturasDemais.maximoDispositivos']).toBe('tooManyReadings.maxDevices');
    expect(suspicionSettingsDomainNames['copia.ativo']).toBe('copy.enabled');
  });
});

describe('alert codecs round trip', () => {
  it('property: a row and settings survive the wire unchanged', () => {
    survivesTheWire(row, AlertaSchema, suspicionAlertRowToWire, suspicionAlertRowFromWire);
    survivesTheWire(settings, ConfiguracaoAlertasSchema, suspicionSettingsToWire, suspicionSettingsFromWire);
  });
});
