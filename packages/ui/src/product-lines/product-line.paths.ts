/** Where the product-line screens live in the Customer area (spec B §2). */
export const productLinePaths = {
  list: '/areacliente/linhasproduto',
  create: '/areacliente/linhaproduto',
  edit: (id: number) => `/areacliente/linhaproduto/${id}`,
} as const;
