/**
 * Customer calls (spec A §7 "Customers (partner area)", "Partners" for the admin selects): customers, their users,
 * and the customer and product selects the lot forms cascade.
 */
import * as v from 'valibot';
import type {
  Customer,
  CustomerInput,
  CustomerOption,
  CustomerProductOption,
  CustomerRow,
  CustomerUser,
  CustomerUserInput,
  CustomerUserRow,
  SingleReadingMessages,
} from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam } from './endpoint';
import { PagedQuerySchema, paged } from './paging.wire';
import {
  userAccountInputWire,
  userAccountWire,
  userAccountRowWire,
  UsuarioParceiroCriadoSchema,
} from './partner-users.contract';
import { codedField, field, wireRecord } from './wire-record';

const admin = ACCESS.admin;
const partner = ACCESS.partner;

const LANGUAGE_KEYS = ['1', '2', '3'] as const;

/**
 * True for the text of a JSON object whose keys are language ids (1, 2, 3) and whose values are strings without a
 * NUL character (an escaped `\u0000`, which PostgreSQL's jsonb refuses, failing the whole call).
 */
function isMessageMapJson(text: string): boolean {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  return Object.entries(data).every(
    ([key, value]) =>
      (LANGUAGE_KEYS as readonly string[]).includes(key) && typeof value === 'string' && !value.includes('\u0000'),
  );
}

/**
 * leituraUnicaMensagem travels as a JSON *string* holding the map, e.g. `"{\"1\":\"Já lido\",\"2\":\"Already read\"}"`,
 * or null when no language has a message. Why a string: spec A §3 says the map is "sent as JSON" and B §3 calls the
 * public answer's copy a "JSON map" — the encoding is called out for this field alone, which inside a JSON body only
 * means something if the value is itself JSON text (the backend keeps it as one text column and hands it to the
 * mobile app unchanged). An object would have needed no remark.
 */
export const LeituraUnicaMensagemSchema = v.nullable(
  v.pipe(v.string(), v.check(isMessageMapJson, 'expected a JSON object of language id (1, 2, 3) to message')),
);

const customerInputFields = {
  code: field('codigo', v.string()),
  name: field('nome', v.string()),
  taxId: field('cnpj', v.string()),
  linkedProduct: field('produtoVinculado', v.boolean()),
  exclusive: field('clienteExclusivo', v.boolean()),
  singleReading: field('leituraUnica', v.boolean()),
  singleReadingMessages: codedField('leituraUnicaMensagem', LeituraUnicaMensagemSchema, {
    fromWire: singleReadingMessagesFromWire,
    toWire: singleReadingMessagesToWire,
  }),
};
export const customerInputWire = wireRecord(customerInputFields);
export const ClienteInputSchema = customerInputWire.schema;
export type ClienteInputWire = v.InferOutput<typeof ClienteInputSchema>;

export const customerWire = wireRecord({
  id: field('id', v.number()),
  ...customerInputFields,
  tenantId: field('tenantId', v.string()),
});
export const ClienteSchema = customerWire.schema;
export type ClienteWire = v.InferOutput<typeof ClienteSchema>;

/** spec A §7: GET cliente/pagination/ answers dataRecords [codigo, nome, id]. */
export const customerRowWire = wireRecord({
  code: field('codigo', v.string()),
  name: field('nome', v.string()),
  id: field('id', v.number()),
});
export const ClienteRowSchema = customerRowWire.schema;
export type ClienteRowWire = v.InferOutput<typeof ClienteRowSchema>;

/** spec A §7: list [clienteId, nome]. */
export const customerOptionWire = wireRecord({ id: field('clienteId', v.number()), name: field('nome', v.string()) });
export const ClienteOpcaoSchema = customerOptionWire.schema;
export type ClienteOpcaoWire = v.InferOutput<typeof ClienteOpcaoSchema>;

