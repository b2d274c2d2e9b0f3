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
