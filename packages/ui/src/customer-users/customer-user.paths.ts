/** Where a customer's user screens live in the Partner area (spec A §2). */
export const customerUserPaths = {
  list: (customerId: number) => `/areaparceiro/cliente/${customerId}/usuarios`,
  create: (customerId: number) => `/areaparceiro/cliente/${customerId}/usuario`,
  view: (customerId: number, id: number) => `/areaparceiro/cliente/${customerId}/usuario/${id}`,
  customer: (customerId: number) => `/areaparceiro/cliente/${customerId}`,
} as const;
