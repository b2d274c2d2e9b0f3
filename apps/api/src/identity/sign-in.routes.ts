/**
 * Our sign-in page: the provider's login interaction at /idp/interaction/:uid, shown and submitted. An account with a
 * temporary password takes a second step on the same page, a new password, before the interaction finishes. Both steps
 * count failed attempts per account and per client address (attempt-throttle.ts) and answer 429 past the limit.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { validateNewPassword, type LanguageCode, type RuleError } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { KNOWN_BROWSER_COOKIE, type KnownBrowsers } from './known-browsers';
import { cookieOf } from '../http/cookies';
import { IDP_PREFIX } from './oidc.provider';
import { hashPassword, verifyPassword } from './password';
import {
  accountKey,
  addressKey,
  minutesOf,
  userKey,
  type AttemptThrottle,
  type TooManyAttempts,
} from './attempt-throttle';
import {
  LANGUAGE_COOKIE,
  newNonce,
  pageHeaders,
  pickLanguage,
  renderMessage,
  renderNewPassword,
  renderSignIn,
  SAME_AS_TEMPORARY,
} from './sign-in.page';
import {
  checkPassword,
  findUserById,
  findUserByUsername,
  setPassword,
  type PasswordCheck,
  type User,
} from './users.store';
import { isDemoSignIn } from './well-known-passwords';

const FORM = 'application/x-www-form-urlencoded';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface InteractionRoute {
  Params: { uid: string };
  Querystring: { lang?: string };
  Body: Record<string, string | undefined> | undefined;
}
type InteractionRequest = FastifyRequest<InteractionRoute>;
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Where the interaction remembers, between the two steps, whose temporary password was accepted. It is kept in the
 * interaction's stored result, which lives in the database, so any instance can serve the second step; without a
 * `login` in it, resuming the authorization early just asks for a sign-in again.
 */
const PENDING_PASSWORD_CHANGE = 'tagtrailPasswordChange';

function pendingAccountOf(interaction: Interaction): number | undefined {
  const pending = interaction.result?.[PENDING_PASSWORD_CHANGE] as { accountId?: unknown } | undefined;
  return typeof pending?.accountId === 'number' ? pending.accountId : undefined;
}

/** A user who still has to replace a temporary password that has not expired. */
function mustChangePassword(user: User, now = new Date()): boolean {
  return user.mustChangePassword && (user.passwordExpiresAt === null || user.passwordExpiresAt > now);
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  return cookieOf(request.headers.cookie, name);
}

export interface SignInSettings {
  readonly db: Database;
  /** The provider of the moment: it is made anew when the signing keys rotate. */
  readonly provider: () => Provider;
  readonly homeUrl: string;
  readonly throttle: AttemptThrottle;
  readonly knownBrowsers: KnownBrowsers;
  /** NODE_ENV=production: the demo accounts never sign in with their public password. */
  readonly production: boolean;
  /** Told of each refused sign-in (the operator's metrics). */
  readonly onSignInFailed?: () => void;
}

