import { describe, expect, it } from 'vitest';
import { BUSINESS_RULE_ERROR, PortError, WEBHOOK_LIMIT_REACHED, WEBHOOK_URL_NOT_PUBLIC } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { AlertWebhookHttpAdapter } from './alert-webhook.http';

const wireWebhook = {
  id: 3,
  url: 'https://alertas.vinicola-aurora.example.com/tagtrail',
  criadoEm: '2026-02-02T13:05:00.000Z',
};

const wireDelivery = {
  id: 9_428,
  webhookId: 5,
  webhookUrl: 'https://erp.vinicola-aurora.example.com/api/webhooks/tagtrail',
  alertaId: 14,
  regra: 'off-market',
  tagId: '04A1B2C3D4E5F6',
  situacao: 'pending',
  tentativas: 1,
  ultimoStatus: null,
  ultimaFalha: 'connection-failed',
  criadaEm: '2026-02-27T15:42:02.000Z',
  entregueEm: null,
  proximaTentativa: '2026-02-27T15:42:32.000Z',
};

describe('the alert webhooks over HTTP (issue 28 §4)', () => {
  it('lists alertas/webhooks in the domain’s names', async () => {
    const { api, requests } = apiAnswering(() => [wireWebhook]);
    expect(await new AlertWebhookHttpAdapter(api).webhooks()).toEqual([
      { id: 3, url: wireWebhook.url, createdAt: wireWebhook.criadoEm },
    ]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/alertas/webhooks');
  });

  it('registers with POST alertas/webhooks {url}, reading the webhook and its secret once', async () => {
    const secret = `whsec_${'a'.repeat(43)}`;
    const { api, requests } = apiAnswering(() => ({ ...wireWebhook, segredo: secret }));
    const added = await new AlertWebhookHttpAdapter(api).addWebhook(wireWebhook.url);
    expect(added).toEqual({ webhook: { id: 3, url: wireWebhook.url, createdAt: wireWebhook.criadoEm }, secret });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/alertas/webhooks');
    expect(requests[0]?.body).toEqual({ url: wireWebhook.url });
  });

  it('hands a refused address on with its field still named url', async () => {
    const { api } = apiAnswering(
      () => ({
        status: 400,
        error: 'VALIDATION',
        message: WEBHOOK_URL_NOT_PUBLIC,
        details: [{ field: 'url', key: WEBHOOK_URL_NOT_PUBLIC }],
      }),
      400,
    );
    const error = await new AlertWebhookHttpAdapter(api).addWebhook('https://10.0.0.7/in').catch((e) => e);
    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({ status: 400, messageKey: WEBHOOK_URL_NOT_PUBLIC });
    expect((error as PortError).details).toEqual([{ field: 'url', key: WEBHOOK_URL_NOT_PUBLIC }]);
  });

  it('hands the limit on as the business rule it is', async () => {
    const { api } = apiAnswering(
      () => ({ status: 409, error: BUSINESS_RULE_ERROR, message: WEBHOOK_LIMIT_REACHED }),
      409,
    );
    const error = await new AlertWebhookHttpAdapter(api).addWebhook(wireWebhook.url).catch((e) => e);
    expect(error).toMatchObject({ status: 409, code: BUSINESS_RULE_ERROR, messageKey: WEBHOOK_LIMIT_REACHED });
  });

  it('removes with DELETE alertas/webhooks/{id}', async () => {
    const { api, requests } = apiAnswering(() => 3);
    await expect(new AlertWebhookHttpAdapter(api).removeWebhook(3)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe('/api/alertas/webhooks/3');
  });

  it('pages the log from alertas/webhooks/entregas/pagination/, reading the rows in the domain’s names', async () => {
    const { api, requests } = apiAnswering(() => ({ dataRecords: [wireDelivery], countRecords: 31 }));
    const page = await new AlertWebhookHttpAdapter(api).deliveries({
      page: 2,
      rowsPerPage: 10,
      searchText: ' erp ',
      sort: 'state',
      direction: 'asc',
    });
    expect(page).toEqual({
      total: 31,
      records: [
        {
          id: 9_428,
          webhookId: 5,
          webhookUrl: wireDelivery.webhookUrl,
          alertId: 14,
          rule: 'off-market',
          tagId: '04A1B2C3D4E5F6',
          state: 'pending',
          attempts: 1,
          lastStatus: null,
          lastFailure: 'connection-failed',
          createdAt: wireDelivery.criadaEm,
          deliveredAt: null,
          nextAttemptAt: wireDelivery.proximaTentativa,
        },
      ],
    });
    const url = requests[0]?.url;
    expect(url?.pathname).toBe('/api/alertas/webhooks/entregas/pagination/');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      page: '3',
      records: '10',
      query: 'erp',
      sort: 'state',
      direction: 'asc',
    });
  });
});
