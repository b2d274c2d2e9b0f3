// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import {
  BUSINESS_RULE_ERROR,
  PortError,
  PreferencesPortToken,
  PROMOTION_NOT_EDITABLE,
  PROMOTION_STATUS_POLL_MS,
  PromotionPortToken,
  SessionPortToken,
  type ListQuery,
  type Page,
  type PrizeLookup,
  type PromotionDrawRecord,
  type Promotion,
  type PromotionEntryCounts,
  type PromotionFilterOptions,
  type PromotionInput,
  type PromotionPort,
  type PromotionReadingFilter,
  type PromotionRow,
  type PromotionStatus,
  type PromotionWinner,
} from '@tagtrail/domain';
import { MemoryApp, type MemoryLocation } from '../app/MemoryApp';
import { FakePreferences, FakeSessionPort } from '../testing/fakes';
import { PromotionFormView } from './PromotionFormView';
import { PromotionListView } from './PromotionListView';
import { PromotionProcessingView } from './PromotionProcessingView';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const customerUser = { username: 'carlos.cliente', role: 'CLIENTE', accessToken: 't', customerId: 1 } as const;

const base: Promotion = {
  id: 1,
  customerId: 1,
  description: 'Sorteio de Páscoa',
  createdAt: '2026-01-05T13:00:00.000Z',
  startDate: '2026-01-10',
  endDate: '2026-02-28',
  random: false,
  prize: 'Seis garrafas',
  rulesManualUrl: '',
  imageUrl: '',
  winnersCount: 2,
  drawType: 2,
  entryRule: 1,
  status: 1,
  relevance: 0,
  products: [{ id: 1, promotionId: 1, productId: 7 }],
  countries: [{ id: 1, promotionId: 1, name: 'BR' }],
  states: [],
  cities: [],
};
const processed: Promotion = { ...base, id: 3, description: 'Degustação de verão', status: 4 };

const options: PromotionFilterOptions = {
  products: [{ id: 7, name: 'Cabernet 2021' }],
  countries: [{ id: 1, value: 'BR', description: 'Brasil' }],
  states: [{ id: 1, value: 'RS', description: 'Rio Grande do Sul' }],
  cities: [{ id: 1, value: 'Bento Gonçalves', description: 'Bento Gonçalves' }],
};

/** A port over an array whose status moves one step each poll after Process, as the server's job would. */
class FakePromotions implements PromotionPort {
  readonly created: PromotionInput[] = [];
  readonly updated: [number, PromotionInput][] = [];
  readonly removed: number[] = [];
  readonly processed: [string, PromotionReadingFilter][] = [];
  possible = 3;
  counts: PromotionEntryCounts = { entries: 3, blockedDevices: 0, laterReaders: 0, readingsWithoutDevice: 0 };
  failEntryCounts = false;
  failProcess = false;
  /** How many times the status was asked for (each poll asks once). */
  statusChecks = 0;
  winnerRows: PromotionWinner[] = [
    {
      deviceId: 'dev-aaa',
      deviceOwner: 'Ana Souza',
      withdrawerName: 'Ana S.',
      withdrawnAt: '2026-01-08T15:42:00.000Z',
    },
    { deviceId: 'dev-bbb', deviceOwner: null, withdrawerName: null, withdrawnAt: null },
  ];
  promotions: Promotion[];
  constructor(seed: readonly Promotion[]) {
    this.promotions = seed.map((p) => structuredClone(p));
  }

