import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextWebhookAttemptAt,
  WEBHOOK_RETRY_MAX_DELAY_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_NOT_HTTPS,
  webhookUrlErrors,
} from './alert-webhook.rules';

const production = { allowLocalhost: false };
const development = { allowLocalhost: true };
const keysOf = (url: string, options = production) => webhookUrlErrors(url, options).map((error) => error.key);

describe('a webhook address (issue 28 §4)', () => {
  it('takes a full https address, with a port, a path and a query', () => {
    for (const url of [
      'https://hooks.example.com/tagtrail',
      'https://hooks.example.com:8443/in?source=tagtrail',
      'HTTPS://Example.COM',
      'https://[2001:db8::1]/hook',
    ])
      expect(keysOf(url), url).toEqual([]);
  });

  it('refuses plain http, except to this machine in development', () => {
    expect(keysOf('http://hooks.example.com/in')).toEqual([WEBHOOK_URL_NOT_HTTPS]);
    expect(keysOf('http://localhost:4000/in')).toEqual([WEBHOOK_URL_NOT_HTTPS]);
    expect(keysOf('http://localhost:4000/in', development)).toEqual([]);
    expect(keysOf('http://127.0.0.1/in', development)).toEqual([]);
    expect(keysOf('http://[::1]:9000/in', development)).toEqual([]);
    expect(keysOf('http://hooks.example.com/in', development)).toEqual([WEBHOOK_URL_NOT_HTTPS]);
  });

  it('refuses what is no web address, credentials in it, a fragment, a bad port', () => {
    for (const url of [
      '',
      'hooks.example.com',
      'ftp://hooks.example.com',
      'javascript:alert(1)',
      'https://user:secret@hooks.example.com/in',
      'https://hooks.example.com/in#part',
      'https://hooks.example.com:0/in',
      'https://hooks.example.com:99999/in',
      'https:// hooks.example.com',
      `https://hooks.example.com/${'a'.repeat(2000)}`,
    ])
      expect(keysOf(url), url).toEqual([WEBHOOK_URL_INVALID]);
  });

  it('names the field it was given', () => {
    expect(webhookUrlErrors('nope', production, 'webhooks.0.url')).toEqual([
      { key: WEBHOOK_URL_INVALID, field: 'webhooks.0.url' },
    ]);
  });
});

describe('when a failed delivery is tried again', () => {
  const first = new Date('2026-11-27T10:00:00Z');
  const after = (ms: number) => new Date(first.getTime() + ms);

  it('waits 30 s, then doubles, each drawn between half and whole', () => {
    expect(nextWebhookAttemptAt(first, 1, first, 0.999999)?.getTime()).toBeCloseTo(first.getTime() + 30_000, -1);
    expect(nextWebhookAttemptAt(first, 1, first, 0)).toEqual(after(15_000));
    expect(nextWebhookAttemptAt(first, 2, first, 0)).toEqual(after(30_000));
    expect(nextWebhookAttemptAt(first, 3, first, 0)).toEqual(after(60_000));
  });

  it('waits at most 2 hours between tries, and gives up after 24 hours', () => {
    expect(nextWebhookAttemptAt(first, 40, first, 0.999999)!.getTime() - first.getTime()).toBeLessThanOrEqual(
      WEBHOOK_RETRY_MAX_DELAY_MS,
    );
    expect(nextWebhookAttemptAt(first, 20, after(23 * 3_600_000), 0.5)).toBeNull();
    expect(nextWebhookAttemptAt(first, 20, after(20 * 3_600_000), 0.5)).not.toBeNull();
  });

  it('property: the next try is after the failure, never past the 24 hours, and never sooner for a later try', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: WEBHOOK_RETRY_WINDOW_MS }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempts, elapsed, random) => {
          const failedAt = after(elapsed);
          const next = nextWebhookAttemptAt(first, attempts, failedAt, random);
          if (next === null) return;
          expect(next.getTime()).toBeGreaterThan(failedAt.getTime());
          expect(next.getTime() - first.getTime()).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
          const later = nextWebhookAttemptAt(first, attempts + 1, failedAt, random);
          if (later !== null) expect(later.getTime()).toBeGreaterThanOrEqual(next.getTime());
        },
      ),
    );
  });
});
