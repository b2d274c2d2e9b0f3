/**
 * The operator's command line (issue 25 §1), run as an operator runs it — its own process, on a PGlite data folder:
 * help for the tool and each command, exit codes a script can trust and no stack trace for a user's error;
 * `admin create` makes the first administrator of an empty database, who signs in with the one-time password, must
 * choose a new one, and can change it in the portal as the other roles do; `admin reset-password` gets an
 * administrator back in; neither runs while a server holds the folder; `check-tag-file` lists each bad line.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-call';
import { signIn } from './support/sign-in';
import { runTagtrail } from './support/tagtrail-cli';
import { startTestServer, type TestServer } from './support/test-server';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tagtrail-cli-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The command line as its own process, on the test's data folder (never a PostgreSQL server), in production mode. */
const tagtrail = (...args: string[]) =>
  runTagtrail(
    { DATA_DIR: path.join(folder, 'data'), NODE_ENV: 'production', TAGTRAIL_KEY_FILE: path.join(folder, 'key') },
    ...args,
  );

/** A stack trace's frame line: never shown for what a user did wrong. */
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

const oneTimePasswordIn = (output: string) => /One-time password: (\S+)/.exec(output)?.[1] ?? '';

describe('tagtrail --help and the command line', () => {
  it('lists its commands and explains each, exit 0', async () => {
    const overview = await tagtrail('--help');
    expect(overview.status).toBe(0);
    for (const name of ['admin create', 'admin reset-password', 'check-tag-file', 'verify-draw'])
      expect(overview.stdout).toContain(name);
    const command = await tagtrail('admin', 'create', '--help');
    expect(command.status).toBe(0);
    expect(command.stdout).toContain('usage: pnpm tagtrail admin create <login>');
    expect(command.stdout).toContain('Exit codes:');
  });

  it('answers 2 with the usage for an unknown command, a missing argument or an unknown option', async () => {
    for (const args of [['launch'], ['admin'], ['admin', 'create'], ['admin', 'create', 'ops', '--role', 'root']]) {
      const run = await tagtrail(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain('usage: pnpm tagtrail');
      expect(run.stderr).not.toMatch(STACK_FRAME);
    }
  });

  it('answers 3 for a file it cannot read, with no stack trace', async () => {
    for (const command of ['check-tag-file', 'verify-draw']) {
      const run = await tagtrail(command, path.join(folder, 'no-such-file'));
      expect(run.status, command).toBe(3);
      expect(run.stderr).toContain('cannot read');
      expect(run.stderr).not.toMatch(STACK_FRAME);
    }
  });
});

/** Runs `work` with a server on the test's folder, and stops it (freeing the folder) whatever happens. */
async function untilStopped(server: TestServer, work: (server: TestServer) => Promise<void>): Promise<void> {
  try {
    await work(server);
  } finally {
    await server.close();
  }
}

describe('tagtrail admin', () => {
  it('creates the first administrator of an empty database, who signs in, chooses a password and changes it', async () => {
    const created = await tagtrail('admin', 'create', 'ops', '--name', 'Olga Operadora', '--email', 'ops@example.com');
    expect(created.status, created.stderr).toBe(0);
    const oneTime = oneTimePasswordIn(created.stdout);
    expect(oneTime).toMatch(/^[A-Za-z2-9]{16}$/);
    // The login is taken now, in any letter case; a refused value says which.
    const again = await tagtrail('admin', 'create', 'OPS');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already in use');
    const badEmail = await tagtrail('admin', 'create', 'ops2', '--email', 'not an address');
    expect(badEmail.status).toBe(1);
    expect(badEmail.stderr).not.toMatch(STACK_FRAME);

    const server = await startTestServer({ dataDir: path.join(folder, 'data'), demoData: false, production: true });
    await untilStopped(server, async (running) => {
      // A server holds the folder: the command line waits its turn rather than corrupt it.
      const whileRunning = await tagtrail('admin', 'reset-password', 'ops');
      expect(whileRunning.status).toBe(3);
      expect(whileRunning.stderr).toContain('is in use by process');

      const chosen = 'Escolhida-pela-Olga-2026';
      const token = await signIn(running.baseUrl, 'ops', oneTime, { newPassword: chosen });
      expect((await callApi(`${running.baseUrl}/api/parceiro?page=1&records=10`, {}, token)).status).toBe(200);
      // In the portal, as every role: the current password, then the new one.
      const changed = await callApi(
        `${running.baseUrl}/api/currentuser/password`,
        { method: 'PUT', body: { currentPassword: chosen, newPassword: 'Trocada-pela-Olga-2027' } },
        token,
      );
      expect(changed.status).toBe(200);
      await expect(signIn(running.baseUrl, 'ops', chosen)).rejects.toThrow();
      await signIn(running.baseUrl, 'ops', 'Trocada-pela-Olga-2027');
    });
  });

  it("resets an administrator's lost password to a one-time one, and refuses any other login", async () => {
    const reset = await tagtrail('admin', 'reset-password', 'ops');
    expect(reset.status, reset.stderr).toBe(0);
    const oneTime = oneTimePasswordIn(reset.stdout);
    expect(oneTime).toMatch(/^[A-Za-z2-9]{16}$/);
    const unknown = await tagtrail('admin', 'reset-password', 'nobody');
    expect(unknown.status).toBe(1);

    await untilStopped(
      await startTestServer({ dataDir: path.join(folder, 'data'), demoData: false, production: true }),
      async (running) => {
        await expect(signIn(running.baseUrl, 'ops', 'Trocada-pela-Olga-2027')).rejects.toThrow();
        await signIn(running.baseUrl, 'ops', oneTime, { newPassword: 'De-volta-ao-trabalho-2027' });
      },
    );
  });
});

describe('tagtrail check-tag-file', () => {
  it('says a good file is good, exit 0', async () => {
    const file = path.join(folder, 'good.csv');
    await writeFile(file, '\uFEFF04A1B2C3D4E5F6;K7M9QX\r\n04A1B2C3D4E5F7;K7M9QY\r\n\r\n04A1B2C3D4E5F8;K7M9QZ\n');
    const run = await tagtrail('check-tag-file', file);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('3 tags, no bad lines');
  });

  it('lists every bad line with its number and reason, exit 1', async () => {
    const file = path.join(folder, 'bad.csv');
    await writeFile(
      file,
      ['04A1;K1', '04A2', '04A1;K3', '04A4;K4;extra', `04A5;${'x'.repeat(200)}`, '04\u00006;K6', '04A7;K7'].join('\n'),
    );
    const run = await tagtrail('check-tag-file', file);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}:2: the visual key is missing`);
    expect(run.stderr).toContain(`${file}:3: the tag id repeats line 1`);
    expect(run.stderr).toContain(`${file}:4: 3 fields where two are expected`);
    expect(run.stderr).toContain(`${file}:5: the visual key is longer than 128 characters`);
    expect(run.stderr).toContain(`${file}:6: the tag id holds a character a tag cannot hold`);
    expect(run.stderr).toContain('5 bad lines of 7 tags');
    expect(run.stderr).not.toContain(`${file}:7:`);
  });

  it('refuses a file that is not UTF-8, exit 1', async () => {
    const file = path.join(folder, 'latin1.csv');
    await writeFile(file, Buffer.from([0x30, 0x34, 0x3b, 0xe9, 0x0a]));
    const run = await tagtrail('check-tag-file', file);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('not UTF-8');
  });
});