/** spec A §7: [produtoId, codigo, nome]. */
export const customerProductOptionWire = wireRecord({
  id: field('produtoId', v.number()),
  code: field('codigo', v.string()),
  name: field('nome', v.string()),
});
export const ClienteProdutoOpcaoSchema = customerProductOptionWire.schema;
export type ClienteProdutoOpcaoWire = v.InferOutput<typeof ClienteProdutoOpcaoSchema>;

/** spec A §3 "Customer user: usuarioId, usuario, nome, email". */
export const UsuarioClienteSchema = userAccountWire.schema;
export type UsuarioClienteWire = v.InferOutput<typeof UsuarioClienteSchema>;

/** spec A §7: the list returns dataRecords [usuario, usuarioId]. */
export const UsuarioClienteRowSchema = userAccountRowWire.schema;
export type UsuarioClienteRowWire = v.InferOutput<typeof UsuarioClienteRowSchema>;

export const UsuarioClienteInputSchema = userAccountInputWire.schema;
export type UsuarioClienteInputWire = v.InferOutput<typeof UsuarioClienteInputSchema>;

/**
 * spec A §7 says POST "returns an id"; ours answers an object with it and the new account's one-time password, shown
 * once, exactly as partner users are created (see UsuarioParceiroCriadoSchema): the same machinery, the same answer.
 */
export const UsuarioClienteCriadoSchema = UsuarioParceiroCriadoSchema;

const idParams = v.object({ id: IdParam });
const partnerCustomerParams = v.object({ parceiroId: IdParam, clienteId: IdParam });
const customerUserParams = v.object({ id: IdParam, usuarioId: IdParam });

export const customerContract = {
  all: endpoint({
    method: 'GET',
    path: 'cliente',
    summary: "The caller's customers, unpaged (code, name, id)",
    response: v.array(ClienteRowSchema),
    ...partner,
  }),
  list: endpoint({
    method: 'GET',
    path: 'cliente/pagination/',
    summary: 'Customer list (paged): dataRecords [codigo, nome, id]',
    query: PagedQuerySchema,
    response: paged(ClienteRowSchema),
    ...partner,
  }),
  get: endpoint({
    method: 'GET',
    path: 'cliente/{id}',
    summary: 'One customer',
    params: idParams,
    response: ClienteSchema,
    ...partner,
  }),
  create: endpoint({
    method: 'POST',
    path: 'cliente',
    summary: 'Create a customer; the server gives it a tenant id; answers the new id',
    body: ClienteInputSchema,
    response: v.number(),
    ...partner,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'cliente/{id}',
    summary: 'Update a customer (its code cannot change); answers its id',
    params: idParams,
    body: ClienteInputSchema,
    response: v.number(),
    ...partner,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'cliente/{id}',
    summary: 'Delete a customer; refused with error 1 and a message key while it has users, products or lots',
    params: idParams,
    ...partner,
  }),
};

export const customerOptionsContract = {
  customersOfPartner: endpoint({
    method: 'GET',
    path: 'parceiro/{id}/clientes',
    summary: "A partner's customers for the admin lot form: list [clienteId, nome]",
    params: idParams,
    response: v.array(ClienteOpcaoSchema),
    ...admin,
  }),
  productsOfPartnerCustomer: endpoint({
    method: 'GET',
    path: 'parceiro/{parceiroId}/clientes/{clienteId}/produtos',
    summary: "A partner's customer's products for the admin lot form: [produtoId, codigo, nome]",
    params: partnerCustomerParams,
    response: v.array(ClienteProdutoOpcaoSchema),
    ...admin,
  }),
  myCustomers: endpoint({
    method: 'GET',
    path: 'areaparceiro/clientes',
    summary: "The calling partner's customers: list [clienteId, nome]",
    response: v.array(ClienteOpcaoSchema),
    ...partner,
  }),
  productsOfMyCustomer: endpoint({
    method: 'GET',
    path: 'areaparceiro/clientes/{id}/produtos',
    summary: "One of the calling partner's customers' products: [produtoId, codigo, nome]",
    params: idParams,
    response: v.array(ClienteProdutoOpcaoSchema),
    ...partner,
  }),
};

