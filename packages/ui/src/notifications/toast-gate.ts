/**
 * The notifier's rule (spec A §8, B §4): one notification at a time, a new one replaces the one shown,
 * and the same message is not shown again while it is still on screen.
 */
export interface ToastDecision {
  /** The id for the new toast. */
  readonly show: string;
  /** The toast it replaces, to dismiss first. */
  readonly replace?: string;
}

export class ToastGate {
  private current: { readonly id: string; readonly signature: string } | undefined;
  private sequence = 0;

  /** What to do for a message with this signature; undefined when the same message is already shown. */
  next(signature: string): ToastDecision | undefined {
    if (this.current?.signature === signature) return undefined;
    const replace = this.current?.id;
    const show = `toast-${++this.sequence}`;
    this.current = { id: show, signature };
    return replace === undefined ? { show } : { show, replace };
  }

  /** The toast left the screen (timed out or dismissed). */
  closed(id: string): void {
    if (this.current?.id === id) this.current = undefined;
  }
}
