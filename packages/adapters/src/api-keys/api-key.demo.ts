/** API keys for stories and the in-memory portal (issue 29 §5): one in use, one never used, one revoked. */
import type { ApiKey } from '@tagtrail/domain';

export const demoApiKeys: readonly ApiKey[] = [
  {
    id: 3,
    name: 'ERP (SAP)',
    hint: 'Qm7x',
    createdAt: '2026-05-20T13:02:00.000Z',
    lastUsedAt: '2026-06-02T08:41:00.000Z',
    revokedAt: null,
  },
  {
    id: 2,
    name: 'Data warehouse',
    hint: 'b2Kp',
    createdAt: '2026-04-11T09:15:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
  },
  {
    id: 1,
    name: 'Old integration',
    hint: 'Z0aW',
    createdAt: '2026-01-05T17:30:00.000Z',
    lastUsedAt: '2026-03-01T10:00:00.000Z',
    revokedAt: '2026-03-02T11:20:00.000Z',
  },
];