export const customerUserContract = {
  list: endpoint({
    method: 'GET',
    path: 'areaparceiro/clientes/{id}/usuarios',
    summary: "A customer's users (paged): dataRecords [usuario, usuarioId]",
    params: idParams,
    query: PagedQuerySchema,
    response: paged(UsuarioClienteRowSchema),
    ...partner,
  }),
  get: endpoint({
    method: 'GET',
    path: 'areaparceiro/clientes/{id}/usuarios/{usuarioId}',
    summary: 'One customer user (read-only once stored)',
    params: customerUserParams,
    response: UsuarioClienteSchema,
    ...partner,
  }),
  create: endpoint({
    method: 'POST',
    path: 'areaparceiro/clientes/{id}/usuarios',
    summary: 'Create a customer user; answers an object with the new id and its one-time password (shown once)',
    params: idParams,
    body: UsuarioClienteInputSchema,
    response: UsuarioClienteCriadoSchema,
    ...partner,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'areaparceiro/clientes/{id}/usuarios/{usuarioId}',
    summary: 'Delete a customer user',
    params: customerUserParams,
    ...partner,
  }),
};

/** A map with no message at all is sent as null. */
export function singleReadingMessagesToWire(messages: SingleReadingMessages): string | null {
  if (LANGUAGE_KEYS.every((key) => messages[key] === '')) return null;
  return JSON.stringify(Object.fromEntries(LANGUAGE_KEYS.map((key) => [key, messages[key]])));
}

/** Lenient on purpose: a stored value that is not a message map reads as no messages rather than failing the screen. */
export function singleReadingMessagesFromWire(text: string | null | undefined): SingleReadingMessages {
  let data: unknown;
  try {
    data = text === null || text === undefined || text === '' ? {} : JSON.parse(text);
  } catch {
    data = {};
  }
  const map = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const message = (key: (typeof LANGUAGE_KEYS)[number]) => (typeof map[key] === 'string' ? map[key] : '');
  return { 1: message('1'), 2: message('2'), 3: message('3') };
}

export const customerInputFromWire: (w: ClienteInputWire) => CustomerInput = customerInputWire.fromWire;
export const customerFromWire: (w: ClienteWire) => Customer = customerWire.fromWire;
export const customerToWire: (c: Customer) => ClienteWire = customerWire.toWire;
export const customerRowFromWire: (w: ClienteRowWire) => CustomerRow = customerRowWire.fromWire;
export const customerRowToWire: (r: CustomerRow) => ClienteRowWire = customerRowWire.toWire;
export const customerOptionFromWire: (w: ClienteOpcaoWire) => CustomerOption = customerOptionWire.fromWire;
export const customerOptionToWire: (o: CustomerOption) => ClienteOpcaoWire = customerOptionWire.toWire;
export const customerProductOptionFromWire: (w: ClienteProdutoOpcaoWire) => CustomerProductOption =
  customerProductOptionWire.fromWire;
export const customerProductOptionToWire: (o: CustomerProductOption) => ClienteProdutoOpcaoWire =
  customerProductOptionWire.toWire;
export const customerUserFromWire: (w: UsuarioClienteWire) => CustomerUser = userAccountWire.fromWire;
export const customerUserToWire: (u: CustomerUser) => UsuarioClienteWire = userAccountWire.toWire;
export const customerUserRowFromWire: (w: UsuarioClienteRowWire) => CustomerUserRow = userAccountRowWire.fromWire;
export const customerUserRowToWire: (r: CustomerUserRow) => UsuarioClienteRowWire = userAccountRowWire.toWire;
export const customerUserInputFromWire: (w: UsuarioClienteInputWire) => CustomerUserInput =
  userAccountInputWire.fromWire;
export const customerUserInputToWire: (u: CustomerUserInput) => UsuarioClienteInputWire = userAccountInputWire.toWire;
