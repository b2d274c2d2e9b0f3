/**
 * The manufacturer's colours for its tag pages: the primary and secondary colours of the app template its partner
 * designed (theme.json in the stored zip). Read once per tenant and kept a minute, so a page costs no zip reading;
 * the defaults when there is no template or it cannot be read.
 */
import JSZip from 'jszip';
import { DEFAULT_LAYOUT_COLORS, readLayoutTheme, THEME_FILE_NAME } from '@tagtrail/domain';
import type { TagPageColors } from '@tagtrail/public-pages';
import { templateKey } from '../apps/app-templates.routes';
import type { FileStorage } from '../files/file-storage';

const KEEP_MS = 60_000;
/** Bounded, as the set of tenants is: a flood of tenant ids cannot grow it past this. */
const MAX_TENANTS = 5_000;

export function tagPageThemes(files: FileStorage, now: () => number = Date.now) {
  const kept = new Map<string, { colors: TagPageColors; until: number }>();
  return async function colorsOf(tenantId: string | null): Promise<TagPageColors> {
    if (tenantId === null) return DEFAULT_LAYOUT_COLORS;
    const hit = kept.get(tenantId);
    if (hit !== undefined && hit.until > now()) return hit.colors;
    const colors = await readColors(files, tenantId);
    if (kept.size >= MAX_TENANTS) kept.clear();
    kept.set(tenantId, { colors, until: now() + KEEP_MS });
    return colors;
  };
}

async function readColors(files: FileStorage, tenantId: string): Promise<TagPageColors> {
  try {
    const zipBytes = await files.get(templateKey(tenantId));
    if (zipBytes === undefined) return DEFAULT_LAYOUT_COLORS;
    const json = await (await JSZip.loadAsync(zipBytes)).file(THEME_FILE_NAME)?.async('string');
    const read = json === undefined ? undefined : readLayoutTheme(json);
    return read?.ok === true ? read.theme.template : DEFAULT_LAYOUT_COLORS;
  } catch {
    // A template that cannot be read is the partner's to fix in the designer; the page still shows, in our colours.
    return DEFAULT_LAYOUT_COLORS;
  }
}