  list = async (query: ListQuery): Promise<Page<PromotionRow>> => {
    const rows = this.promotions.map((p) => ({
      id: p.id,
      description: p.description,
      drawDate: p.status === 4 ? '2026-03-01' : null,
      finishDate: p.endDate,
      winnersCount: p.winnersCount,
      status: p.status,
    }));
    const start = query.page * query.rowsPerPage;
    return { records: rows.slice(start, start + query.rowsPerPage), total: rows.length };
  };
  get = async (id: number) => {
    const found = this.promotions.find((p) => p.id === id);
    if (!found) throw new PortError(404, 'NOT_FOUND', 'NOT_FOUND');
    return structuredClone(found);
  };
  create = async (input: PromotionInput) => {
    this.created.push(input);
    const id = 50;
    this.promotions.push({ ...base, ...input, id, status: 1, products: [], countries: [], states: [], cities: [] });
    return id;
  };
  update = async (id: number, input: PromotionInput) => {
    this.updated.push([id, input]);
    return id;
  };
  remove = async (id: number) => {
    if ((await this.get(id)).status !== 1) throw new PortError(409, BUSINESS_RULE_ERROR, PROMOTION_NOT_EDITABLE);
    this.removed.push(id);
    this.promotions = this.promotions.filter((p) => p.id !== id);
  };
  filterOptions = async () => structuredClone(options);
  status = async (id: number): Promise<PromotionStatus> => {
    this.statusChecks += 1;
    const promotion = this.promotions.find((p) => p.id === id)!;
    const status = promotion.status;
    if (status === 2 || status === 3) promotion.status = (status + 1) as PromotionStatus;
    return status;
  };
  possibleWinners = async () => this.possible;
  entryCounts = async (): Promise<PromotionEntryCounts> => {
    if (this.failEntryCounts) throw new PortError(500, 'INTERNAL', 'INTERNAL');
    return { ...this.counts };
  };
  process = async (id: number, filter: PromotionReadingFilter) => {
    if (this.failProcess) throw new PortError(500, 'INTERNAL', 'INTERNAL');
    this.processed.push(['process', filter]);
    this.promotions.find((p) => p.id === id)!.status = 2;
  };
  reprocess = async (id: number, filter: PromotionReadingFilter) => {
    this.processed.push(['reprocess', filter]);
    this.promotions.find((p) => p.id === id)!.status = 3;
  };
  winners = async (): Promise<Page<PromotionWinner>> => ({ records: this.winnerRows, total: this.winnerRows.length });
  drawRecord = async (id: number): Promise<PromotionDrawRecord> => {
    const status = this.promotions.find((p) => p.id === id)!.status;
    const base = {
      promotionId: id,
      winnersCount: 2,
      publicReference: `cHJvbW9jYW8tMDAwMDAwM${id}`,
      commitment: null,
      entriesDigest: null,
      entriesFrozenAt: null,
      seed: null,
      entries: null,
      winners: null,
    };
    // issue 24 §4: the commitment from the save on; promotion 9 stands for one saved before that.
    if (status === 1) return id === 9 ? base : { ...base, commitment: 'c0ffee'.repeat(10) + 'c0fe' };
    if (status === 2) return { ...base, commitment: 'c0ffee'.repeat(10) + 'c0fe' };
    return {
      ...base,
      commitment: 'c0ffee'.repeat(10) + 'c0fe',
      entriesDigest: 'd1'.repeat(32),
      entriesFrozenAt: '2026-11-20T00:01:00.000Z',
      seed: '5eed'.repeat(16),
      entries: ['e-1', 'e-2', 'e-3'],
      winners: ['e-3', 'e-1'],
    };
  };
  lookupCode = async (code: string): Promise<PrizeLookup | null> =>
    code === 'R3VZ8NCK6GJD' ? { promotionId: 3, withdrawnAt: null, withdrawal: null } : null;
  withdraw = async () => undefined;
}

function renderAt(route: string, port: FakePromotions) {
  let location: MemoryLocation | undefined;
  render(
    <MemoryApp
      route={route}
      services={[
        [PromotionPortToken, port],
        [SessionPortToken, new FakeSessionPort(customerUser)],
        [PreferencesPortToken, new FakePreferences()],
      ]}
      onLocation={(l) => (location = l)}
    >
      <Switch>
        <Route path="/areacliente/promocoes">
          <PromotionListView />
        </Route>
        <Route path="/areacliente/promocao">
          <PromotionFormView key="new" />
        </Route>
        <Route path="/areacliente/promocao/:id/processar">
          {({ id }) => <PromotionProcessingView id={Number(id)} />}
        </Route>
        <Route path="/areacliente/promocao/:id">{({ id }) => <PromotionFormView key={id} id={Number(id)} />}</Route>
      </Switch>
    </MemoryApp>,
  );
  return { current: () => location?.history[location.history.length - 1] ?? '' };
}

/**
 * The status polling runs on the test's clock: from here on only setTimeout is faked (Testing Library's findBy and
 * waitFor need the real one, so none runs until `useRealTimers`), and each call moves the clock and lets the work
 * it started finish.
 */
function pollOnTestClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}

