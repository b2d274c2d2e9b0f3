// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { demoTagReadings, MemoryTagAdapter, type MemoryTagOptions } from '@tagtrail/adapters';
import {
  READING_FILTER_DEBOUNCE_MS,
  PreferencesPortToken,
  SessionPortToken,
  TagPortToken,
  type LanguageCode,
  type MapReading,
  type ReadingFilterOptions,
  type Tag,
  type TagPort,
} from '@tagtrail/domain';
import { MemoryApp } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { CustomerTagListView } from './CustomerTagListView';
import { ReadingMapView } from './ReadingMapView';
import { TagReadingListView } from './TagReadingListView';

// The map drawn as its name only: jsdom has no canvas for OpenLayers, and the filters are what is tested here.
// Each point's hover text in an attribute, for the tests of what a hover says.
vi.mock('../maps/WorldMap', () => ({
  WorldMap: ({
    label,
    points,
    describe: hover,
  }: {
    label: string;
    points: readonly unknown[];
    describe?: (index: number) => string;
  }) => (
    <div role="img" aria-label={label} data-hovers={JSON.stringify(points.map((_, index) => hover?.(index) ?? ''))} />
  ),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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
  possibleCopy: false,
};
const unread = { ...tag, id: 42, tagId: '04FFFF', readingCount: 0, locatedReadingCount: 0 };
const neverLocated = { ...tag, id: 43, tagId: '04EEEE', readingCount: 3, locatedReadingCount: 0 };
/** A secure tag whose signed URL was copied: a reading replayed, another invalid, the rest genuine. */
const copied = { ...tag, id: 44, tagId: '04C0C0C0C0C0C0', readingCount: 5, locatedReadingCount: 4, possibleCopy: true };
const filterOptions: ReadingFilterOptions = {
  categories: [{ id: 1, name: 'Tintos' }],
  products: [{ id: 11, name: 'Merlot 750 ml' }],
  countries: [{ id: 1, name: 'BR' }],
  regions: [
    { id: 4, name: 'São Paulo' },
    { id: 5, name: 'Minas Gerais' },
    { id: 6, name: 'Santa Catarina' },
  ],
  cities: [{ id: 7, name: 'Campinas' }],
};

/** The customer's tags in memory, with the reading map's filter options; no reading on the map. */
const tagsOver = (seed: readonly Tag[] = [tag, unread, neverLocated], options: MemoryTagOptions = {}) =>
  new MemoryTagAdapter(seed, { filterOptions, mapReadings: [], ...options });

function renderWith(ui: React.ReactNode, route: string, port: TagPort, language: LanguageCode = 'en') {
  render(
    <MemoryApp
      route={route}
      language={language}
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
    const port = tagsOver();
    renderWith(<CustomerTagListView />, '/areacliente/tags', port);
    const toggle = await screen.findByRole('switch', { name: 'Tag 04A1B2C3D4E5F6 active' });
    fireEvent.click(toggle);
    await waitFor(async () => expect((await port.get(41)).active).toBe(false));
    expect(await screen.findAllByText('status updated success')).not.toHaveLength(0);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(screen.getByRole('link', { name: 'Readings of tag 04A1B2C3D4E5F6' }).getAttribute('href')).toBe(
      '/areacliente/tags/41',
    );
    expect(screen.queryByRole('link', { name: /04FFFF/ })).toBeNull();
  });

  it('offers the map only for a tag with a located reading', async () => {
    renderWith(<CustomerTagListView />, '/areacliente/tags', tagsOver());
    const located = await screen.findByRole('button', { name: 'Map of the readings of tag 04A1B2C3D4E5F6' });
    expect(located.getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('link', { name: 'Readings of tag 04EEEE' })).toBeTruthy();
    const unlocated = screen.getByRole('button', { name: 'Tag 04EEEE has no readings yet' });
    expect(unlocated.getAttribute('aria-disabled')).toBe('true');
  });

  it("says 'status updated error' and leaves the switch as it was when the save fails", async () => {
    renderWith(<CustomerTagListView />, '/areacliente/tags', tagsOver(undefined, { failOn: ['setActive'] }));
    const toggle = await screen.findByRole('switch', { name: 'Tag 04A1B2C3D4E5F6 active' });
    fireEvent.click(toggle);
    expect(await screen.findAllByText('status updated error')).not.toHaveLength(0);
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });
});

