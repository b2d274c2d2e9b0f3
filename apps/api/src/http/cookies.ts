/**
 * A cookie's value from a request's Cookie header: the one reading of it on the server (the sign-in page's known
 * browser and language, the scan's device cookie). The value as sent; our cookies hold base64url and codes only.
 */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
