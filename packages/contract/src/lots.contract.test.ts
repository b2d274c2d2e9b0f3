import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CustomerLot, CustomerLotSave } from '@tagtrail/domain';
import { buildPath } from './endpoint';
import { productContract, productOptionFromWire, productOptionToWire, ProdutoOpcaoSchema } from './catalogue.contract';
import {
  LoteAdminFormSchema,
  LoteAdminInputSchema,
  LoteAdminRowSchema,
  LoteAdminSchema,
  LoteClienteInputSchema,
  LoteClienteParceiroSchema,
  LoteClienteRowSchema,
  LoteClienteSchema,
  LoteParceiroClienteInputSchema,
  LoteParceiroDisponivelQuerySchema,
  LoteParceiroDisponivelSchema,
  LoteParceiroSchema,
  LoteSdmChavesSchema,
  LoteSdmSchema,
  LoteTotaisSchema,
  SubloteInputSchema,
  SubloteSchema,
  adminLotContract,
  adminLotFromWire,
  adminLotInputFromForm,
  adminLotInputFromWire,
  adminLotInputToForm,
  adminLotInputToWire,
  adminLotRowFromWire,
  adminLotRowToWire,
  adminLotToWire,
  availablePartnerLotFromWire,
  availablePartnerLotQueryToWire,
  availablePartnerLotToWire,
  customerLotContract,
  customerLotFromWire,
  customerLotRowFromWire,
  customerLotRowToWire,
  customerLotSaveFromWire,
  customerLotSaveWire,
  customerLotToWire,
  lotTotalsFromWire,
  lotTotalsToWire,
  partnerCustomerLotFromWire,
  partnerCustomerLotToWire,
  partnerLotContract,
  partnerLotCustomerInputFromWire,
  partnerLotCustomerInputToWire,
  partnerLotFromWire,
  partnerLotToWire,
  qrCodesQueryToWire,
  subLotFromWire,
  subLotInputFromWire,
  subLotInputToWire,
  subLotToWire,
  secureLotKeysFromWire,
  secureLotKeysToWire,
  secureLotLayoutFromWire,
  secureLotLayoutToWire,
} from './lots.contract';
import { defined, roundTrip } from './wire.test-helpers';

describe('admin lot calls (spec A §7 "Admin lots")', () => {
  it('keeps the spec paths, PUT joined without a slash', () => {
    expect(
      [adminLotContract.list, adminLotContract.get, adminLotContract.create, adminLotContract.remove].map(
        (e) => `${e.method} ${e.path}`,
      ),
    ).toEqual(['GET admin/lotes', 'GET admin/lotes/{id}', 'POST admin/lotes', 'DELETE admin/lotes/{id}']);
    expect(adminLotContract.update.method).toBe('PUT');
    expect(buildPath(adminLotContract.update.path, { id: 42 })).toBe('admin/lotes42');
  });

  it('creates with a multipart form, answers ids, and is for admins only', () => {
    expect(adminLotContract.create.bodyType).toBe('multipart');
    expect(v.parse(defined(adminLotContract.update.response), 42)).toBe(42);
    for (const e of Object.values(adminLotContract)) expect(e.roles).toEqual(['admin']);
  });

  it('round-trips a list row [parceiroNome, numero, tipo, appless, data, totalTags, loteParceiroId, temLeituras]', () => {
    const row = roundTrip(
      LoteAdminRowSchema,
      {
        parceiroNome: null,
        numero: 'PO-1',
        tipo: 3,
        appless: false,
        data: '2026-03-01T12:00:00Z',
        totalTags: 100,
        loteParceiroId: 7,
        temLeituras: true,
      },
      adminLotRowFromWire,
      adminLotRowToWire,
    );
    expect(row).toMatchObject({ partnerLotId: 7, partnerName: null, type: 3, hasReadings: true });
  });

  it('round-trips the form fields as JSON and one lot', () => {
    const input = {
      parceiroId: 1,
      clienteId: null,
      produtoId: 3,
      numero: 'PO-1',
      quantidade: 10,
      tipo: 2 as const,
      appless: true,
    };
    roundTrip(LoteAdminInputSchema, input, adminLotInputFromWire, adminLotInputToWire);
    roundTrip(
      LoteAdminSchema,
      { ...input, id: 9, data: '2026-03-01T12:00:00.123+01:00', totalTags: 10 },
      adminLotFromWire,
      adminLotToWire,
    );
  });

  it('round-trips the multipart text fields, an empty one being null', () => {
    const domain = {
      partnerId: 1,
      customerId: null,
      productId: null,
      number: 'PO-1',
      quantity: 5,
      type: 1 as const,
      appless: false,
    };
    const fields = adminLotInputToForm(domain);
    expect(fields).toEqual({
      parceiroId: '1',
      clienteId: '',
      produtoId: '',
      numero: 'PO-1',
      quantidade: '5',
      tipo: '1',
      appless: 'false',
    });
    expect(adminLotInputFromForm(v.parse(LoteAdminFormSchema, fields))).toEqual(domain);
  });

  it('refuses a form with a lot type other than 1 or 2', () => {
    const fields = adminLotInputToForm({
      partnerId: 1,
      customerId: null,
      productId: null,
      number: 'x',
      quantity: 1,
      type: 1,
      appless: false,
    });
    expect(v.safeParse(LoteAdminFormSchema, { ...fields, tipo: '3' }).success).toBe(false);
  });
});

