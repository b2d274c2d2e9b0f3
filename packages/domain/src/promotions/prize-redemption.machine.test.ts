import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Cancellation } from '../shared/cancellation';
import { PortError, REQUIRED_FIELD_MESSAGE } from '../shared/errors';
import type { PointOfSaleRedemptionPort } from './point-of-sale-redemption.port';
import type { PrizeLookup, WithdrawalInput, WithdrawalRequest } from './prize-redemption.model';
import {
  prizeRedemptionActors,
  prizeRedemptionMachine,
  type PrizeRedemptionEmitted,
  type PrizeRedemptionInput,
} from './prize-redemption.machine';
import {
  BIRTH_DATE_NOT_BEFORE_TODAY,
  CODE_NOT_FOUND,
  CODE_SUCCESSFULLY_WITHDRAW,
  CODE_WITHDRAW_ERROR,
  LOADING_CODE_ERROR,
  PROMOTION_ALREADY_WITHDRAW,
  TOO_MANY_CODE_ATTEMPTS,
} from './prize-redemption.rules';

/** issue 24 §2: the server's answer while it makes the user wait after too many codes not found. */
const throttled = () => new PortError(429, 'TOO_MANY_CODE_ATTEMPTS', 'TOO_MANY_CODE_ATTEMPTS');

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

interface PendingLookup {
  readonly code: string;
  readonly signal: Cancellation;
  resolve(answer: PrizeLookup | null): void;
  reject(error: unknown): void;
}

const open: PrizeLookup = { promotionId: 9, withdrawnAt: null, withdrawal: null };
const taken: PrizeLookup = {
  promotionId: 9,
  withdrawnAt: '2026-03-01T14:00:00.000Z',
  withdrawal: { name: 'Ana Souza', cpf: '123', birthDate: '1990-05-01', address: 'Rua A, 1' },
};
const ana: WithdrawalInput = {
  name: ' Ana Souza ',
  cpf: '123.456.789-09',
  address: 'Rua A, 1',
  birthDate: '1990-05-01',
};

function start(input: PrizeRedemptionInput = {}, withdrawFails: boolean | PortError = false) {
  const lookups: PendingLookup[] = [];
  const withdrawals: WithdrawalRequest[] = [];
  const machine = prizeRedemptionMachine.provide({
    actors: {
      lookup: fromPromise<PrizeLookup | null, { code: string }>(
        ({ input: { code }, signal }) =>
          new Promise((resolve, reject) => lookups.push({ code, signal, resolve, reject })),
      ),
      withdraw: fromPromise<void, WithdrawalRequest>(async ({ input: request }) => {
        withdrawals.push(request);
        if (withdrawFails instanceof PortError) throw withdrawFails;
        if (withdrawFails) throw new PortError(500, 'INTERNAL', undefined);
      }),
    },
  });
  const actor = createActor(machine, { input: { today: () => '2026-03-15', ...input } });
  const emitted: PrizeRedemptionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const lastLookup = () => {
    const lookup = lookups.at(-1);
    if (lookup === undefined) throw new Error('no lookup made');
    return lookup;
  };
  const state = () => actor.getSnapshot();
  const fill = (values: WithdrawalInput) => {
    for (const field of ['name', 'cpf', 'address', 'birthDate'] as const)
      actor.send({ type: 'EDIT', field, value: values[field] });
  };
  return { actor, lookups, withdrawals, emitted, lastLookup, state, fill };
}

/** Types a code, submits it, and answers the lookup with `answer`. */
async function lookUp(answer: PrizeLookup | null | Error, code = 'abc123') {
  const redemption = start();
  redemption.actor.send({ type: 'TYPE', code });
  redemption.actor.send({ type: 'SUBMIT' });
  if (answer instanceof Error) redemption.lastLookup().reject(answer);
  else redemption.lastLookup().resolve(answer);
  await settle();
  return redemption;
}