describe('possible copies on the tag list (issue 27 §5)', () => {
  it('marks a tag with a replayed or invalid reading as a possible copy, in words, and no other', async () => {
    renderWith(<CustomerTagListView />, '/areacliente/tags', tagsOver([tag, copied]));
    const marked = await screen.findByText('Possible copy');
    expect(marked.closest('tr')?.textContent).toContain('04C0C0C0C0C0C0');
    expect(screen.getAllByText('Possible copy')).toHaveLength(1);
    expect(marked.closest('[title]')?.getAttribute('title')).toBe(
      'Tag 04C0C0C0C0C0C0 may have been copied: one of its readings was replayed or invalid.',
    );
  });
});

describe('tag readings (spec B §2)', () => {
  it('lists each reading with its device, and says when it has no position', async () => {
    // Five readings: the memory adapter's fifth has no position.
    const read = { ...tag, readingCount: 5 };
    const [first, , , , unplaced] = demoTagReadings(read);
    renderWith(<TagReadingListView tagId={41} />, '/areacliente/tags/41', tagsOver([read]));
    expect(await screen.findByRole('heading', { name: 'Readings of tag 04A1B2C3D4E5F6' })).toBeTruthy();
    expect((await screen.findAllByText(first?.deviceModel ?? '-')).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(`${first?.latitude}, ${first?.longitude}`)).toBeTruthy();
    expect(unplaced).toMatchObject({ latitude: 0, longitude: 0 });
    expect(screen.getAllByText('No position')).toHaveLength(1);
  });
});

describe("a tag's readings say what each scan proved (issue 27 §5)", () => {
  it('shows genuine, replayed and invalid readings in words, a possible copy apart from a genuine one', async () => {
    renderWith(<TagReadingListView tagId={44} />, '/areacliente/tags/44', tagsOver([copied]));
    expect(await screen.findByRole('heading', { name: 'Readings of tag 04C0C0C0C0C0C0' })).toBeTruthy();
    const authenticities = demoTagReadings(copied).map((reading) => reading.authenticity);
    expect(authenticities).toEqual(['genuine', 'replayed', 'genuine', 'invalid', 'genuine']);
    expect(await screen.findAllByText('Genuine')).toHaveLength(3);
    expect(screen.getAllByText('Possible copy (replayed)')).toHaveLength(1);
    expect(screen.getAllByText('Possible copy (invalid)')).toHaveLength(1);
    expect(screen.getByText('Possible copy (replayed)').closest('[title]')?.getAttribute('title')).toBe(
      'A signed link that had been read before: someone may have copied the tag.',
    );
  });

  it("says a QR tag's readings are not verified, in Portuguese too", async () => {
    const qr = { ...tag, id: 45, tagId: 'q1xxxx9f2a', readingCount: 2 };
    renderWith(<TagReadingListView tagId={45} />, '/areacliente/tags/45', tagsOver([qr]), 'pt');
    expect(await screen.findAllByText('Não verificada')).toHaveLength(2);
  });
});

