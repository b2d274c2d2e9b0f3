import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortError } from '@tagtrail/domain';
import { simulate } from './memory-options';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('simulated answers of the memory adapters', () => {
  it('answers asynchronously after the delay', async () => {
    const work = vi.fn(() => 'answer');
    const answer = simulate({ delayMs: 300 }, 'list', work);

    await vi.advanceTimersByTimeAsync(299);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    await expect(answer).resolves.toBe('answer');
  });

  it('fails the operations named in failOn as the server does on a bug, and only those', async () => {
    const failing = simulate({ failOn: ['list'] }, 'list', () => 'never');
    const passing = simulate({ failOn: ['list'] }, 'get', () => 'fine');
    const failed = expect(failing).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
    await vi.runAllTimersAsync();

    await failed;
    await expect(failing).rejects.toBeInstanceOf(PortError);
    await expect(passing).resolves.toBe('fine');
  });

  it('never answers when told so, until aborted', async () => {
    const controller = new AbortController();
    const work = vi.fn(() => 'never');
    let settled = false;
    const answer = simulate({ never: true }, 'list', work, controller.signal).finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);

    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(work).not.toHaveBeenCalled();
  });

  it('rejects with the abort and never does the work when aborted during the delay', async () => {
    const controller = new AbortController();
    const work = vi.fn(() => 'late');
    const answer = simulate({ delayMs: 500 }, 'create', work, controller.signal);

    await vi.advanceTimersByTimeAsync(100);
    controller.abort();

    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
  });

  it('rejects at once for a signal aborted before the call', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));

    await expect(simulate({}, 'get', () => 1, controller.signal)).rejects.toThrow('gone');
  });

  it('passes a refusal thrown by the work through', async () => {
    const answer = simulate({}, 'remove', () => {
      throw new PortError(409, 1, 'PARTNER_IN_USE');
    });
    const refused = expect(answer).rejects.toMatchObject({ status: 409, code: 1 });
    await vi.runAllTimersAsync();
    await refused;
  });
});