describe('prize code box (spec B §4, §5, §8)', () => {
  it('starts on the code box, empty', () => {
    const { state } = start();
    expect(state().value).toEqual({ code: 'idle' });
    expect(state().context.code).toBe('');
  });

  it('shows the code upper-cased as typed', () => {
    const { actor, state } = start();
    actor.send({ type: 'TYPE', code: 'ab c1' });
    expect(state().context.code).toBe('AB C1');
  });

  it('does nothing when the code is empty', () => {
    const { actor, state, lookups } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TYPE', code: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ code: 'idle' });
    expect(lookups).toEqual([]);
  });

  it('looks the code up trimmed and upper-cased', () => {
    const { actor, state, lastLookup } = start();
    actor.send({ type: 'TYPE', code: ' abc123 ' });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ code: 'lookingUp' });
    expect(lastLookup().code).toBe('ABC123');
  });

  it('answers CODE_NOT_FOUND when there is no such code', async () => {
    const { state, emitted } = await lookUp(null);
    expect(state().value).toEqual({ code: 'notFound' });
    expect(state().context.message).toBe(CODE_NOT_FOUND);
    expect(emitted).toEqual([{ type: 'notify', key: CODE_NOT_FOUND, tone: 'error' }]);
  });

  it('answers CODE_NOT_FOUND when the lookup fails with a 404', async () => {
    const { state, emitted } = await lookUp(new PortError(404, 'NOT_FOUND', undefined));
    expect(state().value).toEqual({ code: 'notFound' });
    expect(emitted).toEqual([{ type: 'notify', key: CODE_NOT_FOUND, tone: 'error' }]);
  });

  it('answers LOADING_CODE_ERROR when the lookup fails otherwise', async () => {
    const { state, emitted } = await lookUp(new PortError(500, 'INTERNAL', undefined));
    expect(state().value).toEqual({ code: 'lookupFailed' });
    expect(state().context.message).toBe(LOADING_CODE_ERROR);
    expect(emitted).toEqual([{ type: 'notify', key: LOADING_CODE_ERROR, tone: 'error' }]);
  });

  it('tells the user to wait (TOO_MANY_CODE_ATTEMPTS) when the server refuses codes for a while', async () => {
    const { state, emitted } = await lookUp(throttled());
    expect(state().value).toEqual({ code: 'lookupFailed' });
    expect(state().context.message).toBe(TOO_MANY_CODE_ATTEMPTS);
    expect(emitted).toEqual([{ type: 'notify', key: TOO_MANY_CODE_ATTEMPTS, tone: 'error' }]);
  });

  it("shows the withdrawer's data with PROMOTION_ALREADY_WITHDRAW when the prize was already withdrawn", async () => {
    const { state, emitted } = await lookUp(taken);
    expect(state().value).toEqual({ code: 'alreadyWithdrawn' });
    expect(state().context).toMatchObject({
      message: PROMOTION_ALREADY_WITHDRAW,
      promotionId: 9,
      withdrawnAt: '2026-03-01T14:00:00.000Z',
      withdrawal: taken.withdrawal,
    });
    expect(emitted).toEqual([]);
  });

  it('closes the already-withdrawn dialog back to the code box', async () => {
    const { actor, state } = await lookUp(taken);
    actor.send({ type: 'CLOSE' });
    expect(state().value).toEqual({ code: 'idle' });
    expect(state().context.message).toBeNull();
  });

  it('goes to the withdrawal form with the promotion id and the code otherwise', async () => {
    const { state, emitted } = await lookUp(open, ' abc123');
    expect(state().value).toEqual({ form: 'editing' });
    expect(state().context).toMatchObject({ promotionId: 9, code: 'ABC123' });
    expect(emitted).toEqual([{ type: 'openForm', promotionId: 9, code: 'ABC123' }]);
  });

  it('looks up again after a code was not found', async () => {
    const { actor, state, lookups, lastLookup } = await lookUp(null);
    actor.send({ type: 'TYPE', code: 'xyz' });
    actor.send({ type: 'SUBMIT' });
    expect(lookups).toHaveLength(2);
    lastLookup().resolve(open);
    await settle();
    expect(state().value).toEqual({ form: 'editing' });
  });

  it('restarts the lookup on a new SUBMIT: the first is aborted and its late answer dropped', async () => {
    const { actor, state, lookups } = start();
    actor.send({ type: 'TYPE', code: 'first' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TYPE', code: 'second' });
    actor.send({ type: 'SUBMIT' });
    expect(lookups.map((l) => l.code)).toEqual(['FIRST', 'SECOND']);
    expect(lookups[0]?.signal.aborted).toBe(true);
    lookups[0]?.resolve(taken);
    await settle();
    expect(state().value).toEqual({ code: 'lookingUp' });
    lookups[1]?.resolve(open);
    await settle();
    expect(state().context).toMatchObject({ promotionId: 9, code: 'SECOND' });
  });
});

