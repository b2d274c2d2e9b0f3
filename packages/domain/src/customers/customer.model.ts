/** Customer (cliente, spec A §3): a manufacturer a partner serves, with its single-reading messages and tenant. */
import * as v from 'valibot';

/** spec A §3, §9: "Default customer tax id: twelve zeros". */
export const DEFAULT_CUSTOMER_TAX_ID = '000000000000';

/** The longest code, name and tax id a customer holds, once trimmed (the columns' sizes). */
export const CUSTOMER_CODE_MAX = 50;
export const CUSTOMER_NAME_MAX = 150;
export const CUSTOMER_TAX_ID_MAX = 30;

/**
 * The single-reading warning per interface language (spec A §3 "a map of language id to message"; B §4: shown in
 * the visitor's language when a single-use tag is read again). Keys are the language ids 1, 2 and 3.
 */
export const SingleReadingMessagesSchema = v.object({
  1: v.string(),
  2: v.string(),
  3: v.string(),
});
export type SingleReadingMessages = v.InferOutput<typeof SingleReadingMessagesSchema>;

export const EMPTY_SINGLE_READING_MESSAGES: SingleReadingMessages = Object.freeze({ 1: '', 2: '', 3: '' });

export const CustomerInputSchema = v.object({
  code: v.string(),
  name: v.string(),
  taxId: v.string(),
  /** produtoVinculado: its meaning is not shown; kept as the flag the payload carries. */
  linkedProduct: v.boolean(),
  /** clienteExclusivo: the exclusive-customer flag. */
  exclusive: v.boolean(),
  /** leituraUnica: each tag of this customer is meant to be read once. */
  singleReading: v.boolean(),
  singleReadingMessages: SingleReadingMessagesSchema,
});
export type CustomerInput = v.InferOutput<typeof CustomerInputSchema>;

/** The tenant id is given by the server when the customer is created; the app template is stored under it. */
export const CustomerSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  ...CustomerInputSchema.entries,
  tenantId: v.string(),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** A row of the partner area's customer list (spec A §2: code, name). */
export const CustomerRowSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  code: v.string(),
  name: v.string(),
});
export type CustomerRow = v.InferOutput<typeof CustomerRowSchema>;

/** A customer in a select (spec A §7: list [clienteId, nome]). */
export const CustomerOptionSchema = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string() });
export type CustomerOption = v.InferOutput<typeof CustomerOptionSchema>;

/** A product of a customer in a select (spec A §7: [produtoId, codigo, nome]). */
export const CustomerProductOptionSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  code: v.string(),
  name: v.string(),
});
export type CustomerProductOption = v.InferOutput<typeof CustomerProductOptionSchema>;

export const emptyCustomerInput: CustomerInput = Object.freeze({
  code: '',
  name: '',
  taxId: DEFAULT_CUSTOMER_TAX_ID,
  linkedProduct: false,
  exclusive: false,
  singleReading: false,
  singleReadingMessages: EMPTY_SINGLE_READING_MESSAGES,
});
