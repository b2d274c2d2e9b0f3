/** Where the category screens live in the Customer area (spec B §2). */
export const categoryPaths = {
  list: '/areacliente/categorias',
  create: '/areacliente/categoria',
  edit: (id: number) => `/areacliente/categoria/${id}`,
} as const;