describe('withdrawal form (spec B §4, §5, §8)', () => {
  it('opens on the form for the route /promocao/{id}/premio/{codigo}', () => {
    const { state } = start({ form: { promotionId: 4, code: 'abc' } });
    expect(state().value).toEqual({ form: 'editing' });
    expect(state().context).toMatchObject({ promotionId: 4, code: 'ABC' });
  });

  it('refuses to withdraw while a field is missing, listing each with REQUIRED_FIELD_MESSAGE', () => {
    const { actor, state, withdrawals } = start({ form: { promotionId: 4, code: 'ABC' } });
    actor.send({ type: 'EDIT', field: 'name', value: 'Ana' });
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ form: 'editing' });
    expect(state().context.errors).toEqual([
      { key: REQUIRED_FIELD_MESSAGE, field: 'cpf' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'address' },
      { key: REQUIRED_FIELD_MESSAGE, field: 'birthDate' },
    ]);
    expect(withdrawals).toEqual([]);
  });

  it('refuses a birth date that is not before today', () => {
    const { actor, state, fill } = start({ form: { promotionId: 4, code: 'ABC' }, today: () => '2026-03-15' });
    fill({ ...ana, birthDate: '2026-03-15' });
    actor.send({ type: 'SUBMIT' });
    expect(state().context.errors).toEqual([{ key: BIRTH_DATE_NOT_BEFORE_TODAY, field: 'birthDate' }]);
  });

  it('withdraws, says CODE_SUCCESSFULLY_WITHDRAW and goes back to the list', async () => {
    const { actor, state, fill, withdrawals, emitted } = start({ form: { promotionId: 4, code: 'ABC' } });
    fill(ana);
    actor.send({ type: 'SUBMIT' });
    expect(state().value).toEqual({ form: 'withdrawing' });
    await settle();
    expect(withdrawals).toEqual([
      {
        promotionId: 4,
        code: 'ABC',
        withdrawal: { name: 'Ana Souza', cpf: '12345678909', address: 'Rua A, 1', birthDate: '1990-05-01' },
      },
    ]);
    expect(emitted).toEqual([
      { type: 'notify', key: CODE_SUCCESSFULLY_WITHDRAW, tone: 'success' },
      { type: 'backToList' },
    ]);
    expect(state().value).toEqual({ code: 'idle' });
    expect(state().context).toMatchObject({ code: '', promotionId: null, message: CODE_SUCCESSFULLY_WITHDRAW });
  });

  it('says CODE_WITHDRAW_ERROR and keeps the values when withdrawing fails', async () => {
    const { actor, state, fill, emitted } = start({ form: { promotionId: 4, code: 'ABC' } }, true);
    fill(ana);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(state().value).toEqual({ form: 'editing' });
    expect(state().context.values).toEqual(ana);
    expect(state().context.message).toBe(CODE_WITHDRAW_ERROR);
    expect(emitted).toEqual([{ type: 'notify', key: CODE_WITHDRAW_ERROR, tone: 'error' }]);
  });

  it('tells the user to wait when the withdrawal is refused for too many codes, the values kept', async () => {
    const { actor, state, fill, emitted } = start({ form: { promotionId: 4, code: 'ABC' } }, throttled());
    fill(ana);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(state().value).toEqual({ form: 'editing' });
    expect(state().context.values).toEqual(ana);
    expect(emitted).toEqual([{ type: 'notify', key: TOO_MANY_CODE_ATTEMPTS, tone: 'error' }]);
  });

  it('starts the form empty after a lookup', async () => {
    const { state } = await lookUp(open);
    expect(state().context.values).toEqual({ name: '', cpf: '', address: '', birthDate: '' });
    expect(state().context.errors).toEqual([]);
  });

  it("uses today's date from the clock when none is given", () => {
    const actor = createActor(prizeRedemptionMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the same machine at the point of sale', () => {
  it('looks up and withdraws through the point-of-sale port, code included', async () => {
    const calls: unknown[] = [];
    const port: PointOfSaleRedemptionPort = {
      winners: async () => ({ records: [], total: 0 }),
      lookupCode: async (code) => (calls.push(['lookup', code]), open),
      withdraw: async (request) => void calls.push(['withdraw', request]),
    };
    const machine = prizeRedemptionMachine.provide({ actors: prizeRedemptionActors(port) });
    const actor = createActor(machine, { input: { today: () => '2026-03-15' } }).start();
    actor.send({ type: 'TYPE', code: 'pdv-1' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    for (const field of ['name', 'cpf', 'address', 'birthDate'] as const)
      actor.send({ type: 'EDIT', field, value: ana[field] });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual([
      ['lookup', 'PDV-1'],
      [
        'withdraw',
        {
          promotionId: 9,
          code: 'PDV-1',
          withdrawal: { name: 'Ana Souza', cpf: '12345678909', address: 'Rua A, 1', birthDate: '1990-05-01' },
        },
      ],
    ]);
    expect(actor.getSnapshot().value).toEqual({ code: 'idle' });
  });
});
