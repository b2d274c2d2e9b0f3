/** Where the partner screens live in the Admin area (spec A §2). */
export const partnerPaths = {
  list: '/admin/parceiros',
  create: '/admin/parceiro/',
  edit: (id: number) => `/admin/parceiro/${id}`,
  users: (id: number) => `/admin/parceiro/${id}/usuarios`,
} as const;
