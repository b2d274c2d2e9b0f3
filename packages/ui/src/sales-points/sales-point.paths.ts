/** Where the sales-point screens live in the Customer area (spec B §2). */
export const salesPointPaths = {
  list: '/areacliente/pontovendas',
  create: '/areacliente/pontovenda',
  edit: (id: number) => `/areacliente/pontovenda/${id}`,
} as const;
