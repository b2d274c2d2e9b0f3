/** Demo sales points of a winery's customer, for stories and the memory adapter (the server's demo data has its own). */
import type { SalesPoint } from '@tagtrail/domain';

export const demoSalesPoints: readonly SalesPoint[] = [
  { id: 41, login: 'loja.centro', name: 'Loja Centro', email: 'centro@vinicola-aurora.example', userId: 41 },
  { id: 42, login: 'emporio.serra', name: 'Empório da Serra', email: 'serra@vinicola-aurora.example', userId: 42 },
  {
    id: 43,
    login: 'quiosque.aeroporto',
    name: 'Quiosque Aeroporto Salgado Filho',
    email: 'aeroporto@vinicola-aurora.example',
    userId: 43,
  },
];
