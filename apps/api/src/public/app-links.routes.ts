/**
 * The app-less pages beside the tag page (spec B §2; issue 12 §4):
 * - /store sends a phone to its app store (storePage in the domain); a desktop sees both. A subdomain names the
 *   tenant (`acme-1a2b3c.localhost:8080/store`, the customer's tenant id): an unknown one is not found.
 * - /politica/privacidade.pdf leads to the privacy policy: PRIVACY_POLICY_URL, else the page we ship (/privacy/{lang}).
 * - /.well-known/apple-app-site-association lets an installed app open /t/* links (IOS_APP_IDS).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { storePage, type LanguageCode, type StoreLinks } from '@tagtrail/domain';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { inTenantTransaction } from '../db/tenancy';
import { privacyPageHtml, storePageHtml } from './app-links.pages';
import { visitorLanguage } from '@tagtrail/public-pages';

const LANGUAGE_CODES: readonly string[] = ['pt', 'en', 'es'];

export function registerAppLinkRoutes(
  app: FastifyInstance,
  { db, config }: { readonly db: Database; readonly config: Pick<ServerConfig, 'publicUrl' | 'appLinks'> },
): void {
  const home = new URL(config.publicUrl).hostname;
  const links: StoreLinks = {
    ...(config.appLinks.storeUrlApple === undefined ? {} : { apple: config.appLinks.storeUrlApple }),
    ...(config.appLinks.storeUrlGoogle === undefined ? {} : { google: config.appLinks.storeUrlGoogle }),
  };

  app.get('/store', async (request, reply) => {
    const language = visitorLanguage(request.headers['accept-language']);
    const tenantId = subdomainOf(request.hostname, home);
    const known = tenantId === undefined || (await tenantExists(db, tenantId));
    const page = storePage(known ? links : undefined, request.headers['user-agent'] ?? '');
    reply.header('cache-control', 'no-store').header('vary', 'user-agent, accept-language');
    if (page.kind === 'redirect') return reply.redirect(page.url, 302);
    return html(reply, page.kind === 'notFound' ? 404 : 200, storePageHtml(language, page));
  });

  app.get('/politica/privacidade.pdf', async (request, reply) => {
    const language = visitorLanguage(request.headers['accept-language']);
    const target = config.appLinks.privacyPolicyUrl ?? `/privacy/${language}`;
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });

  app.get<{ Params: { language: string } }>('/privacy/:language', async (request, reply) => {
    const asked = request.params.language.toLowerCase();
    const language = (LANGUAGE_CODES.includes(asked) ? asked : 'pt') as LanguageCode;
    reply.header('cache-control', 'public, max-age=300');
    return html(reply, 200, privacyPageHtml(language));
  });

  // Apple reads this file to let the app open /t/* links; its content type must be JSON and it must not redirect.
  app.get('/.well-known/apple-app-site-association', async (_request, reply) =>
    reply
      .type('application/json')
      .header('cache-control', 'public, max-age=3600')
      .send({ applinks: { details: [{ appIDs: config.appLinks.iosAppIds, components: [{ '/': '/t/*' }] }] } }),
  );
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

/** `acme-1a2b3c` of `acme-1a2b3c.localhost`; undefined on the home host itself. */
function subdomainOf(hostname: string, home: string): string | undefined {
  const host = hostname.toLowerCase();
  if (host === home || !host.endsWith(`.${home}`)) return undefined;
  return host.slice(0, -(home.length + 1));
}

async function tenantExists(db: Database, tenantId: string): Promise<boolean> {
  const rows = await inTenantTransaction(
    db,
    { scope: 'public' },
    (publicDb) =>
      publicDb
        .select({ id: customers.id })
        .from(customers)
        .where(eq(sql`lower(${customers.tenantId})`, tenantId))
        .limit(1),
    { writes: false },
  );
  return rows.length > 0;
}