// jsdom gives Fluent's focus trap no real focus events, so dialogs soon turn aria-hidden: include hidden elements.
const dialog = async () => within(await screen.findByRole('alertdialog', { hidden: true }));
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('promotion list (spec B §2 "/promocoes")', () => {
  it('shows description, draw and finalization dates, winners and status', async () => {
    renderAt('/areacliente/promocoes', new FakePromotions([base, processed]));
    expect(await screen.findByText('Sorteio de Páscoa')).toBeTruthy();
    expect(screen.getAllByText('28/02/2026').length).toBe(2);
    expect(screen.getByText('01/03/2026')).toBeTruthy();
    expect(screen.getByText('Not processed')).toBeTruthy();
    expect(screen.getByText('Processed')).toBeTruthy();
  });

  it('offers Edit and Process until processed, and details instead at status 4', async () => {
    renderAt('/areacliente/promocoes', new FakePromotions([base, processed]));
    await screen.findByText('Sorteio de Páscoa');
    expect(screen.getByRole('link', { name: 'Edit Sorteio de Páscoa' }).getAttribute('href')).toBe(
      '/areacliente/promocao/1',
    );
    expect(screen.getByRole('link', { name: 'Process Sorteio de Páscoa' }).getAttribute('href')).toBe(
      '/areacliente/promocao/1/processar',
    );
    expect(screen.queryByRole('link', { name: 'Edit Degustação de verão' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Process Degustação de verão' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Details of Degustação de verão' }).getAttribute('href')).toBe(
      '/areacliente/promocao/3',
    );
    expect(screen.getByRole('link', { name: 'Draw and winners of Degustação de verão' }).getAttribute('href')).toBe(
      '/areacliente/promocao/3/processar',
    );
  });
});

