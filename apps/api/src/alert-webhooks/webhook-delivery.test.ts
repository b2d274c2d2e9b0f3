/**
 * Sending an alert to a webhook (issue 28 §4), as an attacker would aim it: at the server's own network (private,
 * loopback, link-local and metadata addresses, IPv4-mapped IPv6, a name that resolves to one of them, a name that
 * resolves to a public and a private address), through a redirect, or with a receiver that never answers. And the
 * signature a receiver checks.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, isAllowedWebhookAddress } from './webhook-delivery';
import { isWebhookSignatureValid, signWebhookBody } from './webhook-signature';

const production = { allowLoopback: false };
const development = { allowLoopback: true };

describe('the addresses a webhook may reach', () => {
  it('refuses private, loopback, link-local, metadata, shared, multicast and reserved ones', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '127.0.0.1',
      '127.8.8.8',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:7f00:1',
      '64:ff9b::10.0.0.1',
      'not an address',
    ])
      expect(isAllowedWebhookAddress(address, production), address).toBe(false);
  });

  it('takes public ones, and loopback only in development', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isAllowedWebhookAddress(address, production), address).toBe(true);
    expect(isAllowedWebhookAddress('127.0.0.1', development)).toBe(true);
    expect(isAllowedWebhookAddress('::1', development)).toBe(true);
    expect(isAllowedWebhookAddress('10.0.0.1', development)).toBe(false);
  });
});

describe('a delivery', () => {
  let server: Server;
  let port = 0;
  const received: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const handlers: Record<string, (response: ServerResponse) => void> = {
    '/ok': (response) => response.writeHead(204).end(),
    '/moved': (response) => response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end(),
    '/broken': (response) => response.writeHead(500).end('oops'),
    '/silent': () => undefined,
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body });
        handlers[request.url ?? '']?.(response);
      });
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const body = JSON.stringify({ alert: 'impossible-travel' });
  const to = (path: string) => ({ url: `http://localhost:${port}${path}`, body, headers: { 'x-test': 'yes' } });

  it('posts the body and its headers, and counts a 2xx as delivered', async () => {
    expect(await deliverWebhook(to('/ok'), development)).toEqual({ delivered: true, status: 204 });
    const last = received.at(-1)!;
    expect(last.body).toBe(body);
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers['x-test']).toBe('yes');
  });

  it('does not follow a redirect, and says so', async () => {
    const before = received.length;
    expect(await deliverWebhook(to('/moved'), development)).toEqual({
      delivered: false,
      status: 302,
      failure: 'redirect',
    });
    expect(received.length).toBe(before + 1);
  });

  it('fails on another status, and on no answer within the timeout', async () => {
    expect(await deliverWebhook(to('/broken'), development)).toMatchObject({ delivered: false, status: 500 });
    expect(await deliverWebhook(to('/silent'), { ...development, timeoutMs: 300 })).toEqual({
      delivered: false,
      status: null,
      failure: 'timeout',
    });
  });

  it('refuses loopback outside development, before connecting', async () => {
    const before = received.length;
    expect(await deliverWebhook({ ...to('/ok'), url: `https://localhost:${port}/ok` }, production)).toEqual({
      delivered: false,
      status: null,
      failure: 'address-not-allowed',
    });
    expect(await deliverWebhook(to('/ok'), production)).toMatchObject({ delivered: false, failure: 'not-https' });
    expect(received.length).toBe(before);
  });

  it('refuses a name that resolves to a private address, or to a public and a private one', async () => {
    const resolvingTo =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const hook = { url: 'https://hooks.example.com/in', body, headers: {} };
    expect(await deliverWebhook(hook, { ...production, resolve: resolvingTo('10.0.0.7') })).toMatchObject({
      failure: 'address-not-allowed',
    });
    expect(
      await deliverWebhook(hook, { ...production, resolve: resolvingTo('93.184.216.34', '169.254.169.254') }),
    ).toMatchObject({ failure: 'address-not-allowed' });
    expect(await deliverWebhook(hook, { ...production, resolve: resolvingTo('::ffff:192.168.0.1') })).toMatchObject({
      failure: 'address-not-allowed',
    });
  });

  it('connects to the address it checked, whatever a second lookup would say', async () => {
    let lookups = 0;
    const rebinding = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const outcome = await deliverWebhook(
      { url: `http://rebind.example.test:${port}/ok`, body, headers: {} },
      { ...development, resolve: rebinding },
    );
    expect(outcome).toEqual({ delivered: true, status: 204 });
    expect(lookups).toBe(1);
    expect(received.at(-1)!.headers.host).toBe(`rebind.example.test:${port}`);
  });
});

describe('the signature', () => {
  const secret = 'whsec_test_3f9a';
  const body = '{"alert":"copy"}';
  const sentAt = new Date('2026-11-27T12:00:00Z');

  it('verifies what it signed, within five minutes either way', () => {
    const header = signWebhookBody(secret, body, sentAt);
    expect(header).toMatch(/^t=1795780800,v1=[0-9a-f]{64}$/);
    expect(isWebhookSignatureValid(secret, header, body, sentAt)).toBe(true);
    expect(isWebhookSignatureValid(secret, header, body, new Date(sentAt.getTime() + 299_000))).toBe(true);
    expect(isWebhookSignatureValid(secret, header, body, new Date(sentAt.getTime() + 301_000))).toBe(false);
  });

  it('refuses another body, another secret, another time, and a header made up', () => {
    const header = signWebhookBody(secret, body, sentAt);
    expect(isWebhookSignatureValid(secret, header, '{"alert":"copy "}', sentAt)).toBe(false);
    expect(isWebhookSignatureValid('whsec_other', header, body, sentAt)).toBe(false);
    expect(isWebhookSignatureValid(secret, header.replace('t=1795780800', 't=1795780801'), body, sentAt)).toBe(false);
    for (const madeUp of ['', 'v1=abc', 't=1795780800', 't=x,v1=00', `t=1795780800,t=1795780800,${header.slice(13)}`])
      expect(isWebhookSignatureValid(secret, madeUp, body, sentAt), madeUp).toBe(false);
  });
});
