/**
 * "Help and support" (spec B §2; issue 8 §9): the portal links to /support/{pt|en|es}. With SUPPORT_URL set, that
 * redirects to the operator's page (`{lang}` filled in); without it, the page we ship answers. /support alone picks
 * the language from the language cookie, then the browser's first.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, type LanguageCode } from '@tagtrail/domain';
import type { ServerConfig } from '../config';
import { renderSupportPage } from './support.page';

const CODES: readonly string[] = LANGUAGES.map((language) => language.code);

/** spec B §2: "any language but English and Spanish gets Portuguese". */
function supportLanguage(code: string): LanguageCode {
  const short = code.slice(0, 2).toLowerCase();
  return (CODES.includes(short) ? short : 'pt') as LanguageCode;
}

export function registerSupportRoutes(app: FastifyInstance, config: Pick<ServerConfig, 'supportUrl'>): void {
  app.get('/support', async (request, reply) => {
    const cookie = /(?:^|;\s*)([^=;]+)=([^;]*)/g;
    let stored: string | undefined;
    for (const [, name, value] of (request.headers.cookie ?? '').matchAll(cookie))
      if (name?.trim() === LANGUAGE_COOKIE) stored = decodeURIComponent(value ?? '');
    const browser = (request.headers['accept-language'] ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? '')
      .filter((tag) => tag !== '');
    const language = supportLanguage(stored ?? browser[0] ?? 'pt');
    return reply.header('cache-control', 'no-store').redirect(`/support/${language}`, 302);
  });

  app.get<{ Params: { language: string } }>('/support/:language', async (request, reply) => {
    const language = supportLanguage(request.params.language);
    if (config.supportUrl !== undefined)
      return reply.header('cache-control', 'no-store').redirect(config.supportUrl.replaceAll('{lang}', language), 302);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-language', language === 'pt' ? 'pt-BR' : language)
      .send(renderSupportPage(language));
  });
}
