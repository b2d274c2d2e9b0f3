import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import { DEFAULT_APP_FLAGS } from './app-config.model';
import { emptyMyAppInput, type MyAppInput } from './my-app.model';
import type { MyAppPort } from './my-app.port';
import { saveMyApp } from './save-my-app.use-case';

function fakeMyApp() {
  const sent: MyAppInput[] = [];
  const port: MyAppPort = {
    get: () => Promise.resolve({ id: null, ...emptyMyAppInput }),
    update: (input) => {
      sent.push(input);
      return Promise.resolve();
    },
  };
  return { port, sent };
}

const allOn = { nfcEnabled: true, qrCodeEnabled: true, locationRequired: true };

describe('save my app', () => {
  it('sends the form with blank optional fields as null', async () => {
    const { port, sent } = fakeMyApp();
    const input = {
      ...emptyMyAppInput,
      name: 'Acme',
      flags: allOn,
      whatsappNumber: ' ',
      videoLinkUrl: 'https://v.test',
    };
    await expect(saveMyApp(port, { id: 3 }, input)).resolves.toEqual({ ok: true });
    expect(sent).toEqual([{ ...emptyMyAppInput, name: 'Acme', flags: allOn, videoLinkUrl: 'https://v.test' }]);
  });

  it('sends the default switches while the customer has no app yet', async () => {
    const { port, sent } = fakeMyApp();
    await saveMyApp(port, { id: null }, { ...emptyMyAppInput, name: 'Acme', flags: allOn });
    expect(sent[0]?.flags).toEqual(DEFAULT_APP_FLAGS);
  });

  it('refuses an app without a name and sends nothing', async () => {
    const { port, sent } = fakeMyApp();
    await expect(saveMyApp(port, { id: 3 }, emptyMyAppInput)).resolves.toEqual({
      ok: false,
      errors: [{ key: REQUIRED_FIELD_MESSAGE, field: 'name' }],
    });
    expect(sent).toEqual([]);
  });
});
