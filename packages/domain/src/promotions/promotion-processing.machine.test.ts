import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { PromotionReadingFilter } from './promotion-filter.model';
import type { PromotionStatus } from './promotion.model';
import {
  PROMOTION_PROCESS_ERROR,
  PROMOTION_STATUS_POLL_MS,
  promotionProcessingActors,
  promotionProcessingMachine,
  type ProcessingStep,
} from './promotion-processing.machine';
import type { PromotionPort } from './promotion.port';

/** Lets resolved promises reach the machine (the domain has no timer types, so no setTimeout here). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

const filter: PromotionReadingFilter = {
  promotionId: 7,
  quantity: 2,
  productIds: [11],
  categoryIds: [],
  countries: ['BR'],
  states: [],
  cities: [],
  startDate: '2026-01-10',
  endDate: '2026-02-10',
};

interface Script {
  /** What each status load answers, in turn; the last one repeats. An Error rejects. */
  statuses: (PromotionStatus | Error)[];
  possibleWinners?: number | Error;
  processFails?: boolean;
  reprocessFails?: boolean;
}

async function start(script: Script) {
  const calls: string[] = [];
  const logged: { step: ProcessingStep; error: unknown }[] = [];
  const sent: { call: string; promotionId: number; filter: PromotionReadingFilter }[] = [];
  const statuses = [...script.statuses];
  const machine = promotionProcessingMachine.provide({
    actors: {
      loadPossibleWinners: fromPromise<number, { promotionId: number }>(async ({ input }) => {
        calls.push(`possibleWinners:${input.promotionId}`);
        const answer = script.possibleWinners ?? 5;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      loadStatus: fromPromise<PromotionStatus, { promotionId: number }>(async ({ input }) => {
        calls.push(`status:${input.promotionId}`);
        const answer = statuses.length > 1 ? statuses.shift() : statuses[0];
        if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no status scripted');
        return answer;
      }),
      process: fromPromise<void, { promotionId: number; filter: PromotionReadingFilter }>(async ({ input }) => {
        sent.push({ call: 'process', ...input });
        if (script.processFails) throw new Error('refused');
      }),
      reprocess: fromPromise<void, { promotionId: number; filter: PromotionReadingFilter }>(async ({ input }) => {
        sent.push({ call: 'reprocess', ...input });
        if (script.reprocessFails) throw new Error('refused');
      }),
    },
    actions: { logError: (_, params) => logged.push(params) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { promotionId: 7, filter }, clock });
  const notices: string[] = [];
  actor.on('notify', (event) => notices.push(event.key));
  actor.start();
  await settle();
  const statusLoads = () => calls.filter((c) => c.startsWith('status')).length;
  /** Moves the simulated clock and lets the answers arrive. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, calls, logged, sent, notices, statusLoads, advance };
}

describe('promotion processing machine (spec B §4)', () => {
  it('loads the possible winners first, then the status', async () => {
    const { calls, actor } = await start({ statuses: [1], possibleWinners: 12 });
    expect(calls).toEqual(['possibleWinners:7', 'status:7']);
    expect(actor.getSnapshot().context).toMatchObject({ possibleWinners: 12, status: 1 });
  });

  it('starts not processed when the loaded status is 1', async () => {
    const { actor } = await start({ statuses: [1] });
    expect(actor.getSnapshot().value).toBe('notProcessed');
  });

  it('starts selecting awards, polling, when the loaded status is 2', async () => {
    const { actor } = await start({ statuses: [2] });
    expect(actor.getSnapshot().value).toEqual({ selectingAwards: 'waiting' });
  });

  it('starts scheduling notifications, polling, when the loaded status is 3', async () => {
    const { actor } = await start({ statuses: [3] });
    expect(actor.getSnapshot().value).toEqual({ schedulingNotifications: 'waiting' });
  });

  it('starts processed, without polling, when the loaded status is 4', async () => {
    const { actor, statusLoads, advance } = await start({ statuses: [4] });
    expect(actor.getSnapshot().value).toBe('processed');
    await advance(10 * PROMOTION_STATUS_POLL_MS);
    expect(statusLoads()).toBe(1);
  });

  it('Process moves status 1 to 2: sends the reading filter, then polls', async () => {
    const { actor, sent } = await start({ statuses: [1, 2] });
    actor.send({ type: 'PROCESS' });
    expect(actor.getSnapshot().value).toBe('startingProcess');
    await settle();
    expect(sent).toEqual([{ call: 'process', promotionId: 7, filter }]);
    expect(actor.getSnapshot().value).toEqual({ selectingAwards: 'waiting' });
    expect(actor.getSnapshot().context.status).toBe(2);
  });

  it('keeps Process disabled when the possible-winners count is 0', async () => {
    const { actor, sent } = await start({ statuses: [1], possibleWinners: 0 });
    expect(actor.getSnapshot().can({ type: 'PROCESS' })).toBe(false);
    actor.send({ type: 'PROCESS' });
    await settle();
    expect(actor.getSnapshot().value).toBe('notProcessed');
    expect(sent).toEqual([]);
  });

  it('keeps Process disabled, and logs, when the possible winners cannot be loaded', async () => {
    const failure = new Error('offline');
    const { actor, logged } = await start({ statuses: [1], possibleWinners: failure });
    expect(logged).toEqual([{ step: 'possibleWinners', error: failure }]);
    expect(actor.getSnapshot().value).toBe('notProcessed');
    expect(actor.getSnapshot().context.possibleWinners).toBeNull();
    expect(actor.getSnapshot().can({ type: 'PROCESS' })).toBe(false);
  });

  it('polls the status every 1000 ms', async () => {
    expect(PROMOTION_STATUS_POLL_MS).toBe(1000);
    const { statusLoads, advance } = await start({ statuses: [2] });
    expect(statusLoads()).toBe(1);
    await advance(999);
    expect(statusLoads()).toBe(1);
    await advance(1);
    expect(statusLoads()).toBe(2);
    await advance(1000);
    expect(statusLoads()).toBe(3);
  });

  it('goes 2 → 3 → 4 as the polled status changes, and stops polling at 4', async () => {
    const { actor, statusLoads, advance } = await start({ statuses: [2, 2, 3, 3, 4] });
    await advance(1000);
    expect(actor.getSnapshot().value).toEqual({ selectingAwards: 'waiting' });
    await advance(1000);
    expect(actor.getSnapshot().value).toEqual({ schedulingNotifications: 'waiting' });
    expect(actor.getSnapshot().context.status).toBe(3);
    await advance(1000);
    expect(actor.getSnapshot().value).toEqual({ schedulingNotifications: 'waiting' });
    await advance(1000);
    expect(actor.getSnapshot().value).toBe('processed');
    expect(actor.getSnapshot().context.status).toBe(4);
    const loads = statusLoads();
    await advance(10_000);
    expect(statusLoads()).toBe(loads);
  });

  it('only logs a status polling error, and keeps polling', async () => {
    const failure = new Error('502');
    const { actor, logged, statusLoads, advance } = await start({ statuses: [2, failure, 3] });
    await advance(1000);
    expect(logged).toEqual([{ step: 'status', error: failure }]);
    expect(actor.getSnapshot().value).toEqual({ selectingAwards: 'waiting' });
    await advance(1000);
    expect(statusLoads()).toBe(3);
    expect(actor.getSnapshot().value).toEqual({ schedulingNotifications: 'waiting' });
  });

  it('logs a failed first status load and tries again after 1000 ms', async () => {
    const failure = new Error('502');
    const { actor, logged, advance } = await start({ statuses: [failure, 1] });
    expect(logged).toEqual([{ step: 'status', error: failure }]);
    expect(actor.getSnapshot().value).toBe('retryingStatus');
    await advance(1000);
    expect(actor.getSnapshot().value).toBe('notProcessed');
  });

  it('goes back to not processed when the polled status is 1 again (the server gave up)', async () => {
    const { actor, advance } = await start({ statuses: [2, 1] });
    await advance(1000);
    expect(actor.getSnapshot().value).toBe('notProcessed');
  });

  it('tells the user and stays not processed when Process is refused', async () => {
    const { actor, notices, logged } = await start({ statuses: [1], processFails: true });
    actor.send({ type: 'PROCESS' });
    await settle();
    expect(actor.getSnapshot().value).toBe('notProcessed');
    expect(notices).toEqual([PROMOTION_PROCESS_ERROR]);
    expect(logged.map((l) => l.step)).toEqual(['process']);
  });

  it('Reprocess moves status 4 to 3, sends the reading filter, then polls back to 4', async () => {
    const { actor, sent, advance } = await start({ statuses: [4, 3, 4] });
    expect(actor.getSnapshot().can({ type: 'REPROCESS' })).toBe(true);
    actor.send({ type: 'REPROCESS' });
    expect(actor.getSnapshot().value).toBe('startingReprocess');
    await settle();
    expect(sent).toEqual([{ call: 'reprocess', promotionId: 7, filter }]);
    expect(actor.getSnapshot().value).toEqual({ schedulingNotifications: 'waiting' });
    expect(actor.getSnapshot().context.status).toBe(3);
    await advance(1000);
    expect(actor.getSnapshot().value).toEqual({ schedulingNotifications: 'waiting' });
    await advance(1000);
    expect(actor.getSnapshot().value).toBe('processed');
  });

  it('tells the user and stays processed when Reprocess is refused', async () => {
    const { actor, notices } = await start({ statuses: [4], reprocessFails: true });
    actor.send({ type: 'REPROCESS' });
    await settle();
    expect(actor.getSnapshot().value).toBe('processed');
    expect(notices).toEqual([PROMOTION_PROCESS_ERROR]);
  });

  it('offers Reprocess only at 4 and Process only at 1', async () => {
    const notProcessed = await start({ statuses: [1] });
    expect(notProcessed.actor.getSnapshot().can({ type: 'REPROCESS' })).toBe(false);
    const processed = await start({ statuses: [4] });
    expect(processed.actor.getSnapshot().can({ type: 'PROCESS' })).toBe(false);
    const selecting = await start({ statuses: [2] });
    expect(selecting.actor.getSnapshot().can({ type: 'PROCESS' })).toBe(false);
    expect(selecting.actor.getSnapshot().can({ type: 'REPROCESS' })).toBe(false);
  });

  it('stops polling when the page is left (the actor stops)', async () => {
    const { actor, statusLoads, advance } = await start({ statuses: [2] });
    actor.stop();
    await advance(5000);
    expect(statusLoads()).toBe(1);
  });

  it('names the missing actor in the log when one was not provided', async () => {
    const logged: string[] = [];
    const machine = promotionProcessingMachine.provide({
      actions: { logError: (_, params) => logged.push(`${params.step}: ${String(params.error)}`) },
    });
    const actor = createActor(machine, { input: { promotionId: 1, filter }, clock: new SimulatedClock() });
    actor.start();
    await settle();
    expect(logged).toEqual([
      'possibleWinners: Error: promotionProcessingMachine: provide the loadPossibleWinners actor',
      'status: Error: promotionProcessingMachine: provide the loadStatus actor',
    ]);
  });
});

describe('promotionProcessingActors', () => {
  it("calls the port's possible winners, status, process and reprocess", async () => {
    const calls: unknown[][] = [];
    const port = {
      possibleWinners: async (id: number) => (calls.push(['possibleWinners', id]), 3),
      status: async (id: number) => (calls.push(['status', id]), 4 as const),
      process: async (id: number, f: PromotionReadingFilter) => void calls.push(['process', id, f]),
      reprocess: async (id: number, f: PromotionReadingFilter) => void calls.push(['reprocess', id, f]),
    } as unknown as PromotionPort;
    const machine = promotionProcessingMachine.provide({ actors: promotionProcessingActors(port) });
    const actor = createActor(machine, { input: { promotionId: 7, filter }, clock: new SimulatedClock() }).start();
    await settle();
    actor.send({ type: 'REPROCESS' });
    await settle();
    expect(calls).toEqual([
      ['possibleWinners', 7],
      ['status', 7],
      ['reprocess', 7, filter],
    ]);
  });
});