export async function registerSignInRoutes(
  app: FastifyInstance,
  { db, provider, homeUrl, throttle, knownBrowsers, production, onSignInFailed }: SignInSettings,
): Promise<void> {
  // Compared against when the name is unknown, so a wrong name costs as long as a wrong password.
  const decoyHash = await hashPassword(randomUUID());

  /** The interaction this browser is in, or undefined when its cookie is gone, expired, or for another uid. */
  async function interactionFor(request: InteractionRequest, reply: FastifyReply) {
    try {
      const interaction = await provider().interactionDetails(request.raw, reply.raw);
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
      for (const line of languageCookies(language)) response.header('set-cookie', line);
    }
    return language;
  }

  /**
   * The language cookie, for the whole site: the portal opens in the language this page spoke (issue 8 §5). Earlier
   * versions kept it under /idp only, where it would hide the shared one from these pages: that one is ended.
   */
  function languageCookies(language: LanguageCode): string[] {
    const secure = homeUrl.startsWith('https:') ? '; Secure' : '';
    return [
      `${LANGUAGE_COOKIE}=; Path=${IDP_PREFIX}; Max-Age=0; SameSite=Lax${secure}`,
      `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
    ];
  }

  function sendPage(response: FastifyReply, render: (nonce: string) => string, status = 200) {
    const nonce = newNonce();
    return response.code(status).headers(pageHeaders(nonce)).send(render(nonce));
  }

  /** The page again, saying how long to wait; the password was not looked at. */
  function sendRefusal(response: FastifyReply, refusal: TooManyAttempts, render: (nonce: string) => string) {
    response.header('retry-after', String(refusal.retryAfterSeconds));
    return sendPage(response, render, 429);
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
      const pending = pendingAccountOf(interaction);
      const user = pending === undefined ? undefined : await findUserById(db, pending);
      if (user !== undefined && mustChangePassword(user)) {
        return sendPage(response, (nonce) => renderNewPassword({ language, nonce, username: user.username }));
      }
      return sendPage(response, (nonce) => renderSignIn({ language, nonce }));
    });

    pages.post<InteractionRoute>(`${IDP_PREFIX}/interaction/:uid`, async (request, response) => {
      const interaction = await interactionFor(request, response);
      const language = languageFor(request, response, interaction?.params['ui_locales']);
      if (!interaction) return sendPage(response, (n) => renderMessage('expired', language, n, homeUrl), 400);
      const signInFailed = (username: string) => {
        onSignInFailed?.();
        // spec A §8: Login failure; the typed name stays, the password does not.
        return sendPage(response, (nonce) => renderSignIn({ language, nonce, username, failed: true }));
      };
      const finish = async (user: User) => {
        // Appended to the raw response: the provider may set cookies of its own on it.
        response.raw.appendHeader(
          'set-cookie',
          knownBrowsers.remember(cookie(request, KNOWN_BROWSER_COOKIE), user.username),
        );
        // The portal starts in the language the user signed in with, chosen here or not.
        response.raw.appendHeader('set-cookie', languageCookies(language));
        const returnTo = await provider().interactionResult(
          request.raw,
          response.raw,
          { login: { accountId: String(user.id) } },
          { mergeWithLastSubmission: false },
        );
        return response.header('cache-control', 'no-store').redirect(returnTo, 303);
      };

      const form: Record<string, unknown> =
        typeof request.body === 'object' && request.body !== null ? request.body : {};
      const field = (name: string): string | undefined => {
        const value = form[name];
        return typeof value === 'string' ? value : undefined;
      };

      if (field('newPassword') !== undefined) {
        // Step two: only for the account whose temporary password this interaction accepted.
        const pending = pendingAccountOf(interaction);
        const user = pending === undefined ? undefined : await findUserById(db, pending);
        // Expired meanwhile, deleted, or changed in another tab: back to the sign-in form.
        if (user === undefined) return signInFailed('');
        if (!mustChangePassword(user)) return signInFailed(user.username);
        // Each try compares with the temporary password's hash: counted, so the step cannot be used to burn CPU or
        // to test guesses at it.
        const stepKeys = [addressKey(request.ip, user.username), userKey('new-password', user.id)];
        const refusal = await throttle.attempt(db, ...stepKeys);
        if (refusal !== undefined) {
          return sendRefusal(response, refusal, (nonce) =>
            renderNewPassword({ language, nonce, username: user.username, waitMinutes: minutesOf(refusal) }),
          );
        }
        const newPassword = field('newPassword') ?? '';
        const confirmation = field('confirmation') ?? '';
        const problems: RuleError[] = validateNewPassword({ newPassword, confirmation });
        if (problems.length === 0 && (await verifyPassword(newPassword, user.passwordHash))) {
          problems.push({ key: SAME_AS_TEMPORARY, field: 'newPassword' });
        }
        if (problems.length > 0) {
          return sendPage(response, (nonce) =>
            renderNewPassword({ language, nonce, username: user.username, problems }),
          );
        }
        await throttle.succeeded(db, ...stepKeys);
        await setPassword(db, user.id, newPassword);
        return finish(user);
      }

      const username = (field('username') ?? '').trim();
      const password = field('password') ?? '';
      // Every name typed is counted, known or not: a limit only real accounts reach would tell which names exist.
      const knownBrowser = knownBrowsers.knows(cookie(request, KNOWN_BROWSER_COOKIE), username);
      const keys = [addressKey(request.ip, username), ...(username === '' ? [] : [accountKey(username, knownBrowser)])];
      const refusal = await throttle.attempt(db, ...keys);
      if (refusal !== undefined) {
        onSignInFailed?.();
        return sendRefusal(response, refusal, (nonce) =>
          renderSignIn({ language, nonce, username, waitMinutes: minutesOf(refusal) }),
        );
      }
      // PostgreSQL text cannot hold NUL, and no sign-in name has one.
      const user = username === '' || username.includes('\u0000') ? undefined : await findUserByUsername(db, username);
      let check: PasswordCheck = 'wrong';
      if (user) check = await checkPassword(user, password);
      else await verifyPassword(password, decoyHash);
      if (check === 'valid' && production && isDemoSignIn(username, password)) {
        request.log.warn({ username }, 'refused a demo account signing in with its public password in production');
        check = 'wrong';
      }
      // An expired temporary password fails as a wrong one does: the message says nothing about the account.
      if (!user || check !== 'valid') return signInFailed(username);
      await throttle.succeeded(db, ...keys);

      if (user.mustChangePassword) {
        // Step one of two: remembered in the interaction, then shown at the page's own address, so a reload does
        // not send the temporary password again.
        interaction.result = { [PENDING_PASSWORD_CHANGE]: { accountId: user.id } };
        await interaction.persist();
        return response.header('cache-control', 'no-store').redirect(`?lang=${language}`, 303);
      }
      return finish(user);
    });
  });
}
