/** Where the lot screens live in the Admin area (spec A §2: base and /lotes the list, /lote/{id?} the form). */
export const adminLotPaths = {
  list: '/admin/lotes',
  // With the trailing slash, like the partner form's, so the side menu keeps 'Lots' selected.
  create: '/admin/lote/',
  edit: (id: number) => `/admin/lote/${id}`,
} as const;
