// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryDeviceAdapter } from '@tagtrail/adapters';
import {
  DevicePortToken,
  PreferencesPortToken,
  SessionPortToken,
  type Device,
  type DevicePort,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { DeviceFormView } from './DeviceFormView';
import { DeviceListView } from './DeviceListView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;
const iphone: Device = {
  id: 7,
  deviceName: 'Apple iPhone',
  deviceId: '3f6c1a52-8d0e-4c1b-9a57-0c2e61b0d4a1',
  owner: 'Ana Souza',
  active: true,
  customerId: 1,
};
const blockedBrowser: Device = {
  id: 8,
  deviceName: '',
  deviceId: 'e91a0f46-7c25-4b83-a1d9-3f58c6e2b70d',
  owner: null,
  active: false,
  customerId: 1,
};

/** The customer's devices in memory, answering as the server does. */
const devicesOver = (seed: readonly Device[] = [iphone, blockedBrowser]) => new MemoryDeviceAdapter(seed, {}, 1);

function renderWith(ui: React.ReactNode, route: string, port: DevicePort) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [DevicePortToken, port],
      ]}
      onLocation={(l) => (location = l)}
    >
      {ui}
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

describe('device list (spec B §2: model/name, id, owner, blocked indicator, edit)', () => {
  it('shows each device with its id, owner and whether it is blocked, and an edit link', async () => {
    renderWith(<DeviceListView />, '/areacliente/dispositivos', devicesOver());
    const row = (await screen.findByText('Apple iPhone')).closest('tr')!;
    expect(within(row).getByText(iphone.deviceId)).toBeTruthy();
    expect(within(row).getByText('Ana Souza')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit device Apple iPhone' }).getAttribute('href')).toBe(
      '/areacliente/dispositivo/7',
    );
  });

  it('marks a blocked device, and names one without a model by its id', async () => {
    renderWith(<DeviceListView />, '/areacliente/dispositivos', devicesOver());
    const row = (await screen.findByText('Unknown model')).closest('tr')!;
    expect(within(row).getByText('Blocked')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Edit device ${blockedBrowser.deviceId}` })).toBeTruthy();
  });
});

describe('device form (spec B §2, §5)', () => {
  it('shows name and id read-only; blocking stores the owner and the switch, the name and id as they were', async () => {
    const port = devicesOver();
    renderWith(<DeviceFormView id={7} />, '/areacliente/dispositivo/7', port);
    const name = (await screen.findByLabelText(/^Model \/ name/)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Apple iPhone'));
    expect(name.readOnly).toBe(true);
    expect((screen.getByLabelText(/^Device id/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Owner/), { target: { value: ' Bruno ' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Active (not blocked)' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Device saved.')).toBeTruthy();
    expect(await port.get(7)).toEqual({ ...iphone, owner: 'Bruno', active: false });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Blocked'));
  });

  it('creates a device given its name and id, then the page becomes the saved device', async () => {
    const port = devicesOver([]);
    const view = renderWith(<DeviceFormView />, '/areacliente/dispositivo', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Device id/).getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(screen.getByLabelText(/^Model \/ name/), { target: { value: 'Tablet da loja' } });
    fireEvent.change(screen.getByLabelText(/^Device id/), { target: { value: ' loja-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.current()).toBe('/areacliente/dispositivo/1'));
    // Shown under a pseudonym from then on, never the id the phone gave (issue 24 §1).
    expect(await port.get(1)).toMatchObject({
      deviceName: 'Tablet da loja',
      deviceId: expect.stringMatching(/^[0-9a-f]{20}$/),
      owner: null,
      active: true,
    });
  });

  it("shows the server's message for a 400 (an id already listed), under the id", async () => {
    const port = devicesOver([]);
    await port.create({ deviceName: 'Tablet da loja', deviceId: 'loja-1', owner: null, active: true });
    renderWith(<DeviceFormView />, '/areacliente/dispositivo', port);
    fireEvent.change(await screen.findByLabelText(/^Model \/ name/), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText(/^Device id/), { target: { value: 'loja-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('A device with this id is already listed.')).toHaveLength(2));
  });

  it('offers Retry and Back when the device cannot be loaded', async () => {
    renderWith(<DeviceFormView id={99} />, '/areacliente/dispositivo/99', devicesOver());
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/areacliente/dispositivos');
  });
});
