// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import {
  MemoryPromotionAdapter,
  type DemoPromotionReading,
  type DemoPromotionWinner,
  type MemoryPromotionOptions,
} from '@tagtrail/adapters';
import {
  PreferencesPortToken,
  PROMOTION_STATUS_POLL_MS,
  PromotionPortToken,
  SessionPortToken,
  type Promotion,
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
const firstPage = { page: 0, rowsPerPage: 10, searchText: '' };

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
const processed: Promotion = {
  ...base,
  id: 3,
  description: 'Degustação de verão',
  status: 4,
  startDate: '2025-12-01',
  endDate: '2025-12-31',
};

/** A reading of a Cabernet bottle in Bento Gonçalves, during the Easter draw's period. */
const reading = (deviceId: string | null, tagId: number, date = '2026-01-20'): DemoPromotionReading => ({
  deviceId,
  tagId,
  productId: 7,
  categoryId: null,
  country: 'BR',
  state: 'RS',
  city: 'Bento Gonçalves',
  date,
});
/** Three phones, each the first to read its own bottle: three entries, one per tag, nothing kept out. */
const buyers = ['dev-aaa', 'dev-bbb', 'dev-ccc'].map((deviceId, i) => reading(deviceId, 100 + i));
/** The summer tasting's draw: one prize withdrawn, one still to be taken. */
const summerWinners: DemoPromotionWinner[] = [
  {
    promotionId: 3,
    deviceId: 'dev-aaa',
    code: 'K7MQ9XTR4WHPA',
    withdrawnAt: '2026-01-08T15:42:00.000Z',
    withdrawal: { name: 'Ana S.', cpf: '11144477735', birthDate: '1988-04-12', address: 'Rua Garibaldi, 120' },
  },
  { promotionId: 3, deviceId: 'dev-bbb', code: 'R3VZ8NCK6GJDE', withdrawnAt: null, withdrawal: null },
];

/**
 * The customer's promotions in memory, on a clock inside the Easter draw's period (its list not yet frozen), each
 * processing step lasting one status poll.
 */
function promotionsOver(seed: readonly Promotion[], options: MemoryPromotionOptions = {}) {
  return new MemoryPromotionAdapter(seed, {
    readings: buyers,
    products: [{ id: 7, name: 'Cabernet 2021' }],
    winners: summerWinners,
    owners: { 'dev-aaa': 'Ana Souza' },
    blocked: [],
    pollsPerStep: 1,
    now: () => new Date('2026-02-15T12:00:00.000Z'),
    ...options,
  });
}

function renderAt(route: string, port: MemoryPromotionAdapter) {
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

/**
 * The memory port answers a status poll by a timer of its own (as a server takes a while); one set while the clock
 * is being moved is due a millisecond on, so the answer lands one millisecond after the poll.
 */
const answeredAfterPoll = 1;

// jsdom gives Fluent's focus trap no real focus events, so dialogs soon turn aria-hidden: include hidden elements.
const dialog = async () => within(await screen.findByRole('alertdialog', { hidden: true }));
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('promotion list (spec B §2 "/promocoes")', () => {
  it('shows description, draw and finalization dates, winners and status', async () => {
    renderAt('/areacliente/promocoes', promotionsOver([base, processed]));
    expect(await screen.findByText('Sorteio de Páscoa')).toBeTruthy();
    // The summer tasting was drawn at its period's end; the Easter draw not yet.
    expect(screen.getAllByText('31/12/2025').length).toBe(2);
    expect(screen.getAllByText('28/02/2026').length).toBe(1);
    expect(screen.getByText('Not processed')).toBeTruthy();
    expect(screen.getByText('Processed')).toBeTruthy();
  });

  it('offers Edit and Process until processed, and details instead at status 4', async () => {
    renderAt('/areacliente/promocoes', promotionsOver([base, processed]));
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
    const at = renderAt('/areacliente/promocoes', promotionsOver([processed]));
    const code = await screen.findByLabelText(/^Prize code/, { selector: 'input' });
    fireEvent.change(code, { target: { value: 'nope' } });
    expect((code as HTMLInputElement).value).toBe('NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect((await screen.findAllByText('Code not found.')).length).toBeGreaterThan(0);
    fireEvent.change(code, { target: { value: 'r3vz8nck6gjde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(at.current()).toBe('/areacliente/promocao/3/premio/R3VZ8NCK6GJDE'));
  });
});

describe('promotion form (spec B §4, §5)', () => {
  it('refuses a save with the required fields empty, and sends nothing', async () => {
    const port = promotionsOver([]);
    renderAt('/areacliente/promocao', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('required field').length).toBeGreaterThanOrEqual(5));
    expect((await port.list(firstPage)).total).toBe(0);
  });

  it('refuses fewer than one winner', async () => {
    const port = promotionsOver([]);
    renderAt('/areacliente/promocao', port);
    fireEvent.change(await screen.findByLabelText(/^Winners/, { selector: 'input' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 1 winner.')).toBeTruthy();
  });

  it('creates with the defaults (draw, relevance 0) and replaces the route with the record’s', async () => {
    const port = promotionsOver([]);
    const at = renderAt('/areacliente/promocao', port);
    fireEvent.change(await screen.findByLabelText(/^Description/, { selector: 'input' }), {
      target: { value: 'Sorteio de outono' },
    });
    fireEvent.change(field(/^Prize/), { target: { value: 'Uma garrafa' } });
    fireEvent.change(field(/^Winners/), { target: { value: '3' } });
    fireEvent.change(field(/^Start date/), { target: { value: '2026-04-01' } });
    fireEvent.change(field(/^End date/), { target: { value: '2026-04-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at.current()).toBe('/areacliente/promocao/1'));
    await expect(port.get(1)).resolves.toMatchObject({
      description: 'Sorteio de outono',
      prize: 'Uma garrafa',
      winnersCount: 3,
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      drawType: 2,
      entryRule: 1,
      relevance: 0,
      status: 1,
      products: [],
    });
  });

  it('counts entries one per tag unless told one per device, each option explained under it (issue 24 §3)', async () => {
    const port = promotionsOver([base]);
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
    await waitFor(async () => expect((await port.get(1)).entryRule).toBe(2));
  });

  it('titles the prize field "Title" for a notification and "Prize" for a draw', async () => {
    renderAt('/areacliente/promocao', promotionsOver([]));
    expect(await screen.findByLabelText(/^Prize/, { selector: 'input' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Notification' }));
    expect(await screen.findByLabelText(/^Title/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Prize/, { selector: 'input' })).toBeNull();
  });

  it('shows the stored filters, countries named in the user’s language, and saves an edit', async () => {
    const port = promotionsOver([base]);
    renderAt('/areacliente/promocao/1', port);
    const countries = (await screen.findByRole('combobox', { name: 'Countries' })) as HTMLInputElement;
    await waitFor(() => expect(countries.value).toBe('Brazil'));
    expect((screen.getByRole('combobox', { name: 'Products' }) as HTMLInputElement).value).toBe('Cabernet 2021');
    fireEvent.change(field(/^Description/), { target: { value: 'Sorteio de Páscoa 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await port.get(1)).description).toBe('Sorteio de Páscoa 2026'));
    await expect(port.get(1)).resolves.toMatchObject({
      products: [{ productId: 7 }],
      countries: [{ name: 'BR' }],
    });
  });

  it('is read-only once processed: fields, Save and Delete disabled', async () => {
    renderAt('/areacliente/promocao/3', promotionsOver([processed]));
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
    const port = promotionsOver([base]);
    const at = renderAt('/areacliente/promocao/1', port);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const asked = await dialog();
    expect(asked.getByText('Delete the promotion “Sorteio de Páscoa”? This cannot be undone.')).toBeTruthy();
    fireEvent.click(asked.getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(at.current()).toBe('/areacliente/promocoes'));
    await expect(port.get(1)).rejects.toMatchObject({ status: 404 });
  });
});

describe('promotion processing (spec B §4 "/promocao/{id}/processar")', () => {
  it('disables Process with the notice when no reading matches the filter', async () => {
    renderAt('/areacliente/promocao/1/processar', promotionsOver([base], { readings: [] }));
    expect(await screen.findByText('No reading selected. Change the promotion filter.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Process' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the entries and how they are counted, with nothing kept out when nothing was (issue 24 §3)', async () => {
    renderAt('/areacliente/promocao/1/processar', promotionsOver([base]));
    const entries = await screen.findByText('3 (one per tag)');
    expect(entries.tagName).toBe('DD');
    expect(entries.previousElementSibling?.textContent).toBe('Entries');
    expect(screen.queryByText('Kept out')).toBeNull();
  });

  it('lists what the entry rule kept out, only what it did', async () => {
    const phones = Array.from({ length: 1234 }, (_, i) => reading(`phone-${i}`, 1000 + i));
    const readings = [...phones, reading('phone-blocked', 1), ...[2, 3, 4, 5].map((tag) => reading(null, tag))];
    const port = promotionsOver([{ ...base, entryRule: 2 }], { readings, blocked: ['phone-blocked'] });
    renderAt('/areacliente/promocao/1/processar', port);
    expect(await screen.findByText('1,234 (one per device)')).toBeTruthy();
    expect(screen.getByText('Kept out')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('1 blocked device');
    expect(items).toContain('4 readings from addresses that made too many new devices');
    expect(items.some((item) => item?.includes('read first'))).toBe(false);
  });

  it('counts the phones that only read tags someone had read first', async () => {
    // Five more phones read the first buyer's bottle after it.
    const later = Array.from({ length: 5 }, (_, i) => reading(`later-${i}`, 100, '2026-01-25'));
    renderAt('/areacliente/promocao/1/processar', promotionsOver([base], { readings: [...buyers, ...later] }));
    expect(await screen.findByText('5 phones that only read tags someone had read first')).toBeTruthy();
    expect(screen.queryByText(/blocked device/)).toBeNull();
  });

  it('shows nothing for the entries when they fail to load, and Process still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/areacliente/promocao/1/processar', promotionsOver([base], { failOn: ['entryCounts'] }));
    const process = await screen.findByRole('button', { name: 'Process' });
    await waitFor(() => expect((process as HTMLButtonElement).disabled).toBe(false));
    await waitFor(() => expect(screen.queryByText('Entries')).toBeNull());
    expect(screen.queryByText(/one per tag/)).toBeNull();
    expect(error).toHaveBeenCalledWith('promotion entry counts', expect.anything());
    error.mockRestore();
  });

  it('says a promotion saved before seeds were made at the save gets its commitment when processing starts', async () => {
    const port = promotionsOver([base]);
    // A state the fake does not make: its promotions all commit to their seed when saved.
    const record = port.drawRecord.bind(port);
    vi.spyOn(port, 'drawRecord').mockImplementation(async (id) => ({ ...(await record(id)), commitment: null }));
    renderAt('/areacliente/promocao/1/processar', port);
    expect(await screen.findByText('Published when processing starts.')).toBeTruthy();
  });

  it('processes, follows each step by polling, then lists the winners', async () => {
    const port = promotionsOver([base]);
    const statusChecks = vi.spyOn(port, 'status');
    const process = vi.spyOn(port, 'process');
    const { commitment } = await port.drawRecord(1);
    renderAt('/areacliente/promocao/1/processar', port);
    const processButton = await screen.findByRole('button', { name: 'Process' });
    await waitFor(() => expect((processButton as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('3')).toBeTruthy();
    // issue 24 §4: the draw has committed to its seed since the promotion was saved; the seed stays secret.
    expect(await screen.findByText(commitment ?? '')).toBeTruthy();
    expect(screen.getByText('Revealed when the draw ends.')).toBeTruthy();
    expect(statusChecks).toHaveBeenCalledTimes(1);
    const wait = pollOnTestClock();
    fireEvent.click(processButton);
    // The fake answers on a later turn of the clock, as a server would, not within the click.
    await wait(0);
    expect(screen.getByText('Selecting awards (current step)')).toBeTruthy();
    // One status check per interval after each answer, each a step on: 3, then 4; then polling stops.
    await wait(PROMOTION_STATUS_POLL_MS - 1);
    expect(statusChecks).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(statusChecks).toHaveBeenCalledTimes(2);
    await wait(answeredAfterPoll);
    expect(screen.getByText('Scheduling notifications (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS);
    expect(statusChecks).toHaveBeenCalledTimes(3);
    await wait(answeredAfterPoll);
    expect(screen.getByText('Done (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS * 10);
    expect(statusChecks).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
    expect(screen.getByText('Selecting awards (finished)')).toBeTruthy();
    const drawn = port.prizeCodesOf(1);
    expect(drawn).toHaveLength(2);
    for (const { deviceId } of drawn) expect(await screen.findByText(deviceId)).toBeTruthy();
    expect(screen.getAllByText('Not withdrawn')).toHaveLength(2);
    // issue 13 §5: the commitment, the seed revealed, the eligible count and the winners' entries.
    const record = await port.drawRecord(1);
    expect(screen.getByText(commitment ?? '')).toBeTruthy();
    expect(await screen.findByText(record.seed ?? '')).toBeTruthy();
    expect(screen.getByText('3 in the published order')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the draw record' })).toBeTruthy();
    expect(process).toHaveBeenCalledWith(
      1,
      expect.objectContaining({
        promotionId: 1,
        quantity: 2,
        productIds: [7],
        countries: ['BR'],
        startDate: '2026-01-10',
      }),
    );
  });

  it('reprocesses a processed promotion: 4 → 3 → 4, the same winners', async () => {
    const port = promotionsOver([processed], { pollsPerStep: 2 });
    const statusChecks = vi.spyOn(port, 'status');
    const process = vi.spyOn(port, 'process');
    const reprocess = vi.spyOn(port, 'reprocess');
    renderAt('/areacliente/promocao/3/processar', port);
    expect(await screen.findByText('dev-aaa')).toBeTruthy();
    expect(screen.getByText('Ana S.')).toBeTruthy();
    expect(statusChecks).toHaveBeenCalledTimes(1);
    const wait = pollOnTestClock();
    fireEvent.click(screen.getByRole('button', { name: 'Reprocess' }));
    // The fake answers on a later turn of the clock, as a server would, not within the click.
    await wait(0);
    expect(screen.getByText('Scheduling notifications (current step)')).toBeTruthy();
    // One status check per interval after each answer: the first still answers 3, the next 4; then polling stops.
    await wait(PROMOTION_STATUS_POLL_MS - 1);
    expect(statusChecks).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(statusChecks).toHaveBeenCalledTimes(2);
    await wait(answeredAfterPoll);
    expect(screen.getByText('Scheduling notifications (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS);
    expect(statusChecks).toHaveBeenCalledTimes(3);
    await wait(answeredAfterPoll);
    expect(screen.getByText('Done (current step)')).toBeTruthy();
    await wait(PROMOTION_STATUS_POLL_MS * 10);
    expect(statusChecks).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
    expect(await screen.findByText('dev-aaa')).toBeTruthy();
    expect(port.prizeCodesOf(3).map((w) => w.code)).toEqual(summerWinners.map((w) => w.code));
    expect(reprocess).toHaveBeenCalledTimes(1);
    expect(process).not.toHaveBeenCalled();
  });

  it('says the process failed and offers it again', async () => {
    renderAt('/areacliente/promocao/1/processar', promotionsOver([base], { failOn: ['process'] }));
    const process = await screen.findByRole('button', { name: 'Process' });
    await waitFor(() => expect((process as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(process);
    expect(await screen.findByText('The promotion could not be processed. Try again.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Process' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
