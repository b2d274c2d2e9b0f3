/**
 * What the public reading's `code` (the full page URL a phone opened) names: a tag, read by a TagCodeReader. Today's
 * codes are plain `/t/{tagId}` links; a reader that verifies cryptographic NFC links (NTAG 424 DNA SUN parameters,
 * a counter and a CMAC in the query) plugs in here later without touching the route.
 */
export interface TagCode {
  /** The tag id the link names, as stored (compared without regard to case). */
  readonly tagId: string;
}

export interface TagCodeReader {
  /** The tag a code names; undefined when the code names none (the page then says 'resource not found'). */
  read(code: string): TagCode | undefined;
}

/** A tag id: what /t/{tagId} may hold (NFC chip ids and QR hashes alike), never a path or a query. */
const TAG_ID = /^[A-Za-z0-9._~-]{1,64}$/;

/**
 * Plain tag links, absolute or a bare path: the last segment after `/t/` is the tag id. The host is not checked: a
 * tag printed for one of our domains reads on another (a staging copy, a renamed site).
 */
export const plainTagLinkReader: TagCodeReader = {
  read(code) {
    // The path alone: the scheme and host (if any) before it, the query and fragment after it, left out.
    const path = code.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/s, '');
    const match = /^\/t\/([^/]+)\/?$/.exec(path);
    if (match === null) return undefined;
    let tagId: string;
    try {
      tagId = decodeURIComponent(match[1] ?? '');
    } catch {
      return undefined;
    }
    return TAG_ID.test(tagId) ? { tagId } : undefined;
  },
};
