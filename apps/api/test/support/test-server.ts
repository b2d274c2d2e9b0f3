/** Starts the real server on a free port over an in-memory database, for tests that talk HTTP with fetch. */
import { createServer } from 'node:net';
import { loadConfig, type ServerConfig } from '../../src/config';
import { buildServer, type Server } from '../../src/server';

export interface TestServer {
  readonly baseUrl: string;
  readonly server: Server;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  // The port is known before the server is built: the identity provider's issuer URL contains it.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const config: ServerConfig = {
    ...loadConfig({}),
    port,
    publicUrl,
    dataDir: 'memory://',
    logLevel: 'silent',
    ...overrides,
  };
  const server = await buildServer(config);
  try {
    await server.app.listen({ host: '127.0.0.1', port });
  } catch (error) {
    await server.close();
    throw error;
  }
  return { baseUrl: publicUrl, server, close: () => server.close() };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
