/**
 * Redeeming a prize code (spec B §2, §4, §5, §8), the same in the customer area and at the point of sale; only the
 * `lookup` and `withdraw` actors differ (`prizeRedemptionActors(port)` builds them from either area's port).
 *
 * The code box: TYPE shows the code upper-cased as typed; SUBMIT with an empty code does nothing; otherwise the
 * code is looked up: unknown → CODE_NOT_FOUND, failure → LOADING_CODE_ERROR (TOO_MANY_CODE_ATTEMPTS when the
 * server makes the user wait, issue 24 §2), already withdrawn → the dialog with
 * the withdrawer's data and PROMOTION_ALREADY_WITHDRAW, else → the withdrawal form (`openForm` is emitted so the
 * view can route to /promocao/{id}/premio/{codigo}). The form: SUBMIT checks the withdrawal rules, then
 * withdraws: success → CODE_SUCCESSFULLY_WITHDRAW and back to the list (`backToList`); failure →
 * CODE_WITHDRAW_ERROR (or TOO_MANY_CODE_ATTEMPTS) with the values kept. Started with `input.form`, the machine opens on the form directly.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { localDateOf, type LocalDate } from '../shared/dates';
import type { RuleError } from '../shared/errors';
import type { PrizeCodePort } from './prize-code.port';
import {
  emptyWithdrawalInput,
  type PrizeLookup,
  type WithdrawalDetails,
  type WithdrawalInput,
  type WithdrawalRequest,
} from './prize-redemption.model';
import {
  CODE_NOT_FOUND,
  CODE_SUCCESSFULLY_WITHDRAW,
  decideLookupFailure,
  decideRedemption,
  displayPrizeCode,
  LOADING_CODE_ERROR,
  normalisePrizeCode,
  normaliseWithdrawal,
  validateWithdrawal,
  withdrawalFailureKey,
} from './prize-redemption.rules';

/** The message of a failed lookup that is not a 404 (decideLookupFailure). */
const lookupFailureKey = (error: unknown): string => {
  const decision = decideLookupFailure(error);
  return 'key' in decision ? decision.key : LOADING_CODE_ERROR;
};

export interface PrizeRedemptionInput {
  /** Open on the withdrawal form of this promotion and code (the route /promocao/{id}/premio/{codigo}). */
  readonly form?: { readonly promotionId: number; readonly code: string };
  /** Today's calendar date for the birth-date rule; the UTC date of the clock when not given. */
  readonly today?: () => LocalDate;
}

export interface PrizeRedemptionContext {
  /** The code as shown in the box (upper-cased), or the code being withdrawn. */
  code: string;
  /** The promotion of the prize being withdrawn (form) or already withdrawn (dialog). */
  promotionId: number | null;
  /** The dialog's data when the prize was already withdrawn. */
  withdrawnAt: string | null;
  withdrawal: WithdrawalDetails | null;
  /** The withdrawal form's values; kept when withdrawing fails. */
  values: WithdrawalInput;
  /** The form's rule errors from the last SUBMIT. */
  errors: RuleError[];
  /** The message key of the last outcome (CODE_NOT_FOUND, PROMOTION_ALREADY_WITHDRAW, ...); null when there is none. */
  message: string | null;
  readonly today: () => LocalDate;
}

export type PrizeRedemptionEvent =
  /** A keystroke in the code box. */
  | { type: 'TYPE'; code: string }
  /** The code box's search, or the withdrawal form's save. */
  | { type: 'SUBMIT' }
  /** Closes the already-withdrawn dialog. */
  | { type: 'CLOSE' }
  /** A withdrawal form field changed. */
  | { type: 'EDIT'; field: keyof WithdrawalInput; value: string };

export type PrizeRedemptionEmitted =
  | { type: 'notify'; key: string; tone: 'success' | 'error' }
  | { type: 'openForm'; promotionId: number; code: string }
  | { type: 'backToList' };

export interface PrizeLookupInput {
  readonly code: string;
}

const missing = (name: string) => () => Promise.reject(new Error(`prizeRedemptionMachine: provide the ${name} actor`));

function withdrawalRequestOf(context: PrizeRedemptionContext): WithdrawalRequest {
  // The form is only reached with a promotion; a missing one fails the withdrawal rather than sending id 0.
  if (context.promotionId === null) throw new Error('prizeRedemptionMachine: no promotion to withdraw from');
  return { promotionId: context.promotionId, code: context.code, withdrawal: normaliseWithdrawal(context.values) };
}

