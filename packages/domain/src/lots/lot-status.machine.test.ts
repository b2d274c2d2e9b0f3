import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { LOT_STATUS, LOT_STATUSES } from './lot-status.model';
import {
  LOT_STATUS_TAG,
  lotStatusMachine,
  nextLotStatus,
  type LotStatusEvent,
  type LotStatusInput,
} from './lot-status.machine';

function start(input: LotStatusInput = {}) {
  const actor = createActor(lotStatusMachine, { input });
  actor.start();
  return actor;
}
type Actor = ReturnType<typeof start>;
const view = (actor: Actor) => {
  const snapshot = actor.getSnapshot();
  return {
    state: snapshot.value,
    status: snapshot.context.status,
    statusDate: snapshot.context.statusDate,
    needsDate: snapshot.hasTag(LOT_STATUS_TAG.needsDate),
    missingDate: snapshot.hasTag(LOT_STATUS_TAG.missingDate),
  };
};

describe('lot status machine: where it starts', () => {
  it('starts available with no date by default (spec B §4: lot default status is 0)', () => {
    expect(view(start())).toEqual({
      state: 'available',
      status: LOT_STATUS.available,
      statusDate: '',
      needsDate: false,
      missingDate: false,
    });
  });

  it('starts dated for a loaded lot with a status and its date', () => {
    expect(view(start({ status: LOT_STATUS.recall, statusDate: '2026-01-10' }))).toMatchObject({
      state: { unavailable: 'dated' },
      status: LOT_STATUS.recall,
      statusDate: '2026-01-10',
      needsDate: true,
    });
  });

  it('starts undated, needing a date, for a loaded lot with a status but no date', () => {
    expect(view(start({ status: LOT_STATUS.lost, statusDate: null }))).toMatchObject({
      state: { unavailable: 'undated' },
      needsDate: true,
      missingDate: true,
    });
  });

  it('reads an unknown code as available and drops a date that came with status 0 (spec A §3)', () => {
    expect(view(start({ status: 3, statusDate: '2026-01-10' }))).toMatchObject({ state: 'available', statusDate: '' });
    expect(view(start({ status: 0, statusDate: '2026-01-10' }))).toMatchObject({ state: 'available', statusDate: '' });
  });

  it('treats an invalid loaded date as none', () => {
    expect(view(start({ status: LOT_STATUS.recall, statusDate: '2026-02-30' }))).toMatchObject({
      state: { unavailable: 'undated' },
      statusDate: '',
    });
  });
});

describe('lot status machine: every transition', () => {
  it.each(LOT_STATUSES.filter((s) => s.code !== LOT_STATUS.available))(
    'available → choosing $name ($code) requires a status date',
    ({ code }) => {
      const actor = start();
      actor.send({ type: 'SET_STATUS', status: code });
      expect(view(actor)).toEqual({
        state: { unavailable: 'undated' },
        status: code,
        statusDate: '',
        needsDate: true,
        missingDate: true,
      });
    },
  );

  it('available → choosing 0 again or an unknown code changes nothing', () => {
    const actor = start();
    actor.send({ type: 'SET_STATUS', status: 0 });
    actor.send({ type: 'SET_STATUS', status: 4 });
    expect(view(actor)).toMatchObject({ state: 'available', status: 0 });
  });

  it('available → a date is ignored: status 0 has no date', () => {
    const actor = start();
    actor.send({ type: 'SET_DATE', date: '2026-01-10' });
    expect(view(actor)).toMatchObject({ state: 'available', statusDate: '' });
  });

  it('undated → a date completes it', () => {
    const actor = start({ status: LOT_STATUS.recall });
    actor.send({ type: 'SET_DATE', date: '2026-01-10' });
    expect(view(actor)).toMatchObject({
      state: { unavailable: 'dated' },
      statusDate: '2026-01-10',
      needsDate: true,
      missingDate: false,
    });
  });

  it('undated → an empty or invalid date leaves it undated', () => {
    const actor = start({ status: LOT_STATUS.recall });
    actor.send({ type: 'SET_DATE', date: '' });
    actor.send({ type: 'SET_DATE', date: '10/01/2026' });
    expect(view(actor)).toMatchObject({ state: { unavailable: 'undated' }, statusDate: '' });
  });

  it('dated → another date replaces it', () => {
    const actor = start({ status: LOT_STATUS.recall, statusDate: '2026-01-10' });
    actor.send({ type: 'SET_DATE', date: '2026-01-11' });
    expect(view(actor)).toMatchObject({ state: { unavailable: 'dated' }, statusDate: '2026-01-11' });
  });

  it('dated → clearing the date (or an invalid one) makes it undated again', () => {
    const actor = start({ status: LOT_STATUS.recall, statusDate: '2026-01-10' });
    actor.send({ type: 'SET_DATE', date: 'not a date' });
    expect(view(actor)).toMatchObject({ state: { unavailable: 'undated' }, statusDate: '', missingDate: true });
  });

  it('dated → changing between recall, overdue and lost keeps the date given', () => {
    const actor = start({ status: LOT_STATUS.recall, statusDate: '2026-01-10' });
    actor.send({ type: 'SET_STATUS', status: LOT_STATUS.overdue });
    expect(view(actor)).toMatchObject({
      state: { unavailable: 'dated' },
      status: LOT_STATUS.overdue,
      statusDate: '2026-01-10',
    });
  });

  it('undated → changing to another non-zero status stays undated', () => {
    const actor = start({ status: LOT_STATUS.recall });
    actor.send({ type: 'SET_STATUS', status: LOT_STATUS.lost });
    expect(view(actor)).toMatchObject({ state: { unavailable: 'undated' }, status: LOT_STATUS.lost });
  });

  it.each([
    ['dated', '2026-01-10'],
    ['undated', null],
  ])('%s → choosing 0 clears the date (spec B §4)', (_, statusDate) => {
    const actor = start({ status: LOT_STATUS.lost, statusDate });
    actor.send({ type: 'SET_STATUS', status: LOT_STATUS.available });
    expect(view(actor)).toEqual({
      state: 'available',
      status: LOT_STATUS.available,
      statusDate: '',
      needsDate: false,
      missingDate: false,
    });
  });

  it('unavailable → an unknown code is ignored', () => {
    const actor = start({ status: LOT_STATUS.recall, statusDate: '2026-01-10' });
    actor.send({ type: 'SET_STATUS', status: 7 });
    expect(view(actor)).toMatchObject({ status: LOT_STATUS.recall, statusDate: '2026-01-10' });
  });
});

