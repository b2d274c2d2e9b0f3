/**
 * Brazilian company and personal ids with their check digits (DESIGN "Domain"): CNPJ, alphanumeric for registrations
 * since July 2026 (IN RFB 2.229/2024) — 12 characters 0-9 or A-Z, then two numeric check digits — and CPF, 11 digits.
 * Both are stored and compared without the mask, upper case, and shown with it.
 */
import { isBlank, type RuleError } from './errors';

/** A CNPJ whose check digits do not match, or that is not 14 characters of the right kinds. */
export const INVALID_CNPJ = 'INVALID_CNPJ';
/** A CPF whose check digits do not match, or that is not 11 digits. */
export const INVALID_CPF = 'INVALID_CPF';

export const CNPJ_LENGTH = 14;
export const CPF_LENGTH = 11;
/** The masked forms' lengths: 00.000.000/0000-00 and 000.000.000-00. */
export const CNPJ_MASKED_LENGTH = 18;
export const CPF_MASKED_LENGTH = 14;

/** What a person may type around the characters: the mask's punctuation and spaces. */
const MASK_CHARACTERS = /[\s./-]/g;
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;
const CPF_SHAPE = /^[0-9]{11}$/;

/** The id as stored: the mask's punctuation and spaces dropped, letters upper case. Anything else is kept. */
export function compactTaxId(text: string): string {
  return text.replace(MASK_CHARACTERS, '').toUpperCase();
}

/**
 * Mod 11 over `characters` with weights from `firstWeight` down to 2, then 9 down to 2, and so on (the CNPJ's 5..2,
 * 9..2 and 6..2, 9..2; the CPF's 10..2 and 11..2 never wrap). A character counts as its ASCII code minus 48, so a
 * digit is itself and 'A' is 17. A remainder below 2 gives 0, else 11 minus it.
 */
function mod11CheckDigit(characters: string, firstWeight: number): number {
  let weight = firstWeight;
  let sum = 0;
  for (const character of characters) {
    sum += (character.charCodeAt(0) - 48) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of a CNPJ's first twelve characters (already compact and upper case). */
export function cnpjCheckDigits(base: string): string {
  const first = mod11CheckDigit(base, 5);
  const second = mod11CheckDigit(`${base}${first}`, 6);
  return `${first}${second}`;
}

/** The two check digits of a CPF's first nine digits. */
export function cpfCheckDigits(base: string): string {
  const first = mod11CheckDigit(base, 10);
  const second = mod11CheckDigit(`${base}${first}`, 11);
  return `${first}${second}`;
}

/** One character repeated (00.000.000/0000-00, 111.111.111-11): their check digits match, yet no one has them. */
const allSame = (text: string) => [...text].every((character) => character === text[0]);

/** A CNPJ, masked or not, in either case, with matching check digits. */
export function isCnpj(text: string): boolean {
  const compact = compactTaxId(text);
  return CNPJ_SHAPE.test(compact) && !allSame(compact) && cnpjCheckDigits(compact.slice(0, 12)) === compact.slice(12);
}

/** A CPF, masked or not, with matching check digits. */
export function isCpf(text: string): boolean {
  const compact = compactTaxId(text);
  return CPF_SHAPE.test(compact) && !allSame(compact) && cpfCheckDigits(compact.slice(0, 9)) === compact.slice(9);
}

/** 12.ABC.345/01DE-35: a 14-character id gets the mask; anything else is shown as given, so nothing is hidden. */
export function formatCnpj(text: string): string {
  const c = compactTaxId(text);
  if (c.length !== CNPJ_LENGTH) return text.trim();
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** 111.444.777-35: an 11-character id gets the mask; anything else is shown as given. */
export function formatCpf(text: string): string {
  const c = compactTaxId(text);
  if (c.length !== CPF_LENGTH) return text.trim();
  return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
}

/** INVALID_CNPJ on `field` for a filled value that is not a CNPJ; a blank one is the required check's business. */
export function cnpjErrors(value: string, field = 'taxId'): RuleError[] {
  return !isBlank(value) && !isCnpj(value) ? [{ key: INVALID_CNPJ, field }] : [];
}

/** INVALID_CPF on `field` for a filled value that is not a CPF; a blank one is the required check's business. */
export function cpfErrors(value: string, field = 'cpf'): RuleError[] {
  return !isBlank(value) && !isCpf(value) ? [{ key: INVALID_CPF, field }] : [];
}
