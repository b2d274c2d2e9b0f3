import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACCESS, endpoint, IdParam, type Endpoint } from './endpoint';
import {
  buildOpenApiDocument,
  multipartFileParts,
  pathPlaceholders,
  toOpenApiPath,
  type OpenApiDocument,
  type OpenApiMethod,
  type OpenApiOperation,
  type SchemaFallback,
} from './openapi';
import { allEndpoints } from './registry';

const fallbacks: SchemaFallback[] = [];
const document = buildOpenApiDocument(allEndpoints, { version: '1.2.3', onFallback: (f) => fallbacks.push(f) });
const registry: [string, Endpoint][] = Object.entries(allEndpoints);

function operations(doc: OpenApiDocument): { path: string; method: OpenApiMethod; operation: OpenApiOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method as OpenApiMethod, operation })),
  );
}

/** Every `$ref` in the document, with where it was met. */
function refsOf(node: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => refsOf(item, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ ref: value, at }] : refsOf(value, `${at}/${key}`),
  );
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, token) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[token] : undefined,
      doc,
    );
}

function operationOf(key: string) {
  const found = operations(document).find(({ operation }) => operation.operationId === key);
  if (found === undefined) throw new Error(`${key} is not in the document`);
  return found;
}

describe('the OpenAPI document', () => {
  it('passes the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names the API, its version and its base path', () => {
    expect(document.info).toMatchObject({ title: 'Tagtrail API', version: '1.2.3' });
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(buildOpenApiDocument(allEndpoints, { version: '1', serverUrl: 'https://example.test/api' }).servers).toEqual(
      [{ url: 'https://example.test/api' }],
    );
  });

  it('resolves every $ref', () => {
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter(({ ref }) => resolvePointer(document, ref) === undefined)).toEqual([]);
  });

  it('describes every endpoint of the registry, under its registry key', () => {
    const described = operations(document).map(({ operation }) => operation.operationId);
    expect(described.slice().sort()).toEqual(Object.keys(allEndpoints).slice().sort());
  });

  it('gives every operation a unique id', () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares every placeholder of a path as a path parameter, and no other path parameter', () => {
    for (const { path, operation } of operations(document)) {
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, `${operation.operationId} ${path}`).toEqual(pathPlaceholders(path));
    }
  });

  it('keeps the spec’s path quirks: a placeholder straight after text, leading and trailing slashes', () => {
    expect(toOpenApiPath('admin/lotes{id}')).toBe('/admin/lotes{id}');
    expect(toOpenApiPath('/areaparceiro/lotes/{id}/tags')).toBe('/areaparceiro/lotes/{id}/tags');
    expect(toOpenApiPath('dispositivo/pagination/')).toBe('/dispositivo/pagination/');
    const update = document.paths['/admin/lotes{id}']?.put;
    expect(update?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    ]);
  });

  it('tags each operation with its area', () => {
    for (const { operation } of operations(document)) {
      expect(operation.tags).toEqual([operation.operationId.split('.')[0]]);
    }
    expect(document.tags.map((t) => t.name)).toEqual([
      ...new Set(Object.keys(allEndpoints).map((k) => k.split('.')[0])),
    ]);
  });

  it('asks for a bearer token except on public calls, and states the roles allowed', () => {
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const [key, e] of registry) {
      const found = operationOf(key);
      if (e.roles.length === 0) {
        expect(found.operation.security, key).toEqual([]);
        expect(found.operation.description, key).toMatch(/^Public/);
        expect(found.operation.responses['401'], key).toBeUndefined();
      } else {
        expect(found.operation.security, key).toBeUndefined();
        expect(found.operation.description, key).toContain(`Roles: ${e.roles.join(', ')}.`);
        expect(found.operation.responses['401'], key).toEqual({ $ref: '#/components/responses/Unauthorized' });
        expect(found.operation.responses['403'], key).toEqual({ $ref: '#/components/responses/Forbidden' });
      }
    }
  });

  it('answers errors with the one ApiError shape, a shared component', () => {
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['status', 'error', 'message'],
    });
    for (const name of ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict'])
      expect(document.components.responses[name]?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    const remove = operationOf('partner.remove');
    expect(Object.keys(remove.operation.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409']),
    );
  });

  it('answers 204 where the contract has no response, and the JSON schema where it has one', () => {
    for (const [key, e] of registry) {
      const found = operationOf(key);
      if (e.response === undefined) expect(found.operation.responses['204'], key).toBeDefined();
      else expect(found.operation.responses['200'], key).toBeDefined();
    }
  });

  it('describes text answers as text/plain and file answers as application/octet-stream', () => {
    const answers = (responseType: 'text' | 'blob') =>
      registry
        .filter(([, e]) => e.responseType === responseType)
        .map(([key]) => Object.keys((operationOf(key).operation.responses['200'] as { content: object }).content));
    expect(answers('text').length).toBeGreaterThan(0);
    expect(answers('text').every((types) => types.join() === 'text/plain')).toBe(true);
    expect(answers('blob').length).toBeGreaterThan(0);
    expect(answers('blob').every((types) => types.join() === 'application/octet-stream')).toBe(true);
  });

  it('describes multipart bodies as form data with their file parts as binary', () => {
    const multipart = registry.filter(([, e]) => e.bodyType === 'multipart');
    expect(multipart.length).toBeGreaterThan(0);
    for (const [key, e] of multipart) {
      const files = multipartFileParts.get(e);
      expect(files, `${key} has no file parts listed in openapi.ts`).toBeDefined();
      const media = operationOf(key).operation.requestBody?.content['multipart/form-data'];
      for (const file of files ?? []) {
        const part = media?.schema?.properties?.[file.name] as { type: string; items?: { format: string } };
        expect(file.repeated ? part.items?.format : (part as { format?: string }).format, key).toBe('binary');
        expect(media?.encoding?.[file.name], key).toEqual({ contentType: file.mediaType });
      }
    }
  });

  it('documents path and query parameters as the server reads them (an id is an integer of at least 1)', () => {
    const list = operations(document).find(({ path, method }) => path === '/parceiro' && method === 'get');
    expect(list?.operation.parameters?.find((p) => p.name === 'page')).toEqual({
      name: 'page',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, default: 1 },
    });
    expect(JSON.stringify(document)).not.toContain('x-transformed');
  });

  it('documents the headers a call carries as header parameters', () => {
    expect(operationOf('publicReading.read').operation.parameters).toEqual([
      { name: 'tenant-id', in: 'header', required: true, schema: { type: 'string', minLength: 1 } },
      { name: 'app-version', in: 'header', required: true, schema: { type: 'string', minLength: 1 } },
    ]);
  });

  it('states what a custom check refuses, since JSON Schema cannot', () => {
    const text = JSON.stringify(document);
    expect(text).toContain('The server also checks a rule JSON Schema cannot state (\\"not a calendar day\\")');
  });
});

