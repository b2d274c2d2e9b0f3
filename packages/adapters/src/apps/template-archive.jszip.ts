/**
 * TemplateArchivePort with jszip. The library loads with the first zip packed or opened, so only the layout
 * designer pays for it.
 */
import type { TemplateArchivePort } from '@tagtrail/domain';

const loadJsZip = () => import('jszip').then((module) => module.default);

export class JsZipTemplateArchive implements TemplateArchivePort {
  async pack(entries: ReadonlyMap<string, Uint8Array>): Promise<Uint8Array> {
    const JSZip = await loadJsZip();
    const zip = new JSZip();
    // A fixed date: the same design packs to the same bytes.
    const date = new Date(Date.UTC(2026, 0, 1));
    for (const [name, bytes] of entries) zip.file(name, bytes, { date, binary: true });
    return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  }

  async unpack(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
    const JSZip = await loadJsZip();
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    const entries = new Map<string, Uint8Array>();
    for (const entry of Object.values(zip.files)) {
      if (!entry.dir) entries.set(entry.name, await entry.async('uint8array'));
    }
    return entries;
  }
}
