/**
 * GET /t/{tagId} and a secure tag's GET /s/{lot reference}?e=…&c=…: the public tag page, rendered here (issue 12 §1),
 * in the visitor's language and the manufacturer's colours; an unknown tag answers the 'resource not found' page with
 * 404. Read in the public scope, as the scan.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGUAGES,
  NO_PUBLIC_TAG,
  plainTagLinkReader,
  publicTagPage,
  secureTagLinkReader,
  type ReadingAuthenticity,
  type StoreLinks,
} from '@tagtrail/domain';
import type { FileStorage } from '../files/file-storage';
import { PUBLIC_ENDPOINT_ROUTE_CONFIG } from '../http/hardening';
import type { PublicTagRow, VisitorTags } from './public-tags.repository';
import type { SecureTaps } from './secure-taps';
import { tagPageHtml, visitorLanguage } from '@tagtrail/public-pages';
import { tagPageThemes } from './tag-page-theme';
import type { DeviceCookies } from './scan-device';

/** The script's entry in the public app's Vite build (vite.config.ts `build.rollupOptions.input`). */
export const TAG_PAGE_SCRIPT_ENTRY = 'src/tag-page.client.ts';

export interface TagPageOptions {
  /** The tag's read in the public scope (one statement). */
  readonly visitor: VisitorTags;
  /** The signed device cookie: only a phone's own browser is shown its prizes (issue 24 §1). */
  readonly devices: DeviceCookies;
  readonly files: FileStorage;
  /** The public app's build folder, where Vite's manifest names the page's script. */
  readonly publicDist: string;
  /** Verifies secure NFC taps (issue 27 §4); without it a secure link's page is 'resource not found'. */
  readonly taps?: SecureTaps;
  /** Today as YYYY-MM-DD, for the expiry check (the server's calendar day, UTC). */
  readonly today?: () => string;
  /** The app's store listings (STORE_URL_APPLE, STORE_URL_GOOGLE), where the page's two badges lead. */
  readonly storeLinks?: StoreLinks;
}

export async function registerTagPageRoutes(app: FastifyInstance, options: TagPageOptions): Promise<void> {
  const { visitor, devices, files, publicDist } = options;
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const scriptUrl = latestScriptUrl(publicDist);
  const colorsOf = tagPageThemes(files);

  /** The tag page of a tag found (or not), as this visit is about to record it. */
  async function renderTagPage(
    request: FastifyRequest,
    reply: FastifyReply,
    found: PublicTagRow | undefined,
    authenticity: ReadingAuthenticity,
    secureLink = false,
  ): Promise<string> {
    const language = visitorLanguage(request.headers['accept-language']);
    const languageId = LANGUAGES.find((candidate) => candidate.code === language)?.id ?? 2;
    // The visit is a scan the page is about to record: a single-use tag read before warns at once.
    const page =
      found === undefined
        ? publicTagPage(NO_PUBLIC_TAG, languageId)
        : publicTagPage(
            { ...found.reading, readingCount: found.reading.readingCount + 1, authenticity },
            languageId,
            today(),
          );
    const colors = await colorsOf(found?.tenantId ?? null);
    // A device that won a promotion of this customer is told so on any of its tag pages (issue 13 §4).
    const deviceKey = devices.kept(request);
    const prizes = found === undefined || deviceKey === undefined ? [] : await visitor.prizesOf(found.id, deviceKey);
    reply
      .code(found === undefined ? 404 : 200)
      .type('text/html; charset=utf-8')
      // Each visit shows the tag as it is now (a recall can come at any time); nothing is kept by caches between.
      .header('cache-control', 'no-store')
      .header('vary', 'accept-language');
    return tagPageHtml({
      page,
      language,
      colors,
      prizes,
      tenantId: found?.tenantId ?? null,
      scriptUrl: await scriptUrl(),
      storeLinks: options.storeLinks,
      secureLink,
    });
  }

  // Anyone may open it, and each visit reads the database: counted per client address as the public endpoints are.
  app.get('/t/*', { config: PUBLIC_ENDPOINT_ROUTE_CONFIG }, async (request, reply) => {
    const code = plainTagLinkReader.read(request.url);
    const found = code?.kind !== 'plain' ? undefined : await visitor.byTagId(code.tagId);
    return renderTagPage(request, reply, found, 'unverified');
  });

  // A secure tag's tap (issue 27 §4). The page says what the tap proves if this visit is the first to record it:
  // genuine for a counter above the tag's, a possible copy otherwise; the scan the page then sends is what moves the
  // counter, and its answer corrects the page should another tap have recorded that counter first. A message that
  // does not verify gets the 'resource not found' page, whichever check it failed.
  app.get('/s/*', { config: PUBLIC_ENDPOINT_ROUTE_CONFIG }, async (request, reply) => {
    const code = secureTagLinkReader.read(request.url);
    const tap = code?.kind !== 'secure' ? undefined : await options.taps?.verify(code);
    const found = tap?.counter == null ? undefined : await visitor.bySecureTap(tap.lotId, tap.uid);
    const genuine = found !== undefined && (found.sdmCounter === null || (tap?.counter ?? -1) > found.sdmCounter);
    return renderTagPage(request, reply, found, genuine ? 'genuine' : 'replayed', true);
  });
}

/**
 * The script's address, read again at most once a second: in development the public app rebuilds it under a new
 * hashed name while the server runs.
 */
function latestScriptUrl(publicDist: string): () => Promise<string | undefined> {
  let read: { at: number; url: Promise<string | undefined> } | undefined;
  return () => {
    if (read === undefined || Date.now() - read.at > 1000) read = { at: Date.now(), url: tagPageScriptUrl(publicDist) };
    return read.url;
  };
}

/** The hashed script file Vite built, from its manifest; undefined when the public app is not built. */
async function tagPageScriptUrl(publicDist: string): Promise<string | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path.join(publicDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file?: string } | undefined
    >;
    const file = manifest[TAG_PAGE_SCRIPT_ENTRY]?.file;
    return file === undefined ? undefined : `/pub/${file}`;
  } catch {
    return undefined;
  }
}
