/**
 * A record screen's state: the shared form machine (load, edit, validate, save, delete with confirmation)
 * with the spec's notifications (spec A §8): rule failures toast 'required field' and mark their fields;
 * save and delete say the screen's own messages; a refusal with error 1 says the server's message key.
 * Leaving with unsaved changes asks first. A long save (an upload) may report its progress and be cancelled.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_RULE_ERROR,
  createRecordFormMachine,
  refusalMessageKey,
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

/** The texts that have a record form's messages: `partners` for `partners.saved`, `partners.removeFailed`… */
export type RecordTexts = {
  [K in TextKey]: K extends `${infer Texts}.removeFailed`
    ? `${Texts}.saved` | `${Texts}.removed` extends TextKey
      ? Texts
      : never
    : never;
}[TextKey];

/**
 * A screen's four messages, by the name of its texts (issue 8 §10: declared once, in the translations); the message
 * of a failed save is given when the texts have no `saveFailed` of their own (the spec names another).
 */
export function recordMessages<Texts extends RecordTexts>(
  texts: Texts,
  ...saveFailed: `${Texts}.saveFailed` extends TextKey ? [] : [TextKey]
): RecordFormMessages {
  return {
    saved: `${texts}.saved` as TextKey,
    saveFailed: saveFailed[0] ?? (`${texts}.saveFailed` as TextKey),
    removed: `${texts}.removed` as TextKey,
    removeFailed: `${texts}.removeFailed` as TextKey,
  };
}

export interface MessageWithParams {
  readonly key: TextKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** What a save is handed besides the values: how to report progress, and the signal a cancel aborts. */
export interface SaveContext {
  /** Aborted when the user cancels the save (`cancelSave`) or leaves the screen. */
  readonly signal: AbortSignal;
  /** How much of a long save (an upload) is done, from 0 to 1; a save that never calls it shows no progress. */
  readonly onProgress: (fraction: number) => void;
}

export interface UseRecordFormOptions<Input extends object> {
  /** The record to edit; none for a new one. */
  id?: number;
  empty: Input;
  validate: (values: Input) => RuleError[];
  load: (id: number, signal: AbortSignal) => Promise<Input>;
  /** Creates (no id) or updates; answers the record's id. */
  save: (id: number | undefined, values: Input, context: SaveContext) => Promise<number>;
  remove: (id: number) => Promise<void>;
  messages: RecordFormMessages;
  /** After a save, e.g. go to the new record's page. Navigation here is not questioned. */
  onSaved?: (result: { id: number; created: boolean }) => void;
  /** After a delete, e.g. back to the list. Navigation here is not questioned. */
  onRemoved?: () => void;
  /** The toast after a save when it should say more than `messages.saved` (e.g. how many tags were made). */
  savedMessage?: (result: { id: number; created: boolean }) => MessageWithParams | undefined;
  /** After a failed save (not a cancelled one), e.g. to show what the server refused beside the fields. */
  onSaveFailed?: (error: unknown) => void;
  /** The toast for a failed save when the screen knows better than `messages.saveFailed`; undefined keeps the default. */
  saveFailureMessage?: (error: unknown) => MessageWithParams | undefined;
  /** The toast for a refused delete when the screen knows better (a category's error 547); undefined keeps the default. */
  removeFailureMessage?: (error: unknown) => MessageWithParams | undefined;
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
  /** While saving: the percentage done (0–100) once the save has reported any; undefined otherwise. */
  readonly progress: number | undefined;
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
  /** Stops a save in progress (an upload): nothing is saved, what was typed stays. */
  cancelSave(): void;
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

/**
 * The message for a failed save or delete: the server's key when it refused with error 1 (refusalMessageKey, spec A
 * §8), else the screen's — also when no language knows the server's key, so no raw key ever reaches the user.
 */
export function failureMessage(error: unknown, fallback: TextKey): TextKey {
  const key = refusalMessageKey(error, BUSINESS_RULE_ERROR, '');
  return isKnownMessage(key) ? (`messages.${key}` as TextKey) : fallback;
}

/** The toast for rule failures: 'required field' when a field is missing, else the first rule's message. */
export function invalidMessage(errors: readonly RuleError[]): { key: TextKey; params?: RuleError['params'] } {
  const first = errors.find((e) => e.key === REQUIRED_FIELD_MESSAGE) ?? errors[0];
  if (!first || !isKnownMessage(first.key)) return { key: `messages.${REQUIRED_FIELD_MESSAGE}` as TextKey };
  return { key: `messages.${first.key}` as TextKey, params: first.params };
}

/** A save stopped on purpose: by `cancelSave`, or by leaving the screen while it ran. */
function wasCancelled(run: AbortController | undefined, error: unknown): boolean {
  return run?.signal.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

export function useRecordForm<Input extends object>(options: UseRecordFormOptions<Input>): RecordFormController<Input> {
  const { t } = useTranslation();
  const notify = useNotify();
  const allowNavigation = useAllowNavigation();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  /** The save in flight, so Cancel can abort it. */
  const saveRun = useRef<AbortController | undefined>(undefined);

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
          save: fromPromise<number, SaveRecordInput<Input>>(({ input, signal }) => {
            const run = new AbortController();
            saveRun.current = run;
            // The actor's own signal fires when the form goes away mid-save: the upload stops with it.
            signal.addEventListener('abort', () => run.abort(), { once: true });
            setProgress(undefined);
            const onProgress = (fraction: number) => {
              if (run.signal.aborted) return;
              const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
              // Uploads report per chunk: a render only when the shown percentage moves.
              setProgress((previous) => (previous === percent ? previous : percent));
            };
            return latest.current.save(input.id, input.values, { signal: run.signal, onProgress });
          }),
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
        const own = latest.current.savedMessage?.({ id, created });
        notify({ intent: 'success', messageKey: own?.key ?? latest.current.messages.saved, params: own?.params });
        const onSaved = latest.current.onSaved;
        if (onSaved) allowNavigation(() => onSaved({ id, created }));
      }),
      actor.on('saveFailed', ({ error }) => {
        if (wasCancelled(saveRun.current, error)) {
          notify({ intent: 'info', messageKey: 'form.saveCancelled' });
          return;
        }
        const own = latest.current.saveFailureMessage?.(error);
        notify({
          intent: 'error',
          messageKey: own?.key ?? failureMessage(error, latest.current.messages.saveFailed),
          params: own?.params,
        });
        latest.current.onSaveFailed?.(error);
      }),
      actor.on('removed', () => {
        notify({ intent: 'success', messageKey: latest.current.messages.removed });
        const onRemoved = latest.current.onRemoved;
        if (onRemoved) allowNavigation(onRemoved);
      }),
      actor.on('removeFailed', ({ error }) => {
        const own = latest.current.removeFailureMessage?.(error);
        notify({
          intent: 'error',
          messageKey: own?.key ?? failureMessage(error, latest.current.messages.removeFailed),
          params: own?.params,
        });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, notify, allowNavigation]);

  const status = STATUSES.find((s) => snapshot.matches(s)) ?? 'loading';
  const { context } = snapshot;
  const saving = status === 'saving';
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
    busy: saving || status === 'deleting',
    progress: saving ? progress : undefined,
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
    cancelSave: () => {
      if (saving) saveRun.current?.abort();
    },
  };
}
