import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./sdm.cli.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ZERO_KEY = '00000000000000000000000000000000';

/** Runs the command as `pnpm sdm` does (tsx), with `input` on its standard input. */
function runSdm(args: string[], input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: REPO_ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('pnpm sdm', () => {
  it('verify prints a JSON line for each line read, goes on past a malformed one and ends with 0', async () => {
    const message = { metaReadKey: ZERO_KEY, fileReadKey: ZERO_KEY, piccData: 'EF963FF7828658A599F3041510671E88' };
    const input = [
      JSON.stringify({ ...message, mac: '94EED9EE65337086' }),
      'this is not JSON',
      '',
      JSON.stringify({ ...message, mac: '0000000000000000' }),
    ].join('\n');
    const { code, stdout } = await runSdm(['verify'], input);
    expect(code).toBe(0);
    expect(
      stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { valid: true, mode: 'AES', uid: '04DE5F1EACC040', counter: 61, fileData: null, tamper: null },
      { valid: false, reason: 'not JSON' },
      { valid: false, mode: 'AES', uid: null, counter: null, fileData: null, tamper: null, reason: 'mac-mismatch' },
    ]);
  });

  it('--help prints the usage and ends with 0', async () => {
    const { code, stdout } = await runSdm(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: pnpm sdm verify');
  });

  it('an unknown subcommand prints the usage on standard error and ends with 2', async () => {
    const { code, stdout, stderr } = await runSdm(['sign']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Unknown subcommand "sign"');
  });
});
