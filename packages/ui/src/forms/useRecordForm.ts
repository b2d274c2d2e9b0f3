/**
 * A record screen's state: the shared form machine (load, edit, validate, save, delete with confirmation)
 * with the spec's notifications (spec A §8): rule failures toast 'required field' and mark their fields;
 * save and delete say the screen's own messages; a refusal with error 1 says the server's message key.
 * Leaving with unsaved changes asks first.
 */
import { useCallback, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_RULE_ERROR,
  createRecordFormMachine,
  PortError,
  REQUIRED_FIELD_MESSAGE,
  type RuleError,
  type SaveRecordInput,
} from '@tagtrail/domain';
import { isKnownMessage, translateMessage, type TextKey } from '../i18n/i18n';
import { useAllowNavigation, useUnsavedChangesGuard } from '../navigation/navigation';
import { useNotify } from '../notifications/notifications';

export interface RecordFormMessages {
  readonly saved: TextKey;
  readonly saveFailed: TextKey;
  readonly removed: TextKey;
  readonly removeFailed: TextKey;
}

export interface UseRecordFormOptions<Input extends object> {
  /** The record to edit; none for a new one. */
  id?: number;
  empty: Input;
  validate: (values: Input) => RuleError[];
  load: (id: number, signal: AbortSignal) => Promise<Input>;
  /** Creates (no id) or updates; answers the record's id. */
  save: (id: number | undefined, values: Input) => Promise<number>;
  remove: (id: number) => Promise<void>;
  messages: RecordFormMessages;
  /** After a save, e.g. go to the new record's page. Navigation here is not questioned. */
  onSaved?: (result: { id: number; created: boolean }) => void;
  /** After a delete, e.g. back to the list. Navigation here is not questioned. */
  onRemoved?: () => void;
}

export type RecordFormStatus =
  'loading' | 'loadFailed' | 'editing' | 'saving' | 'confirmingDelete' | 'deleting' | 'removed';

export interface RecordFormController<Input extends object> {
  readonly status: RecordFormStatus;
  readonly id: number | undefined;
  readonly values: Input;
  readonly dirty: boolean;
  /** Saving or deleting: actions are disabled. */
  readonly busy: boolean;
  /** The translated message for a field that broke a rule. */
  fieldError(field: keyof Input & string): string | undefined;
  change<K extends keyof Input & string>(field: K, value: Input[K]): void;
  submit(): void;
  /** For `<form onSubmit>`: no page reload, then submit. */
  onSubmit(event: FormEvent): void;
  requestDelete(): void;
  confirmDelete(): void;
  cancelDelete(): void;
  retry(): void;
}

const STATUSES: readonly RecordFormStatus[] = [
  'loading',
  'loadFailed',
  'editing',
  'saving',
  'confirmingDelete',
  'deleting',
  'removed',
];

/** The message for a failed save or delete: the server's key when it refused with error 1, else the screen's. */
export function failureMessage(error: unknown, fallback: TextKey): TextKey {
  if (error instanceof PortError && error.code === BUSINESS_RULE_ERROR && isKnownMessage(error.messageKey)) {
    return `messages.${error.messageKey}` as TextKey;
  }
  return fallback;
}

/** The toast for rule failures: 'required field' when a field is missing, else the first rule's message. */
export function invalidMessage(errors: readonly RuleError[]): { key: TextKey; params?: RuleError['params'] } {
  const first = errors.find((e) => e.key === REQUIRED_FIELD_MESSAGE) ?? errors[0];
  if (!first || !isKnownMessage(first.key)) return { key: `messages.${REQUIRED_FIELD_MESSAGE}` as TextKey };
  return { key: `messages.${first.key}` as TextKey, params: first.params };
}

export function useRecordForm<Input extends object>(options: UseRecordFormOptions<Input>): RecordFormController<Input> {
  const { t } = useTranslation();
  const notify = useNotify();
  const allowNavigation = useAllowNavigation();

  // The machine is built once; the callbacks it calls may be new functions on every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const machine = useMemo(
    () =>
      createRecordFormMachine<Input>().provide({
        actors: {
          load: fromPromise<Input, { id: number }>(({ input, signal }) => latest.current.load(input.id, signal)),
          save: fromPromise<number, SaveRecordInput<Input>>(({ input }) => latest.current.save(input.id, input.values)),
          remove: fromPromise<void, { id: number }>(({ input }) => latest.current.remove(input.id)),
        },
      }),
    [],
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { id: options.id, empty: options.empty, validate: (values: Input) => latest.current.validate(values) },
  });

  useEffect(() => {
    const subscriptions = [
      actor.on('invalid', ({ errors }) => {
        const { key, params } = invalidMessage(errors);
        notify({ intent: 'error', messageKey: key, params });
      }),
      actor.on('saved', ({ id, created }) => {
        notify({ intent: 'success', messageKey: latest.current.messages.saved });
        const onSaved = latest.current.onSaved;
        if (onSaved) allowNavigation(() => onSaved({ id, created }));
      }),
      actor.on('saveFailed', ({ error }) => {
        notify({ intent: 'error', messageKey: failureMessage(error, latest.current.messages.saveFailed) });
      }),
      actor.on('removed', () => {
        notify({ intent: 'success', messageKey: latest.current.messages.removed });
        const onRemoved = latest.current.onRemoved;
        if (onRemoved) allowNavigation(onRemoved);
      }),
      actor.on('removeFailed', ({ error }) => {
        notify({ intent: 'error', messageKey: failureMessage(error, latest.current.messages.removeFailed) });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, notify, allowNavigation]);

  const status = STATUSES.find((s) => snapshot.matches(s)) ?? 'loading';
  const { context } = snapshot;
  useUnsavedChangesGuard(context.dirty && status !== 'removed');

  const fieldError = useCallback(
    (field: keyof Input & string) => {
      const error = context.errors.find((e) => e.field === field);
      return error ? translateMessage(t, error.key, error.params) : undefined;
    },
    [context.errors, t],
  );

  return {
    status,
    id: context.id,
    values: context.values,
    dirty: context.dirty,
    busy: status === 'saving' || status === 'deleting',
    fieldError,
    change: (field, value) => send({ type: 'CHANGE', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
    onSubmit: (event) => {
      event.preventDefault();
      send({ type: 'SUBMIT' });
    },
    requestDelete: () => send({ type: 'DELETE' }),
    confirmDelete: () => send({ type: 'DELETE.CONFIRM' }),
    cancelDelete: () => send({ type: 'DELETE.CANCEL' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
