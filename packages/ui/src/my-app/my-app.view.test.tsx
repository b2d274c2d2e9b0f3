// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryMyAppAdapter } from '@tagtrail/adapters';
import {
  DEFAULT_APP_FLAGS,
  emptyMyAppInput,
  MyAppPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type MyApp,
  type MyAppPort,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { MyAppFormView } from './MyAppFormView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

function renderView(port: MyAppPort) {
  render(
    <MemoryApp
      route="/areacliente/aplicativo"
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [MyAppPortToken, port],
      ]}
    >
      <MyAppFormView />
    </MemoryApp>,
  );
}

const stored: MyApp = {
  id: 4,
  ...emptyMyAppInput,
  name: 'Serra Alta',
  flags: { nfcEnabled: true, qrCodeEnabled: false, locationRequired: false },
  manualLinkUrl: 'https://serra-alta.example.com/manual.pdf',
};

describe('my app (spec B §2, §5)', () => {
  it('shows the stored app and saves a changed switch, blank links as null', async () => {
    const port = new MemoryMyAppAdapter(stored);
    renderView(port);
    expect(((await screen.findByLabelText(/^App name/)) as HTMLInputElement).value).toBe('Serra Alta');
    fireEvent.click(screen.getByRole('switch', { name: 'QR code reading' }));
    fireEvent.change(screen.getByLabelText(/^WhatsApp number/), { target: { value: '+55 54 99876-5432' } });
    fireEvent.change(screen.getByLabelText(/^Message to share/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await port.get()).toMatchObject({ flags: { nfcEnabled: true, qrCodeEnabled: true } }),
    );
    expect(await port.get()).toMatchObject({
      id: 4,
      name: 'Serra Alta',
      flags: { nfcEnabled: true, qrCodeEnabled: true, locationRequired: false },
      whatsappNumber: '+55 54 99876-5432',
      shareMessage: null,
      manualLinkUrl: 'https://serra-alta.example.com/manual.pdf',
    });
  });

  it('keeps the switches still until the first save creates the app', async () => {
    const port = new MemoryMyAppAdapter(null);
    renderView(port);
    const nfc = await screen.findByRole('switch', { name: 'NFC reading' });
    expect((nfc as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('The switches can be changed once the app is saved.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^App name/), { target: { value: 'Novo app' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await port.get()).id).not.toBeNull());
    expect(await port.get()).toMatchObject({ name: 'Novo app', flags: DEFAULT_APP_FLAGS });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'NFC reading' }) as HTMLInputElement).disabled).toBe(false),
    );
  });

  it('refuses a link that is not a web address under its field, and sends nothing', async () => {
    const port = new MemoryMyAppAdapter(stored);
    renderView(port);
    const [videoLink] = (await screen.findAllByLabelText(/^Link/)).slice(1);
    if (videoLink === undefined) throw new Error('no video link field');
    fireEvent.change(videoLink, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/Enter a full web address starting with https:\/\//)).length).toBeGreaterThan(0);
    expect(videoLink.getAttribute('aria-invalid')).toBe('true');
    expect(await port.get()).toEqual(stored);
  });

  it('says the save failed and keeps what was typed', async () => {
    renderView(new MemoryMyAppAdapter(stored, { failOn: ['update'] }));
    fireEvent.change(await screen.findByLabelText(/^App name/), { target: { value: 'Serra Alta Premium' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
    expect((screen.getByLabelText(/^App name/) as HTMLInputElement).value).toBe('Serra Alta Premium');
  });
});
