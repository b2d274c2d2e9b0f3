/**
 * The promotion processing page (spec B §4): status 1 not processed → Process → 2 selecting awards → 3 scheduling
 * notifications → 4 processed, learned by polling the status every second until 4; from 4, Reprocess → 3 → 4.
 * It loads the possible winners first, then starts in the state of the loaded status. Polling is a delayed
 * transition that invokes `loadStatus` again, so it runs on the actor's clock (a SimulatedClock in tests).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { PromotionReadingFilter } from './promotion-filter.model';
import { PROMOTION_STATUS, type PromotionStatus } from './promotion.model';
import type { PromotionPort } from './promotion.port';
import { canStartProcessing } from './promotion.rules';

/** spec B §4, §9: "Status polling every 1 second while processing". */
export const PROMOTION_STATUS_POLL_MS = 1000;

/** Process or Reprocess was refused by the server. The spec is silent; we tell the user rather than fail quietly. */
export const PROMOTION_PROCESS_ERROR = 'PROMOTION_PROCESS_ERROR';

export interface PromotionProcessingInput {
  readonly promotionId: number;
  /** What Process and Reprocess send (see `readingFilterFor`). */
  readonly filter: PromotionReadingFilter;
}

export interface PromotionProcessingContext {
  readonly promotionId: number;
  readonly filter: PromotionReadingFilter;
  /** `null` until loaded, and when loading it failed (Process then stays disabled). */
  possibleWinners: number | null;
  /** The last status the server gave, or the one an accepted Process/Reprocess leads to. */
  status: PromotionStatus | null;
}

export type PromotionProcessingEvent = { type: 'PROCESS' } | { type: 'REPROCESS' };

export type PromotionProcessingEmitted = { type: 'notify'; key: string; tone: 'error' };

interface PromotionIdInput {
  readonly promotionId: number;
}
interface ProcessCallInput {
  readonly promotionId: number;
  readonly filter: PromotionReadingFilter;
}

/** Where an error was met, for the log. */
export type ProcessingStep = 'possibleWinners' | 'status' | 'process' | 'reprocess';

const missing = (name: string) => () =>
  Promise.reject(new Error(`promotionProcessingMachine: provide the ${name} actor`));

/**
 * Provide the actors with `machine.provide({ actors: promotionProcessingActors(port) })`, and `logError` with
 * `machine.provide({ actions: { logError: (_, params) => ... } })`: spec B §8 says status polling (and
 * promotion load) errors are only logged, and the domain has no console of its own.
 */
const processingSetup = setup({
  types: {} as {
    context: PromotionProcessingContext;
    input: PromotionProcessingInput;
    events: PromotionProcessingEvent;
    emitted: PromotionProcessingEmitted;
  },
  actors: {
    loadPossibleWinners: fromPromise<number, PromotionIdInput>(missing('loadPossibleWinners')),
    loadStatus: fromPromise<PromotionStatus, PromotionIdInput>(missing('loadStatus')),
    process: fromPromise<void, ProcessCallInput>(missing('process')),
    reprocess: fromPromise<void, ProcessCallInput>(missing('reprocess')),
  },
  actions: {
    logError: (_, _params: { step: ProcessingStep; error: unknown }) => {},
    notifyProcessError: emit({ type: 'notify', key: PROMOTION_PROCESS_ERROR, tone: 'error' } as const),
  },
  delays: { statusPoll: PROMOTION_STATUS_POLL_MS },
  guards: {
    canProcess: ({ context }) =>
      canStartProcessing(context.status ?? PROMOTION_STATUS.notProcessed, context.possibleWinners),
    hasStatus: ({ context }, params: { status: PromotionStatus }) => context.status === params.status,
  },
});

/**
 * Status 2 and 3 alike: wait one interval, load the status, go where it says. spec B §8: polling errors are only
 * logged; polling goes on.
 */
const pollingStatus = processingSetup.createStateConfig({
  initial: 'waiting',
  states: {
    waiting: { after: { statusPoll: 'checking' } },
    checking: {
      invoke: {
        src: 'loadStatus',
        input: ({ context }) => ({ promotionId: context.promotionId }),
        onDone: {
          target: '#promotionProcessing.routing',
          actions: assign({ status: ({ event }) => event.output }),
        },
        onError: {
          target: 'waiting',
          actions: { type: 'logError', params: ({ event }) => ({ step: 'status' as const, error: event.error }) },
        },
      },
    },
  },
});

