import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MapReading, ReadingAuthenticity, ReadingFilterOptions, SuspicionRule } from '@tagtrail/domain';
import { storyUsers } from '../story-fixtures';
import { ReadingMapView } from './ReadingMapView';

const user = storyUsers.customer;
const route = '/areacliente/mapa-leitura';

const CITIES: readonly [number, number][] = [
  [-23.55, -46.63],
  [-22.91, -43.17],
  [-30.03, -51.22],
  [-34.6, -58.38],
  [19.43, -99.13],
  [40.71, -74.01],
  [38.72, -9.14],
  [48.86, 2.35],
  [35.68, 139.65],
  [-33.87, 151.21],
];

/**
 * What each story reading proved: the Cabernet's tags are secure NFC (genuine, but one reading in 17 a replayed URL and
 * one in 41 a forged one, as a copied tag shows up), the Merlot's are QR codes (not verified).
 */
function authenticityAt(index: number): ReadingAuthenticity {
  if (index % 2 === 1) return 'unverified';
  if (index % 17 === 4) return 'replayed';
  if (index % 41 === 6) return 'invalid';
  return 'genuine';
}

/**
 * The rules each story reading broke (issue 28 §3): every possible copy 'copy', and one reading in 53 a tag read in
 * two cities too far apart, one in 97 read too often as well.
 */
function suspicionsAt(index: number, authenticity: ReadingAuthenticity): SuspicionRule[] {
  const rules: SuspicionRule[] = [];
  if (index % 53 === 10) rules.push('impossible-travel');
  if (index % 97 === 20) rules.push('too-many-readings');
  if (authenticity === 'replayed' || authenticity === 'invalid') rules.push('copy');
  return rules;
}

/** `count` readings around ten cities, spread like a manufacturer's shelves (deterministic, so stories repeat). */
function readingsAround(count: number): MapReading[] {
  return Array.from({ length: count }, (_, index) => {
    const [latitude, longitude] = CITIES[index % CITIES.length] ?? [0, 0];
    const spread = ((index * 7919) % 1000) / 1000 - 0.5;
    return {
      readAt: new Date(Date.UTC(2026, 1, 1) + index * 60_000).toISOString(),
      latitude: latitude + spread * 3,
      longitude: longitude + (((index * 104_729) % 1000) / 1000 - 0.5) * 3,
      customerLotNumber: `L-2026-${String((index % 40) + 1).padStart(3, '0')}`,
      productName: index % 2 === 0 ? 'Cabernet Sauvignon Reserva' : 'Merlot Gran Reserva',
      authenticity: authenticityAt(index),
      suspicions: suspicionsAt(index, authenticityAt(index)),
    };
  });
}

const filterOptions: ReadingFilterOptions = {
  categories: [
    { id: 1, name: 'Tintos' },
    { id: 2, name: 'Espumantes' },
  ],
  products: [
    { id: 11, name: 'Cabernet Sauvignon Reserva' },
    { id: 12, name: 'Merlot Gran Reserva' },
  ],
  countries: [
    { id: 1, name: 'BR' },
    { id: 2, name: 'PT' },
    { id: 3, name: 'AR' },
  ],
  regions: [
    { id: 4, name: 'São Paulo' },
    { id: 7, name: 'Minas Gerais' },
    { id: 8, name: 'Rio de Janeiro' },
    { id: 9, name: 'Santa Catarina' },
    { id: 10, name: 'Lisboa' },
    { id: 11, name: 'Buenos Aires' },
  ],
  cities: [
    { id: 5, name: 'Lisbon' },
    { id: 6, name: 'São Paulo' },
    { id: 12, name: 'Campinas' },
    { id: 13, name: 'Santos' },
    { id: 14, name: 'Belo Horizonte' },
    { id: 15, name: 'Florianópolis' },
    { id: 16, name: 'Buenos Aires' },
  ],
};

