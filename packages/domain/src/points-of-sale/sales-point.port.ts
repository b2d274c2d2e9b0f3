/**
 * The customer's sales points (spec B §7: GET areacliente/pontovenda (paged), GET/PUT areacliente/pontovenda/{id},
 * POST areacliente/pontovenda, DELETE /areacliente/pontovenda/{id}/password). No delete of a sales point is shown.
 */
import type { ListPort, RecordPort } from '../shared/resource.port';
import type { SalesPoint, SalesPointInput, SalesPointRow } from './sales-point.model';

export type SalesPointPort = ListPort<SalesPointRow> &
  Pick<RecordPort<SalesPoint, SalesPointInput>, 'get' | 'create' | 'update'> & {
    /** Resets the sales point's password (the server decides the new one and how it reaches the user). */
    resetPassword(id: number): Promise<void>;
  };

export const SalesPointPortToken = Symbol.for('SalesPointPort');
