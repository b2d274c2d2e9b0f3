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
import { UsuarioParceiroCriadoSchema } from './partner-users.contract';

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

export const ClienteInputSchema = v.object({
  codigo: v.string(),
  nome: v.string(),
  cnpj: v.string(),
  produtoVinculado: v.boolean(),
  clienteExclusivo: v.boolean(),
  leituraUnica: v.boolean(),
  leituraUnicaMensagem: LeituraUnicaMensagemSchema,
});
export type ClienteInputWire = v.InferOutput<typeof ClienteInputSchema>;

export const ClienteSchema = v.object({
  id: v.number(),
  ...ClienteInputSchema.entries,
  tenantId: v.string(),
});
export type ClienteWire = v.InferOutput<typeof ClienteSchema>;

/** spec A §7: GET cliente/pagination/ answers dataRecords [codigo, nome, id]. */
export const ClienteRowSchema = v.object({ codigo: v.string(), nome: v.string(), id: v.number() });
export type ClienteRowWire = v.InferOutput<typeof ClienteRowSchema>;

/** spec A §7: list [clienteId, nome]. */
export const ClienteOpcaoSchema = v.object({ clienteId: v.number(), nome: v.string() });
export type ClienteOpcaoWire = v.InferOutput<typeof ClienteOpcaoSchema>;

/** spec A §7: [produtoId, codigo, nome]. */
export const ClienteProdutoOpcaoSchema = v.object({ produtoId: v.number(), codigo: v.string(), nome: v.string() });
export type ClienteProdutoOpcaoWire = v.InferOutput<typeof ClienteProdutoOpcaoSchema>;

/** spec A §3 "Customer user: usuarioId, usuario, nome, email". */
export const UsuarioClienteSchema = v.object({
  usuarioId: v.number(),
  usuario: v.string(),
  nome: v.string(),
  email: v.string(),
});
export type UsuarioClienteWire = v.InferOutput<typeof UsuarioClienteSchema>;

/** spec A §7: the list returns dataRecords [usuario, usuarioId]. */
export const UsuarioClienteRowSchema = v.object({ usuario: v.string(), usuarioId: v.number() });
export type UsuarioClienteRowWire = v.InferOutput<typeof UsuarioClienteRowSchema>;

export const UsuarioClienteInputSchema = v.object({ usuario: v.string(), nome: v.string(), email: v.string() });
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

export const customerInputFromWire = (w: ClienteInputWire): CustomerInput => ({
  code: w.codigo,
  name: w.nome,
  taxId: w.cnpj,
  linkedProduct: w.produtoVinculado,
  exclusive: w.clienteExclusivo,
  singleReading: w.leituraUnica,
  singleReadingMessages: singleReadingMessagesFromWire(w.leituraUnicaMensagem),
});
export const customerInputToWire = (c: CustomerInput): ClienteInputWire => ({
  codigo: c.code,
  nome: c.name,
  cnpj: c.taxId,
  produtoVinculado: c.linkedProduct,
  clienteExclusivo: c.exclusive,
  leituraUnica: c.singleReading,
  leituraUnicaMensagem: singleReadingMessagesToWire(c.singleReadingMessages),
});
export const customerFromWire = (w: ClienteWire): Customer => ({
  id: w.id,
  ...customerInputFromWire(w),
  tenantId: w.tenantId,
});
export const customerToWire = (c: Customer): ClienteWire => ({
  id: c.id,
  ...customerInputToWire(c),
  tenantId: c.tenantId,
});

export const customerRowFromWire = (w: ClienteRowWire): CustomerRow => ({ id: w.id, code: w.codigo, name: w.nome });
export const customerRowToWire = (r: CustomerRow): ClienteRowWire => ({ codigo: r.code, nome: r.name, id: r.id });

export const customerOptionFromWire = (w: ClienteOpcaoWire): CustomerOption => ({ id: w.clienteId, name: w.nome });
export const customerOptionToWire = (o: CustomerOption): ClienteOpcaoWire => ({ clienteId: o.id, nome: o.name });

export const customerProductOptionFromWire = (w: ClienteProdutoOpcaoWire): CustomerProductOption => ({
  id: w.produtoId,
  code: w.codigo,
  name: w.nome,
});
export const customerProductOptionToWire = (o: CustomerProductOption): ClienteProdutoOpcaoWire => ({
  produtoId: o.id,
  codigo: o.code,
  nome: o.name,
});

export const customerUserFromWire = (w: UsuarioClienteWire): CustomerUser => ({
  id: w.usuarioId,
  login: w.usuario,
  name: w.nome,
  email: w.email,
});
export const customerUserToWire = (u: CustomerUser): UsuarioClienteWire => ({
  usuarioId: u.id,
  usuario: u.login,
  nome: u.name,
  email: u.email,
});
export const customerUserRowFromWire = (w: UsuarioClienteRowWire): CustomerUserRow => ({
  id: w.usuarioId,
  login: w.usuario,
});
export const customerUserRowToWire = (r: CustomerUserRow): UsuarioClienteRowWire => ({
  usuario: r.login,
  usuarioId: r.id,
});
export const customerUserInputFromWire = (w: UsuarioClienteInputWire): CustomerUserInput => ({
  login: w.usuario,
  name: w.nome,
  email: w.email,
});
export const customerUserInputToWire = (u: CustomerUserInput): UsuarioClienteInputWire => ({
  usuario: u.login,
  nome: u.name,
  email: u.email,
});