describe('schemas the converter cannot express', () => {
  it('lists the contract schemas described as {} (none, ideally)', () => {
    expect(fallbacks).toEqual(EXPECTED_FALLBACKS);
  });

  it('describes such a schema as {} with a description and reports it, rather than failing', () => {
    const reported: SchemaFallback[] = [];
    const odd = {
      'odd.upload': endpoint({
        method: 'POST',
        path: 'odd/{id}',
        summary: 'A call with schemas JSON cannot carry',
        params: v.object({ id: IdParam }),
        body: v.object({ when: v.date() }),
        response: v.pipe(
          v.string(),
          v.transform((s) => s.length),
        ),
        ...ACCESS.admin,
      }),
    } satisfies Record<string, Endpoint>;
    const doc = buildOpenApiDocument(odd, { version: '0', onFallback: (f) => reported.push(f) });
    const operation = doc.paths['/odd/{id}']?.post;
    expect(operation?.requestBody?.content['application/json']?.schema?.description).toMatch(/^Not expressible/);
    expect(
      (operation?.responses['200'] as { content: Record<string, { schema: { description: string } }> }).content[
        'application/json'
      ]?.schema.description,
    ).toMatch(/^Not expressible/);
    expect(reported.map(({ endpoint: e, part }) => `${e} ${part}`)).toEqual(['odd.upload body', 'odd.upload response']);
  });
});

/**
 * The contract schemas the document describes as `{}`. Empty: the two that could not be converted (the zip download's
 * bytes, the QR codes' text) are now `responseType: 'blob'`/`'text'` and need no schema. Add one here only knowingly.
 */
const EXPECTED_FALLBACKS: SchemaFallback[] = [];
