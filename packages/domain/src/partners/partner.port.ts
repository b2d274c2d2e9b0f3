import type { ResourcePort } from '../shared/resource.port';
import type { Partner, PartnerInput } from './partner.model';

/** A row of the partner list (spec A §2: name, tax id). */
export type PartnerRow = Partner;

export type PartnerPort = ResourcePort<PartnerRow, Partner, PartnerInput>;
export const PartnerPortToken = Symbol.for('PartnerPort');
