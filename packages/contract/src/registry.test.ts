import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPath, relativePath, tenantScopeFits, type Endpoint } from './endpoint';
import * as contract from './index';
import { allEndpoints } from './registry';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'roles' in value;

/** Every exported `*Contract` object of the package, by export name. */
const exportedContracts = Object.entries(contract).filter(
  (entry): entry is [string, Record<string, Endpoint>] =>
    entry[0].endsWith('Contract') && typeof entry[1] === 'object' && entry[1] !== null,
);

/** How a router sees a call: method and path, case, outer slashes and placeholder names aside. */
const routeOf = (e: Endpoint) =>
  `${e.method} ${e.path
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\{\w+\}/g, '{}')}`;

const placeholdersOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

const paramKeysOf = (schema: v.GenericSchema | undefined): string[] =>
  schema === undefined ? [] : Object.keys((schema as unknown as { entries: Record<string, unknown> }).entries);

describe('the endpoint registry', () => {
  it('holds every endpoint of every exported *Contract object, keyed area.name', () => {
    expect(exportedContracts.length).toBeGreaterThan(20);
    for (const [exportName, endpoints] of exportedContracts) {
      const area = exportName.slice(0, -'Contract'.length);
      for (const [name, e] of Object.entries(endpoints)) {
        expect(isEndpoint(e), `${exportName}.${name} is an endpoint`).toBe(true);
        expect(allEndpoints[`${area}.${name}`], `${area}.${name}`).toBe(e);
      }
    }
  });

  it('holds nothing else', () => {
    const exported = new Set(exportedContracts.flatMap(([, endpoints]) => Object.values(endpoints)));
    for (const [key, e] of Object.entries(allEndpoints)) expect(exported.has(e), key).toBe(true);
  });

  it('has no two endpoints with the same method and path (case, outer slashes and placeholder names aside)', () => {
    const seen = new Map<string, string>();
    for (const [key, e] of Object.entries(allEndpoints)) {
      const route = routeOf(e);
      expect(seen.get(route), `${key} repeats ${route}`).toBeUndefined();
      seen.set(route, key);
    }
  });

  it("names in each path's placeholders exactly its params schema's keys", () => {
    for (const [key, e] of Object.entries(allEndpoints)) {
      expect(placeholdersOf(e.path).sort(), key).toEqual(paramKeysOf(e.params).sort());
    }
  });

  it('gives every endpoint a tenant scope that fits its roles', () => {
    for (const [key, e] of Object.entries(allEndpoints)) {
      expect(tenantScopeFits(e.tenantScope, e.roles), `${key}: ${e.tenantScope} for ${e.roles.join(', ')}`).toBe(true);
    }
  });

  it('gives every endpoint a summary and a known method', () => {
    for (const [key, e] of Object.entries(allEndpoints)) {
      expect(['GET', 'POST', 'PUT', 'DELETE'], key).toContain(e.method);
      expect(e.summary.trim(), key).not.toBe('');
    }
  });
});

describe('paths as the spec writes them', () => {
  it('keeps the leading slashes the spec writes', () => {
    expect(
      [
        contract.publicReadingContract.read,
        contract.salesPointContract.resetPassword,
        contract.customerLotContract.addSubLot,
        contract.customerLotContract.removeSubLot,
        contract.customerLotContract.subLots,
        contract.partnerLotContract.downloadQrCodes,
        contract.customerLotContract.totals,
      ].map((e) => e.path),
    ).toEqual([
      '/appless/leituras',
      '/areacliente/pontovenda/{id}/password',
      '/lotecliente/{id}/sublote/',
      '/lotecliente/{id}/sublote/{subId}',
      '/lotecliente/{id}/sublote/',
      '/areaparceiro/lotes/{id}/tags',
      '/areacliente/loteparceiro/totais',
    ]);
  });

  it('relativePath drops a leading slash, for a template or a built path, and keeps the rest', () => {
    expect(relativePath('/appless/leituras')).toBe('appless/leituras');
    expect(relativePath(buildPath('/lotecliente/{id}/sublote/', { id: 3 }))).toBe('lotecliente/3/sublote/');
    expect(relativePath('cliente/pagination/')).toBe('cliente/pagination/');
    expect(relativePath('//x')).toBe('x');
  });

  it("buildPath fills the spec's admin/lotes{id}, joined without a slash", () => {
    expect(buildPath(contract.adminLotContract.update.path, { id: 42 })).toBe('admin/lotes42');
    expect(buildPath('admin/lotes{id}', { id: '7' })).toBe('admin/lotes7');
  });

  it('buildPath encodes values and refuses a missing one', () => {
    expect(buildPath('promocao/resgates/{code}', { code: 'A B/C' })).toBe('promocao/resgates/A%20B%2FC');
    expect(() => buildPath('parceiro/{id}', {})).toThrow(/missing path parameter id/);
  });

  it('says how each answer is read: text for the QR download, bytes for the template zip, JSON otherwise', () => {
    const special = Object.entries(allEndpoints)
      .filter(([, e]) => (e.responseType ?? 'json') !== 'json')
      .map(([key, e]) => `${key} ${e.responseType}`);
    expect(special.sort()).toEqual(['appTemplate.download blob', 'partnerLot.downloadQrCodes text']);
  });

  it('declares the request headers of the public reading', () => {
    const withHeaders = Object.entries(allEndpoints).filter(([, e]) => e.headers !== undefined);
    expect(withHeaders.map(([key]) => key)).toEqual(['publicReading.read']);
    expect(v.is(contract.publicReadingContract.read.headers!, contract.appLessHeaders('tenant-1'))).toBe(true);
  });
});
