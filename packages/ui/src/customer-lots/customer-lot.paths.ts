/** Where the lot screens live in the Customer area (spec B §2). */
export const customerLotPaths = {
  list: '/areacliente/lotes',
  create: '/areacliente/lote',
  edit: (id: number) => `/areacliente/lote/${id}`,
  /** The sub-lots of a lot: which partner lots' tags it took (issue 11 §3). */
  associate: (id: number) => `/areacliente/loteassociar/${id}`,
  /** The partner lots given to the customer that still have free tags. */
  available: '/areacliente/loteassociar',
} as const;
