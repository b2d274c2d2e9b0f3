/**
 * Answers made per request (API JSON, the tag page's HTML, CSV exports) compressed for a browser that takes it:
 * a page of 100 rows or a reading map's search travels at a fraction of its size. Brotli at quality 4 — near gzip's
 * speed with a smaller result; the built apps' files are compressed once at build time at the best level and sent as
 * they are (http/static.ts). The identity provider's answers are left alone: it answers them itself (reply.hijack),
 * so no page holding a secret is ever compressed beside text an attacker chose (BREACH).
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers (a scan's, most errors) gain less than the compressing costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
