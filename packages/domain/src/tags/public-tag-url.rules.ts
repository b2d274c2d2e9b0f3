/**
 * The address a tag's QR code holds (spec B §2: the public tag page is `/t/{hash}`). The server prints it into the
 * codes it makes; the partner area's QR download writes the same. The one place this rule is written.
 */

/** The public app's tag page for `tagId` on the site at `publicUrl` (trailing slashes on it do not matter). */
export function publicTagUrl(publicUrl: string, tagId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/t/${encodeURIComponent(tagId)}`;
}