describe('secure NFC lots (issue 27 §3)', () => {
  const fields = adminLotInputToForm({
    partnerId: 1,
    customerId: null,
    productId: null,
    number: 'PO-9',
    quantity: 2,
    type: 1,
    appless: false,
    sdmMode: 'LRP',
    sdmMetaReadKey: '00112233445566778899AABBCCDDEEFF',
    sdmMasterKey: '',
  });

  it('adds the secure part to the creation form: sdmModo, sdmChaveLeitura, sdmChaveMestra', () => {
    expect(fields).toMatchObject({
      sdmModo: 'LRP',
      sdmChaveLeitura: '00112233445566778899AABBCCDDEEFF',
      sdmChaveMestra: '',
    });
    expect(adminLotInputFromForm(v.parse(LoteAdminFormSchema, fields))).toMatchObject({
      sdmMode: 'LRP',
      sdmMetaReadKey: '00112233445566778899AABBCCDDEEFF',
      sdmMasterKey: '',
    });
  });

  it('reads a form without the secure part, or with it empty, as no secure lot', () => {
    const { sdmModo: _mode, sdmChaveLeitura: _meta, sdmChaveMestra: _master, ...plain } = fields;
    const read = adminLotInputFromForm(v.parse(LoteAdminFormSchema, plain));
    expect(Object.keys(read)).not.toContain('sdmMode');
    expect(adminLotInputFromForm(v.parse(LoteAdminFormSchema, { ...plain, sdmModo: '' }))).toEqual(read);
  });

  it('leaves the key text to the rules, but refuses a mode other than AES or LRP', () => {
    expect(v.safeParse(LoteAdminFormSchema, { ...fields, sdmChaveMestra: 'not hex' }).success).toBe(true);
    expect(v.safeParse(LoteAdminFormSchema, { ...fields, sdmModo: 'DES' }).success).toBe(false);
  });

  it('answers the layout and, once, the keys on their own paths, for admins only', () => {
    expect([adminLotContract.sdm, adminLotContract.sdmKeys].map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET admin/lotes/{id}/sdm',
      'POST admin/lotes/{id}/sdm/chaves',
    ]);
    const layout = roundTrip(
      LoteSdmSchema,
      {
        url: `https://tags.example/s/abc?e=${'0'.repeat(32)}&c=${'0'.repeat(16)}`,
        modo: 'AES',
        piccDataOffset: 33,
        macInputOffset: 68,
        macOffset: 68,
      },
      secureLotLayoutFromWire,
      secureLotLayoutToWire,
    );
    expect(layout).toMatchObject({ mode: 'AES', piccDataOffset: 33, macInputOffset: 68, macOffset: 68 });
    const keys = roundTrip(
      LoteSdmChavesSchema,
      { modo: 'LRP', chaveLeitura: 'A'.repeat(32), chaveMestra: '0123456789ABCDEF0123456789ABCDEF' },
      secureLotKeysFromWire,
      secureLotKeysToWire,
    );
    expect(keys).toEqual({ mode: 'LRP', metaReadKey: 'A'.repeat(32), masterKey: '0123456789ABCDEF0123456789ABCDEF' });
    expect(
      v.safeParse(LoteSdmChavesSchema, { modo: 'AES', chaveLeitura: 'a'.repeat(32), chaveMestra: 'A' }).success,
    ).toBe(false);
  });

  it('says whether a lot is secure in its list row and its form, and nothing of its keys', () => {
    const row = v.parse(LoteAdminRowSchema, {
      parceiroNome: 'P',
      numero: 'PO-1',
      tipo: 1,
      appless: false,
      data: '2026-03-01T12:00:00Z',
      totalTags: 2,
      loteParceiroId: 7,
      temLeituras: false,
      seguro: true,
    });
    expect(adminLotRowFromWire(row).secure).toBe(true);
    expect(Object.keys(LoteAdminSchema.entries).filter((name) => /sdm|chave/i.test(name))).toEqual([]);
  });
});