const meta = {
  title: 'Customer/Maps/Reading map',
  component: ReadingMapView,
  parameters: { layout: 'padded', app: { route, user, customerTags: { options: { filterOptions } } } },
} satisfies Meta<typeof ReadingMapView>;

export default meta;
type Story = StoryObj<typeof meta>;

const searched = (count: number): Story => ({
  parameters: {
    app: { route, user, customerTags: { options: { filterOptions, mapReadings: readingsAround(count) } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Search|Pesquisar|Buscar/ }));
    await canvas.findByRole('status');
  },
});

/** Before the first search: the filters (countries named in the user's language) and the empty world. */
export const Filters: Story = {};

/** A thousand readings: genuine in green, not verified in blue, and the possible copies larger, in orange and red. */
export const ByAuthenticity = searched(1_000);

/** Only the possible copies (replayed or invalid) of the thousand, chosen in the authenticity filter. */
export const PossibleCopiesOnly: Story = {
  parameters: {
    app: { route, user, customerTags: { options: { filterOptions, mapReadings: readingsAround(1_000) } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /Authenticity|Autenticidade|Autenticidad/ }),
      'possibleCopies',
    );
    await userEvent.click(await canvas.findByRole('button', { name: /Search|Pesquisar|Buscar/ }));
    await canvas.findByRole('status');
  },
};

/** Only the suspicious readings of the thousand (issue 28 §3), the switch on from the address. */
export const SuspiciousOnly: Story = {
  parameters: {
    app: {
      route: `${route}?period=2&suspicious=true`,
      user,
      customerTags: { options: { filterOptions, mapReadings: readingsAround(1_000) } },
    },
  },
};

/** Arrived from the dashboard's card: the last 7 days' possible copies, searched at once. */
export const FromTheDashboardCard: Story = {
  parameters: {
    app: {
      route: `${route}?period=3&startDate=2026-02-22&endDate=2026-03-01&authenticity=possibleCopies`,
      user,
      customerTags: { options: { filterOptions, mapReadings: readingsAround(1_000) } },
    },
  },
};

export const TenReadings = searched(10);
export const TenThousandReadings = searched(10_000);
/** 100,000 points, drawn by WebGL where the browser has it. */
export const HundredThousandReadings = searched(100_000);

/** The search fails: 'error search readings'. */
export const SearchFailed: Story = {
  parameters: { app: { route, user, customerTags: { options: { filterOptions, failOn: ['searchReadings'] } } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Search|Pesquisar|Buscar/ }));
  },
};

/** The filters fail to load: the search still works without them. */
export const FiltersFailed: Story = {
  parameters: { app: { route, user, customerTags: { options: { failOn: ['readingFilters'] } } } },
};

const CITIES_LABEL = /^(Cities|Cidades|Ciudades)$/;

/** Typed into a filter: 300 ms after the last key only the cities containing "sa" are offered, São Paulo among them. */
export const FilterTyped: Story = {
  play: async ({ canvasElement }) => {
    const cities = await within(canvasElement).findByRole('combobox', { name: CITIES_LABEL });
    await waitFor(() => expect(cities).toBeEnabled());
    await userEvent.click(cities);
    await userEvent.type(cities, 'sa');
    const body = within(document.body);
    await waitFor(() => expect(body.queryByRole('menuitemcheckbox', { name: 'Campinas' })).toBeNull());
    await expect(body.getByRole('menuitemcheckbox', { name: 'São Paulo' })).toBeInTheDocument();
  },
};

/** Typed into a filter, nothing matches: the list says so. */
export const FilterNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const cities = await within(canvasElement).findByRole('combobox', { name: CITIES_LABEL });
    await waitFor(() => expect(cities).toBeEnabled());
    await userEvent.click(cities);
    await userEvent.type(cities, 'Recife');
    await within(document.body).findByRole('menuitemcheckbox', {
      name: /Nothing matches|Nada corresponde|Nada coincide/,
    });
  },
};
