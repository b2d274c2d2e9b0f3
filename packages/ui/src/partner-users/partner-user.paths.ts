/** Where a partner's user screens live in the Admin area (spec A §2). */
export const partnerUserPaths = {
  list: (partnerId: number) => `/admin/parceiro/${partnerId}/usuarios`,
  create: (partnerId: number) => `/admin/parceiro/${partnerId}/usuario`,
  view: (partnerId: number, id: number) => `/admin/parceiro/${partnerId}/usuario/${id}`,
  partner: (partnerId: number) => `/admin/parceiro/${partnerId}`,
} as const;