describe('partner-area lot calls (spec A §7 "Partner lots and tags")', () => {
  it('keeps the spec paths and is for partners', () => {
    expect(Object.values(partnerLotContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET areaparceiro/lotes',
      'GET areaparceiro/lotes/{id}',
      'PUT areaparceiro/lotes/{id}',
      'GET areaparceiro/lotes/{clienteId}/lotesclientes',
      'GET /areaparceiro/lotes/{id}/tags',
    ]);
    for (const e of Object.values(partnerLotContract)) expect(e.roles).toEqual(['partner']);
  });

  it('answers the QR download as text', () => {
    expect(partnerLotContract.downloadQrCodes.responseType).toBe('text');
    expect(v.parse(defined(partnerLotContract.downloadQrCodes.response), 'https://t/abc\nhttps://t/def\n')).toContain(
      'abc',
    );
  });

  it('downloads /t/ links unless formato=gs1 asks for Digital Links, and refuses any other formato (issue 29 §4)', () => {
    const query = defined(partnerLotContract.downloadQrCodes.query);
    expect(v.parse(query, {})).toEqual({ formato: 'tagtrail' });
    expect(v.parse(query, qrCodesQueryToWire('gs1'))).toEqual({ formato: 'gs1' });
    expect(v.parse(query, qrCodesQueryToWire('tagtrail'))).toEqual({ formato: 'tagtrail' });
    expect(v.safeParse(query, { formato: 'GS1' }).success).toBe(false);
  });

  it('round-trips a partner lot, its customer edit and its customer lots', () => {
    const lot = roundTrip(
      LoteParceiroSchema,
      {
        id: 3,
        clienteId: 5,
        clienteNome: 'Acme',
        produtoId: null,
        produtoNome: null,
        numero: 'PO-3',
        tipo: 2,
        appless: true,
        data: '2026-03-01T12:00:00Z',
        totalTags: 100,
        totalTagsDisponiveis: 97,
      },
      partnerLotFromWire,
      partnerLotToWire,
    );
    expect(lot.availableTags).toBe(97);
    roundTrip(
      LoteParceiroClienteInputSchema,
      { clienteId: 5 },
      partnerLotCustomerInputFromWire,
      partnerLotCustomerInputToWire,
    );
    const customerLot = roundTrip(
      LoteClienteParceiroSchema,
      {
        produtoNome: 'Oil',
        loteClienteNumero: 'L1',
        fabricacao: '2026-01-10',
        liberacao: '2026-01-12',
        validade: null,
        status: 1,
      },
      partnerCustomerLotFromWire,
      partnerCustomerLotToWire,
    );
    expect(customerLot.expiryDate).toBe('');
  });
});

const customerLotWire = {
  id: 1,
  clienteId: 2,
  produtoId: null,
  novoProdutoId: null,
  produtoNome: null,
  loteParceiroId: 4,
  loteParceiroNumero: 'PO-4',
  numero: 'L1',
  liberacao: '2026-01-12',
  fabricacao: '2026-01-10',
  validade: null,
  validadeIndefenido: true,
  status: 0,
  statusData: null,
  mercados: ['BR', 'PT'],
};