export const promotionProcessingMachine = processingSetup.createMachine({
  id: 'promotionProcessing',
  context: ({ input }) => ({
    promotionId: input.promotionId,
    filter: input.filter,
    possibleWinners: null,
    status: null,
  }),
  initial: 'loadingPossibleWinners',
  states: {
    loadingPossibleWinners: {
      invoke: {
        src: 'loadPossibleWinners',
        input: ({ context }) => ({ promotionId: context.promotionId }),
        onDone: { target: 'loadingStatus', actions: assign({ possibleWinners: ({ event }) => event.output }) },
        onError: {
          target: 'loadingStatus',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ step: 'possibleWinners' as const, error: event.error }),
          },
        },
      },
    },
    loadingStatus: {
      invoke: {
        src: 'loadStatus',
        input: ({ context }) => ({ promotionId: context.promotionId }),
        onDone: { target: 'routing', actions: assign({ status: ({ event }) => event.output }) },
        // spec B §8: status errors are only logged; try again after the polling interval.
        onError: {
          target: 'retryingStatus',
          actions: { type: 'logError', params: ({ event }) => ({ step: 'status' as const, error: event.error }) },
        },
      },
    },
    retryingStatus: {
      after: { statusPoll: 'loadingStatus' },
    },
    /** Goes to the state of the status just learned; re-entering a polling state waits one more interval. */
    routing: {
      always: [
        { guard: { type: 'hasStatus', params: { status: PROMOTION_STATUS.processed } }, target: 'processed' },
        {
          guard: { type: 'hasStatus', params: { status: PROMOTION_STATUS.schedulingNotifications } },
          target: 'schedulingNotifications',
        },
        {
          guard: { type: 'hasStatus', params: { status: PROMOTION_STATUS.selectingAwards } },
          target: 'selectingAwards',
        },
        // Status 1 while polling means the server put the promotion back (its job failed): Process is offered again.
        { target: 'notProcessed' },
      ],
    },
    notProcessed: {
      on: { PROCESS: { guard: 'canProcess', target: 'startingProcess' } },
    },
    startingProcess: {
      invoke: {
        src: 'process',
        input: ({ context }) => ({ promotionId: context.promotionId, filter: context.filter }),
        onDone: { target: 'selectingAwards', actions: assign({ status: PROMOTION_STATUS.selectingAwards }) },
        onError: {
          target: 'notProcessed',
          actions: [
            { type: 'logError', params: ({ event }) => ({ step: 'process' as const, error: event.error }) },
            'notifyProcessError',
          ],
        },
      },
    },
    selectingAwards: pollingStatus,
    schedulingNotifications: pollingStatus,
    /** Status 4: polling has stopped. */
    processed: {
      on: { REPROCESS: 'startingReprocess' },
    },
    startingReprocess: {
      invoke: {
        src: 'reprocess',
        input: ({ context }) => ({ promotionId: context.promotionId, filter: context.filter }),
        onDone: {
          target: 'schedulingNotifications',
          actions: assign({ status: PROMOTION_STATUS.schedulingNotifications }),
        },
        onError: {
          target: 'processed',
          actions: [
            { type: 'logError', params: ({ event }) => ({ step: 'reprocess' as const, error: event.error }) },
            'notifyProcessError',
          ],
        },
      },
    },
  },
});

/** The machine's actors over the customer area's promotion port. */
export function promotionProcessingActors(port: PromotionPort) {
  return {
    loadPossibleWinners: fromPromise<number, PromotionIdInput>(({ input, signal }) =>
      port.possibleWinners(input.promotionId, signal),
    ),
    loadStatus: fromPromise<PromotionStatus, PromotionIdInput>(({ input, signal }) =>
      port.status(input.promotionId, signal),
    ),
    process: fromPromise<void, ProcessCallInput>(({ input }) => port.process(input.promotionId, input.filter)),
    reprocess: fromPromise<void, ProcessCallInput>(({ input }) => port.reprocess(input.promotionId, input.filter)),
  };
}