const lotEvent: fc.Arbitrary<LotStatusEvent> = fc.oneof(
  fc.record({
    type: fc.constant('SET_STATUS' as const),
    status: fc.oneof(fc.constantFrom(0, 1, 5, 9), fc.integer({ min: -2, max: 12 })),
  }),
  fc.record({
    type: fc.constant('SET_DATE' as const),
    date: fc.oneof(fc.constantFrom('', '2026-01-10', '2025-12-31', '2026-02-30', 'x'), fc.string({ maxLength: 10 })),
  }),
);
const lotInput: fc.Arbitrary<LotStatusInput> = fc.record({
  status: fc.option(fc.integer({ min: -1, max: 10 })),
  statusDate: fc.option(fc.constantFrom('', '2026-01-10', 'bad')),
});

describe('lot status machine: properties', () => {
  it('property: after any sequence of events, status 0 ⇒ no date', () => {
    fc.assert(
      fc.property(lotInput, fc.array(lotEvent, { maxLength: 30 }), (input, events) => {
        const actor = start(input);
        for (const event of events) {
          actor.send(event);
          const { status, statusDate } = actor.getSnapshot().context;
          if (status === LOT_STATUS.available) expect(statusDate).toBe('');
        }
      }),
    );
  });

  it('property: the state always agrees with the context (needsDate ⇔ status ≠ 0; missingDate ⇔ needed and empty)', () => {
    fc.assert(
      fc.property(lotInput, fc.array(lotEvent, { maxLength: 30 }), (input, events) => {
        const actor = start(input);
        for (const event of events) {
          actor.send(event);
          const v = view(actor);
          expect(LOT_STATUSES.map((s) => s.code)).toContain(v.status);
          expect(v.needsDate).toBe(v.status !== LOT_STATUS.available);
          expect(v.missingDate).toBe(v.needsDate && v.statusDate === '');
        }
      }),
    );
  });
});

describe('nextLotStatus: one change at a time, as a form asks', () => {
  it('clears the date on choosing available, keeps it between recall, overdue and lost', () => {
    expect(nextLotStatus({ status: 1, statusDate: '2026-03-01' }, { type: 'SET_STATUS', status: 0 })).toEqual({
      status: 0,
      statusDate: '',
    });
    expect(nextLotStatus({ status: 1, statusDate: '2026-03-01' }, { type: 'SET_STATUS', status: 9 })).toEqual({
      status: 9,
      statusDate: '2026-03-01',
    });
  });

  it('ignores a date while available, and an unknown status', () => {
    expect(nextLotStatus({ status: 0, statusDate: '' }, { type: 'SET_DATE', date: '2026-03-01' })).toEqual({
      status: 0,
      statusDate: '',
    });
    expect(nextLotStatus({ status: 5, statusDate: '' }, { type: 'SET_STATUS', status: 7 })).toEqual({
      status: 5,
      statusDate: '',
    });
  });
});
