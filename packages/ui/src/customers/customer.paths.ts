/** Where the customer screens live in the Partner area (spec A §2). */
export const customerPaths = {
  list: '/areaparceiro/clientes',
  create: '/areaparceiro/cliente/',
  edit: (id: number) => `/areaparceiro/cliente/${id}`,
  users: (id: number) => `/areaparceiro/cliente/${id}/usuarios`,
  /** The customer's app configuration (its own screens, beside the lots'). */
  apps: (id: number) => `/areaparceiro/cliente/${id}/aplicativos/`,
} as const;
