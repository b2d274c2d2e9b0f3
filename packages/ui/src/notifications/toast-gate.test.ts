import { describe, expect, it } from 'vitest';
import { ToastGate } from './toast-gate';

describe('notifications', () => {
  it('shows the first message', () => {
    expect(new ToastGate().next('a')).toEqual({ show: 'toast-1' });
  });

  it('does not show the same message twice while it is shown', () => {
    const gate = new ToastGate();
    gate.next('a');
    expect(gate.next('a')).toBeUndefined();
  });

  it('replaces the shown message with a new one', () => {
    const gate = new ToastGate();
    gate.next('a');
    expect(gate.next('b')).toEqual({ show: 'toast-2', replace: 'toast-1' });
  });

  it('shows a message again once it has gone', () => {
    const gate = new ToastGate();
    const first = gate.next('a');
    gate.closed(first!.show);
    expect(gate.next('a')).toEqual({ show: 'toast-2' });
  });

  it('ignores the closing of a toast already replaced', () => {
    const gate = new ToastGate();
    gate.next('a');
    gate.next('b');
    gate.closed('toast-1');
    expect(gate.next('b')).toBeUndefined();
  });
});
