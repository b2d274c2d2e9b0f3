/** Our sign-in page: the provider's login interaction at /idp/interaction/:uid, shown and submitted. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { LanguageCode } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { IDP_PREFIX } from './oidc.provider';
import { hashPassword, verifyPassword } from './password';
import { LANGUAGE_COOKIE, newNonce, pageHeaders, pickLanguage, renderMessage, renderSignIn } from './sign-in.page';
import { findUserByUsername } from './users.store';

const FORM = 'application/x-www-form-urlencoded';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface InteractionRoute {
  Params: { uid: string };
  Querystring: { lang?: string };
  Body: Record<string, string | undefined> | undefined;
}
type InteractionRequest = FastifyRequest<InteractionRoute>;

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export async function registerSignInRoutes(
  app: FastifyInstance,
  { db, provider, homeUrl }: { db: Database; provider: Provider; homeUrl: string },
): Promise<void> {
  // Compared against when the name is unknown, so a wrong name costs as long as a wrong password.
  const decoyHash = await hashPassword(randomUUID());

  /** The interaction this browser is in, or undefined when its cookie is gone, expired, or for another uid. */
  async function interactionFor(request: InteractionRequest, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  /** The page language; a choice made with the language switch (a GET with ?lang=) is remembered in a cookie. */
  function languageFor(request: InteractionRequest, response: FastifyReply, uiLocales: unknown): LanguageCode {
    const language = pickLanguage({
      query: request.query.lang,
      uiLocales,
      cookie: cookie(request, LANGUAGE_COOKIE),
      acceptLanguage: request.headers['accept-language'],
    });
    if (request.method === 'GET' && request.query.lang === language) {
      response.header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${language}; Path=${IDP_PREFIX}; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
      );
    }
    return language;
  }

  function sendPage(response: FastifyReply, render: (nonce: string) => string, status = 200) {
    const nonce = newNonce();
    return response.code(status).headers(pageHeaders(nonce)).send(render(nonce));
  }

  await app.register(async (pages) => {
    if (!pages.hasContentTypeParser(FORM)) {
      pages.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }
    pages.get<InteractionRoute>(`${IDP_PREFIX}/interaction/:uid`, async (request, response) => {
      const interaction = await interactionFor(request, response);
      const language = languageFor(request, response, interaction?.params['ui_locales']);
      if (!interaction) return sendPage(response, (n) => renderMessage('expired', language, n, homeUrl), 400);
      return sendPage(response, (nonce) => renderSignIn({ language, nonce }));
    });

    pages.post<InteractionRoute>(`${IDP_PREFIX}/interaction/:uid`, async (request, response) => {
      const interaction = await interactionFor(request, response);
      const language = languageFor(request, response, interaction?.params['ui_locales']);
      if (!interaction) return sendPage(response, (n) => renderMessage('expired', language, n, homeUrl), 400);

      const username = (request.body?.['username'] ?? '').trim();
      const password = request.body?.['password'] ?? '';
      const user = username === '' ? undefined : await findUserByUsername(db, username);
      const passwordMatches = await verifyPassword(password, user?.passwordHash ?? decoyHash);
      if (!user || !passwordMatches) {
        // spec A §8: Login failure; the typed name stays, the password does not.
        return sendPage(response, (nonce) => renderSignIn({ language, nonce, username, failed: true }));
      }

      const returnTo = await provider.interactionResult(
        request.raw,
        response.raw,
        { login: { accountId: String(user.id) } },
        { mergeWithLastSubmission: false },
      );
      return response.header('cache-control', 'no-store').redirect(returnTo, 303);
    });
  });
}
