// Tests only: an XMLHttpRequest without a network, for the uploads that report progress.
/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
export class FakeXhr {
  method = '';
  url = '';
  readonly requestHeaders: Record<string, string> = {};
  body: unknown;
  sent = false;
  aborted = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  private readonly responseHeaders: Record<string, string> = {};
  readonly upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  /** Settles when `send` is called: a test waits on it instead of polling `sent`. */
  readonly whenSent: Promise<void>;
  private markSent!: () => void;

  constructor() {
    this.whenSent = new Promise<void>((resolve) => (this.markSent = resolve));
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.sent = true;
    this.markSent();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  // What the network does:
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, body?: unknown, contentType = 'application/json') {
    this.status = status;
    if (body !== undefined) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      this.response = new TextEncoder().encode(text).buffer;
      this.responseHeaders['content-type'] = contentType;
    }
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

/**
 * The FakeXhrs a client makes, in order: pass `create` as the client's `createXhr`, read them in `made`, and
 * `await sent(i)` for the i-th once it has been sent (made and sent whenever the client gets there).
 */
export class FakeXhrs {
  readonly made: FakeXhr[] = [];
  private readonly slots: { promise: Promise<FakeXhr>; resolve: (xhr: FakeXhr) => void }[] = [];

  readonly create = (): XMLHttpRequest => {
    const xhr = new FakeXhr();
    this.slot(this.made.length).resolve(xhr);
    this.made.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  };

  async sent(index = 0): Promise<FakeXhr> {
    const xhr = await this.slot(index).promise;
    await xhr.whenSent;
    return xhr;
  }

  private slot(index: number) {
    let slot = this.slots[index];
    if (!slot) {
      let resolve!: (xhr: FakeXhr) => void;
      const promise = new Promise<FakeXhr>((r) => (resolve = r));
      slot = this.slots[index] = { promise, resolve };
    }
    return slot;
  }
}