describe('customer-area lot calls (spec B §7 "Lots, tags, readings")', () => {
  it('keeps the spec paths, leading and trailing slashes as written, and is for customers', () => {
    expect(Object.values(customerLotContract).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /areacliente/loteparceiro/totais',
      'GET lotecliente/pagination/',
      'GET areacliente/loteparceiro',
      'GET lotecliente/{id}',
      'POST lotecliente',
      'PUT lotecliente/{id}',
      'DELETE lotecliente/{id}',
      'POST /lotecliente/{id}/sublote/',
      'DELETE /lotecliente/{id}/sublote/{subId}',
      'GET /lotecliente/{id}/sublote/',
    ]);
    for (const e of Object.values(customerLotContract)) expect(e.roles).toEqual(['customer']);
    // The lot form's product select is the catalogue's one call, not a second entry for the same route.
    expect(`${productContract.options.method} ${productContract.options.path}`).toBe(
      'GET areacliente/produtos/options',
    );
    expect(productContract.options.roles).toEqual(['customer']);
  });

  it('round-trips a customer lot, keeping the validadeIndefenido spelling and null for absent dates', () => {
    const lot = roundTrip(LoteClienteSchema, customerLotWire, customerLotFromWire, customerLotToWire);
    expect(lot).toMatchObject({ expiryUndefined: true, expiryDate: '', statusDate: '' });
    expect(customerLotToWire(lot)).toHaveProperty('validadeIndefenido', true);
  });

  it('reads an unknown status code as available (spec A §3)', () => {
    expect(customerLotFromWire(v.parse(LoteClienteSchema, { ...customerLotWire, status: 3 })).status).toBe(0);
  });

  it('refuses dates that are not ISO calendar days', () => {
    expect(v.safeParse(LoteClienteSchema, { ...customerLotWire, liberacao: '12/01/2026' }).success).toBe(false);
    expect(v.safeParse(LoteClienteSchema, { ...customerLotWire, liberacao: '2026-02-30' }).success).toBe(false);
  });

  it('round-trips what a save sends: the lot fields plus produtoId', () => {
    const body = {
      produtoId: 4,
      numero: 'L1',
      liberacao: '2026-01-12',
      fabricacao: '2026-01-10',
      validade: null,
      validadeIndefenido: true,
      status: 0 as const,
      statusData: null,
    };
    roundTrip(LoteClienteInputSchema, body, customerLotSaveFromWire, customerLotSaveWire.toWire);
    expect(v.safeParse(LoteClienteInputSchema, { ...body, status: 2 }).success).toBe(false);
  });

  it('carries a lot’s markets as mercados, read back on the lot (issue 28 §1)', () => {
    expect(customerLotFromWire(v.parse(LoteClienteSchema, customerLotWire)).markets).toEqual(['BR', 'PT']);
    expect(v.safeParse(LoteClienteSchema, { ...customerLotWire, mercados: undefined }).success).toBe(false);
    expect(v.safeParse(LoteClienteSchema, { ...customerLotWire, mercados: 'BR' }).success).toBe(false);
  });

  it('takes a save with or without mercados: left out, the save says nothing about the markets (issue 28 §1)', () => {
    const body = {
      produtoId: 4,
      numero: 'L1',
      liberacao: '2026-01-12',
      fabricacao: '2026-01-10',
      validade: null,
      validadeIndefenido: true,
      status: 0 as const,
      statusData: null,
    };
    expect(customerLotSaveFromWire(v.parse(LoteClienteInputSchema, body)).markets).toBeUndefined();
    const withMarkets = v.parse(LoteClienteInputSchema, { ...body, mercados: ['br', 'XX'] });
    // Checked and normalized by the rules, not by the wire: an unknown code is a rule error naming mercados.
    expect(customerLotSaveFromWire(withMarkets).markets).toEqual(['br', 'XX']);
    expect(customerLotSaveWire.wireNames.markets).toBe('mercados');
    expect(v.safeParse(LoteClienteInputSchema, { ...body, mercados: [1] }).success).toBe(false);
  });

  it('round-trips totals, list rows, available partner lots, product options and sub-lots', () => {
    roundTrip(
      LoteTotaisSchema,
      { tagsDisponiveisSemProduto: 1, tagsDisponiveisProduto: 2, tagsDisponiveis: 3, totalLotes: 4 },
      lotTotalsFromWire,
      lotTotalsToWire,
    );
    roundTrip(
      LoteClienteRowSchema,
      {
        produtoNome: 'Oil',
        numero: 'L1',
        totalLeituras: 5,
        totalTags: 100,
        produtoTagsDisponiveis: 90,
        loteClienteId: 1,
      },
      customerLotRowFromWire,
      customerLotRowToWire,
    );
    roundTrip(
      LoteParceiroDisponivelSchema,
      { loteParceiroId: 4, numero: 'PO-4', data: '2026-03-01T12:00:00Z', totalTags: 100, produtoNome: null },
      availablePartnerLotFromWire,
      availablePartnerLotToWire,
    );
    roundTrip(ProdutoOpcaoSchema, { id: 1, codigo: 'P1', nome: 'Oil' }, productOptionFromWire, productOptionToWire);
    const sub = roundTrip(
      SubloteSchema,
      {
        loteClienteId: 1,
        subloteClienteId: 2,
        loteParceiroNumero: 'PO-4',
        data: '2026-03-01T12:00:00Z',
        tagInicio: null,
        tagFim: null,
        sequenciaInicio: 0,
        sequenciaFim: 0,
      },
      subLotFromWire,
      subLotToWire,
    );
    expect(sub.startSequence + sub.endSequence).toBe(0);
    expect(subLotInputFromWire(v.parse(SubloteInputSchema, subLotInputToWire(4)))).toEqual({
      partnerLotId: 4,
      startSequence: 0,
      endSequence: 0,
    });
    // The existing backend's body names only the partner lot: the whole lot.
    expect(subLotInputFromWire(v.parse(SubloteInputSchema, { loteParceiroId: 4 }))).toMatchObject({ endSequence: 0 });
    const range = { startSequence: 11, endSequence: 20 };
    expect(subLotInputFromWire(v.parse(SubloteInputSchema, subLotInputToWire(4, range)))).toMatchObject(range);
  });

  it('sends the optional produtoId with the paged query for available partner lots', () => {
    const wire = availablePartnerLotQueryToWire({ page: 0, rowsPerPage: 10, searchText: '', productId: 7 });
    expect(wire).toEqual({ page: '1', records: '10', produtoId: '7' });
    expect(v.parse(LoteParceiroDisponivelQuerySchema, wire)).toMatchObject({ page: 1, records: 10, produtoId: 7 });
    expect(availablePartnerLotQueryToWire({ page: 0, rowsPerPage: 10, searchText: '' })).not.toHaveProperty(
      'produtoId',
    );
  });
});

