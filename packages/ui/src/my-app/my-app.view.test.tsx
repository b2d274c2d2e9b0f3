// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  DEFAULT_APP_FLAGS,
  emptyMyAppInput,
  MyAppPortToken,
  PortError,
  PreferencesPortToken,
  SessionPortToken,
  type MyApp,
  type MyAppInput,
  type MyAppPort,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { MyAppFormView } from './MyAppFormView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

class FakeMyAppPort implements MyAppPort {
  readonly saved: MyAppInput[] = [];
  failUpdate: unknown;
  constructor(public app: MyApp) {}
  async get(): Promise<MyApp> {
    return this.app;
  }
  async update(input: MyAppInput): Promise<void> {
    if (this.failUpdate) throw this.failUpdate;
    this.saved.push(input);
  }
}

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
    const port = new FakeMyAppPort(stored);
    renderView(port);
    expect(((await screen.findByLabelText(/^App name/)) as HTMLInputElement).value).toBe('Serra Alta');
    fireEvent.click(screen.getByRole('switch', { name: 'QR code reading' }));
    fireEvent.change(screen.getByLabelText(/^WhatsApp number/), { target: { value: '+55 54 99876-5432' } });
    fireEvent.change(screen.getByLabelText(/^Message to share/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(port.saved).toHaveLength(1));
    expect(port.saved[0]).toMatchObject({
      name: 'Serra Alta',
      flags: { nfcEnabled: true, qrCodeEnabled: true, locationRequired: false },
      whatsappNumber: '+55 54 99876-5432',
      shareMessage: null,
      manualLinkUrl: 'https://serra-alta.example.com/manual.pdf',
    });
  });

  it('keeps the switches still until the first save creates the app', async () => {
    const port = new FakeMyAppPort({ id: null, ...emptyMyAppInput });
    renderView(port);
    const nfc = await screen.findByRole('switch', { name: 'NFC reading' });
    expect((nfc as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('The switches can be changed once the app is saved.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^App name/), { target: { value: 'Novo app' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(port.saved).toHaveLength(1));
    expect(port.saved[0]?.flags).toEqual(DEFAULT_APP_FLAGS);
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'NFC reading' }) as HTMLInputElement).disabled).toBe(false),
    );
  });

  it('refuses a link that is not a web address under its field, and sends nothing', async () => {
    const port = new FakeMyAppPort(stored);
    renderView(port);
    const [videoLink] = (await screen.findAllByLabelText(/^Link/)).slice(1);
    if (videoLink === undefined) throw new Error('no video link field');
    fireEvent.change(videoLink, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/Enter a full web address starting with https:\/\//)).length).toBeGreaterThan(0);
    expect(videoLink.getAttribute('aria-invalid')).toBe('true');
    expect(port.saved).toEqual([]);
  });

  it('says the save failed and keeps what was typed', async () => {
    const port = new FakeMyAppPort(stored);
    port.failUpdate = new PortError(500, 'INTERNAL', 'INTERNAL');
    renderView(port);
    fireEvent.change(await screen.findByLabelText(/^App name/), { target: { value: 'Serra Alta Premium' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fail to save the data.')).toBeTruthy();
    expect((screen.getByLabelText(/^App name/) as HTMLInputElement).value).toBe('Serra Alta Premium');
  });
});
