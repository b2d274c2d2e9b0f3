/** A prize code from a path segment (/promocao/{id}/premio/{codigo}): decoded, trimmed, upper-cased; undefined when empty or malformed. */
export function prizeCode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const code = decoded.trim().toUpperCase();
  return code === '' || code.length > 64 ? undefined : code;
}
