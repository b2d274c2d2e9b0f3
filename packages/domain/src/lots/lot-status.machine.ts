/**
 * The status part of the customer lot form (spec B §4): 0 available, 1 recall, 5 overdue, 9 lost.
 * A status other than 0 requires a status date; choosing 0 clears it. The machine holds both, so the form
 * cannot reach "available with a date"; the save rules then only have to ask for a missing date.
 *
 *   available ──SET_STATUS(1|5|9)──► unavailable.undated ──SET_DATE(date)──► unavailable.dated
 *       ▲                                   ▲      │                               │
 *       └──────────SET_STATUS(0)────────────┴──────┴───SET_DATE('' or invalid)─────┘
 *
 * `unavailable` carries the tag `needsDate`; `undated` also `missingDate`. Changing between 1, 5 and 9
 * keeps the date the user gave. Unknown codes and, while available, dates are ignored.
 */
import { assign, createActor, setup } from 'xstate';
import { dateOrEmpty, type LocalDate } from '../shared/dates';
import { LOT_STATUS, isLotStatus, lotStatusOf, type LotStatus } from './lot-status.model';

export interface LotStatusContext {
  readonly status: LotStatus;
  /** '' while no date is given; always '' when the status is 0. */
  readonly statusDate: LocalDate | '';
}

export type LotStatusEvent =
  { readonly type: 'SET_STATUS'; readonly status: number } | { readonly type: 'SET_DATE'; readonly date: string };

/** The lot as loaded: any status code (anything unknown reads as available) and its date, if any. */
export interface LotStatusInput {
  readonly status?: number | null;
  readonly statusDate?: string | null;
}

export const LOT_STATUS_TAG = { needsDate: 'needsDate', missingDate: 'missingDate' } as const;

export const lotStatusMachine = setup({
  types: {} as { context: LotStatusContext; events: LotStatusEvent; input: LotStatusInput },
  guards: {
    isAvailable: ({ context }) => context.status === LOT_STATUS.available,
    hasDate: ({ context }) => context.statusDate !== '',
    choosesAvailable: ({ event }) => event.type === 'SET_STATUS' && event.status === LOT_STATUS.available,
    choosesUnavailable: ({ event }) =>
      event.type === 'SET_STATUS' && isLotStatus(event.status) && event.status !== LOT_STATUS.available,
    givesDate: ({ event }) => event.type === 'SET_DATE' && dateOrEmpty(event.date) !== '',
  },
  actions: {
    setStatus: assign({
      status: ({ context, event }) => (event.type === 'SET_STATUS' ? lotStatusOf(event.status) : context.status),
    }),
    becomeAvailable: assign({ status: LOT_STATUS.available, statusDate: '' as const }),
    setDate: assign({
      statusDate: ({ context, event }) => (event.type === 'SET_DATE' ? dateOrEmpty(event.date) : context.statusDate),
    }),
    clearDate: assign({ statusDate: '' as const }),
  },
}).createMachine({
  id: 'lotStatus',
  context: ({ input }) => {
    const status = lotStatusOf(input.status);
    return { status, statusDate: status === LOT_STATUS.available ? '' : dateOrEmpty(input.statusDate) };
  },
  initial: 'loading',
  states: {
    loading: {
      always: [
        { guard: 'isAvailable', target: 'available' },
        { guard: 'hasDate', target: 'unavailable.dated' },
        { target: 'unavailable.undated' },
      ],
    },
    available: {
      on: {
        SET_STATUS: { guard: 'choosesUnavailable', target: 'unavailable.undated', actions: 'setStatus' },
      },
    },
    unavailable: {
      tags: [LOT_STATUS_TAG.needsDate],
      initial: 'undated',
      on: {
        SET_STATUS: [
          { guard: 'choosesAvailable', target: 'available', actions: 'becomeAvailable' },
          { guard: 'choosesUnavailable', actions: 'setStatus' },
        ],
      },
      states: {
        undated: {
          tags: [LOT_STATUS_TAG.missingDate],
          on: { SET_DATE: { guard: 'givesDate', target: 'dated', actions: 'setDate' } },
        },
        dated: {
          on: {
            SET_DATE: [
              { guard: 'givesDate', actions: 'setDate' },
              { target: 'undated', actions: 'clearDate' },
            ],
          },
        },
      },
    },
  },
});

/**
 * The status and date after one change, as the machine decides it: for a form that keeps both in its own values
 * (the customer lot form) and asks the machine at each change rather than holding a second copy of the state.
 */
export function nextLotStatus(current: LotStatusInput, event: LotStatusEvent): LotStatusContext {
  const actor = createActor(lotStatusMachine, { input: current }).start();
  actor.send(event);
  const { context } = actor.getSnapshot();
  actor.stop();
  return context;
}
