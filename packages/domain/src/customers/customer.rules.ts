/**
 * Customer form rules (spec A §5): code and name required ('required field'), no text longer than it is kept;
 * code locked on edit; with single reading on, at least one language message must be non-empty.
 */
import { isBlank, maxLengthErrors, requireFields, type RuleError } from '../shared/errors';
import { LANGUAGES } from '../shared/languages';
import { cnpjErrors, compactTaxId } from '../shared/tax-id';
import {
  CUSTOMER_CODE_MAX,
  CUSTOMER_NAME_MAX,
  CUSTOMER_TAX_ID_MAX,
  DEFAULT_CUSTOMER_TAX_ID,
  type Customer,
  type CustomerInput,
  type SingleReadingMessages,
} from './customer.model';

export const SINGLE_READING_MESSAGE_REQUIRED = 'SINGLE_READING_MESSAGE_REQUIRED';
export const CUSTOMER_CODE_LOCKED = 'CUSTOMER_CODE_LOCKED';
/** Another customer of the same partner has this code (codes are unique within a partner, letter case aside). */
export const CUSTOMER_CODE_EXISTS = 'CUSTOMER_CODE_EXISTS';
/** spec A §8: a customer with users, products or lots cannot be deleted (error 1, shown translated). */
export const CUSTOMER_IN_USE = 'CUSTOMER_IN_USE';

export function validateCustomer(input: CustomerInput): RuleError[] {
  const errors = [
    ...requireFields(input, ['code', 'name']),
    ...maxLengthErrors(input.code, 'code', CUSTOMER_CODE_MAX),
    ...maxLengthErrors(input.name, 'name', CUSTOMER_NAME_MAX),
    ...taxIdErrors(input.taxId),
  ];
  if (input.singleReading && !hasAnyMessage(input.singleReadingMessages))
    errors.push({ key: SINGLE_READING_MESSAGE_REQUIRED, field: 'singleReadingMessages' });
  return errors;
}

/**
 * spec A §3, §9: a customer's tax id defaults to twelve zeros. Twelve characters are no CNPJ (it has fourteen), so
 * the default means "not given" and is accepted, as is a blank field (stored as the default); anything else must be
 * a CNPJ with its check digits.
 */
export function isTaxIdNotGiven(taxId: string): boolean {
  return isBlank(taxId) || compactTaxId(taxId) === DEFAULT_CUSTOMER_TAX_ID;
}

/** One message for the tax id: too long for its column, else not a CNPJ unless it is the default. */
function taxIdErrors(taxId: string): RuleError[] {
  const tooLong = maxLengthErrors(taxId, 'taxId', CUSTOMER_TAX_ID_MAX);
  if (tooLong.length > 0) return tooLong;
  return isTaxIdNotGiven(taxId) ? [] : cnpjErrors(taxId, 'taxId');
}

function hasAnyMessage(messages: SingleReadingMessages): boolean {
  return LANGUAGES.some((language) => !isBlank(messages[language.id]));
}

/** spec A §5: "code locked on edit". Refuses an edit whose code differs from the stored one. */
export function customerCodeChange(existing: Pick<Customer, 'code'>, input: Pick<CustomerInput, 'code'>): RuleError[] {
  return existing.code.trim() === input.code.trim() ? [] : [{ key: CUSTOMER_CODE_LOCKED, field: 'code' }];
}

/**
 * What is stored: text trimmed; the CNPJ without its mask, upper case; a tax id left blank takes the default twelve
 * zeros (spec A §3, §9; the tax id is not a required field).
 */
export function normaliseCustomer(input: CustomerInput): CustomerInput {
  const messages = input.singleReadingMessages;
  return {
    ...input,
    code: input.code.trim(),
    name: input.name.trim(),
    taxId: isTaxIdNotGiven(input.taxId) ? DEFAULT_CUSTOMER_TAX_ID : compactTaxId(input.taxId),
    singleReadingMessages: { 1: messages[1].trim(), 2: messages[2].trim(), 3: messages[3].trim() },
  };
}
