import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppConfig, MyApp } from '@tagtrail/domain';
import {
  AplicativoInputSchema,
  AplicativoSchema,
  appConfigContract,
  appConfigFromWire,
  appConfigInputFromWire,
  appConfigInputToWire,
  appConfigToWire,
  appTemplateContract,
  MeuAplicativoInputSchema,
  MeuAplicativoSchema,
  myAppContract,
  myAppFromWire,
  myAppInputFromWire,
  myAppInputToWire,
  myAppToWire,
  TEMPLATE_FILE_FIELD,
  ZipBytesSchema,
} from './apps.contract';

const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const flags = fc.record({ nfcEnabled: fc.boolean(), qrCodeEnabled: fc.boolean(), locationRequired: fc.boolean() });
const app: fc.Arbitrary<AppConfig> = fc.record({ id, name: fc.string(), flags });
const text = fc.option(fc.string(), { nil: null });
const myApp: fc.Arbitrary<MyApp> = fc.record({
  id: fc.option(id, { nil: null }),
  name: fc.string(),
  flags,
  whatsappNumber: text,
  whatsappMessage: text,
  manualImageUrl: text,
  manualLinkUrl: text,
  videoImageUrl: text,
  videoLinkUrl: text,
  shareUrl: text,
  shareMessage: text,
});

describe('app calls (spec A §7, B §7)', () => {
  it.each([
    [appConfigContract.list, 'GET', 'areaparceiro/clientes/{id}/aplicativos'],
    [appConfigContract.create, 'POST', 'areaparceiro/clientes/{id}/aplicativos'],
    [appConfigContract.get, 'GET', 'areaparceiro/clientes/{id}/aplicativos/{appId}'],
    [appConfigContract.update, 'PUT', 'areaparceiro/clientes/{id}/aplicativos/{appId}'],
    [appTemplateContract.download, 'GET', 'areaparceiro/clientes/{id}/aplicativos/{tenantId}/templates'],
    [appTemplateContract.upload, 'POST', 'areaparceiro/clientes/{id}/aplicativos/{tenantId}/templates'],
  ])('partner area: %#. keeps the spec path', (e, method, path) => {
    expect([e.method, e.path]).toEqual([method, path]);
    expect(e.roles).toEqual(['partner']);
  });

  it.each([
    [myAppContract.get, 'GET'],
    [myAppContract.update, 'PUT'],
  ])('customer area: %#. my app is areacliente/aplicativos', (e, method) => {
    expect([e.method, e.path]).toEqual([method, 'areacliente/aplicativos']);
    expect(e.roles).toEqual(['customer']);
  });

  it('uploads the template zip as multipart field arquivo', () => {
    expect(appTemplateContract.upload.bodyType).toBe('multipart');
    expect(TEMPLATE_FILE_FIELD).toBe('arquivo');
  });

  it('downloads the template as bytes, with a text tenant id in the path', () => {
    expect(appTemplateContract.download.responseType).toBe('blob');
    expect(v.parse(ZipBytesSchema, new Uint8Array([0x50, 0x4b]))).toEqual(new Uint8Array([0x50, 0x4b]));
    expect(v.safeParse(ZipBytesSchema, 'PK').success).toBe(false);
    expect(v.parse(appTemplateContract.download.params!, { id: '4', tenantId: 'tenant-7' })).toEqual({
      id: 4,
      tenantId: 'tenant-7',
    });
  });

  it('keeps the config switches under config with their English names', () => {
    expect(
      appConfigToWire({
        id: 1,
        name: 'App',
        flags: { nfcEnabled: true, qrCodeEnabled: false, locationRequired: true },
      }),
    ).toEqual({ id: 1, nome: 'App', config: { nfcEnabled: true, qrCodeEnabled: false, locationRequired: true } });
  });

  it('writes my app with the spec names and null for empty optional fields', () => {
    const wire = myAppInputToWire({
      name: 'App',
      flags: { nfcEnabled: false, qrCodeEnabled: false, locationRequired: false },
      whatsappNumber: '+55',
      whatsappMessage: null,
      manualImageUrl: 'mi',
      manualLinkUrl: 'ml',
      videoImageUrl: 'vi',
      videoLinkUrl: 'vl',
      shareUrl: 'su',
      shareMessage: null,
    });
    expect(wire).toEqual({
      nome: 'App',
      config: { nfcEnabled: false, qrCodeEnabled: false, locationRequired: false },
      whatsappNumero: '+55',
      whatsappMensagem: null,
      urlManualImagem: 'mi',
      urlManualLink: 'ml',
      urlVideoImagem: 'vi',
      urlVideoLink: 'vl',
      urlCompartilhamento: 'su',
      mensagemCompartilhamento: null,
    });
  });

  it('property: app configurations and their inputs round-trip', () => {
    fc.assert(
      fc.property(app, (a) => {
        expect(appConfigFromWire(v.parse(AplicativoSchema, overTheWire(appConfigToWire(a))))).toEqual(a);
        const input = { name: a.name, flags: a.flags };
        expect(
          appConfigInputFromWire(v.parse(AplicativoInputSchema, overTheWire(appConfigInputToWire(input)))),
        ).toEqual(input);
      }),
    );
  });

  it('property: my app and its input round-trip, nulls included', () => {
    fc.assert(
      fc.property(myApp, ({ id: appId, ...input }) => {
        const full = { id: appId, ...input };
        expect(myAppFromWire(v.parse(MeuAplicativoSchema, overTheWire(myAppToWire(full))))).toEqual(full);
        expect(myAppInputFromWire(v.parse(MeuAplicativoInputSchema, overTheWire(myAppInputToWire(input))))).toEqual(
          input,
        );
      }),
    );
  });
});
