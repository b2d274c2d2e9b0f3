/**
 * A promotion's public page (issue 24 §4): GET /p/{reference} renders it in the visitor's language and the
 * manufacturer's colours — rules, period, prize and the draw's commitment from the save on, the frozen entry list's
 * digest from the period's end, the seed and winners once drawn — and GET /p/{reference}/draw.json gives the whole
 * record that `pnpm verify-draw` checks. An unknown reference answers the page's 'not found' with 404.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LAYOUT_COLORS } from '@tagtrail/domain';
import { promotionPageHtml, visitorLanguage } from '@tagtrail/public-pages';
import type { FileStorage } from '../files/file-storage';
import { notFound } from '../http/api-failure';
import { PUBLIC_ENDPOINT_ROUTE_CONFIG } from '../http/hardening';
import type { Database } from '../db/client';
import { publicPromotions } from './public-promotions.repository';
import { tagPageThemes } from './tag-page-theme';

/** The page changes at the period's end and at the draw: shared caches may keep it a minute, no more. */
const CACHE_SECONDS = 60;

export function registerPromotionPageRoutes(app: FastifyInstance, db: Database, files: FileStorage): void {
  const promotions = publicPromotions(db);
  const colorsOf = tagPageThemes(files);

  // Every path under /p/ is this page's: a mistyped or cut link says 'promotion not found' in the visitor's language,
  // whatever its length (a named parameter would leave a long one to the portal's fallback).
  app.get('/p/*', { config: PUBLIC_ENDPOINT_ROUTE_CONFIG }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const record = /^([^/]+)\/draw\.json$/.exec(rest);
    if (record !== null) {
      const reference = record[1] ?? '';
      const drawn = await promotions.record(reference);
      // Not drawn yet, or no such promotion: either way there is no record to give.
      if (drawn === undefined) throw notFound();
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
        .header('content-disposition', `attachment; filename="draw-${reference}.json"`);
      return `${JSON.stringify(drawn, null, 2)}\n`;
    }
    const language = visitorLanguage(request.headers['accept-language']);
    const page = rest.includes('/') ? undefined : await promotions.page(rest);
    const colors = page === undefined ? DEFAULT_LAYOUT_COLORS : await colorsOf(page.tenantId);
    reply
      .code(page === undefined ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
      .header('vary', 'accept-language');
    return promotionPageHtml({ promotion: page, language, colors });
  });
}