const day = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const dateOrEmpty = fc.oneof(day, fc.constant('' as const));
const id = fc.integer({ min: 1, max: 1_000_000 });
const customerLot: fc.Arbitrary<CustomerLot> = fc.record({
  id,
  customerId: id,
  productId: fc.option(id),
  newProductId: fc.option(id),
  productName: fc.option(fc.string()),
  partnerLotId: fc.option(id),
  partnerLotNumber: fc.option(fc.string()),
  number: fc.string(),
  releaseDate: dateOrEmpty,
  manufactureDate: dateOrEmpty,
  expiryDate: dateOrEmpty,
  expiryUndefined: fc.boolean(),
  status: fc.constantFrom(0 as const, 1 as const, 5 as const, 9 as const),
  statusDate: dateOrEmpty,
  markets: fc.uniqueArray(fc.constantFrom('AR', 'BR', 'PT', 'US')).map((codes) => codes.sort()),
});

describe('lot codecs: properties', () => {
  it('property: any customer lot survives domain → wire → domain', () => {
    fc.assert(
      fc.property(customerLot, (lot) => {
        expect(customerLotFromWire(v.parse(LoteClienteSchema, customerLotToWire(lot)))).toEqual(lot);
      }),
    );
  });

  it('property: any customer lot save survives domain → wire → domain', () => {
    fc.assert(
      fc.property(customerLot, (lot) => {
        const save: CustomerLotSave = {
          productId: lot.productId,
          number: lot.number,
          releaseDate: lot.releaseDate,
          manufactureDate: lot.manufactureDate,
          expiryDate: lot.expiryDate,
          expiryUndefined: lot.expiryUndefined,
          status: lot.status,
          statusDate: lot.statusDate,
          markets: lot.markets,
        };
        expect(customerLotSaveFromWire(v.parse(LoteClienteInputSchema, customerLotSaveWire.toWire(save)))).toEqual(
          save,
        );
      }),
    );
  });
});
