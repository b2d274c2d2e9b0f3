/** Interface languages (spec A §1, §9): 1 Portuguese, 2 English (default), 3 Spanish. */
export const LANGUAGES = [
  { id: 1, code: 'pt' },
  { id: 2, code: 'en' },
  { id: 3, code: 'es' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type LanguageId = (typeof LANGUAGES)[number]['id'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The cookie that carries the chosen language between the sign-in page (the identity provider's, apps/api) and the
 * portal: each writes it when the user picks a language and reads it when it starts, so a choice made on one is the
 * other's too. Path /, not HttpOnly (the portal's script reads it), a language code and nothing else.
 */
export const LANGUAGE_COOKIE = 'tagtrail_lang';

/** The language to start with: the stored choice, else the browser's, else English. */
export function initialLanguage(stored: string | null | undefined, browser: readonly string[]): LanguageCode {
  const known = (code: string | null | undefined): LanguageCode | undefined =>
    LANGUAGES.find((l) => l.code === code?.slice(0, 2).toLowerCase())?.code;
  return known(stored) ?? browser.map(known).find((c) => c !== undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * The language tags an Accept-Language header names, the most preferred first (by q, then by order; q=0 and
 * malformed weights left out): the one reading of the header for every page the server renders (tag page, promotion
 * page, app links, sign-in).
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.find((param) => param.trim().startsWith('q='));
      const q = weight === undefined ? 1 : Number(weight.trim().slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The visitor's language from Accept-Language alone: the first of ours it names by preference; English otherwise. */
export function languageOfAcceptLanguage(header: string | undefined): LanguageCode {
  return initialLanguage(undefined, acceptedLanguageTags(header));
}
