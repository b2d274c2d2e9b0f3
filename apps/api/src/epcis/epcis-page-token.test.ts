import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EpcisEventQuery } from '@tagtrail/domain';
import { secretBox } from '../identity/secret-box';
import { openPageToken, PAGE_TOKEN_LIFETIME_MS, sealPageToken } from './epcis-page-token';

const box = secretBox(randomBytes(32));
const query: EpcisEventQuery = {
  from: '2026-05-01T00:00:00Z',
  until: null,
  epcs: null,
  epcClasses: null,
  ofOurKind: true,
  perPage: 30,
  nextPageToken: null,
};
const cursor = { readAtMicros: '1777593600123456', readingId: 42 };
const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('the next page token', () => {
  it('opens to its cursor for its customer and query, whatever the page size', () => {
    const { token, expiresAt } = sealPageToken(box, 7, query, cursor, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('1777593600123456');
    expect(expiresAt.getTime()).toBe(NOW + PAGE_TOKEN_LIFETIME_MS);
    expect(openPageToken(box, token, 7, { ...query, perPage: 1000 }, NOW)).toEqual(cursor);
  });

  it('does not open for another customer, another query, another key, once expired, or altered', () => {
    const { token } = sealPageToken(box, 7, query, cursor, NOW);
    expect(openPageToken(box, token, 8, query, NOW)).toBeUndefined();
    expect(openPageToken(box, token, 7, { ...query, until: '2026-06-01T00:00:00Z' }, NOW)).toBeUndefined();
    expect(openPageToken(secretBox(randomBytes(32)), token, 7, query, NOW)).toBeUndefined();
    expect(openPageToken(box, token, 7, query, NOW + PAGE_TOKEN_LIFETIME_MS)).toBeUndefined();
    const [iv, tag, data] = token.split('.') as [string, string, string];
    const flipped = `${data.slice(0, -1)}${data.endsWith('A') ? 'B' : 'A'}`;
    expect(openPageToken(box, `${iv}.${tag}.${flipped}`, 7, query, NOW)).toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c.d', '..', 'not a token', `${iv}.${tag}.${data}=`])
      expect(openPageToken(box, junk, 7, query, NOW)).toBeUndefined();
  });
});
