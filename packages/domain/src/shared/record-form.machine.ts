/**
 * The one form pattern for every record screen: load (when editing), edit, validate, save, delete with
 * confirmation. Rules run before saving and come back as values; a failed save keeps what the user typed.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { RuleError } from './errors';

export interface RecordFormInput<Input extends object> {
  /** The record to edit; none for a new record. */
  readonly id?: number;
  /** The values a new record starts with (and the form shows until the record loads). */
  readonly empty: Input;
  /** The screen's rules; none means every value is accepted. */
  readonly validate?: (values: Input) => RuleError[];
}

export interface RecordFormContext<Input extends object> {
  id?: number;
  /** The values as last loaded or saved. */
  initial: Input;
  values: Input;
  errors: RuleError[];
  /** `values` differ from `initial`, compared by value. */
  dirty: boolean;
  /** The last load, save or delete failure. */
  error?: unknown;
  validate: (values: Input) => RuleError[];
}

export type RecordFormEvent<Input extends object> =
  | { type: 'CHANGE'; field: keyof Input; value: unknown }
  | { type: 'SUBMIT' }
  /** Opens the delete confirmation. */
  | { type: 'DELETE' }
  | { type: 'DELETE.CONFIRM' }
  | { type: 'DELETE.CANCEL' }
  /** Loads the record again after a load failure. */
  | { type: 'RETRY' };

export type RecordFormEmitted =
  | { type: 'invalid'; errors: RuleError[] }
  | { type: 'saved'; id: number; created: boolean }
  | { type: 'saveFailed'; error: unknown }
  | { type: 'removed' }
  | { type: 'removeFailed'; error: unknown };

export interface SaveRecordInput<Input> {
  readonly id?: number;
  readonly values: Input;
}

/** Structural equality for form values: plain objects and arrays by content, anything else (files, dates) by identity or time. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValues(a[key], b[key]));
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const acceptAll = (): RuleError[] => [];

/** The form machine for records whose editable values have type `Input`. Provide `load`, `save` and `remove`. */
export function createRecordFormMachine<Input extends object>() {
  return setup({
    types: {} as {
      context: RecordFormContext<Input>;
      input: RecordFormInput<Input>;
      events: RecordFormEvent<Input>;
      emitted: RecordFormEmitted;
    },
    actors: {
      load: fromPromise<Input, { id: number }>(() => Promise.reject(new Error('recordForm: provide the load actor'))),
      save: fromPromise<number, SaveRecordInput<Input>>(() =>
        Promise.reject(new Error('recordForm: provide the save actor')),
      ),
      remove: fromPromise<void, { id: number }>(() =>
        Promise.reject(new Error('recordForm: provide the remove actor')),
      ),
    },
    guards: {
      hasId: ({ context }) => context.id !== undefined,
      isValid: ({ context }) => context.validate(context.values).length === 0,
    },
  }).createMachine({
    id: 'recordForm',
    context: ({ input }) => ({
      id: input.id,
      initial: input.empty,
      values: input.empty,
      errors: [],
      dirty: false,
      error: undefined,
      validate: input.validate ?? acceptAll,
    }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'hasId', target: 'loading' }, { target: 'editing' }],
      },
      loading: {
        entry: assign({ error: undefined }),
        invoke: {
          src: 'load',
          // `starting` only comes here with an id.
          input: ({ context }) => ({ id: context.id as number }),
          onDone: {
            target: 'editing',
            actions: assign({
              initial: ({ event }) => event.output,
              values: ({ event }) => event.output,
              dirty: false,
              errors: [],
            }),
          },
          onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      loadFailed: {
        on: { RETRY: 'loading' },
      },
      editing: {
        on: {
          CHANGE: {
            actions: assign(({ context, event }) => {
              const values = { ...context.values, [event.field]: event.value } as Input;
              return {
                values,
                dirty: !sameValues(values, context.initial),
                // The message of a field the user is fixing goes away as they type.
                errors: context.errors.filter((error) => error.field !== event.field),
              };
            }),
          },
          SUBMIT: [
            { guard: 'isValid', target: 'saving' },
            {
              actions: [
                assign({ errors: ({ context }) => context.validate(context.values) }),
                emit(({ context }) => ({ type: 'invalid' as const, errors: context.errors })),
              ],
            },
          ],
          DELETE: { guard: 'hasId', target: 'confirmingDelete' },
        },
      },
      saving: {
        entry: assign({ errors: [], error: undefined }),
        invoke: {
          src: 'save',
          input: ({ context }) => ({ id: context.id, values: context.values }),
          onDone: {
            target: 'editing',
            actions: [
              emit(({ context, event }) => ({
                type: 'saved' as const,
                id: event.output,
                created: context.id === undefined,
              })),
              assign({
                id: ({ event }) => event.output,
                initial: ({ context }) => context.values,
                dirty: false,
              }),
            ],
          },
          // Nothing typed is lost: the values stay as they were.
          onError: {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => event.error }),
              emit(({ event }) => ({ type: 'saveFailed' as const, error: event.error })),
            ],
          },
        },
      },
      confirmingDelete: {
        on: { 'DELETE.CONFIRM': 'deleting', 'DELETE.CANCEL': 'editing' },
      },
      deleting: {
        entry: assign({ error: undefined }),
        invoke: {
          src: 'remove',
          input: ({ context }) => ({ id: context.id as number }),
          onDone: { target: 'removed', actions: emit({ type: 'removed' as const }) },
          onError: {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => event.error }),
              emit(({ event }) => ({ type: 'removeFailed' as const, error: event.error })),
            ],
          },
        },
      },
      removed: { type: 'final' },
    },
  });
}
