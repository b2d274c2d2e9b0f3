/** Where the lot screens live in the Partner area (spec A §2: /lotes the list, /lote/{id} the customer choice). */
export const partnerLotPaths = {
  list: '/areaparceiro/lotes',
  edit: (id: number) => `/areaparceiro/lote/${id}`,
} as const;
