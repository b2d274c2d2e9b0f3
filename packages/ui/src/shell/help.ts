/** spec B §2: the support link opens the help page in the interface language; any language but English and Spanish gets Portuguese. */
export const HELP_BASE_URL = 'https://help.tagtrail.example';

export function helpUrl(language: string): string {
  const code = language.slice(0, 2).toLowerCase();
  const page = code === 'en' || code === 'es' ? code : 'pt';
  return `${HELP_BASE_URL}/${page}/`;
}
