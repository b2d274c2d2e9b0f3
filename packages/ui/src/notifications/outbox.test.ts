import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox';

describe('notifications sent before the toaster is there', () => {
  it('are passed on in order when it attaches, and later ones at once', () => {
    const outbox = new Outbox<string>();
    const shown: string[] = [];
    outbox.send('saved');
    outbox.send('removed');
    expect(shown).toEqual([]);

    outbox.attach((message) => shown.push(message));
    expect(shown).toEqual(['saved', 'removed']);
    outbox.send('refused');
    expect(shown).toEqual(['saved', 'removed', 'refused']);
  });

  it('wait again once the toaster detaches, and are not passed on twice', () => {
    const outbox = new Outbox<string>();
    const first: string[] = [];
    const second: string[] = [];
    const detach = outbox.attach((message) => first.push(message));
    outbox.send('saved');
    detach();
    outbox.send('removed');
    outbox.attach((message) => second.push(message));
    expect({ first, second }).toEqual({ first: ['saved'], second: ['removed'] });
  });
});
