import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { DEFAULT_APP_FLAGS, type AppConfig, type AppConfigInput } from './app-config.model';
import type { AppConfigPort } from './app-config.port';
import { saveAppConfig } from './save-app-config.use-case';

function fakeApps() {
  const calls: unknown[][] = [];
  const port: AppConfigPort = {
    forCustomer: (customerId) => ({
      list: () => Promise.resolve([]),
      get: (id) => Promise.resolve<AppConfig>({ id, name: 'x', flags: DEFAULT_APP_FLAGS }),
      create: (input: AppConfigInput) => {
        calls.push(['create', customerId, input]);
        return Promise.resolve(12);
      },
      update: (id: number, input: AppConfigInput) => {
        calls.push(['update', customerId, id, input]);
        return Promise.resolve(id);
      },
    }),
  };
  return { port, calls };
}

const allOn = { nfcEnabled: true, qrCodeEnabled: true, locationRequired: true };

describe('save app configuration', () => {
  it('creates a new app for the customer with the switches off', async () => {
    const { port, calls } = fakeApps();
    await expect(saveAppConfig(port, 4, undefined, { name: ' Acme ', flags: allOn })).resolves.toEqual({
      ok: true,
      id: 12,
    });
    expect(calls).toEqual([['create', 4, { name: 'Acme', flags: DEFAULT_APP_FLAGS }]]);
  });

  it('updates an existing app with its switches', async () => {
    const { port, calls } = fakeApps();
    await expect(saveAppConfig(port, 4, 9, { name: 'Acme', flags: allOn })).resolves.toEqual({ ok: true, id: 9 });
    expect(calls).toEqual([['update', 4, 9, { name: 'Acme', flags: allOn }]]);
  });

  it('refuses an app without a name and never calls the port', async () => {
    const { port, calls } = fakeApps();
    await expect(saveAppConfig(port, 4, 9, { name: '', flags: allOn })).resolves.toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }],
    });
    expect(calls).toEqual([]);
  });
});
