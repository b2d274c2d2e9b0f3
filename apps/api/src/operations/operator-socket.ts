/**
 * How `tagtrail backup` reaches a running server's PGlite (issue 25 §5): only the process that opened a PGlite folder
 * may read it (db/data-dir-lock.ts), so that server answers on a Unix socket beside the folder (operatorSocketPath),
 * which only the user the server runs as can open (mode 0600). One request a connection, one line: `backup`. The answer is a line,
 * `OK` then the snapshot's bytes to the end, or `ERROR <reason>`.
 */
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server as NetServer } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Linux's limit on a socket's path (sun_path, 108 bytes with its NUL). */
const SOCKET_PATH_MAX = 107;

/**
 * Beside the folder, not in it: PGlite's dump reads every file of the folder, and a socket is not one it can read.
 * `./data` answers on `./.data.tagtrail.sock`.
 */
export const operatorSocketPath = (dataDir: string) =>
  path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.tagtrail.sock`);

export interface OperatorSocket {
  close(): Promise<void>;
}

/** Listens on the folder's socket; undefined when its path is too long for one (the server runs on, warned). */
export async function startOperatorSocket(
  dataDir: string,
  snapshot: () => Promise<Blob>,
  log: FastifyBaseLogger,
): Promise<OperatorSocket | undefined> {
  const socketPath = operatorSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX) {
    log.warn({ socketPath }, 'the data folder path is too long for the operator socket: stop the server to back up');
    return undefined;
  }
  // Left by a process that is gone (this one holds the folder's lock now).
  await rm(socketPath, { force: true });
  const server: NetServer = createServer((connection) => {
    let request = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) {
        if (request.length > 100) connection.end('ERROR request too long\n');
        return;
      }
      connection.removeAllListeners('data');
      if (request.split('\n')[0]?.trim() !== 'backup') {
        connection.end('ERROR unknown request\n');
        return;
      }
      snapshot().then(
        async (blob) => {
          connection.write('OK\n');
          connection.end(Buffer.from(await blob.arrayBuffer()));
          log.info({ bytes: blob.size }, 'backup snapshot sent');
        },
        (error: unknown) => {
          log.error({ err: error }, 'backup snapshot failed');
          connection.end(`ERROR ${String((error as Error).message ?? error).replace(/\n/g, ' ')}\n`);
        },
      );
    });
    connection.on('error', (error) => log.warn({ err: error }, 'operator socket connection failed'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/** Asks the server holding the folder for a snapshot; resolves to its bytes. */
export function requestSnapshot(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const connection = createConnection(operatorSocketPath(dataDir), () => connection.write('backup\n'));
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.once('error', reject);
    connection.once('end', () => {
      const answer = Buffer.concat(chunks);
      const lineEnd = answer.indexOf(0x0a);
      const status = answer.subarray(0, lineEnd < 0 ? answer.length : lineEnd).toString('utf8');
      if (status === 'OK') resolve(answer.subarray(lineEnd + 1));
      else reject(new Error(status.replace(/^ERROR /, '') || 'the server answered nothing'));
    });
  });
}
