/**
 * Requests sent exactly as built, through node:http: fetch refuses a body on GET, normalises dots in paths and
 * re-encodes what it thinks malformed, and the bad-input suite needs every one of those on the wire.
 */
import http from 'node:http';

export interface RawRequest {
  readonly method: string;
  /** Path and query, encoded, from the first slash. */
  readonly target: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
}

export interface RawAnswer {
  readonly status: number;
  readonly mediaType: string;
  readonly text: string;
}

/** A client of one server. */
export function rawClient(baseUrl: string): { send(request: RawRequest): Promise<RawAnswer>; close(): void } {
  const { hostname, port } = new URL(baseUrl);
  // A connection per request: a request the server cut short (a body past the limit) cannot break the next one.
  const agent = new http.Agent({ keepAlive: false, maxSockets: 16 });
  return {
    send: (request) =>
      new Promise((resolve, reject) => {
        let answered = false;
        const outgoing = http.request(
          {
            agent,
            hostname,
            port,
            method: request.method,
            path: request.target,
            headers: {
              ...request.headers,
              ...(request.body === undefined ? {} : { 'content-length': String(request.body.length) }),
            },
          },
          (incoming) => {
            answered = true;
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                mediaType: incoming.headers['content-type'] ?? '',
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        // The server may answer (413) and close before a large body is sent: the answer is what counts.
        outgoing.on('error', (error) => {
          if (!answered) reject(error);
        });
        outgoing.end(request.body);
      }),
    close: () => agent.destroy(),
  };
}
