/** Where the promotion screens live in the Customer area (spec B §2). */
export const promotionPaths = {
  list: '/areacliente/promocoes',
  create: '/areacliente/promocao',
  edit: (id: number) => `/areacliente/promocao/${id}`,
  processing: (id: number) => `/areacliente/promocao/${id}/processar`,
} as const;
