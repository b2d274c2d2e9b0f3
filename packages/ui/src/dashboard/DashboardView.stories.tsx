import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDashboard, emptyDashboard } from '@tagtrail/adapters';
import type { Dashboard } from '@tagtrail/domain';
import { storyUsers } from '../story-fixtures';
import type { DashboardParts } from './DashboardView';
import { DashboardView } from './DashboardView';

const route = '/areacliente';
const customer = { user: storyUsers.customer };

const meta = {
  title: 'Customer/Dashboard',
  component: DashboardView,
  parameters: { layout: 'padded', app: { ...customer, route } },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo winery: a dozen products, readings from 20 countries, the latest 500 on the map, 4 possible copies this
 * week, with the link to the map showing them, and 6 suspicious readings, with the link to the Alerts list.
 */
export const Filled: Story = {};

export const Loading: Story = {
  parameters: { app: { ...customer, route, dashboard: { options: { never: true } } } },
};

/** A customer with no reading yet: zero cards, each chart says there is nothing to show, the map has no pins. */
export const Empty: Story = {
  parameters: { app: { ...customer, route, dashboard: { seed: emptyDashboard } } },
};

/** The dashboard could not be loaded at all: said once, with Try again. */
export const LoadError: Story = {
  parameters: { app: { ...customer, route, dashboard: { options: { failOn: ['load'] } } } },
};

/** The OS chart could not be drawn: it says so in its place; the cards, the donut, the countries and the map stay. */
export const OneChartFailed: Story = {
  args: {
    parts: {
      charts: () =>
        import('./DashboardCharts').then((module) => ({
          ...module,
          OsChart: () => {
            throw new Error('story: the OS chart fails to draw');
          },
        })),
    } satisfies Partial<DashboardParts>,
  },
};

/** The map's chunk did not load (offline, a new deploy): the map's place says so with Try again. */
export const MapFailed: Story = {
  args: { parts: { map: () => Promise.reject(new Error('story: the map chunk did not load')) } },
};

const fewProducts: Dashboard = {
  ...demoDashboard,
  topProducts: [
    { product: 'Aurora Reserva Cabernet Sauvignon 2021', count: 38 },
    { product: 'Aurora Merlot 2022', count: 21 },
  ],
};

/** Two products named, 59 of 100: the remaining 41 shown as 'other products' (spec B §9). */
export const OtherProductsRemainder: Story = {
  parameters: { app: { ...customer, route, dashboard: { seed: fewProducts } } },
};

/** No possible copy this week but 3 suspicious readings (issue 28 §3): only their card is marked, leading to the alerts. */
export const SuspiciousReadings: Story = {
  parameters: {
    app: {
      ...customer,
      route,
      dashboard: { seed: { ...demoDashboard, possibleCopiesLast7Days: 0, suspiciousReadingsLast7Days: 3 } },
    },
  },
};

/**
 * Live: the figures refresh every 3 s here (30 s in the portal), a reading in São Paulo arriving each time; the
 * figures shown stay until the new ones come, and a zoomed map keeps where it looks.
 */
export const Live: Story = {
  args: { refreshMs: 3_000 },
  parameters: {
    app: {
      ...customer,
      route,
      dashboard: {
        options: {
          delayMs: 400,
          next: (current: Dashboard, loads: number): Dashboard => ({
            ...current,
            tagsReadLast15Minutes: current.tagsReadLast15Minutes + 1,
            topCountries: current.topCountries.map((group) =>
              group.country === 'BR' ? { ...group, count: group.count + 1 } : group,
            ),
            readingsByOs: current.readingsByOs.map((group) =>
              group.name === 'Android' ? { ...group, count: group.count + 1 } : group,
            ),
            pins: [
              {
                latitude: -23.55 + loads * 0.01,
                longitude: -46.63,
                lotNumber: 'L2026-001',
                productName: 'Aurora Merlot 2022',
                readAt: new Date().toISOString(),
              },
              ...current.pins.slice(0, 499),
            ],
          }),
        },
      },
    },
  },
};