describe('the reading map by authenticity (issue 27 §5)', () => {
  const reading = (authenticity: MapReading['authenticity'], latitude: number): MapReading => ({
    readAt: '2026-03-01T12:00:00.000Z',
    latitude,
    longitude: -51.5,
    customerLotNumber: 'ME-7',
    productName: 'Merlot 750 ml',
    authenticity,
    suspicions: [],
  });
  const mapReadings = [
    reading('genuine', -29.1),
    reading('genuine', -29.2),
    reading('replayed', -29.3),
    reading('invalid', -29.4),
    reading('unverified', -29.5),
  ];

  it('sends the possible copies as replayed and invalid, and names each colour of the map with its count', async () => {
    const port = tagsOver(undefined, { mapReadings });
    const searches = vi.spyOn(port, 'searchReadings');
    renderWith(<ReadingMapView />, '/areacliente/mapa-leitura', port);
    const filter = await screen.findByRole('combobox', { name: 'Authenticity' });
    expect([...(filter as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'All readings',
      'Genuine',
      'Possible copies',
      'Not verified',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const legend = await screen.findByRole('list', { name: 'Map colours' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Not verified: 1', 'Genuine: 2', 'Possible copy (replayed): 1', 'Possible copy (invalid): 1']);
    expect(searches.mock.calls[0]?.[0].authenticities).toBeNull();

    fireEvent.change(filter, { target: { value: 'possibleCopies' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveBeenCalledTimes(2));
    expect(searches.mock.calls[1]?.[0].authenticities).toEqual(['replayed', 'invalid']);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '2 readings found');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Map colours' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Possible copy (replayed): 1', 'Possible copy (invalid): 1']),
    );
  });

  it('opens on the search its address names (the dashboard card) and runs it at once', async () => {
    const port = tagsOver(undefined, { mapReadings });
    const searches = vi.spyOn(port, 'searchReadings');
    renderWith(
      <ReadingMapView />,
      '/areacliente/mapa-leitura?period=3&startDate=2026-02-24&endDate=2026-03-03&authenticity=possibleCopies',
      port,
    );
    await waitFor(() => expect(searches).toHaveBeenCalledTimes(1));
    expect(searches.mock.calls[0]?.[0]).toMatchObject({
      startDate: '2026-02-24',
      endDate: '2026-03-03',
      authenticities: ['replayed', 'invalid'],
    });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '2 readings found');
    expect((screen.getByRole('combobox', { name: 'Authenticity' }) as HTMLSelectElement).value).toBe('possibleCopies');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-02-24');
  });

  it('names the filter in Spanish too', async () => {
    renderWith(<ReadingMapView />, '/areacliente/mapa-leitura', tagsOver(), 'es');
    const filter = await screen.findByRole('combobox', { name: 'Autenticidad' });
    expect([...(filter as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Todas las lecturas',
      'Auténticas',
      'Posibles copias',
      'No verificadas',
    ]);
  });
});

describe("a tag's readings name the rules each broke (issue 28 §3)", () => {
  it('shows a badge per rule broken, named and explained as the Alerts list does, and none on an ordinary reading', async () => {
    renderWith(<TagReadingListView tagId={44} />, '/areacliente/tags/44', tagsOver([copied]));
    expect(await screen.findByRole('columnheader', { name: 'Suspicions' })).toBeTruthy();
    expect(demoTagReadings(copied).map((reading) => reading.suspicions)).toEqual([[], ['copy'], [], ['copy'], []]);
    expect(await screen.findAllByText('Copy')).toHaveLength(2);
    expect(screen.getAllByText('Copy')[0]?.closest('[title]')?.getAttribute('title')).toBe(
      'The chip answered as a copy does: a code replayed or forged.',
    );
  });

  it('names an impossible travel in Portuguese too', async () => {
    const travelled = { ...tag, id: 45, tagId: 'q1xxxx9f2a', readingCount: 3 };
    expect(demoTagReadings(travelled)[1]?.suspicions).toEqual(['impossible-travel']);
    renderWith(<TagReadingListView tagId={45} />, '/areacliente/tags/45', tagsOver([travelled]), 'pt');
    expect(await screen.findByRole('columnheader', { name: 'Suspeitas' })).toBeTruthy();
    expect(await screen.findAllByText('Viagem impossível')).toHaveLength(1);
  });
});

describe('the reading map of suspicious readings (issue 28 §3)', () => {
  const reading = (suspicions: MapReading['suspicions'], latitude: number): MapReading => ({
    readAt: '2026-03-01T12:00:00.000Z',
    latitude,
    longitude: -51.5,
    customerLotNumber: 'ME-7',
    productName: 'Merlot 750 ml',
    authenticity: 'genuine',
    suspicions,
  });
  const mapReadings = [
    reading([], -29.1),
    reading(['impossible-travel', 'too-many-readings'], -29.2),
    reading([], -29.3),
  ];

  it('keeps only the suspicious readings when the switch is on, counts them apart, and names their rules', async () => {
    const port = tagsOver(undefined, { mapReadings });
    const searches = vi.spyOn(port, 'searchReadings');
    renderWith(<ReadingMapView />, '/areacliente/mapa-leitura', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const legend = await screen.findByRole('list', { name: 'Map colours' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Genuine: 2', 'Suspicious: 1']);
    expect(searches.mock.calls[0]?.[0].suspiciousOnly).toBe(false);
    const hovers = JSON.parse((await screen.findByRole('img')).getAttribute('data-hovers') ?? '[]') as string[];
    // The suspicious reading is drawn last, on top.
    expect(hovers).toHaveLength(3);
    expect(hovers[2]).toContain('Suspicious: Impossible travel, Too many readings');
    expect(hovers[0]).not.toContain('Suspicious');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Only suspicious readings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveBeenCalledTimes(2));
    expect(searches.mock.calls[1]?.[0].suspiciousOnly).toBe(true);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '1 reading found');
  });

  it('opens with the switch on when its address says suspicious=true, and searches at once', async () => {
    const port = tagsOver(undefined, { mapReadings });
    const searches = vi.spyOn(port, 'searchReadings');
    renderWith(<ReadingMapView />, '/areacliente/mapa-leitura?period=2&suspicious=true', port, 'es');
    await waitFor(() => expect(searches).toHaveBeenCalledTimes(1));
    expect(searches.mock.calls[0]?.[0].suspiciousOnly).toBe(true);
    const box = screen.getByRole('checkbox', { name: 'Solo lecturas sospechosas' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
  });
});

describe('reading map filters (spec B §2 "Reading map", §9)', () => {
  const shownRegions = () =>
    screen.queryAllByRole('menuitemcheckbox', { hidden: true }).map((option) => option.textContent);

  it('narrows the options to what is typed 300 ms after the last key, whatever its accents, and keeps the choice', async () => {
    const port = tagsOver();
    const searches = vi.spyOn(port, 'searchReadings');
    renderWith(<ReadingMapView />, '/areacliente/mapa-leitura', port);
    const regions = (await screen.findByRole('combobox', { name: 'Regions' })) as HTMLInputElement;
    await waitFor(() => expect(regions.disabled).toBe(false));
    fireEvent.click(regions);
    await waitFor(() => expect(shownRegions()).toEqual(['Minas Gerais', 'Santa Catarina', 'São Paulo']));

    // The debounce runs on the test's clock (only setTimeout is faked: Testing Library's waits need the real one).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    fireEvent.change(regions, { target: { value: 'sa' } });
    await wait(READING_FILTER_DEBOUNCE_MS - 1);
    fireEvent.change(regions, { target: { value: 'sao' } });
    await wait(READING_FILTER_DEBOUNCE_MS - 1);
    expect(shownRegions()).toEqual(['Minas Gerais', 'Santa Catarina', 'São Paulo']);
    await wait(1);
    expect(shownRegions()).toEqual(['São Paulo']);
    vi.useRealTimers();

    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'São Paulo', hidden: true }));
    fireEvent.keyDown(regions, { key: 'Escape' });
    await waitFor(() => expect(regions.value).toBe('São Paulo'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveBeenCalledTimes(1));
    expect(searches.mock.calls[0]?.[0].regionIds).toEqual([4]);
  });

  it('says when the filters cannot be loaded, and still searches without them', async () => {
    const port = tagsOver();
    vi.spyOn(port, 'readingFilters').mockRejectedValue(new Error('down'));
    const searches = vi.spyOn(port, 'searchReadings');
    renderWith(<ReadingMapView />, '/areacliente/mapa-leitura', port);
    expect(
      await screen.findByText('The filters could not be loaded; the search still works without them.'),
    ).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Regions' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveBeenCalledTimes(1));
  });

  it('says so when nothing matches, and offers every option again once closed', async () => {
    renderWith(<ReadingMapView />, '/areacliente/mapa-leitura', tagsOver());
    const regions = (await screen.findByRole('combobox', { name: 'Regions' })) as HTMLInputElement;
    await waitFor(() => expect(regions.disabled).toBe(false));
    fireEvent.click(regions);
    fireEvent.change(regions, { target: { value: 'Bahia' } });
    // The list holds only the message, which cannot be chosen.
    const message = await screen.findByRole('menuitemcheckbox', {
      name: 'Nothing matches what was typed.',
      hidden: true,
    });
    expect(message.getAttribute('aria-disabled')).toBe('true');
    expect(shownRegions()).toEqual(['Nothing matches what was typed.']);
    fireEvent.keyDown(regions, { key: 'Escape' });
    await waitFor(() => expect(regions.value).toBe(''));
    fireEvent.click(regions);
    await waitFor(() => expect(shownRegions()).toEqual(['Minas Gerais', 'Santa Catarina', 'São Paulo']));
  });
});
