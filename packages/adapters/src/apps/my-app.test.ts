import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_FLAGS, emptyMyAppInput, INVALID_WEB_ADDRESS } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { MyAppHttpAdapter } from './my-app.http';
import { MemoryMyAppAdapter } from './my-app.memory';

describe('the customer app over HTTP (areacliente/aplicativos)', () => {
  const wire = {
    id: 4,
    nome: 'Serra Alta',
    config: DEFAULT_APP_FLAGS,
    whatsappNumero: null,
    whatsappMensagem: null,
    urlManualImagem: null,
    urlManualLink: 'https://serra-alta.example.com/manual.pdf',
    urlVideoImagem: null,
    urlVideoLink: null,
    urlCompartilhamento: null,
    mensagemCompartilhamento: null,
  };

  it('reads and saves in the wire names', async () => {
    const { api, requests } = apiAnswering((request) => (request.method === 'GET' ? wire : undefined));
    const port = new MyAppHttpAdapter(api);
    await expect(port.get()).resolves.toMatchObject({ id: 4, name: 'Serra Alta', manualLinkUrl: wire.urlManualLink });
    await port.update({ ...emptyMyAppInput, name: 'Serra Alta', shareUrl: 'https://serra-alta.example.com' });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /api/areacliente/aplicativos',
      'PUT /api/areacliente/aplicativos',
    ]);
    expect(requests[1]?.body).toMatchObject({
      nome: 'Serra Alta',
      urlCompartilhamento: 'https://serra-alta.example.com',
    });
  });

  it("names a refused field in the domain's names", async () => {
    const refusal = {
      status: 400,
      errorCode: 'VALIDATION',
      details: [{ field: 'urlManualLink', key: 'INVALID_WEB_ADDRESS' }],
    };
    const { api } = apiAnswering(() => refusal, 400);
    await expect(new MyAppHttpAdapter(api).update({ ...emptyMyAppInput, name: 'x' })).rejects.toMatchObject({
      details: [{ field: 'manualLinkUrl' }],
    });
  });
});

describe('the in-memory app of the customer, as the server answers', () => {
  it('answers an empty form until the first save creates the app with the default switches', async () => {
    const port = new MemoryMyAppAdapter(null);
    expect(await port.get()).toMatchObject({ id: null, name: '' });
    const allOn = { nfcEnabled: true, qrCodeEnabled: true, locationRequired: true };
    await port.update({ ...emptyMyAppInput, name: ' Meu app ', flags: allOn, shareMessage: '  ' });
    expect(await port.get()).toMatchObject({ id: 1, name: 'Meu app', flags: DEFAULT_APP_FLAGS, shareMessage: null });
  });

  it('refuses a link that is not a web address, naming the field', async () => {
    const port = new MemoryMyAppAdapter();
    await expect(
      port.update({ ...emptyMyAppInput, name: 'App', videoLinkUrl: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ status: 400, details: [{ field: 'videoLinkUrl', key: INVALID_WEB_ADDRESS }] });
  });
});
