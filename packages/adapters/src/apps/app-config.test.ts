import { describe, expect, it } from 'vitest';
import type { PortError } from '@tagtrail/domain';
import { apiAnswering } from '../testing/fake-api';
import { AppConfigHttpAdapter } from './app-config.http';
import { MemoryAppConfigAdapter } from './app-config.memory';

const flags = { nfcEnabled: true, qrCodeEnabled: false, locationRequired: true };

describe('app configurations (spec A §7 areaparceiro/clientes/{id}/aplicativos)', () => {
  it('over HTTP: lists, reads, creates and updates in the wire names', async () => {
    const { api, requests } = apiAnswering((request) =>
      request.method === 'GET'
        ? request.url.endsWith('/aplicativos')
          ? [{ id: 5, nome: 'Aurora', config: flags }]
          : { id: 5, nome: 'Aurora', config: flags }
        : 5,
    );
    const apps = new AppConfigHttpAdapter(api).forCustomer(3);
    await expect(apps.list()).resolves.toEqual([{ id: 5, name: 'Aurora', flags }]);
    await expect(apps.get(5)).resolves.toEqual({ id: 5, name: 'Aurora', flags });
    await apps.create({ name: 'Nova', flags });
    await apps.update(5, { name: 'Aurora', flags });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /api/areaparceiro/clientes/3/aplicativos',
      'GET /api/areaparceiro/clientes/3/aplicativos/5',
      'POST /api/areaparceiro/clientes/3/aplicativos',
      'PUT /api/areaparceiro/clientes/3/aplicativos/5',
    ]);
    expect(requests[2]?.body).toEqual({ nome: 'Nova', config: flags });
  });

  it('in memory: a new app starts with its switches off; the name is required', async () => {
    const apps = new MemoryAppConfigAdapter({}).forCustomer(7);
    const id = await apps.create({ name: ' Nova ', flags });
    await expect(apps.get(id)).resolves.toEqual({
      id,
      name: 'Nova',
      flags: { nfcEnabled: false, qrCodeEnabled: false, locationRequired: false },
    });
    await apps.update(id, { name: 'Nova', flags });
    await expect(apps.list()).resolves.toEqual([{ id, name: 'Nova', flags }]);
    const refused = await apps.update(id, { name: '', flags }).catch((e: PortError) => e.details?.[0]?.field);
    expect(refused).toBe('name');
  });
});
