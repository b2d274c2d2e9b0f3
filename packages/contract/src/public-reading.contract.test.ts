import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, READING_AUTHENTICITIES, type PublicTagReading } from '@tagtrail/domain';
import {
  APPLESS_HEADERS,
  appLessHeaders,
  AppLessHeadersSchema,
  LeituraApplessSchema,
  publicReadingContract,
  publicReadingRequestFromWire,
  publicReadingRequestWire,
  publicTagReadingWire,
  publicTagReadingToWire,
  TagPublicaSchema,
} from './public-reading.contract';
import { coordinate, survivesTheWire } from './wire.test-helpers';

const optText = fc.option(fc.string(), { nil: null });
const optInt = fc.option(fc.integer({ min: 0, max: 20 }), { nil: null });
const reading: fc.Arbitrary<PublicTagReading> = fc.record({
  serial: optText,
  productName: optText,
  productDescription: optText,
  productManualUrl: optText,
  productVideoUrl: optText,
  photoUrls: fc.array(fc.string(), { maxLength: 4 }),
  customerName: optText,
  lotNumber: optText,
  lotStatusId: optInt,
  statusDate: optText,
  manufactureDate: optText,
  expiryDate: optText,
  tagStatusId: optInt,
  singleReading: fc.boolean(),
  singleReadingMessages: fc.record({ 1: fc.string(), 2: fc.string(), 3: fc.string() }),
  readingCount: fc.nat({ max: 1000 }),
  theme: optText,
  carouselTransitionMs: fc.option(fc.nat({ max: 20_000 }), { nil: null }),
  authenticity: fc.constantFrom(...READING_AUTHENTICITIES),
});

describe('app-less reading call (spec B §7 "Public")', () => {
  it('POST /appless/leituras as the spec spells it, public (no role)', () => {
    expect([publicReadingContract.read.method, publicReadingContract.read.path]).toEqual(['POST', '/appless/leituras']);
    expect(publicReadingContract.read.roles).toEqual([]);
  });

  it("sends code, latitude and the longitude spelt 'logintude'", () => {
    const wire = publicReadingRequestWire.toWire({
      code: 'https://t.example/t/abc',
      latitude: -23.5,
      longitude: -46.6,
    });
    expect(wire).toEqual({ code: 'https://t.example/t/abc', latitude: -23.5, logintude: -46.6 });
    expect(v.is(LeituraApplessSchema, wire)).toBe(true);
    expect(v.is(LeituraApplessSchema, { code: 'x', latitude: 0, longitude: 0 })).toBe(false);
  });

  it('sends a tenant id header and the app version header 3.0.12', () => {
    const headers = appLessHeaders('tenant-42');
    expect(headers).toEqual({ 'tenant-id': 'tenant-42', 'app-version': '3.0.12' });
    expect(headers[APPLESS_HEADERS.appVersion]).toBe(APP_VERSION);
    expect(v.is(AppLessHeadersSchema, headers)).toBe(true);
    expect(v.is(AppLessHeadersSchema, { 'app-version': '3.0.12' })).toBe(false);
    expect(publicReadingContract.read.headers).toBe(AppLessHeadersSchema);
  });

  it('reads the public tag fields as the spec names them', () => {
    const wire = {
      serial: 'SN-1',
      produtoNome: 'Vinho',
      produtoDescricao: 'Tinto',
      produtoUrlManual: 'https://m',
      produtoUrlVideo: null,
      urlFotosProduto: ['https://f/1.png', 'https://f/2.png'],
      clienteNome: 'Vinícola',
      loteClienteNumero: 'L-7',
      loteClienteStatusId: 1,
      statusData: '2025-02-01T00:00:00',
      fabricacao: '2024-01-01T00:00:00',
      validade: null,
      tagStatusId: 1,
      leituraUnica: true,
      leituraUnicaMensagem: '{"1":"Já lida","2":"Already read","3":""}',
      numeroLeituras: 3,
      tema: 'dark',
      tempoTransicaoImagens: 3000,
      autenticidade: 'replayed',
    };
    expect(publicTagReadingWire.fromWire(v.parse(TagPublicaSchema, wire))).toEqual({
      serial: 'SN-1',
      productName: 'Vinho',
      productDescription: 'Tinto',
      productManualUrl: 'https://m',
      productVideoUrl: null,
      photoUrls: ['https://f/1.png', 'https://f/2.png'],
      customerName: 'Vinícola',
      lotNumber: 'L-7',
      lotStatusId: 1,
      statusDate: '2025-02-01T00:00:00',
      manufactureDate: '2024-01-01T00:00:00',
      expiryDate: null,
      tagStatusId: 1,
      singleReading: true,
      singleReadingMessages: { 1: 'Já lida', 2: 'Already read', 3: '' },
      readingCount: 3,
      theme: 'dark',
      carouselTransitionMs: 3000,
      authenticity: 'replayed',
    });
  });

  it('reads an answer without serial as an empty reading', () => {
    const read = publicTagReadingWire.fromWire(v.parse(TagPublicaSchema, {}));
    expect(read).toMatchObject({
      serial: null,
      photoUrls: [],
      singleReading: false,
      readingCount: 0,
      tagStatusId: null,
    });
  });

  it('property: the request survives the wire unchanged', () => {
    const request = fc.record({
      code: fc.string({ minLength: 1 }).map((path) => `https://tags.example/t/${path}`),
      latitude: coordinate(90),
      longitude: coordinate(180),
    });
    survivesTheWire(request, LeituraApplessSchema, publicReadingRequestWire.toWire, publicReadingRequestFromWire);
  });

  it('property: the public tag answer survives the wire unchanged', () => {
    survivesTheWire(reading, TagPublicaSchema, publicTagReadingToWire, publicTagReadingWire.fromWire);
  });
});
