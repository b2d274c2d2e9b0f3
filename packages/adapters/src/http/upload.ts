/**
 * A multipart upload over XMLHttpRequest, for the calls that report progress. fetch can tell upload progress only
 * with a streamed request body, which browsers send over HTTP/2 or later only (Chromium refuses it on HTTP/1.1, the
 * others not at all); XMLHttpRequest's `upload.onprogress` works everywhere. The answer comes back as a `Response`
 * so the client reads and maps it exactly as it does fetch's.
 */
import type { Cancellation } from '@tagtrail/domain';
import { abortReason } from './abort-signal';

export interface UploadProgress {
  /** From 0 to 1. */
  readonly percent: number;
  readonly transferredBytes: number;
  /** 0 when the size is unknown. */
  readonly totalBytes: number;
}

export interface UploadRequest {
  readonly method: string;
  /** Absolute, or relative to the page. */
  readonly url: string;
  /** Sent as they are (the bearer token among them); the browser sets the multipart content type itself. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
  readonly signal?: Cancellation;
  readonly onProgress: (progress: UploadProgress) => void;
}

/**
 * Why the upload had no answer: `network` (the connection failed) or `timeout`. Anything the server answered,
 * refusals included, resolves as a Response; an abort rejects with the signal's reason, as fetch does.
 */
export class UploadFailure extends Error {
  constructor(readonly reason: 'network' | 'timeout') {
    super(`upload failed: ${reason}`);
    this.name = 'UploadFailure';
  }
}

// Statuses whose Response may have no body: the constructor refuses one.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Sends `request.body` and answers the server's response, reporting progress as the bytes leave. */
export function uploadWithProgress(request: UploadRequest, createXhr: () => XMLHttpRequest): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open(request.method, request.url);
    // Bytes for every answer type: the client reads JSON, text or a file from them as the endpoint says.
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      request.onProgress({
        percent: total > 0 ? Math.min(1, event.loaded / total) : 0,
        transferredBytes: event.loaded,
        totalBytes: total,
      });
    };
    xhr.onload = () => {
      settle();
      // Status 0 (or anything outside HTTP's range) means no server answered, whatever the event says.
      if (xhr.status < 200 || xhr.status > 599) reject(new UploadFailure('network'));
      else resolve(toResponse(xhr));
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadFailure('network'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new UploadFailure('timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal === undefined ? new DOMException('The upload was aborted.', 'AbortError') : abortReason(signal));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(request.body);
  });
}

function toResponse(xhr: XMLHttpRequest): Response {
  const status = xhr.status;
  const contentType = xhr.getResponseHeader('content-type');
  const body = NULL_BODY_STATUSES.has(status) ? null : ((xhr.response as ArrayBuffer | null) ?? null);
  return new Response(body, {
    status,
    statusText: xhr.statusText,
    headers: contentType === null ? {} : { 'content-type': contentType },
  });
}
