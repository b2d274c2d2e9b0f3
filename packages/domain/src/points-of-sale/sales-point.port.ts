/**
 * The customer's sales points (spec B §7: GET areacliente/pontovenda (paged), GET/PUT areacliente/pontovenda/{id},
 * POST areacliente/pontovenda, DELETE /areacliente/pontovenda/{id}/password). No delete of a sales point is shown.
 */
import type { ListPort, RecordPort } from '../shared/resource.port';
import type { IssuedSalesPointPassword, SalesPoint, SalesPointInput, SalesPointRow } from './sales-point.model';

export type SalesPointPort = ListPort<SalesPointRow> &
  Pick<RecordPort<SalesPoint, SalesPointInput>, 'get' | 'update'> & {
    /** Creates the sales point's sign-in account; the answer holds its one-time password, which nothing reads again. */
    create(input: SalesPointInput): Promise<IssuedSalesPointPassword>;
    /**
     * Resets the sales point's password (issue 10 §7): the old one and the account's sessions end, and the answer
     * holds the new one-time password, shown once.
     */
    resetPassword(id: number): Promise<IssuedSalesPointPassword>;
  };

export const SalesPointPortToken = Symbol.for('SalesPointPort');
