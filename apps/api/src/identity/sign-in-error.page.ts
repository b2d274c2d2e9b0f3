/**
 * The identity provider's error page (its `renderError`): what went wrong in plain words where the error tells us,
 * in Portuguese, English or Spanish, with the provider's error code for whoever has to look into it, and a way back
 * to the portal.
 */
import type { LanguageCode } from '@tagtrail/domain';
import { escapeHtml } from '@tagtrail/public-pages';
import { layout } from './sign-in.page';

export type SignInProblem = 'unknownAddress' | 'unknownClient' | 'badRequest' | 'notFound' | 'unavailable' | 'other';

const TEXT = {
  pt: {
    unknownAddressTitle: 'Este endereço não permite entrar',
    unknownAddress:
      'A entrada foi iniciada em um endereço que o Tagtrail não conhece. Abra o Tagtrail em {home} e entre por lá.',
    unknownClientTitle: 'Aplicativo desconhecido',
    unknownClient:
      'O aplicativo que pediu a sua entrada não está registrado no Tagtrail. Abra o Tagtrail em {home} e entre por lá.',
    badRequestTitle: 'Não foi possível iniciar a entrada',
    badRequest: 'O pedido de entrada estava incompleto ou inválido. Comece de novo pela página inicial do Tagtrail.',
    notFoundTitle: 'Página não encontrada',
    notFound: 'Não há página de entrada neste endereço. Comece de novo pela página inicial do Tagtrail.',
    unavailableTitle: 'Entrada indisponível',
    unavailable: 'O serviço de entrada não respondeu. Tente de novo em alguns minutos.',
    otherTitle: 'Algo deu errado',
    other: 'Não foi possível concluir o pedido.',
    code: 'Código do erro: {code}',
    back: 'Ir para o Tagtrail',
  },
  en: {
    unknownAddressTitle: 'This address cannot sign you in',
    unknownAddress:
      'Sign-in was started from an address Tagtrail does not know. Open Tagtrail at {home} and sign in from there.',
    unknownClientTitle: 'Unknown application',
    unknownClient:
      'The application that asked to sign you in is not registered with Tagtrail. Open Tagtrail at {home} and sign in from there.',
    badRequestTitle: 'Sign-in could not start',
    badRequest: "The sign-in request was incomplete or not valid. Start again from Tagtrail's home page.",
    notFoundTitle: 'Page not found',
    notFound: "There is no sign-in page at this address. Start again from Tagtrail's home page.",
    unavailableTitle: 'Sign-in is unavailable',
    unavailable: 'The sign-in service did not answer. Please try again in a few minutes.',
    otherTitle: 'Something went wrong',
    other: 'The request could not be completed.',
    code: 'Error code: {code}',
    back: 'Go to Tagtrail',
  },
  es: {
    unknownAddressTitle: 'Esta dirección no permite iniciar sesión',
    unknownAddress:
      'El inicio de sesión empezó en una dirección que Tagtrail no conoce. Abra Tagtrail en {home} e inicie sesión desde allí.',
    unknownClientTitle: 'Aplicación desconocida',
    unknownClient:
      'La aplicación que pidió iniciar su sesión no está registrada en Tagtrail. Abra Tagtrail en {home} e inicie sesión desde allí.',
    badRequestTitle: 'No se pudo iniciar la sesión',
    badRequest:
      'La solicitud de inicio de sesión estaba incompleta o no era válida. Vuelva a empezar desde la página de inicio de Tagtrail.',
    notFoundTitle: 'Página no encontrada',
    notFound:
      'No hay ninguna página de inicio de sesión en esta dirección. Vuelva a empezar desde la página de inicio de Tagtrail.',
    unavailableTitle: 'Inicio de sesión no disponible',
    unavailable: 'El servicio de inicio de sesión no respondió. Vuelva a intentarlo en unos minutos.',
    otherTitle: 'Algo salió mal',
    other: 'No se pudo completar la solicitud.',
    code: 'Código de error: {code}',
    back: 'Ir a Tagtrail',
  },
} as const satisfies Record<LanguageCode, Record<`${SignInProblem}${'' | 'Title'}` | 'code' | 'back', string>>;

/** The provider's error code (`out.error`) and HTTP status, read as something a person can act on. */
export function signInProblemOf(code: string, status: number): SignInProblem {
  // The provider answers an unknown path under /idp with invalid_request and 404.
  if (status === 404) return 'notFound';
  if (status >= 500 || code === 'server_error' || code === 'temporarily_unavailable') return 'unavailable';
  switch (code) {
    case 'invalid_redirect_uri':
      return 'unknownAddress';
    case 'invalid_client':
    case 'unauthorized_client':
      return 'unknownClient';
    case 'invalid_request':
    case 'invalid_scope':
    case 'invalid_target':
    case 'unsupported_response_type':
    case 'unsupported_response_mode':
    case 'request_not_supported':
    case 'request_uri_not_supported':
      return 'badRequest';
    default:
      return 'other';
  }
}

export interface SignInErrorPage {
  readonly problem: SignInProblem;
  /** The provider's error code, shown as it is: it names the problem for whoever is asked for help. */
  readonly code: string;
  readonly language: LanguageCode;
  readonly nonce: string;
  /** The portal's start page, which begins a fresh sign-in. */
  readonly homeUrl: string;
}

export function renderSignInError({ problem, code, language, nonce, homeUrl }: SignInErrorPage): string {
  const t = TEXT[language];
  // Replaced by function: a `$` in the address or the code is not a replacement pattern.
  const explanation = escapeHtml(t[problem]).replace('{home}', () => `<strong>${escapeHtml(homeUrl)}</strong>`);
  const body = `<p>${explanation}</p>
<p class="hint">${escapeHtml(t.code.replace('{code}', () => code))}</p>
<a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(t.back)}</a>`;
  return layout(language, nonce, t[`${problem}Title`], body);
}
