// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  PortError,
  PreferencesPortToken,
  SessionPortToken,
  TagPortToken,
  type Tag,
  type TagPort,
  type TagReading,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { CustomerTagListView } from './CustomerTagListView';
import { TagReadingListView } from './TagReadingListView';

afterEach(cleanup);

const customer = { username: 'carlos', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;
const tag: Tag = {
  id: 41,
  tagId: '04A1B2C3D4E5F6',
  sequence: 3,
  productName: 'Merlot 750 ml',
  partnerLotNumber: 'PL-0042',
  customerLotNumber: 'ME-7',
  customerName: 'Serra Alta',
  readingCount: 2,
  locatedReadingCount: 1,
  active: true,
  lastReadAt: '2026-02-27T18:45:00.000Z',
};
const reading = (id: number, latitude: number): TagReading => ({
  id,
  deviceModel: 'iPhone 15',
  osVersion: 'iOS 18.1',
  deviceId: `web-${id}`,
  deviceAlias: null,
  readAt: '2026-02-27T18:45:00.000Z',
  latitude,
  longitude: latitude === 0 ? 0 : -46.63,
});

class FakeTagPort implements Partial<TagPort> {
  readonly switched: [number, boolean][] = [];
  failSwitch = false;
  async list() {
    return { records: [tag, { ...tag, id: 42, tagId: '04FFFF', readingCount: 0 }], total: 2 };
  }
  async get() {
    return tag;
  }
  async setActive(id: number, active: boolean) {
    if (this.failSwitch) throw new PortError(500, 'INTERNAL', 'INTERNAL');
    this.switched.push([id, active]);
  }
  async readings() {
    return { records: [reading(1, -23.55), reading(2, 0)], total: 2 };
  }
}

function renderWith(ui: React.ReactNode, route: string, port: FakeTagPort) {
  render(
    <MemoryApp
      route={route}
      services={[
        [SessionPortToken, new FakeSessionPort(customer)],
        [PreferencesPortToken, new FakePreferences()],
        [TagPortToken, port],
      ]}
    >
      {ui}
    </MemoryApp>,
  );
}

describe('customer tag list (spec B §2, §8)', () => {
  it('saves the switch at once and says so; readings only for a tag that has some', async () => {
    const port = new FakeTagPort();
    renderWith(<CustomerTagListView />, '/areacliente/tags', port);
    const toggle = await screen.findByRole('switch', { name: 'Tag 04A1B2C3D4E5F6 active' });
    fireEvent.click(toggle);
    await waitFor(() => expect(port.switched).toEqual([[41, false]]));
    expect(await screen.findAllByText('status updated success')).not.toHaveLength(0);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(screen.getByRole('link', { name: 'Readings of tag 04A1B2C3D4E5F6' }).getAttribute('href')).toBe(
      '/areacliente/tags/41',
    );
    expect(screen.queryByRole('link', { name: /04FFFF/ })).toBeNull();
  });

  it("says 'status updated error' and leaves the switch as it was when the save fails", async () => {
    const port = new FakeTagPort();
    port.failSwitch = true;
    renderWith(<CustomerTagListView />, '/areacliente/tags', port);
    const toggle = await screen.findByRole('switch', { name: 'Tag 04A1B2C3D4E5F6 active' });
    fireEvent.click(toggle);
    expect(await screen.findAllByText('status updated error')).not.toHaveLength(0);
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });
});

describe('tag readings (spec B §2)', () => {
  it('lists each reading with its device, and says when it has no position', async () => {
    renderWith(<TagReadingListView tagId={41} />, '/areacliente/tags/41', new FakeTagPort());
    expect(await screen.findByRole('heading', { name: 'Readings of tag 04A1B2C3D4E5F6' })).toBeTruthy();
    expect((await screen.findAllByText('iPhone 15')).length).toBe(2);
    expect(screen.getByText('-23.55, -46.63')).toBeTruthy();
    expect(screen.getByText('No position')).toBeTruthy();
  });
});
