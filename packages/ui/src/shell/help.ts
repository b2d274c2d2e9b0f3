/**
 * spec B §2: the support link opens the help page in the interface language; any language but English and Spanish gets
 * Portuguese. The server answers /support/{lang}: the page it ships, or a redirect to SUPPORT_URL when the operator set
 * one (apps/api/src/support), so the portal needs no configuration of its own.
 */
export const HELP_BASE_PATH = '/support';

export function helpUrl(language: string): string {
  const code = language.slice(0, 2).toLowerCase();
  const page = code === 'en' || code === 'es' ? code : 'pt';
  return `${HELP_BASE_PATH}/${page}`;
}
