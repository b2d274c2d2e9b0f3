/**
 * The check an uploaded app template passes before it is stored (spec A §3 "App template"): a real zip holding
 * exactly theme.json and the six png images, each image a PNG by its bytes, theme.json a theme of this customer's
 * tenant by the domain's schema, and every size bounded. Entries are inflated with a byte cap, so a zip bomb is
 * refused after at most TEMPLATE_LIMITS.entryBytes of output, whatever its headers claim.
 */
import JSZip from 'jszip';
import {
  LAYOUT_IMAGE_NAMES,
  LAYOUT_IMAGE_PNG_ONLY,
  LAYOUT_TEMPLATE_FILE_MISSING,
  LAYOUT_TEMPLATE_FILES,
  readLayoutTheme,
  THEME_FILE_NAME,
  type RuleError,
} from '@tagtrail/domain';

export const TEMPLATE_LIMITS = {
  /** The upload itself: six phone-sized images compress to far less. */
  zipBytes: 8 * 1024 * 1024,
  /** One entry, inflated. */
  entryBytes: 4 * 1024 * 1024,
} as const;

export const TEMPLATE_NOT_A_ZIP = 'TEMPLATE_NOT_A_ZIP';
export const TEMPLATE_UNEXPECTED_FILE = 'TEMPLATE_UNEXPECTED_FILE';
export const TEMPLATE_TOO_LARGE = 'TEMPLATE_TOO_LARGE';
export const TEMPLATE_OF_ANOTHER_TENANT = 'TEMPLATE_OF_ANOTHER_TENANT';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/**
 * The entry's bytes, or undefined once they pass `limit`: inflation stops there. (jszip's stream is an old-style
 * readable, read through its events.)
 */
function inflateAtMost(entry: JSZip.JSZipObject, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stream.pause();
      stream.removeAllListeners('data');
      resolve(undefined);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks, size))));
  });
}

/** Every problem of the zip, each naming the file it concerns; none means it may be stored. */
export async function templateZipProblems(zipBytes: Uint8Array, tenantId: string): Promise<RuleError[]> {
  if (zipBytes.length > TEMPLATE_LIMITS.zipBytes) return [{ key: TEMPLATE_TOO_LARGE }];
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(zipBytes, { checkCRC32: true });
  } catch {
    return [{ key: TEMPLATE_NOT_A_ZIP }];
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  const names = new Set(entries.map((entry) => entry.name));
  const problems: RuleError[] = [
    ...entries
      .filter((entry) => !LAYOUT_TEMPLATE_FILES.includes(entry.name))
      .map((entry) => ({ key: TEMPLATE_UNEXPECTED_FILE, field: entry.name })),
    ...LAYOUT_TEMPLATE_FILES.filter((name) => !names.has(name)).map((name) => ({
      key: LAYOUT_TEMPLATE_FILE_MISSING,
      field: name,
    })),
  ];
  if (problems.length > 0) return problems;

  for (const name of LAYOUT_TEMPLATE_FILES) {
    const entry = zip.file(name);
    if (entry === null) continue;
    let bytes: Uint8Array | undefined;
    try {
      bytes = await inflateAtMost(entry, TEMPLATE_LIMITS.entryBytes);
    } catch {
      problems.push({ key: TEMPLATE_NOT_A_ZIP, field: name });
      continue;
    }
    if (bytes === undefined) problems.push({ key: TEMPLATE_TOO_LARGE, field: name });
    else if (name === THEME_FILE_NAME) problems.push(...themeProblems(bytes, tenantId));
    else if ((LAYOUT_IMAGE_NAMES as readonly string[]).includes(name) && !isPng(bytes))
      problems.push({ key: LAYOUT_IMAGE_PNG_ONLY, field: name });
  }
  return problems;
}

function themeProblems(bytes: Uint8Array, tenantId: string): RuleError[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return [{ key: 'LAYOUT_THEME_INVALID', field: THEME_FILE_NAME }];
  }
  const read = readLayoutTheme(text);
  if (!read.ok)
    return read.errors.map((error) => ({
      ...error,
      field: error.field === undefined ? THEME_FILE_NAME : `${THEME_FILE_NAME}:${error.field}`,
    }));
  return read.theme.tenant.id === tenantId ? [] : [{ key: TEMPLATE_OF_ANOTHER_TENANT, field: THEME_FILE_NAME }];
}
