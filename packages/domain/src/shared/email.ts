/** The one e-mail check for every form that asks for one (spec A §5: "a standard e-mail pattern"). */
export const INVALID_EMAIL_KEY = 'INVALID_EMAIL';

// The WHATWG pattern for <input type="email">: what browsers accept, so form and server agree.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}
