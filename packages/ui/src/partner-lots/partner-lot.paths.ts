/**
 * Where the lot screens live in the Partner area (spec A §2: /lotes the list, /lote/{id} the customer choice,
 * /lotes/{id}/lotesClientes the customer lots fed from a lot: the spec names the placeholder clienteId, but the
 * value is the partner lot's id).
 */
export const partnerLotPaths = {
  list: '/areaparceiro/lotes',
  edit: (id: number) => `/areaparceiro/lote/${id}`,
  customerLots: (id: number) => `/areaparceiro/lotes/${id}/lotesClientes`,
} as const;
