/**
 * The receiver's check the README prints (section "Alert webhooks") is run here against what the server signs: a
 * snippet a customer copies must take a genuine delivery and refuse an altered, re-signed, or old one.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from './webhook-signature';

type Check = (secret: string, header: string, rawBody: string, toleranceSeconds?: number) => boolean;
let isFromTagtrail: Check;
let folder = '';

beforeAll(async () => {
  const readme = await readFile(path.resolve(__dirname, '../../../../README.md'), 'utf8');
  const snippet = /```js\n(\/\/ Node 20: the receiver's check[\s\S]*?)```/.exec(readme)?.[1];
  if (snippet === undefined) throw new Error("README: the receiver's check is not found");
  folder = await mkdtemp(path.join(tmpdir(), 'readme-webhook-'));
  const file = path.join(folder, 'check.mjs');
  await writeFile(file, snippet);
  ({ isFromTagtrail } = (await import(pathToFileURL(file).href)) as { isFromTagtrail: Check });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("the README's receiver check", () => {
  const secret = 'whsec_Yq0d2kP9nW4uTt1hVb7cXr3sLm8eJa5gHf6iZo2yQwE';
  const body = JSON.stringify({ id: '6f1c1a3e-9a7b-4c52-9d0e-2b1f4a8c7d11', type: 'alert.raised', rule: 'copy' });

  it('takes a delivery the server signed just now', () => {
    expect(isFromTagtrail(secret, signWebhookBody(secret, body, new Date()), body)).toBe(true);
  });

  it('refuses another body, another secret, a broken or missing signature, and an old one', () => {
    const header = signWebhookBody(secret, body, new Date());
    expect(isFromTagtrail(secret, header, body.replace('copy', 'off-market'))).toBe(false);
    expect(isFromTagtrail(`${secret}x`, header, body)).toBe(false);
    const flipped = header.slice(0, -1) + (header.endsWith('0') ? '1' : '0');
    expect(isFromTagtrail(secret, flipped, body)).toBe(false);
    expect(isFromTagtrail(secret, header.replace(/,v1=.*/, ''), body)).toBe(false);
    expect(isFromTagtrail(secret, '', body)).toBe(false);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    expect(isFromTagtrail(secret, signWebhookBody(secret, body, tenMinutesAgo), body)).toBe(false);
  });
});
