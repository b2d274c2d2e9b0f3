/**
 * The page's cookies, for the few values the portal shares with the server's own pages (the sign-in page's language).
 * Not for anything secret: these cookies are readable by script by design.
 */
export interface CookieJar {
  /** The cookie's value, or undefined when there is none (or it is empty). */
  get(name: string): string | undefined;
  /** Kept for a year for the whole site (Path=/), sent on same-site navigations only. */
  set(name: string, value: string): void;
  remove(name: string): void;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Where `document.cookie` lives; a Document in the browser. */
export interface CookieDocument {
  cookie: string;
  readonly location?: { readonly protocol: string } | null;
}

/** A cookie jar over `document.cookie`, or undefined where there is no document (Node) or it cannot be read. */
export function documentCookies(
  doc: CookieDocument | undefined = (globalThis as { document?: CookieDocument }).document,
): CookieJar | undefined {
  if (doc === undefined) return undefined;
  // Over HTTPS the cookie is sent over HTTPS only.
  const secure = () => (doc.location?.protocol === 'https:' ? '; Secure' : '');
  const write = (line: string) => {
    try {
      doc.cookie = line;
    } catch {
      // Cookies blocked (a sandboxed frame): the value is simply not shared.
    }
  };
  return {
    get(name) {
      let all: string;
      try {
        all = doc.cookie;
      } catch {
        return undefined;
      }
      for (const part of all.split(';')) {
        const [key = '', ...value] = part.trim().split('=');
        if (key !== name) continue;
        try {
          const decoded = decodeURIComponent(value.join('='));
          return decoded === '' ? undefined : decoded;
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
    set(name, value) {
      write(`${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure()}`);
    },
    remove(name) {
      write(`${name}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`);
    },
  };
}
