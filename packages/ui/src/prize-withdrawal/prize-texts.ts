/**
 * The CPF as the withdrawal form shows it while typed and as the winners list shows it, and the prize codes' messages:
 * the spec's keys of spec B §8 live in the `prizeWithdrawal` namespace, any other (a refusal's REQUIRED_FIELD_MESSAGE,
 * INVALID_CPF) in `records`.
 */
import type { TFunction } from 'i18next';
import { compactTaxId, CPF_LENGTH } from '@tagtrail/domain';
import { translateMessage } from '../i18n/messages';
import type { TextKey } from '../i18n/texts';
import { prizeWithdrawalEn } from '../i18n/resources/prize-withdrawal/en';

const PRIZE_MESSAGES: ReadonlySet<string> = new Set(Object.keys(prizeWithdrawalEn.prizeMessages));

/** The message key as a text key: the namespace's own, or `records`' messages. */
export function prizeMessageKey(key: string): TextKey {
  return (PRIZE_MESSAGES.has(key) ? `prizeMessages.${key}` : `messages.${key}`) as TextKey;
}

export function prizeMessage(t: TFunction, key: string): string {
  return PRIZE_MESSAGES.has(key) ? t(prizeMessageKey(key)) : translateMessage(t, key);
}

/** 111.444.777-35 as it is typed: digits only, at most 11, the mask's punctuation added as the digits arrive. */
export function cpfAsTyped(typed: string): string {
  const digits = compactTaxId(typed).replace(/\D/g, '').slice(0, CPF_LENGTH);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter((group) => group !== '');
  const checks = digits.slice(9);
  return `${groups.join('.')}${checks === '' ? '' : `-${checks}`}`;
}

/**
 * A winner's CPF in a list seen at a counter (issue 13 §7): hidden but for its last four digits, ***.***.*89-09.
 * A value that is not eleven digits (already masked by the server, or empty) is shown as it came.
 */
export function maskedCpf(cpf: string | null): string {
  if (cpf === null) return '';
  const digits = compactTaxId(cpf);
  if (!/^\d{11}$/.test(digits)) return cpf;
  return `***.***.*${digits.slice(7, 9)}-${digits.slice(9)}`;
}
