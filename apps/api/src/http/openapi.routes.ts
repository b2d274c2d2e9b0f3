/**
 * The API describing itself: the OpenAPI document generated from the contract at /api/openapi.json, and a browsable
 * reference at /api/docs. The reference is Swagger UI served from @fastify/swagger-ui's own copy of its files, so it
 * works without network access; @fastify/swagger only hands it our document (static mode, no route scanning).
 */
import { readFileSync } from 'node:fs';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '@tagtrail/contract';
import { API_PREFIX } from './route';

export const OPENAPI_DOCUMENT_PATH = `${API_PREFIX}/openapi.json`;
export const API_REFERENCE_PATH = `${API_PREFIX}/docs`;

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  // Built once: the contract does not change while the server runs, and a bad schema shows at start, not per request.
  const document = buildOpenApiDocument(undefined, {
    serverUrl: API_PREFIX,
    version,
    onFallback: (fallback) => app.log.warn(fallback, 'OpenAPI: a contract schema is described as {} (not expressible)'),
  });
  const json = JSON.stringify(document);

  app.get(OPENAPI_DOCUMENT_PATH, (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json),
  );

  // In a child context, so the `swagger` decorator and the UI's hooks stay out of the rest of the server.
  await app.register(async (docs) => {
    await docs.register(fastifySwagger, {
      mode: 'static',
      // The plugin's types stop at OpenAPI 3.0; in static mode it hands the document over untouched.
      specification: { document: document as unknown as StaticDocumentSpec['document'] },
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_REFERENCE_PATH,
      theme: { title: 'Tagtrail API' },
      uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 },
    });
  });
}
