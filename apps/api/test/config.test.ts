import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config';

describe('server settings', () => {
  it('has working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      dataDir: path.join(REPO_ROOT, 'data'),
      demoData: true,
      logLevel: 'info',
      accessTokenTtlSeconds: 3600,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.portalDist).toBe(path.join(REPO_ROOT, 'apps/portal/dist'));
    expect(config.publicDist).toBe(path.join(REPO_ROOT, 'apps/public/dist'));
  });

  it('reads each setting from its variable', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://tags.example.com/',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://u:p@db/tagtrail',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: '600',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'https://tags.example.com',
      trustProxy: 1,
      databaseUrl: 'postgres://u:p@db/tagtrail',
      dataDir: 'memory://',
      demoData: false,
      logLevel: 'warn',
      accessTokenTtlSeconds: 600,
    });
  });

  it('keeps uploaded files in the data folder, in memory with it, or where FILES_DIR says', () => {
    expect(loadConfig({}).filesDir).toBe(path.join(REPO_ROOT, 'data', 'files'));
    expect(loadConfig({ DATA_DIR: 'memory://' }).filesDir).toBe('memory://');
    expect(loadConfig({ FILES_DIR: '/srv/files' }).filesDir).toBe('/srv/files');
  });

  it('follows the port in the default public address', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('takes a relative data folder from the repository root, wherever the server was started', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }).dataDir).toBe(path.join(REPO_ROOT, 'var/db'));
    expect(loadConfig({ DATA_DIR: '/srv/tagtrail' }).dataDir).toBe('/srv/tagtrail');
  });

  it('keeps demo data on unless it is turned off', () => {
    expect(loadConfig({ DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'FALSE' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '-5' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ PUBLIC_URL: 'tags.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://tags.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_RATE_LIMIT: 'many' })).toThrow(/PUBLIC_RATE_LIMIT/);
    expect(() => loadConfig({ PUBLIC_RATE_LIMIT: '-1' })).toThrow(/PUBLIC_RATE_LIMIT/);
  });

  it('keeps every reading unless READINGS_RETENTION_MONTHS says how many whole months', () => {
    expect(loadConfig({}).readingsRetentionMonths).toBeUndefined();
    expect(loadConfig({ READINGS_RETENTION_MONTHS: ' ' }).readingsRetentionMonths).toBeUndefined();
    expect(loadConfig({ READINGS_RETENTION_MONTHS: '24' }).readingsRetentionMonths).toBe(24);
    // None would drop the readings of this very month: refused, as is anything but a whole number.
    expect(() => loadConfig({ READINGS_RETENTION_MONTHS: '0' })).toThrow(/READINGS_RETENTION_MONTHS/);
    expect(() => loadConfig({ READINGS_RETENTION_MONTHS: '1.5' })).toThrow(/READINGS_RETENTION_MONTHS/);
    expect(() => loadConfig({ READINGS_RETENTION_MONTHS: 'two years' })).toThrow(/READINGS_RETENTION_MONTHS/);
  });

  it('limits public endpoints to a generous 300 calls a minute per address unless told, 0 meaning no limit', () => {
    expect(loadConfig({}).publicRateLimitPerMinute).toBe(300);
    expect(loadConfig({ PUBLIC_RATE_LIMIT: '1000' }).publicRateLimitPerMinute).toBe(1000);
    expect(loadConfig({ PUBLIC_RATE_LIMIT: '0' }).publicRateLimitPerMinute).toBe(0);
    expect(loadConfig({}).newDevicesPerAddressPerHour).toBe(120);
    expect(loadConfig({ NEW_DEVICES_PER_ADDRESS_PER_HOUR: '0' }).newDevicesPerAddressPerHour).toBe(0);
  });

  it('trusts no proxy unless told: a number of hops, or the addresses listed', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.4']);
    expect(loadConfig({ TRUST_PROXY: '2001:db8::/32,loopback,10.0.0.0/255.0.0.0' }).trustProxy).toEqual([
      '2001:db8::/32',
      'loopback',
      '10.0.0.0/255.0.0.0',
    ]);
  });

  // issue 25 §4: trusting any proxy made the left-most X-Forwarded-For, which the client writes, its address.
  it('refuses to trust any proxy at all, saying what to give instead', () => {
    for (const any of ['true', 'yes', 'ON']) {
      expect(() => loadConfig({ TRUST_PROXY: any })).toThrow(/TRUST_PROXY.*number of proxies.*addresses/);
    }
  });

  it('refuses an https PUBLIC_URL without TRUST_PROXY: only the proxy that ends TLS can say a request was secure', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://tags.example.com' })).toThrow(/PUBLIC_URL is https.*TRUST_PROXY/);
    expect(loadConfig({ PUBLIC_URL: 'https://tags.example.com', TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual([
      '10.0.0.5',
    ]);
  });

  it('refuses a proxy list it cannot read, naming the entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.internal' })).toThrow(/TRUST_PROXY.*"proxy\.internal"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY.*"10\.0\.0\.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: '1.5' })).toThrow(/TRUST_PROXY/);
  });
});
