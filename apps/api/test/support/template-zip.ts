/** App template zips for tests: a valid one for a tenant, and the pieces to break it with. */
import JSZip from 'jszip';
import { buildLayoutTheme, DEFAULT_LAYOUT_COLORS, LAYOUT_IMAGE_NAMES, layoutThemeJson } from '@tagtrail/domain';

/** A 1×1 transparent PNG. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

export function templateZipEntries(tenantId: string): Record<string, Uint8Array | string> {
  return {
    'theme.json': layoutThemeJson(buildLayoutTheme(DEFAULT_LAYOUT_COLORS, tenantId)),
    ...Object.fromEntries(LAYOUT_IMAGE_NAMES.map((name) => [name, TINY_PNG])),
  };
}

export async function zipOf(entries: Record<string, Uint8Array | string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

export function templateForm(zip: Uint8Array, field = 'arquivo'): FormData {
  const form = new FormData();
  form.append(field, new Blob([zip], { type: 'application/zip' }), 'template.zip');
  return form;
}
