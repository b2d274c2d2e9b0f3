// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DashboardPortToken,
  PreferencesPortToken,
  SessionPortToken,
  type Cancellation,
  type Dashboard,
  type DashboardPort,
  type LanguageCode,
  localDateOf,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import type { WorldMapProps } from '../maps/WorldMap';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import type { ChartEntry } from './DashboardCharts';
import { roundAxisTop } from './chart-axis';
import { DashboardView, type DashboardParts } from './DashboardView';
import { DASHBOARD_REFRESH_MS } from './useDashboard';

const customerUser = { username: 'carla.cliente', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

const dashboard: Dashboard = {
  unprocessedPromotions: 3,
  lockedDevices: 2,
  tagsReadLast15Minutes: 9,
  possibleCopiesLast7Days: 4,
  suspiciousReadingsLast7Days: 6,
  pins: [
    { latitude: -23.5, longitude: -46.6, lotNumber: 'L1', productName: 'Merlot', readAt: '2026-03-10T14:58:00.000Z' },
    { latitude: 0, longitude: 0, lotNumber: 'L1', productName: 'Merlot', readAt: '2026-03-10T14:57:00.000Z' },
    { latitude: 38.7, longitude: -9.1, lotNumber: null, productName: 'Tannat', readAt: '2026-03-10T14:50:00.000Z' },
  ],
  topProducts: [
    { product: 'Cabernet', count: 38 },
    { product: 'Merlot', count: 21 },
  ],
  topCountries: [
    { country: 'PT', count: 25 },
    { country: 'BR', count: 75 },
  ],
  readingsByOs: [
    { name: 'iOS', count: 33 },
    { name: 'Android', count: 61 },
  ],
};

/** The dashboard port as the server answers it: the figures it holds now, each answer counted. */
class FakeDashboardPort implements DashboardPort {
  loads = 0;
  fail = false;
  /** While set, answers wait for it: a refresh in flight until the test releases it (no clock involved). */
  private held: Promise<void> | undefined;
  constructor(public figures: Dashboard = dashboard) {}
  /** Holds every answer from now until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }
  async load(_signal?: Cancellation): Promise<Dashboard> {
    this.loads += 1;
    const figures = structuredClone(this.figures);
    const fail = this.fail;
    await (this.held ?? Promise.resolve());
    if (fail) throw new Error('offline');
    return figures;
  }
}

/** The charts and map drawn as text: jsdom has no layout for SVG or canvas, and the view is what is tested. */
const drawn = (name: string) =>
  function FakeChart({ entries }: { entries: readonly ChartEntry[] }) {
    return <div data-testid={name}>{entries.map((entry) => `${entry.label}=${entry.value}`).join('|')}</div>;
  };
function FakeMap({ points, label }: WorldMapProps) {
  return <div role="img" aria-label={label} data-points={points.length} />;
}
const fakeParts: DashboardParts = {
  charts: async () => ({ ProductChart: drawn('donut'), OsChart: drawn('bars') }),
  map: async () => ({ WorldMap: FakeMap }),
};

let hidden = false;
beforeEach(() => {
  hidden = false;
  vi.spyOn(Document.prototype, 'hidden', 'get').mockImplementation(() => hidden);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setHidden(value: boolean) {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function renderDashboard(
  port: FakeDashboardPort,
  { parts = fakeParts, refreshMs = 30_000, language = 'en' as LanguageCode } = {},
) {
  return render(
    <MemoryApp
      route="/areacliente"
      language={language}
      services={[
        [DashboardPortToken, port],
        [SessionPortToken, new FakeSessionPort(customerUser)],
        [PreferencesPortToken, new FakePreferences()],
      ]}
    >
      <DashboardView parts={parts} refreshMs={refreshMs} />
    </MemoryApp>,
  );
}

const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;

describe('the dashboard (spec B §2, issue 14)', () => {
  it('shows the five cards, the charts, the countries and the map', async () => {
    renderDashboard(new FakeDashboardPort());
    expect(await within(card('Promotions not processed')).findByText('3')).toBeTruthy();
    expect(within(card('Locked devices')).getByText('2')).toBeTruthy();
    expect(within(card('Tags read in the last 15 minutes')).getByText('9')).toBeTruthy();
    expect(within(card('Possible copies, last 7 days')).getByText('4')).toBeTruthy();
    expect(within(card('Suspicious readings, last 7 days')).getByText('6')).toBeTruthy();
    expect((await screen.findByTestId('bars')).textContent).toBe('Android=61|iOS=33');
    // Countries by their name in the user's language, most readings first, with their share.
    const countries = screen.getByRole('region', { name: 'Top countries' }).querySelectorAll('li');
    expect([...countries].map((row) => row.textContent)).toEqual([
      'Brazil75 readings, 75%',
      'Portugal25 readings, 25%',
    ]);
    // spec B §8: a reading at 0,0 is where geolocation failed: not a pin.
    expect((await screen.findByRole('img', { name: /World map/ })).getAttribute('data-points')).toBe('2');
  });

  it("shows the top products and, when positive, the remainder up to 100 as 'other products' (spec B §9)", async () => {
    renderDashboard(new FakeDashboardPort());
    expect((await screen.findByTestId('donut')).textContent).toBe('Cabernet=38|Merlot=21|Other products=41');
  });

  it('shows no remainder slice when the top products make 100', async () => {
    const port = new FakeDashboardPort({
      ...dashboard,
      topProducts: [
        { product: 'Cabernet', count: 60 },
        { product: 'Merlot', count: 40 },
      ],
    });
    renderDashboard(port);
    expect((await screen.findByTestId('donut')).textContent).toBe('Cabernet=60|Merlot=40');
  });

  it('gives every chart a text alternative a screen reader reads', async () => {
    renderDashboard(new FakeDashboardPort());
    const products = await screen.findByRole('table', { name: 'Table: Readings by product' });
    expect(
      within(products)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductShare', 'Cabernet38%', 'Merlot21%', 'Other products41%']);
    const systems = screen.getByRole('table', { name: 'Table: Readings by operating system' });
    expect(
      within(systems)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Operating systemReadings', 'Android61', 'iOS33']);
    const map = await screen.findByRole('img', { name: /^World map with the latest 2 readings marked, read from / });
    expect(map.getAttribute('aria-label')).toMatch(/from \d\d\/03\/2026 \d\d:50 to \d\d\/03\/2026 \d\d:58$/);
  });

  it('names the countries in the language of the interface', async () => {
    renderDashboard(new FakeDashboardPort(), { language: 'pt' });
    const list = await screen.findByRole('region', { name: 'Principais países' });
    expect(await within(list).findByText('Brasil')).toBeTruthy();
    expect(within(list).getByText('Portugal')).toBeTruthy();
  });

  it('refreshes every period while visible, pauses while the tab is hidden, and refreshes on becoming visible', async () => {
    // The refresh loop's clock is the test's: only setInterval is faked (Testing Library keeps its real setTimeout).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const period = DASHBOARD_REFRESH_MS;
    const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const port = new FakeDashboardPort();
    renderDashboard(port, { refreshMs: period });
    await act(async () => {});
    expect(port.loads).toBe(1);
    expect(within(card('Tags read in the last 15 minutes')).getByText('9')).toBeTruthy();
    await tick(period - 1);
    expect(port.loads).toBe(1);
    await tick(1);
    expect(port.loads).toBe(2);
    await tick(period);
    expect(port.loads).toBe(3);

    setHidden(true);
    await tick(period * 50);
    expect(port.loads).toBe(3);

    port.figures = { ...dashboard, tagsReadLast15Minutes: 10 };
    setHidden(false);
    expect(port.loads).toBe(4);
    await act(async () => {});
    expect(within(card('Tags read in the last 15 minutes')).getByText('10')).toBeTruthy();
    // The period starts again from becoming visible.
    await tick(period - 1);
    expect(port.loads).toBe(4);
    await tick(1);
    expect(port.loads).toBe(5);
    await tick(period);
    expect(port.loads).toBe(6);
  });

  it('keeps the figures shown while newer ones load, then shows them (no flicker)', async () => {
    const port = new FakeDashboardPort();
    renderDashboard(port);
    expect(await within(card('Tags read in the last 15 minutes')).findByText('9')).toBeTruthy();
    const donut = await screen.findByTestId('donut');

    const release = port.hold();
    port.figures = { ...dashboard, tagsReadLast15Minutes: 12 };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: 'Updating the figures' });
    await act(async () => {});
    expect(port.loads).toBe(2);
    expect(within(card('Tags read in the last 15 minutes')).getByText('9')).toBeTruthy();
    expect(screen.queryByLabelText('Loading…')).toBeNull();

    release();
    expect(await within(card('Tags read in the last 15 minutes')).findByText('12')).toBeTruthy();
    // The donut's figures did not change: the same chart, not drawn again.
    expect(screen.getByTestId('donut')).toBe(donut);
  });

  it('says a first load that failed, with Try again, and logs it (spec B §8)', async () => {
    const port = new FakeDashboardPort();
    port.fail = true;
    renderDashboard(port);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The dashboard could not be loaded.Try again',
    );
    expect(console.error).toHaveBeenCalledWith('dashboard: the figures could not be loaded', expect.any(Error));

    port.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Locked devices');
    expect(await within(card('Locked devices')).findByText('2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the figures when a refresh fails, and only logs it (spec B §8)', async () => {
    const port = new FakeDashboardPort();
    renderDashboard(port);
    expect(await within(card('Locked devices')).findByText('2')).toBeTruthy();
    port.fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Refresh' });
    expect(within(card('Locked devices')).getByText('2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what did load when one chart fails: that chart says so in its place', async () => {
    const parts: DashboardParts = {
      ...fakeParts,
      charts: async () => ({
        ProductChart: drawn('donut'),
        OsChart: () => {
          throw new Error('broken chart');
        },
      }),
    };
    renderDashboard(new FakeDashboardPort(), { parts });
    const os = await screen.findByRole('region', { name: 'Readings by operating system' });
    expect(await within(os).findByRole('alert')).toHaveProperty(
      'textContent',
      'This part of the dashboard could not be shown.Try again',
    );
    // Its table is still there for a screen reader, and the rest of the page shows.
    expect(within(os).getByRole('table', { name: 'Table: Readings by operating system' })).toBeTruthy();
    expect(await screen.findByTestId('donut')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /World map/ })).toBeTruthy();
    expect(within(card('Locked devices')).getByText('2')).toBeTruthy();
  });

  it('says there are no readings yet for a customer without any', async () => {
    renderDashboard(
      new FakeDashboardPort({
        ...dashboard,
        tagsReadLast15Minutes: 0,
        possibleCopiesLast7Days: 0,
        suspiciousReadingsLast7Days: 0,
        pins: [],
        topProducts: [],
        topCountries: [],
        readingsByOs: [],
      }),
    );
    expect(await screen.findAllByText('No readings yet: they appear here as your tags are read.')).toHaveLength(3);
    expect(screen.getByText('No reading with a position yet.')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'World map with no reading marked yet' })).toBeTruthy();
  });
});

describe('the card of possible copies (issue 27 §5)', () => {
  it("counts the last 7 days' possible copies and leads to the reading map showing them", async () => {
    renderDashboard(new FakeDashboardPort());
    const copies = card('Possible copies, last 7 days');
    expect(await within(copies).findByText('4')).toBeTruthy();
    const link = within(copies).getByRole('link', { name: 'See them on the reading map' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://portal');
    expect(target.pathname).toBe('/areacliente/mapa-leitura');
    const today = localDateOf(new Date());
    expect(Object.fromEntries(target.searchParams)).toEqual({
      period: '3',
      startDate: localDateOf(new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)),
      endDate: today,
      authenticity: 'possibleCopies',
    });
  });

  it('offers no link while there is no possible copy', async () => {
    renderDashboard(new FakeDashboardPort({ ...dashboard, possibleCopiesLast7Days: 0 }));
    const copies = card('Possible copies, last 7 days');
    expect(await within(copies).findByText('0')).toBeTruthy();
    expect(within(copies).queryByRole('link')).toBeNull();
  });

  it('names the card in Portuguese and Spanish too', async () => {
    renderDashboard(new FakeDashboardPort(), { language: 'pt' });
    expect(await screen.findByRole('link', { name: 'Ver no mapa de leituras' })).toBeTruthy();
    expect(screen.getByText('Possíveis cópias, últimos 7 dias')).toBeTruthy();
    cleanup();
    renderDashboard(new FakeDashboardPort(), { language: 'es' });
    expect(await screen.findByRole('link', { name: 'Verlas en el mapa de lecturas' })).toBeTruthy();
    expect(screen.getByText('Posibles copias, últimos 7 días')).toBeTruthy();
  });
});

describe('the card of suspicious readings (issue 28 §3)', () => {
  it("counts the last 7 days' suspicious readings and leads to the Alerts list", async () => {
    renderDashboard(new FakeDashboardPort());
    const suspicious = card('Suspicious readings, last 7 days');
    expect(await within(suspicious).findByText('6')).toBeTruthy();
    const link = within(suspicious).getByRole('link', { name: 'See the alerts' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://portal').pathname).toBe('/areacliente/alertas');
  });

  it('offers no link while no reading is suspicious', async () => {
    renderDashboard(new FakeDashboardPort({ ...dashboard, suspiciousReadingsLast7Days: 0 }));
    const suspicious = card('Suspicious readings, last 7 days');
    expect(await within(suspicious).findByText('0')).toBeTruthy();
    expect(within(suspicious).queryByRole('link')).toBeNull();
  });

  it('names the card in Portuguese and Spanish too', async () => {
    renderDashboard(new FakeDashboardPort(), { language: 'pt' });
    expect(await screen.findByRole('link', { name: 'Ver os alertas' })).toBeTruthy();
    expect(screen.getByText('Leituras suspeitas, últimos 7 dias')).toBeTruthy();
    cleanup();
    renderDashboard(new FakeDashboardPort(), { language: 'es' });
    expect(await screen.findByRole('link', { name: 'Ver las alertas' })).toBeTruthy();
    expect(screen.getByText('Lecturas sospechosas, últimos 7 días')).toBeTruthy();
  });
});

describe('the readings-by-OS axis', () => {
  it('rises in round steps to just above the tallest bar', () => {
    expect(roundAxisTop(2_900)).toBe(4_000);
    expect(roundAxisTop(1_520)).toBe(2_000);
    expect(roundAxisTop(61)).toBe(80);
    expect(roundAxisTop(3)).toBe(4);
    expect(roundAxisTop(0)).toBe(4);
  });
});
