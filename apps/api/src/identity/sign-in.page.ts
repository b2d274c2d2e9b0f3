/** The identity provider's pages (sign-in, signing out, messages) in Portuguese, English and Spanish. */
import { randomBytes } from 'node:crypto';
import {
  acceptedLanguageTags,
  LANGUAGES,
  initialLanguage,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  REQUIRED_FIELD_MESSAGE,
  type LanguageCode,
  type RuleError,
} from '@tagtrail/domain';
import { escapeHtml } from '@tagtrail/public-pages';

/** Shared with the portal, which reads and writes it too (the domain's LANGUAGE_COOKIE). */
export { LANGUAGE_COOKIE } from '@tagtrail/domain';

const TEXT = {
  pt: {
    htmlLang: 'pt-BR',
    languageName: 'Português',
    signInTitle: 'Entrar',
    username: 'Usuário',
    password: 'Senha',
    signIn: 'Entrar',
    // spec A §8: Login failure
    loginFailed: 'Falha no login! Verifique usuário e senha.',
    tooManyAttemptsOne: 'Muitas tentativas sem sucesso. Tente novamente em 1 minuto.',
    tooManyAttempts: 'Muitas tentativas sem sucesso. Tente novamente em {minutes} minutos.',
    newPasswordTitle: 'Escolha uma nova senha',
    newPasswordIntro: 'Você entrou com uma senha temporária. Escolha a sua própria senha para continuar.',
    signedInAs: 'Usuário: {username}',
    newPassword: 'Nova senha',
    newPasswordHint: 'Pelo menos {min} caracteres.',
    confirmation: 'Confirme a nova senha',
    saveAndSignIn: 'Salvar e entrar',
    requiredField: 'Campo obrigatório.',
    // spec A §5: 'Passwords do not match.'
    passwordsDoNotMatch: 'As senhas não conferem.',
    passwordTooShort: 'A senha deve ter pelo menos {min} caracteres.',
    sameAsTemporary: 'Escolha uma senha diferente da temporária.',
    language: 'Idioma',
    expiredTitle: 'Sessão de entrada expirada',
    expired: 'Esta página de entrada expirou. Comece de novo.',
    startAgain: 'Recomeçar',
    signingOutTitle: 'Saindo',
    signingOut: 'Encerrando a sua sessão…',
    signOut: 'Sair',
    signOutQuestion: 'Deseja sair do Tagtrail?',
    staySignedIn: 'Continuar conectado',
    signedOutTitle: 'Sessão encerrada',
    signedOut: 'Você saiu do Tagtrail.',
    errorTitle: 'Algo deu errado',
    error: 'Não foi possível concluir o pedido.',
    back: 'Voltar ao Tagtrail',
  },
  en: {
    htmlLang: 'en',
    languageName: 'English',
    signInTitle: 'Sign in',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    loginFailed: 'Login failed! Verify username and password.',
    tooManyAttemptsOne: 'Too many failed attempts. Try again in 1 minute.',
    tooManyAttempts: 'Too many failed attempts. Try again in {minutes} minutes.',
    newPasswordTitle: 'Choose a new password',
    newPasswordIntro: 'You signed in with a temporary password. Choose your own password to continue.',
    signedInAs: 'Username: {username}',
    newPassword: 'New password',
    newPasswordHint: 'At least {min} characters.',
    confirmation: 'Confirm the new password',
    saveAndSignIn: 'Save and sign in',
    requiredField: 'Required field.',
    passwordsDoNotMatch: 'Passwords do not match.',
    passwordTooShort: 'The password must have at least {min} characters.',
    sameAsTemporary: 'Choose a password different from the temporary one.',
    language: 'Language',
    expiredTitle: 'Sign-in expired',
    expired: 'This sign-in page has expired. Please start again.',
    startAgain: 'Start again',
    signingOutTitle: 'Signing out',
    signingOut: 'Ending your session…',
    signOut: 'Sign out',
    signOutQuestion: 'Do you want to sign out of Tagtrail?',
    staySignedIn: 'Stay signed in',
    signedOutTitle: 'Signed out',
    signedOut: 'You have signed out of Tagtrail.',
    errorTitle: 'Something went wrong',
    error: 'The request could not be completed.',
    back: 'Back to Tagtrail',
  },
  es: {
    htmlLang: 'es',
    languageName: 'Español',
    signInTitle: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    signIn: 'Ingresar',
    loginFailed: 'Inicio de sesión fallido! Verifique usuario y contraseña.',
    tooManyAttemptsOne: 'Demasiados intentos fallidos. Vuelva a intentarlo en 1 minuto.',
    tooManyAttempts: 'Demasiados intentos fallidos. Vuelva a intentarlo en {minutes} minutos.',
    newPasswordTitle: 'Elija una nueva contraseña',
    newPasswordIntro: 'Ingresó con una contraseña temporal. Elija su propia contraseña para continuar.',
    signedInAs: 'Usuario: {username}',
    newPassword: 'Nueva contraseña',
    newPasswordHint: 'Al menos {min} caracteres.',
    confirmation: 'Confirme la nueva contraseña',
    saveAndSignIn: 'Guardar e ingresar',
    requiredField: 'Campo obligatorio.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden.',
    passwordTooShort: 'La contraseña debe tener al menos {min} caracteres.',
    sameAsTemporary: 'Elija una contraseña distinta de la temporal.',
    language: 'Idioma',
    expiredTitle: 'Inicio de sesión caducado',
    expired: 'Esta página de inicio de sesión caducó. Vuelva a empezar.',
    startAgain: 'Empezar de nuevo',
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando su sesión…',
    signOut: 'Cerrar sesión',
    signOutQuestion: '¿Desea cerrar la sesión de Tagtrail?',
    staySignedIn: 'Seguir conectado',
    signedOutTitle: 'Sesión cerrada',
    signedOut: 'Ha cerrado la sesión de Tagtrail.',
    errorTitle: 'Algo salió mal',
    error: 'No se pudo completar la solicitud.',
    back: 'Volver a Tagtrail',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

/**
 * The page language: a `lang` query parameter (the language switch), else the portal's `ui_locales`, else the
 * choice remembered in a cookie, else the browser's Accept-Language, else English (spec A §1).
 */
export function pickLanguage(sources: {
  query?: unknown;
  uiLocales?: unknown;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): LanguageCode {
  const uiLocales = typeof sources.uiLocales === 'string' ? sources.uiLocales.split(' ') : [];
  const fallbacks = [...uiLocales, sources.cookie ?? '', ...acceptedLanguageTags(sources.acceptLanguage)];
  return initialLanguage(typeof sources.query === 'string' ? sources.query : undefined, fallbacks);
}

/** Each page gets a fresh nonce; only its own style and script run. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

const STYLE = `
:root{color-scheme:light dark;--brand:#0055b8;--brand-strong:#0048a6;--ink:#1b1f24;--muted:#5b6470;--bg:#eef2f7;
--card:#fff;--line:#c4cbd4;--focus:#0055b8;--danger-ink:#8a1c1c;--danger-bg:#fdecec;--danger-line:#f3b4b4}
@media (prefers-color-scheme:dark){:root{--brand:#4c95f0;--brand-strong:#6aa8f5;--ink:#e8ecf1;--muted:#a9b3bf;
--bg:#12161b;--card:#1c2229;--line:#46505c;--focus:#8cbcff;--danger-ink:#ffc9c9;--danger-bg:#3a1d1f;--danger-line:#7a3438}}
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
padding:1.5rem 1rem;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{width:100%;max-width:24rem;background:var(--card);border-radius:12px;padding:2rem 1.75rem;
box-shadow:0 1px 2px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.08)}
.brand{display:flex;align-items:center;gap:.5rem;color:var(--brand);font-weight:700;font-size:1.25rem;margin:0 0 1.5rem}
.brand svg{width:1.75rem;height:1.75rem}
h1{font-size:1.5rem;font-weight:600;margin:0 0 1.25rem}
p{margin:0 0 1.25rem}
label{display:block;font-weight:600;margin:0 0 .375rem}
.hint{margin:0 0 .375rem;color:var(--muted);font-size:.9375rem}
input{display:block;width:100%;font:inherit;color:inherit;background:var(--card);padding:.625rem .75rem;
border:1px solid var(--line);border-radius:8px;margin:0 0 1.125rem}
input[aria-invalid=true]{border-color:var(--danger-ink)}
button,.button{display:block;width:100%;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer;
padding:.75rem 1rem;border:0;border-radius:8px;background:var(--brand);color:#fff}
button:hover,.button:hover{background:var(--brand-strong)}
@media (prefers-color-scheme:dark){button,.button{color:#0b1220}}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
input:focus-visible{outline-offset:0}
.alert p{margin:0}
.alert{margin:0 0 1.25rem;padding:.75rem 1rem;border:1px solid var(--danger-line);border-radius:8px;background:var(--danger-bg);color:var(--danger-ink)}
nav{margin-top:1.25rem;display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1rem;font-size:.9375rem}
nav a{color:var(--muted);padding:.25rem}
nav a[aria-current]{color:var(--ink);font-weight:600;text-decoration:none}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

const LOGO = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor"
stroke-width="2" stroke-linejoin="round"><path d="M3 4v7.2a1 1 0 0 0 .3.7l9.3 9.3a1 1 0 0 0 1.4 0l7.2-7.2a1 1 0 0 0 0-1.4
L11.9 3.3a1 1 0 0 0-.7-.3H4a1 1 0 0 0-1 1z"/><circle cx="7.75" cy="7.75" r="1.5"/></svg>`;

/** The frame of every identity page: its language, title, own style (by nonce) and an optional script. */
export function layout(language: LanguageCode, nonce: string, title: string, body: string, script = ''): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tagtrail</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main class="card" aria-labelledby="title">
<p class="brand">${LOGO}<span>Tagtrail</span></p>
<h1 id="title">${escapeHtml(title)}</h1>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

/** The form posts back to the page's own address, keeping the page's language for a failure message. */
export interface SignInPage {
  readonly language: LanguageCode;
  readonly nonce: string;
  readonly username?: string;
  readonly failed?: boolean;
  /** Refused by the attempt limits: the whole minutes to wait, shown instead of the failure message. */
  readonly waitMinutes?: number;
}

/** The language switch: links to the same page in each language. */
function languageNav(language: LanguageCode): string {
  const languages = LANGUAGES.map(({ code }) => {
    const current = code === language ? ' aria-current="true"' : '';
    const tag = TEXT[code].htmlLang;
    return `<a href="?lang=${code}" hreflang="${tag}" lang="${tag}"${current}>${TEXT[code].languageName}</a>`;
  }).join('');
  return `<nav aria-label="${escapeHtml(TEXT[language].language)}">${languages}</nav>`;
}

export function renderSignIn(page: SignInPage): string {
  const t = TEXT[page.language];
  const username = page.username ?? '';
  const invalid = page.failed ? ' aria-invalid="true" aria-describedby="error"' : '';
  // After a failed try the name is kept, so the cursor goes where the fix most likely is: the password.
  const focusUsername = username === '' ? ' autofocus' : '';
  const focusPassword = username === '' ? '' : ' autofocus';
  const alert =
    page.waitMinutes !== undefined ? waitText(page.waitMinutes, t) : page.failed ? t.loginFailed : undefined;
  const body = `${alert === undefined ? '' : `<p class="alert" role="alert" id="error">${escapeHtml(alert)}</p>`}
<form method="post" action="?lang=${page.language}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username"
 autocapitalize="none" autocorrect="off" spellcheck="false" required${focusUsername}${invalid}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword}${invalid}>
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>
${languageNav(page.language)}`;
  return layout(page.language, page.nonce, t.signInTitle, body);
}

/** The new-password step refuses a new password equal to the temporary one with this key (this page only). */
export const SAME_AS_TEMPORARY = 'SAME_AS_TEMPORARY';

/** The first sign-in with a temporary password: a new password and its confirmation, and what was wrong last time. */
export interface NewPasswordPage {
  readonly language: LanguageCode;
  readonly nonce: string;
  readonly username: string;
  readonly problems?: readonly RuleError[];
  /** Refused by the attempt limits: the whole minutes to wait. */
  readonly waitMinutes?: number;
}

function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

function waitText(minutes: number, t: (typeof TEXT)[LanguageCode]): string {
  return minutes === 1 ? t.tooManyAttemptsOne : fill(t.tooManyAttempts, { minutes });
}

function problemText(problem: RuleError, t: (typeof TEXT)[LanguageCode]): string {
  switch (problem.key) {
    case REQUIRED_FIELD_MESSAGE:
      return `${problem.field === 'confirmation' ? t.confirmation : t.newPassword}: ${t.requiredField}`;
    case PASSWORD_TOO_SHORT:
      return fill(t.passwordTooShort, { min: problem.params?.['min'] ?? PASSWORD_MIN_LENGTH });
    case PASSWORDS_DO_NOT_MATCH:
      return t.passwordsDoNotMatch;
    case SAME_AS_TEMPORARY:
      return t.sameAsTemporary;
    default:
      return t.error;
  }
}

export function renderNewPassword(page: NewPasswordPage): string {
  const t = TEXT[page.language];
  const problems = page.problems ?? [];
  const messages = [
    ...(page.waitMinutes === undefined ? [] : [waitText(page.waitMinutes, t)]),
    ...problems.map((problem) => problemText(problem, t)),
  ];
  // A problem without a field (the same-as-temporary refusal) is about the new password.
  const invalid = (field: string) =>
    problems.some((p) => (p.field ?? 'newPassword') === field) ? ' aria-invalid="true"' : '';
  const focusConfirmation = invalid('newPassword') === '' && invalid('confirmation') !== '';
  const alert =
    messages.length === 0
      ? ''
      : `<div class="alert" role="alert" id="error">${messages.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</div>`;
  const describedBy = (hint: string) =>
    ` aria-describedby="${[hint, problems.length > 0 ? 'error' : ''].join(' ').trim()}"`;
  const body = `<p>${escapeHtml(t.newPasswordIntro)}</p>
${alert}
<form method="post" action="?lang=${page.language}">
<p>${escapeHtml(fill(t.signedInAs, { username: page.username }))}</p>
<input name="username" type="text" value="${escapeHtml(page.username)}" autocomplete="username" readonly hidden>
<label for="newPassword">${escapeHtml(t.newPassword)}</label>
<p class="hint" id="newPassword-hint">${escapeHtml(fill(t.newPasswordHint, { min: PASSWORD_MIN_LENGTH }))}</p>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}"
 required${focusConfirmation ? '' : ' autofocus'}${invalid('newPassword')}${describedBy('newPassword-hint')}>
<label for="confirmation">${escapeHtml(t.confirmation)}</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required${
    focusConfirmation ? ' autofocus' : ''
  }${invalid('confirmation')}${problems.length > 0 ? ' aria-describedby="error"' : ''}>
<button type="submit">${escapeHtml(t.saveAndSignIn)}</button>
</form>
${languageNav(page.language)}`;
  return layout(page.language, page.nonce, t.newPasswordTitle, body);
}

const MESSAGES = {
  expired: { title: 'expiredTitle', message: 'expired', action: 'startAgain' },
  signedOut: { title: 'signedOutTitle', message: 'signedOut', action: 'back' },
  error: { title: 'errorTitle', message: 'error', action: 'back' },
} as const satisfies Record<string, Record<string, keyof (typeof TEXT)['en']>>;

export type MessageKind = keyof typeof MESSAGES;

/** A page with one message and a way back to the portal, whose start page begins a fresh sign-in. */
export function renderMessage(kind: MessageKind, language: LanguageCode, nonce: string, homeUrl: string): string {
  const t = TEXT[language];
  const { title, message, action } = MESSAGES[kind];
  const body = `<p>${escapeHtml(t[message])}</p>\n<a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(t[action])}</a>`;
  return layout(language, nonce, t[title], body);
}

/**
 * Whether a request comes from a page of this site (the portal): the browser's Sec-Fetch-Site says so, or, from a
 * browser that sends none, a Referer of the public origin. A link on another site, or an address typed in, does not.
 */
export function isSameSiteRequest(
  headers: { readonly secFetchSite?: string | undefined; readonly referer?: string | undefined },
  publicOrigin: string,
): boolean {
  if (headers.secFetchSite) return headers.secFetchSite === 'same-origin' || headers.secFetchSite === 'same-site';
  if (!headers.referer) return false;
  try {
    return new URL(headers.referer).origin === publicOrigin;
  } catch {
    return false;
  }
}

/**
 * Signing out: the provider's confirmation form (`providerForm`, id op.logoutForm, built and escaped by the provider,
 * with its xsrf token) ends the whole provider session. When the portal sent the browser here it already asked, so
 * the form is sent at once (the button does the same without JavaScript). Any other page could send the browser here
 * to sign its user out (issue 25 §4): then the page asks, and only the button signs out.
 */
export function renderSignOut(
  language: LanguageCode,
  nonce: string,
  providerForm: string,
  { askFirst, homeUrl }: { readonly askFirst: boolean; readonly homeUrl: string },
): string {
  const t = TEXT[language];
  const button = `<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.signOut)}</button>`;
  if (askFirst) {
    // Someone who did not mean to sign out has a way on that is not the browser's back button.
    const stay = `<nav><a href="${escapeHtml(homeUrl)}">${escapeHtml(t.staySignedIn)}</a></nav>`;
    const body = `<p>${escapeHtml(t.signOutQuestion)}</p>\n${providerForm}\n${button}\n${stay}`;
    return layout(language, nonce, t.signOut, body);
  }
  const body = `<p>${escapeHtml(t.signingOut)}</p>\n${providerForm}\n${button}`;
  return layout(language, nonce, t.signingOutTitle, body, `document.getElementById('sign-out').click();`);
}
