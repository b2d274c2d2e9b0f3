/** Where a customer's app screens live in the Partner area (spec A §2 "/cliente/{clienteId}/aplicativo…"). */
const customer = (customerId: number) => `/areaparceiro/cliente/${customerId}`;

export const appConfigPaths = {
  /** The customer list, where a partner reaches a customer's apps. */
  customers: '/areaparceiro/clientes',
  summary: (customerId: number) => `${customer(customerId)}/aplicativos/`,
  create: (customerId: number) => `${customer(customerId)}/aplicativo/`,
  edit: (customerId: number, appId: number) => `${customer(customerId)}/aplicativo/${appId}`,
  layout: (customerId: number, appId: number) => `${customer(customerId)}/aplicativo/${appId}/layout`,
} as const;
