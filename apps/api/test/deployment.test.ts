/**
 * The systemd unit we ship (deploy/tagtrail.service, issue 25 §8) says what the server's promises need: production
 * mode, the start command that exists in this repository, SIGTERM with a stop timeout longer than the server's own
 * 10 s, a restart after a crash, an unprivileged user, and a file system narrowed to the data folder. Read as systemd
 * reads it (sections, `Key=Value`, comments), since this machine has no systemd to verify it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.join(import.meta.dirname, '../../..');
const UNIT = readFileSync(path.join(REPO_ROOT, 'deploy/tagtrail.service'), 'utf8');

/** The unit's settings: section → key → values (a key may repeat). */
function parseUnit(text: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? '';
      sections[section] ??= {};
      continue;
    }
    const setting = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (setting === null || section === '') throw new Error(`not a unit line: ${line}`);
    const [, key = '', value = ''] = setting;
    ((sections[section] as Record<string, string[]>)[key] ??= []).push(value);
  }
  return sections;
}

describe('deploy/tagtrail.service', () => {
  const unit = parseUnit(UNIT);
  const service = unit.Service ?? {};
  const one = (key: string) => service[key]?.at(-1);

  it('has the sections systemd needs, and starts once the network is up', () => {
    expect(Object.keys(unit)).toEqual(['Unit', 'Service', 'Install']);
    expect(unit.Unit?.After?.join(' ')).toContain('network-online.target');
    expect(unit.Install?.WantedBy).toEqual(['multi-user.target']);
  });

  it('runs the server this repository has, in production mode, as an unprivileged user', () => {
    const start = one('ExecStart') ?? '';
    const script = /(apps\/api\/src\/main\.ts)/.exec(start)?.[1];
    expect(script).toBeDefined();
    expect(existsSync(path.join(REPO_ROOT, script ?? ''))).toBe(true);
    expect(service.Environment).toContain('NODE_ENV=production');
    // Required in production: without it the server refuses to start (config.ts).
    expect(service.Environment?.some((setting) => /^TAGTRAIL_KEY_FILE=\/\S+$/.test(setting))).toBe(true);
    expect(one('User')).toMatch(/^(?!root$)\w+$/);
  });

  it("stops with SIGTERM and waits longer than the server's own 10 s, and restarts it after a crash", () => {
    expect(one('KillSignal')).toBe('SIGTERM');
    expect(Number(one('TimeoutStopSec'))).toBeGreaterThan(10);
    expect(one('Restart')).toBe('on-failure');
  });

  it('narrows what the process may touch to its data', () => {
    expect(one('NoNewPrivileges')).toBe('true');
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('ReadWritePaths')).toBeDefined();
    expect(one('UMask')).toBe('0077');
  });
});
