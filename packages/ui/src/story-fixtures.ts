/** Signed-in users for stories (domain values only, so any story may use them). */
import type { SessionUser } from '@tagtrail/domain';

export const storyUsers = {
  admin: { username: 'ana.admin', role: 'ADMINISTRADOR', accessToken: 'story-token' },
  partner: { username: 'paulo.parceiro', role: 'PARCEIRO', accessToken: 'story-token', partnerId: 1 },
  sales: { username: 'sofia.vendas', role: 'PONTO_VENDA', accessToken: 'story-token', customerId: 1 },
  customer: { username: 'carlos.cliente', role: 'CLIENTE', accessToken: 'story-token', customerId: 1 },
  noRole: { username: 'sem.papel', role: '', accessToken: 'story-token' },
} as const satisfies Record<string, SessionUser>;
