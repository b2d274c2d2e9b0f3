/** A record id from a path segment: a positive whole number, or undefined (the page is then not found). */
export function recordId(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^\d{1,15}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id >= 1 ? id : undefined;
}
