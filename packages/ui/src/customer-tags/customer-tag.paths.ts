/** Where the tag screens live in the Customer area (spec B §2). */
export const customerTagPaths = {
  list: '/areacliente/tags',
  readings: (id: number) => `/areacliente/tags/${id}`,
  readingMap: '/areacliente/mapa-leitura',
} as const;
