/** The one e-mail check for every form that asks for one (spec A §5: "a standard e-mail pattern"). */
import { INVALID_EMAIL_KEY, isBlank, type RuleError } from './errors';

// The WHATWG pattern for <input type="email">: what browsers accept, so form and server agree.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

/** INVALID_EMAIL on `field` for a filled value that is not an e-mail; a blank one is the required check's business. */
export function emailErrors(value: string, field = 'email'): RuleError[] {
  return !isBlank(value) && !isEmail(value) ? [{ key: INVALID_EMAIL_KEY, field }] : [];
}
