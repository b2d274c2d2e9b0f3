/**
 * The store page (spec B §2 "Store page"): sends a visitor to the app store matching their phone; an unknown store
 * subdomain leads to not-found. Its detailed rules are not shown, so only that is modelled.
 */
export type AppStore = 'apple' | 'google';

/** The store links a store subdomain's configuration gives (the configuration file's contents are not shown). */
export interface StoreLinks {
  readonly apple?: string;
  readonly google?: string;
}

/** The store that matches the phone a user agent names, or undefined for anything else (a desktop, say). */
export function storeFor(userAgent: string): AppStore | undefined {
  // Windows Phone once claimed to be both Android and iPhone; it matches neither store.
  if (/windows phone/i.test(userAgent)) return undefined;
  if (/android/i.test(userAgent)) return 'google';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'apple';
  return undefined;
}

export type StorePage =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'redirect'; readonly store: AppStore; readonly url: string }
  /** No store matches the phone (or the matching one has no link): the page stays and offers what links it has. */
  | { readonly kind: 'stay'; readonly links: StoreLinks };

/** `links` is undefined when the subdomain is unknown. */
export function storePage(links: StoreLinks | undefined, userAgent: string): StorePage {
  if (links === undefined) return { kind: 'notFound' };
  const store = storeFor(userAgent);
  const url = store === undefined ? undefined : links[store];
  return store !== undefined && url !== undefined && url.trim() !== ''
    ? { kind: 'redirect', store, url }
    : { kind: 'stay', links };
}
