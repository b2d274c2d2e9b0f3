/** Where the product screens live in the Customer area (spec B §2). */
export const productPaths = {
  list: '/areacliente/produtos',
  create: '/areacliente/produto',
  edit: (id: number) => `/areacliente/produto/${id}`,
  images: (id: number) => `/areacliente/produto/${id}/imagens`,
} as const;
