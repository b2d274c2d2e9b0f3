import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { requireFields, REQUIRED_FIELD_MESSAGE, type RuleError } from './errors';
import {
  createRecordFormMachine,
  sameValues,
  type RecordFormEmitted,
  type SaveRecordInput,
} from './record-form.machine';

interface Values {
  name: string;
  taxId: string;
  tags: string[];
}

const empty: Values = { name: '', taxId: '', tags: [] };
const stored: Values = { name: 'Acme', taxId: '12.345.678/0001-95', tags: ['nfc'] };
const validate = (values: Values): RuleError[] => requireFields(values, ['name', 'taxId']);

interface Deferred<T> {
  readonly input: unknown;
  resolve(value: T): void;
  reject(error: unknown): void;
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

function start(id?: number) {
  const loads: Deferred<Values>[] = [];
  const saves: (Deferred<number> & { input: SaveRecordInput<Values> })[] = [];
  const removes: Deferred<void>[] = [];
  const machine = createRecordFormMachine<Values>().provide({
    actors: {
      load: fromPromise<Values, { id: number }>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject })),
      ),
      save: fromPromise<number, SaveRecordInput<Values>>(
        ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
      ),
      remove: fromPromise<void, { id: number }>(
        ({ input }) => new Promise((resolve, reject) => removes.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { id, empty, validate } });
  const emitted: RecordFormEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, loads, saves, removes, emitted };
}

async function startEditing(id = 7) {
  const form = start(id);
  form.loads[0]?.resolve(stored);
  await settle();
  expect(form.actor.getSnapshot().value).toBe('editing');
  return form;
}