export const prizeRedemptionMachine = setup({
  types: {} as {
    context: PrizeRedemptionContext;
    input: PrizeRedemptionInput;
    events: PrizeRedemptionEvent;
    emitted: PrizeRedemptionEmitted;
  },
  actors: {
    /** Answers `null` for an unknown code; a rejection with a 404 PortError is understood the same way. */
    lookup: fromPromise<PrizeLookup | null, PrizeLookupInput>(missing('lookup')),
    withdraw: fromPromise<void, WithdrawalRequest>(missing('withdraw')),
  },
  actions: {
    notify: emit((_, params: { key: string; tone: 'success' | 'error' }) => ({ type: 'notify' as const, ...params })),
  },
  guards: {
    opensOnForm: ({ context }) => context.promotionId !== null && context.code !== '',
    hasCode: ({ context }) => normalisePrizeCode(context.code) !== '',
    withdrawalValid: ({ context }) => validateWithdrawal(context.values, context.today()).length === 0,
  },
}).createMachine({
  id: 'prizeRedemption',
  context: ({ input }) => ({
    code: normalisePrizeCode(input.form?.code ?? ''),
    promotionId: input.form?.promotionId ?? null,
    withdrawnAt: null,
    withdrawal: null,
    values: emptyWithdrawalInput,
    errors: [],
    message: null,
    today: input.today ?? (() => localDateOf(new Date())),
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'opensOnForm', target: 'form' }, { target: 'code' }],
    },
    code: {
      initial: 'idle',
      on: {
        TYPE: { actions: assign({ code: ({ event }) => displayPrizeCode(event.code) }) },
        // spec B §5: an empty code does nothing. A new SUBMIT during a lookup restarts it with the current code.
        SUBMIT: { guard: 'hasCode', target: '.lookingUp', reenter: true },
      },
      states: {
        idle: {},
        lookingUp: {
          entry: assign({ message: null, promotionId: null, withdrawnAt: null, withdrawal: null }),
          invoke: {
            src: 'lookup',
            input: ({ context }) => ({ code: normalisePrizeCode(context.code) }),
            onDone: [
              {
                guard: ({ context, event }) =>
                  decideRedemption(normalisePrizeCode(context.code), event.output).kind === 'notFound',
                target: 'notFound',
              },
              {
                guard: ({ context, event }) =>
                  decideRedemption(normalisePrizeCode(context.code), event.output).kind === 'alreadyWithdrawn',
                target: 'alreadyWithdrawn',
                actions: assign(({ context, event }) => {
                  const decision = decideRedemption(normalisePrizeCode(context.code), event.output);
                  return decision.kind === 'alreadyWithdrawn'
                    ? {
                        promotionId: decision.promotionId,
                        withdrawnAt: decision.withdrawnAt,
                        withdrawal: decision.withdrawal,
                        message: decision.key,
                      }
                    : {};
                }),
              },
              {
                target: '#prizeRedemption.form',
                actions: [
                  assign(({ context, event }) => ({
                    promotionId: event.output?.promotionId ?? null,
                    code: normalisePrizeCode(context.code),
                  })),
                  emit(({ context }) => ({
                    type: 'openForm' as const,
                    promotionId: context.promotionId ?? 0,
                    code: context.code,
                  })),
                ],
              },
            ],
            onError: [
              { guard: ({ event }) => decideLookupFailure(event.error).kind === 'notFound', target: 'notFound' },
              {
                target: 'lookupFailed',
                actions: [
                  assign({ message: ({ event }) => lookupFailureKey(event.error) }),
                  emit(({ event }) => ({
                    type: 'notify' as const,
                    key: lookupFailureKey(event.error),
                    tone: 'error' as const,
                  })),
                ],
              },
            ],
          },
        },
        notFound: {
          entry: [
            assign({ message: CODE_NOT_FOUND }),
            { type: 'notify', params: { key: CODE_NOT_FOUND, tone: 'error' } },
          ],
        },
        /** LOADING_CODE_ERROR, or TOO_MANY_CODE_ATTEMPTS while the server makes the user wait (issue 24 §2). */
        lookupFailed: {},
        /** spec B §4: a dialog shows the withdrawer's data plus PROMOTION_ALREADY_WITHDRAW. */
        alreadyWithdrawn: {
          on: { CLOSE: { target: 'idle', actions: assign({ message: null }) } },
        },
      },
    },
    form: {
      initial: 'editing',
      entry: assign({ values: emptyWithdrawalInput, errors: [], message: null }),
      states: {
        editing: {
          on: {
            EDIT: {
              actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
            },
            SUBMIT: [
              { guard: 'withdrawalValid', target: 'withdrawing', actions: assign({ errors: [] }) },
              { actions: assign({ errors: ({ context }) => validateWithdrawal(context.values, context.today()) }) },
            ],
          },
        },
        withdrawing: {
          invoke: {
            src: 'withdraw',
            input: ({ context }) => withdrawalRequestOf(context),
            onDone: {
              target: '#prizeRedemption.code',
              actions: [
                assign({
                  code: '',
                  promotionId: null,
                  values: emptyWithdrawalInput,
                  message: CODE_SUCCESSFULLY_WITHDRAW,
                }),
                { type: 'notify', params: { key: CODE_SUCCESSFULLY_WITHDRAW, tone: 'success' } },
                emit({ type: 'backToList' as const }),
              ],
            },
            // The values stay, so the user can try again.
            onError: {
              target: 'editing',
              actions: [
                assign({ message: ({ event }) => withdrawalFailureKey(event.error) }),
                emit(({ event }) => ({
                  type: 'notify' as const,
                  key: withdrawalFailureKey(event.error),
                  tone: 'error' as const,
                })),
              ],
            },
          },
        },
      },
    },
  },
});

/** The machine's actors over either area's port (PromotionPort or PointOfSaleRedemptionPort). */
export function prizeRedemptionActors(port: PrizeCodePort) {
  return {
    lookup: fromPromise<PrizeLookup | null, PrizeLookupInput>(({ input, signal }) =>
      port.lookupCode(input.code, signal),
    ),
    withdraw: fromPromise<void, WithdrawalRequest>(({ input }) => port.withdraw(input)),
  };
}
