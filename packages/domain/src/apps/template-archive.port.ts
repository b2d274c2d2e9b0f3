/**
 * Zip archives of app templates (spec A §3 "App template"), packed and opened in the browser: the domain says what
 * goes in them (theme.json, the six images), an adapter holds the zip library.
 */
export interface TemplateArchivePort {
  /** A zip holding each entry under its name. */
  pack(entries: ReadonlyMap<string, Uint8Array>): Promise<Uint8Array>;
  /** The entries of a zip by name (folders left out); rejects when the bytes are not a zip. */
  unpack(zip: Uint8Array): Promise<Map<string, Uint8Array>>;
}

export const TemplateArchivePortToken = Symbol.for('TemplateArchivePort');
