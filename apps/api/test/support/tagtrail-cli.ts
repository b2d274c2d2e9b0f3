/** The operator's command line (`pnpm tagtrail`) run as an operator runs it: a process of its own, its env given. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../src/cli/tagtrail.cli.ts', import.meta.url));

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `tagtrail <args>` with the test's environment plus `env`; `DATABASE_URL` is dropped unless `env` names it, so
 * a command meant for a PGlite folder never reaches the PostgreSQL stage's server.
 */
export function runTagtrail(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliRun> {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (env.DATABASE_URL === undefined) delete environment.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env: environment });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