describe('record form machine', () => {
  describe('a new record', () => {
    it('starts editing the empty values without loading anything', () => {
      const { actor, loads } = start();

      expect(actor.getSnapshot().value).toBe('editing');
      expect(loads).toHaveLength(0);
      expect(actor.getSnapshot().context).toMatchObject({ values: empty, initial: empty, dirty: false, errors: [] });
      expect(actor.getSnapshot().context.id).toBeUndefined();
    });

    it('refuses to save with blank required fields, says which and emits invalid', () => {
      const { actor, saves, emitted } = start();

      actor.send({ type: 'SUBMIT' });

      expect(actor.getSnapshot().value).toBe('editing');
      expect(saves).toHaveLength(0);
      const errors = [
        { key: REQUIRED_FIELD_MESSAGE, field: 'name' },
        { key: REQUIRED_FIELD_MESSAGE, field: 'taxId' },
      ];
      expect(actor.getSnapshot().context.errors).toEqual(errors);
      expect(emitted).toEqual([{ type: 'invalid', errors }]);
    });

    it('clears the message of a field as the user fixes it', () => {
      const { actor } = start();
      actor.send({ type: 'SUBMIT' });

      actor.send({ type: 'CHANGE', field: 'name', value: 'Acme' });

      expect(actor.getSnapshot().context.errors).toEqual([{ key: REQUIRED_FIELD_MESSAGE, field: 'taxId' }]);
    });

    it('creates the record, keeps its id and says it was created', async () => {
      const { actor, saves, emitted } = start();
      actor.send({ type: 'CHANGE', field: 'name', value: 'Acme' });
      actor.send({ type: 'CHANGE', field: 'taxId', value: '1' });
      actor.send({ type: 'SUBMIT' });

      expect(actor.getSnapshot().value).toBe('saving');
      expect(saves[0]?.input).toEqual({ id: undefined, values: { name: 'Acme', taxId: '1', tags: [] } });

      saves[0]?.resolve(41);
      await settle();

      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        id: 41,
        initial: { name: 'Acme', taxId: '1', tags: [] },
        dirty: false,
      });
      expect(emitted).toEqual([{ type: 'saved', id: 41, created: true }]);
    });

    it('cannot be deleted before it exists', () => {
      const { actor } = start();

      actor.send({ type: 'DELETE' });

      expect(actor.getSnapshot().value).toBe('editing');
    });
  });

  describe('an existing record', () => {
    it('loads the record, then edits it', async () => {
      const { actor, loads } = start(7);

      expect(actor.getSnapshot().value).toBe('loading');
      expect(loads[0]?.input).toEqual({ id: 7 });

      loads[0]?.resolve(stored);
      await settle();

      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({ id: 7, initial: stored, values: stored, dirty: false });
    });

    it('shows a load failure and loads again on RETRY', async () => {
      const { actor, loads } = start(7);
      const failure = new Error('offline');

      loads[0]?.reject(failure);
      await settle();
      expect(actor.getSnapshot().value).toBe('loadFailed');
      expect(actor.getSnapshot().context.error).toBe(failure);

      actor.send({ type: 'RETRY' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.error).toBeUndefined();
      expect(loads).toHaveLength(2);

      loads[1]?.resolve(stored);
      await settle();
      expect(actor.getSnapshot().value).toBe('editing');
    });

    it('ignores changes and submits while it loads', () => {
      const { actor, saves } = start(7);

      actor.send({ type: 'CHANGE', field: 'name', value: 'typed too early' });
      actor.send({ type: 'SUBMIT' });

      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.values).toEqual(empty);
      expect(saves).toHaveLength(0);
    });

    it('is dirty while the values differ from the loaded ones, compared by value', async () => {
      const { actor } = await startEditing();

      actor.send({ type: 'CHANGE', field: 'name', value: 'Acme Ltda.' });
      expect(actor.getSnapshot().context.dirty).toBe(true);

      actor.send({ type: 'CHANGE', field: 'name', value: 'Acme' });
      actor.send({ type: 'CHANGE', field: 'tags', value: ['nfc'] });
      expect(actor.getSnapshot().context.dirty).toBe(false);
    });

    it('updates the record and says it was not created', async () => {
      const { actor, saves, emitted } = await startEditing(7);
      actor.send({ type: 'CHANGE', field: 'name', value: 'Acme Ltda.' });

      actor.send({ type: 'SUBMIT' });
      expect(saves[0]?.input).toEqual({ id: 7, values: { ...stored, name: 'Acme Ltda.' } });
      saves[0]?.resolve(7);
      await settle();

      expect(actor.getSnapshot().context).toMatchObject({
        id: 7,
        dirty: false,
        initial: { ...stored, name: 'Acme Ltda.' },
      });
      expect(emitted).toEqual([{ type: 'saved', id: 7, created: false }]);
    });

    it('keeps what the user typed when the save fails', async () => {
      const { actor, saves, emitted } = await startEditing(7);
      actor.send({ type: 'CHANGE', field: 'name', value: 'Acme Ltda.' });
      actor.send({ type: 'SUBMIT' });
      const failure = new Error('500');

      saves[0]?.reject(failure);
      await settle();

      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        values: { ...stored, name: 'Acme Ltda.' },
        initial: stored,
        dirty: true,
        error: failure,
      });
      expect(emitted).toEqual([{ type: 'saveFailed', error: failure }]);

      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('saving');
      expect(actor.getSnapshot().context.error).toBeUndefined();
    });

    it('ignores changes while it saves, so the saved values are the ones shown', async () => {
      const { actor, saves } = await startEditing(7);
      actor.send({ type: 'SUBMIT' });

      actor.send({ type: 'CHANGE', field: 'name', value: 'late' });
      saves[0]?.resolve(7);
      await settle();

      expect(actor.getSnapshot().context.values).toEqual(stored);
      expect(actor.getSnapshot().context.dirty).toBe(false);
    });
  });

  describe('delete', () => {
    it('asks for confirmation and goes back to editing on DELETE.CANCEL', async () => {
      const { actor, removes } = await startEditing();

      actor.send({ type: 'DELETE' });
      expect(actor.getSnapshot().value).toBe('confirmingDelete');

      actor.send({ type: 'DELETE.CANCEL' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(removes).toHaveLength(0);
    });

    it('removes the record on DELETE.CONFIRM and ends', async () => {
      const { actor, removes, emitted } = await startEditing(7);
      actor.send({ type: 'DELETE' });
      actor.send({ type: 'DELETE.CONFIRM' });

      expect(actor.getSnapshot().value).toBe('deleting');
      expect(removes[0]?.input).toEqual({ id: 7 });

      removes[0]?.resolve();
      await settle();

      expect(actor.getSnapshot().value).toBe('removed');
      expect(actor.getSnapshot().status).toBe('done');
      expect(emitted).toEqual([{ type: 'removed' }]);
    });

    it('goes back to editing and says why when the delete is refused', async () => {
      const { actor, removes, emitted } = await startEditing(7);
      actor.send({ type: 'DELETE' });
      actor.send({ type: 'DELETE.CONFIRM' });
      const refusal = { status: 409, code: 1, messageKey: 'PARTNER_IN_USE' };

      removes[0]?.reject(refusal);
      await settle();

      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error).toBe(refusal);
      expect(actor.getSnapshot().context.values).toEqual(stored);
      expect(emitted).toEqual([{ type: 'removeFailed', error: refusal }]);
    });
  });

  it('accepts any values when no rules are given', async () => {
    const machine = createRecordFormMachine<Values>().provide({
      actors: { save: fromPromise<number, SaveRecordInput<Values>>(() => Promise.resolve(3)) },
    });
    const actor = createActor(machine, { input: { empty } }).start();

    actor.send({ type: 'SUBMIT' });
    await settle();

    expect(actor.getSnapshot().context.id).toBe(3);
  });
});

describe('sameValues', () => {
  it('compares plain objects and arrays by content and other objects by identity', () => {
    const file = { name: 'tags.csv' };
    expect(sameValues({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValues([1, 2], [2, 1])).toBe(false);
    expect(sameValues(new Date(5), new Date(5))).toBe(true);
    expect(sameValues(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValues({ file }, { file })).toBe(true);
    class Upload {
      constructor(readonly name: string) {}
    }
    expect(sameValues(new Upload('a'), new Upload('a'))).toBe(false);
  });
});
