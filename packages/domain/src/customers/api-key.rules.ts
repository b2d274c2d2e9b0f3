/** The rules of a customer's API keys (issue 29 §5) the form and the server share. */
import { maxLengthErrors, REQUIRED_FIELD_MESSAGE, type RuleError } from '../shared/errors';

/** Every key begins so: a secret scanner, or a person, recognises one that leaked. */
export const API_KEY_PREFIX = 'ttk_';
export const API_KEY_NAME_MAX = 100;
/** How many characters of the key's random part the list shows. */
export const API_KEY_HINT_LENGTH = 4;
/** Keys that work at once, per customer: a key per system that reads the events is plenty. */
export const MAX_ACTIVE_API_KEYS = 20;
/** The customer has MAX_ACTIVE_API_KEYS keys that work: revoke one first. */
export const API_KEY_LIMIT_REACHED = 'API_KEY_LIMIT_REACHED';

/** The errors of a key's name on `field`: required, at most API_KEY_NAME_MAX characters (trimmed). */
export function apiKeyNameErrors(name: string, field = 'name'): RuleError[] {
  if (name.trim() === '') return [{ key: REQUIRED_FIELD_MESSAGE, field }];
  return maxLengthErrors(name, field, API_KEY_NAME_MAX);
}

/** Whether `text` has the form of one of our keys (the prefix, 43 base64url characters: 256 bits). */
export function isApiKeyText(text: string): boolean {
  return /^ttk_[A-Za-z0-9_-]{43}$/.test(text);
}
