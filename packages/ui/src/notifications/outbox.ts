/** Messages for a receiver that mounts later (the lazily loaded toaster): kept until it attaches, then passed on. */
export class Outbox<T> {
  private waiting: T[] = [];
  private receiver: ((message: T) => void) | undefined;

  send(message: T): void {
    if (this.receiver) this.receiver(message);
    else this.waiting.push(message);
  }

  /** The receiver takes what waited, in order, and every later message; the function returned detaches it. */
  attach(receiver: (message: T) => void): () => void {
    this.receiver = receiver;
    const waiting = this.waiting;
    this.waiting = [];
    for (const message of waiting) receiver(message);
    return () => {
      if (this.receiver === receiver) this.receiver = undefined;
    };
  }
}
