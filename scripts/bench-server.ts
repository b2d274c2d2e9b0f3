/**
 * What the HTTP benchmarks share (bench-scan.ts, bench-tag-page.ts): a server of ours in a process of its own, on PGlite
 * in a fresh folder with demo data or on DATABASE_URL, started and stopped as a deployment would be.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServers {
  readonly base: string;
  readonly databaseUrl: string | undefined;
  /** The PGlite folder; '' on PostgreSQL. */
  readonly dataDir: string;
  /** A script of ours (`apps/api/src/main.ts`, a floor server) on the port, once it answers; `extraEnv` added. */
  start(script: string, extraEnv?: Record<string, string>): Promise<ChildProcess>;
  /** The PGlite folder removed. */
  dispose(): Promise<void>;
}

export async function benchServers(port: number, name: string): Promise<BenchServers> {
  const base = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = databaseUrl === undefined ? await mkdtemp(path.join(tmpdir(), `tagtrail-bench-${name}-`)) : undefined;
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: base,
    PUBLIC_RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    ...(dataDir === undefined ? {} : { DATA_DIR: dataDir, FILES_DIR: path.join(dataDir, 'files') }),
  };
  return {
    base,
    databaseUrl,
    dataDir: dataDir ?? '',
    async start(script, extraEnv = {}) {
      // Node itself, not npx: the stop signal must reach the server, which closes its database on it.
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: { ...env, ...extraEnv },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      // The floor has no health route: a 404 from it means it listens.
      await untilAnswers(`${base}/api/health`, child, script, (status) => status === 200 || status === 404);
      return child;
    },
    async dispose() {
      if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `url` answers as `ready` says; fails when the process stops first or after two minutes. */
export function untilAnswers(
  url: string,
  child: ChildProcess,
  what: string,
  ready: (status: number) => boolean = (status) => status === 200,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`${what} did not start`)), 120_000);
    const poll = setInterval(() => {
      fetch(url)
        .then((answer) => answer.status)
        .catch(() => 0)
        .then((status) => {
          if (!ready(status)) return;
          clearInterval(poll);
          clearTimeout(deadline);
          resolve();
        });
    }, 250);
    child.once('exit', (code) => reject(new Error(`${what} stopped (${code})`)));
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
