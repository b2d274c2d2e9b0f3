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
    // The load generator makes a device per scan from one address: every scan does the work a shopper's first scan does.
    NEW_DEVICES_PER_ADDRESS_PER_HOUR: '0',
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
      // BENCH_PROFILE_DIR: each server writes a V8 CPU profile there when it stops (node's --cpu-prof), for finding
      // where a benchmark's time goes; Node refuses --cpu-prof in NODE_OPTIONS.
      const profile = process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : [];
      const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
        env: { ...env, ...extraEnv },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      // Ready, not only alive: a server's geocoder loads its towns in the second after it listens; in one profiled
      // round that load fell inside the secure run's window and not the plain one's (0.07 ms a request). The floor
      // has no such route: a 404 from it means it listens.
      await untilAnswers(`${base}/api/ready`, child, script, (status) => status === 200 || status === 404);
      return child;
    },
    async dispose() {
      if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
      // The key file the server made beside the folder (config.ts keyFileOf).
      if (dataDir !== undefined) await rm(`${dataDir}.key`, { force: true });
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

/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on Linux everywhere we run). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) each running process has used, by pid; {} off Linux. */
export async function cpuSecondsByProcess(): Promise<Map<number, { command: string; seconds: number }>> {
  const { readdir, readFile } = await import('node:fs/promises');
  const byPid = new Map<number, { command: string; seconds: number }>();
  const pids = await readdir('/proc').catch(() => [] as string[]);
  for (const pid of pids.filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
    if (stat === undefined) continue;
    // The command sits in parentheses and may hold spaces; the fields after it are space-separated.
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const [user, system] = [Number(fields[11]), Number(fields[12])];
    byPid.set(Number(pid), { command, seconds: (user + system) / TICKS_PER_SECOND });
  }
  return byPid;
}

/**
 * Where the CPU went between two samples of cpuSecondsByProcess: the server's process, PostgreSQL's processes (its
 * backends and writers), and everything else (the load generator, the system).
 */
export function cpuSpent(
  before: Map<number, { command: string; seconds: number }>,
  after: Map<number, { command: string; seconds: number }>,
  serverPid: number | undefined,
): { server: number; postgres: number; other: number } {
  const spent = { server: 0, postgres: 0, other: 0 };
  for (const [pid, now] of after) {
    const used = now.seconds - (before.get(pid)?.seconds ?? 0);
    if (pid === serverPid) spent.server += used;
    else if (now.command === 'postgres') spent.postgres += used;
    else spent.other += used;
  }
  return spent;
}
