/** The domain's and the server's message keys (RuleError.key, PortError.messageKey), in the `records` namespace. */
import type { TFunction } from 'i18next';
import type { TextKey } from './texts';
import { recordsEn } from './resources/records/en';

const MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.keys(recordsEn.messages));

/**
 * A message key from the domain (RuleError.key) or the server (PortError.messageKey), translated;
 * `fallback` when no language knows the key.
 */
export function translateMessage(
  t: TFunction,
  key: string,
  params?: Readonly<Record<string, string | number>>,
  fallback?: TextKey,
): string {
  if (!MESSAGE_KEYS.has(key)) return fallback ? t(fallback) : key;
  return t(`messages.${key}` as TextKey, params ?? {});
}

export function isKnownMessage(key: string | undefined): key is string {
  return key !== undefined && MESSAGE_KEYS.has(key);
}
