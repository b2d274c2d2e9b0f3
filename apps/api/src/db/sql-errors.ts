/**
 * What a database error says. drizzle wraps the driver's error (node-postgres or PGlite) in `cause`; both carry the
 * SQLSTATE in `code` and the index or key that refused the write in `constraint`.
 */

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, however deep the wrapping; undefined for any other error. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a database error names, or ''. */
export function constraintOf(error: unknown): string {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return '';
}