describe('the prize-code box above the list (spec B §2, §4)', () => {
  it('looks a code up with the promotion port and opens its withdrawal form', async () => {
    const at = renderAt('/areacliente/promocoes', new FakePromotions([processed]));
    const code = await screen.findByLabelText(/^Prize code/, { selector: 'input' });
    fireEvent.change(code, { target: { value: 'nope' } });
    expect((code as HTMLInputElement).value).toBe('NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect((await screen.findAllByText('Code not found.')).length).toBeGreaterThan(0);
    fireEvent.change(code, { target: { value: 'r3vz8nck6gjd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(at.current()).toBe('/areacliente/promocao/3/premio/R3VZ8NCK6GJD'));
  });
});

describe('promotion form (spec B §4, §5)', () => {
  it('refuses a save with the required fields empty, and sends nothing', async () => {
    const port = new FakePromotions([]);
    renderAt('/areacliente/promocao', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('required field').length).toBeGreaterThanOrEqual(5));
    expect(port.created).toEqual([]);
  });

  it('refuses fewer than one winner', async () => {
    const port = new FakePromotions([]);
    renderAt('/areacliente/promocao', port);
    fireEvent.change(await screen.findByLabelText(/^Winners/, { selector: 'input' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 1 winner.')).toBeTruthy();
  });

  it('creates with the defaults (draw, relevance 0) and replaces the route with the record’s', async () => {
    const port = new FakePromotions([]);
    const at = renderAt('/areacliente/promocao', port);
    fireEvent.change(await screen.findByLabelText(/^Description/, { selector: 'input' }), {
      target: { value: 'Sorteio de outono' },
    });
    fireEvent.change(field(/^Prize/), { target: { value: 'Uma garrafa' } });
    fireEvent.change(field(/^Winners/), { target: { value: '3' } });
    fireEvent.change(field(/^Start date/), { target: { value: '2026-04-01' } });
    fireEvent.change(field(/^End date/), { target: { value: '2026-04-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at.current()).toBe('/areacliente/promocao/50'));
    expect(port.created).toEqual([
      expect.objectContaining({
        description: 'Sorteio de outono',
        prize: 'Uma garrafa',
        winnersCount: 3,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        drawType: 2,
        entryRule: 1,
        relevance: 0,
        productIds: [],
      }),
    ]);
  });

  it('counts entries one per tag unless told one per device, each option explained under it (issue 24 §3)', async () => {
    const port = new FakePromotions([base]);
    renderAt('/areacliente/promocao/1', port);
    const perTag = (await screen.findByRole('radio', {
      name: 'One per tag (the first reading of each tag)',
    })) as HTMLInputElement;
    const perDevice = screen.getByRole('radio', { name: 'One per device' }) as HTMLInputElement;
    expect(screen.getByRole('radiogroup', { name: 'Entries' })).toBeTruthy();
    expect(perTag.checked).toBe(true);
    expect(perDevice.checked).toBe(false);
    const hint = (radio: HTMLInputElement) =>
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint(perTag)).toBe(
      'Each tag read is one entry, held by the first phone that read it in the period. Best against fake entries.',
    );
    expect(hint(perDevice)).toBe('Each phone that read a tag in the period is one entry.');
    fireEvent.click(perDevice);
    await waitFor(() => expect(perDevice.checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(port.updated.length).toBe(1));
    expect(port.updated[0]?.[1].entryRule).toBe(2);
  });

  it('titles the prize field "Title" for a notification and "Prize" for a draw', async () => {
    renderAt('/areacliente/promocao', new FakePromotions([]));
    expect(await screen.findByLabelText(/^Prize/, { selector: 'input' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Notification' }));
    expect(await screen.findByLabelText(/^Title/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Prize/, { selector: 'input' })).toBeNull();
  });

  it('shows the stored filters, countries named in the user’s language, and saves an edit', async () => {
    const port = new FakePromotions([base]);
    renderAt('/areacliente/promocao/1', port);
    const countries = (await screen.findByRole('combobox', { name: 'Countries' })) as HTMLInputElement;
    await waitFor(() => expect(countries.value).toBe('Brazil'));
    expect((screen.getByRole('combobox', { name: 'Products' }) as HTMLInputElement).value).toBe('Cabernet 2021');
    fireEvent.change(field(/^Description/), { target: { value: 'Sorteio de Páscoa 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(port.updated.length).toBe(1));
    expect(port.updated[0]).toEqual([
      1,
      expect.objectContaining({ description: 'Sorteio de Páscoa 2026', productIds: [7], countries: ['BR'] }),
    ]);
  });

  it('is read-only once processed: fields, Save and Delete disabled', async () => {
    renderAt('/areacliente/promocao/3', new FakePromotions([processed]));
    expect(
      await screen.findByText(
        'This promotion is being processed or has been processed, so it can no longer be changed or deleted.',
      ),
    ).toBeTruthy();
    expect(field(/^Description/).readOnly).toBe(true);
    expect((screen.getByRole('radio', { name: 'One per device' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /^One per tag/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Draw and winners' }).getAttribute('href')).toBe(
      '/areacliente/promocao/3/processar',
    );
  });

  it('deletes after the question, then goes to the list', async () => {
    const port = new FakePromotions([base]);
    const at = renderAt('/areacliente/promocao/1', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const asked = await dialog();
    expect(asked.getByText('Delete the promotion “Sorteio de Páscoa”? This cannot be undone.')).toBeTruthy();
    fireEvent.click(asked.getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(at.current()).toBe('/areacliente/promocoes'));
    expect(port.removed).toEqual([1]);
  });
});

describe('promotion processing (spec B §4 "/promocao/{id}/processar")', () => {
  it('disables Process with the notice when no reading matches the filter', async () => {
    const port = new FakePromotions([base]);
    port.possible = 0;
    renderAt('/areacliente/promocao/1/processar', port);
    expect(await screen.findByText('No reading selected. Change the promotion filter.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Process' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the entries and how they are counted, with nothing kept out when nothing was (issue 24 §3)', async () => {
    renderAt('/areacliente/promocao/1/processar', new FakePromotions([base]));
    const entries = await screen.findByText('3 (one per tag)');
    expect(entries.tagName).toBe('DD');
    expect(entries.previousElementSibling?.textContent).toBe('Entries');
    expect(screen.queryByText('Kept out')).toBeNull();
  });

  it('lists what the entry rule kept out, only what it did', async () => {
    const port = new FakePromotions([{ ...base, entryRule: 2 }]);
    port.counts = { entries: 1234, blockedDevices: 1, laterReaders: 0, readingsWithoutDevice: 4 };
    renderAt('/areacliente/promocao/1/processar', port);
    expect(await screen.findByText('1,234 (one per device)')).toBeTruthy();
    expect(screen.getByText('Kept out')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('1 blocked device');
    expect(items).toContain('4 readings from addresses that made too many new devices');
    expect(items.some((item) => item?.includes('read first'))).toBe(false);
  });

  it('counts the phones that only read tags someone had read first', async () => {
    const port = new FakePromotions([base]);
    port.counts = { entries: 3, blockedDevices: 0, laterReaders: 5, readingsWithoutDevice: 0 };
    renderAt('/areacliente/promocao/1/processar', port);
    expect(await screen.findByText('5 phones that only read tags someone had read first')).toBeTruthy();
    expect(screen.queryByText(/blocked device/)).toBeNull();
  });

  it('shows nothing for the entries when they fail to load, and Process still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = new FakePromotions([base]);
    port.failEntryCounts = true;
    renderAt('/areacliente/promocao/1/processar', port);
    const process = await screen.findByRole('button', { name: 'Process' });
    await waitFor(() => expect((process as HTMLButtonElement).disabled).toBe(false));
    await waitFor(() => expect(screen.queryByText('Entries')).toBeNull());
    expect(screen.queryByText(/one per tag/)).toBeNull();
    expect(error).toHaveBeenCalledWith('promotion entry counts', expect.anything());
    error.mockRestore();
  });

  it('says a promotion saved before seeds were made at the save gets its commitment when processing starts', async () => {
    renderAt('/areacliente/promocao/9/processar', new FakePromotions([{ ...base, id: 9 }]));
    expect(await screen.findByText('Published when processing starts.')).toBeTruthy();
  });

  it('processes, follows each step by polling, then lists the winners', async () => {
    const port = new FakePromotions([base]);
    renderAt('/areacliente/promocao/1/processar', port);
    const process = await screen.findByRole('button', { name: 'Process' });
    await waitFor(() => expect((process as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('3')).toBeTruthy();
    // issue 24 §4: the draw has committed to its seed since the promotion was saved; the seed stays secret.
    expect(await screen.findByText('c0ffee'.repeat(10) + 'c0fe')).toBeTruthy();
    expect(screen.getByText('Revealed when the draw ends.')).toBeTruthy();
    expect(port.statusChecks).toBe(1);
    const wait = pollOnTestClock();
    fireEvent.click(process);
    await act(async () => {});
    expect(screen.getByText('Selecting awards (current step)')).toBeTruthy();
    // One status check per interval: the first still answers 2, the next 3, the next 4; then polling stops.
    await wait(PROMOTION_STATUS_POLL_MS - 1);
    expect(port.statusChecks).toBe(1);
    await wait(1);
    expect(port.statusChecks).toBe(2);
    expect(screen.getByText('Selecting awards (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS);
    expect(port.statusChecks).toBe(3);
    expect(screen.getByText('Scheduling notifications (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS);
    expect(port.statusChecks).toBe(4);
    expect(screen.getByText('Done (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS * 10);
    expect(port.statusChecks).toBe(4);
    vi.useRealTimers();
    expect(screen.getByText('Selecting awards (finished)')).toBeTruthy();
    expect(await screen.findByText('dev-aaa')).toBeTruthy();
    expect(screen.getByText('Ana S.')).toBeTruthy();
    expect(screen.getByText('Not withdrawn')).toBeTruthy();
    // issue 13 §5: the commitment, the seed revealed, the eligible count and the winners' entries.
    expect(screen.getByText('c0ffee'.repeat(10) + 'c0fe')).toBeTruthy();
    expect(await screen.findByText('5eed'.repeat(16))).toBeTruthy();
    expect(screen.getByText('3 in the published order')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the draw record' })).toBeTruthy();
    expect(port.processed).toEqual([
      [
        'process',
        expect.objectContaining({
          promotionId: 1,
          quantity: 2,
          productIds: [7],
          countries: ['BR'],
          startDate: '2026-01-10',
        }),
      ],
    ]);
  });

  it('reprocesses a processed promotion: 4 → 3 → 4, the same winners', async () => {
    const port = new FakePromotions([processed]);
    renderAt('/areacliente/promocao/3/processar', port);
    expect(await screen.findByText('dev-aaa')).toBeTruthy();
    expect(port.statusChecks).toBe(1);
    const wait = pollOnTestClock();
    fireEvent.click(screen.getByRole('button', { name: 'Reprocess' }));
    await act(async () => {});
    expect(screen.getByText('Scheduling notifications (current step)')).toBeTruthy();
    // One status check per interval: the first still answers 3, the next 4; then polling stops.
    await wait(PROMOTION_STATUS_POLL_MS - 1);
    expect(port.statusChecks).toBe(1);
    await wait(1);
    expect(port.statusChecks).toBe(2);
    expect(screen.getByText('Scheduling notifications (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS);
    expect(port.statusChecks).toBe(3);
    expect(screen.getByText('Done (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS * 10);
    expect(port.statusChecks).toBe(3);
    vi.useRealTimers();
    expect(await screen.findByText('dev-aaa')).toBeTruthy();
    expect(port.processed.map(([call]) => call)).toEqual(['reprocess']);
  });

  it('says the process failed and offers it again', async () => {
    const port = new FakePromotions([base]);
    port.failProcess = true;
    renderAt('/areacliente/promocao/1/processar', port);
    const process = await screen.findByRole('button', { name: 'Process' });
    await waitFor(() => expect((process as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(process);
    expect(await screen.findByText('The promotion could not be processed. Try again.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Process' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
